import type { Database } from '../db/client.js';
import { coaches, partners } from '../db/schema.js';
import type { RichTextBlock } from '../lib/rich-text/document.js';
import { validateRichText } from '../lib/rich-text/validate.js';
import { insertStartingPartners } from './starting-partners.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const paragraph = (text: string): RichTextBlock => ({ type: 'paragraph', data: { text } });
const header = (text: string, level: number): RichTextBlock => ({ type: 'header', data: { text, level } });
const list = (style: 'ordered' | 'unordered', items: string[]): RichTextBlock => ({
  type: 'list',
  data: { style, meta: {}, items: items.map((content) => ({ content, meta: {}, items: [] })) },
});
const doc = (...blocks: RichTextBlock[]) => ({ time: Date.parse('2026-01-15T12:00:00Z'), blocks, version: '2.31.0' });

/** Two published coaches whose bios use a header, a list and a link, and one still hidden. */
const DEMO_COACHES = [
  {
    name: 'Sophie Tremblay',
    tagline: 'From your first serve to your first tournament',
    bio: doc(
      header('Coaching style', 2),
      paragraph('Sophie has taught pickleball at Courtside since 2021. Her lessons are <b>patient</b>, practical and full of games.'),
      header('What you will work on', 3),
      list('unordered', ['The soft game: dinks and resets', 'Third-shot drops', 'Doubles positioning and communication']),
      paragraph('She coaches to the rules of <a href="https://pickleballcanada.org">Pickleball Canada</a>.'),
    ),
    certifications: ['PPR Level 2', 'First aid'],
    levels: ['Beginner', 'Intermediate'],
    languages: ['English', 'French'],
    displayOrder: 0,
    published: true,
  },
  {
    name: 'Marcus Lee',
    tagline: 'Drills and strategy for competitive players',
    bio: doc(
      header('Training for competition', 2),
      paragraph('A former provincial champion, Marcus runs the <i>advanced</i> clinics.'),
      list('ordered', ['Warm-up and footwork', 'Drills at game speed', 'Match play with feedback']),
      paragraph('He is certified by the <a href="https://www.iptpa.com">IPTPA</a>.'),
    ),
    certifications: ['IPTPA Level 2'],
    levels: ['Intermediate', 'Advanced'],
    languages: ['English', 'Mandarin'],
    displayOrder: 1,
    published: true,
  },
  {
    name: 'Jordan Smith',
    tagline: 'Joining the coaching team this spring',
    bio: doc(paragraph('Jordan will start with beginner clinics.')),
    certifications: [],
    levels: ['Beginner'],
    languages: ['English'],
    displayOrder: 2,
    published: false,
  },
];

const DEMO_PARTNERS = [
  {
    name: 'Pickleball Canada',
    url: 'https://pickleballcanada.org',
    description: doc(paragraph('The national body of the sport: <b>rules</b>, rankings and tournaments across the country.')),
    displayOrder: 1,
  },
  {
    name: 'Dink & Drive Paddle Shop',
    url: 'https://www.example.com/dink-and-drive',
    description: doc(paragraph('Paddles, balls and shoes; members get 10% off with their membership card.')),
    displayOrder: 2,
  },
];

/**
 * The demo's coaches and partners, their documents passed through the same validation as the API's
 * writes; the partners start, as a new venue's do, with the badminton association (first).
 */
export async function seedDemoContent(tx: Tx): Promise<void> {
  await insertStartingPartners(tx);
  await tx.insert(coaches).values(DEMO_COACHES.map((coach) => ({ ...coach, bio: validateRichText(coach.bio, 'essential'), bioPreset: 'essential' as const })));
  await tx.insert(partners).values(
    DEMO_PARTNERS.map((partner) => ({
      ...partner,
      description: validateRichText(partner.description, 'minimal'),
      descriptionPreset: 'minimal' as const,
      published: true,
    })),
  );
}
