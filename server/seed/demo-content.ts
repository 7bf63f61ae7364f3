import type { Database } from '../db/client.js';
import { appAlert, coaches, partners } from '../db/schema.js';
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

/** Two published coaches whose bios use a header, a list and a link, and one still hidden; each in English and French. */
const DEMO_COACHES = [
  {
    name: 'Sophie Tremblay',
    tagline: 'From your first serve to your first tournament',
    taglineFr: 'De votre premier service à votre premier tournoi',
    bio: doc(
      header('Coaching style', 2),
      paragraph('Sophie has taught pickleball at Courtside since 2021. Her lessons are <b>patient</b>, practical and full of games.'),
      header('What you will work on', 3),
      list('unordered', ['The soft game: dinks and resets', 'Third-shot drops', 'Doubles positioning and communication']),
      paragraph('She coaches to the rules of <a href="https://pickleballcanada.org">Pickleball Canada</a>.'),
    ),
    bioFr: doc(
      header('Sa façon d’entraîner', 2),
      paragraph('Sophie enseigne le pickleball chez Courtside depuis 2021. Ses cours sont <b>patients</b>, concrets et pleins de jeux.'),
      header('Ce que vous travaillerez', 3),
      list('unordered', ['Le jeu doux : amortis et remises en jeu', 'Les amortis en troisième frappe', 'Le placement et la communication en double']),
      paragraph('Elle entraîne selon les règles de <a href="https://pickleballcanada.org">Pickleball Canada</a>.'),
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
    taglineFr: 'Exercices et stratégie pour les joueurs de compétition',
    bio: doc(
      header('Training for competition', 2),
      paragraph('A former provincial champion, Marcus runs the <i>advanced</i> clinics.'),
      list('ordered', ['Warm-up and footwork', 'Drills at game speed', 'Match play with feedback']),
      paragraph('He is certified by the <a href="https://www.iptpa.com">IPTPA</a>.'),
    ),
    bioFr: doc(
      header('S’entraîner pour la compétition', 2),
      paragraph('Ancien champion provincial, Marcus anime les ateliers <i>avancés</i>.'),
      list('ordered', ['Échauffement et déplacements', 'Exercices à la vitesse du jeu', 'Matchs commentés']),
      paragraph('Il est certifié par l’<a href="https://www.iptpa.com">IPTPA</a>.'),
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
    taglineFr: 'Se joint à l’équipe d’entraîneurs ce printemps',
    bio: doc(paragraph('Jordan will start with beginner clinics.')),
    bioFr: doc(paragraph('Jordan commencera par les ateliers pour débutants.')),
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
    descriptionFr: doc(paragraph('L’organisme national du sport : les <b>règles</b>, les classements et les tournois partout au pays.')),
    displayOrder: 1,
  },
  {
    name: 'Dink & Drive Paddle Shop',
    url: 'https://www.example.com/dink-and-drive',
    description: doc(paragraph('Paddles, balls and shoes; members get 10% off with their membership card.')),
    descriptionFr: doc(paragraph('Raquettes, balles et chaussures ; les membres ont 10 % de rabais sur présentation de leur carte de membre.')),
    displayOrder: 2,
  },
];

/** The demo's site alert, in both languages as the owner writes it. */
const DEMO_ALERT = {
  id: 1,
  severity: 'info' as const,
  message: 'Welcome to the Courtside demo: book a court, join a drop-in or register for a camp.',
  messageFr: 'Bienvenue dans la démo de Courtside : réservez un terrain, venez au jeu libre ou inscrivez-vous à un camp.',
  linkUrl: '/drop-in',
  linkText: 'See the drop-ins',
  linkTextFr: 'Voir le jeu libre',
};

/**
 * The demo's coaches and partners, their documents passed through the same validation as the API's
 * writes; the partners start, as a new venue's do, with the badminton association (first). And the site alert.
 */
export async function seedDemoContent(tx: Tx): Promise<void> {
  await insertStartingPartners(tx);
  await tx.insert(coaches).values(
    DEMO_COACHES.map((coach) => ({
      ...coach,
      bio: validateRichText(coach.bio, 'essential'),
      bioFr: validateRichText(coach.bioFr, 'essential'),
      bioPreset: 'essential' as const,
    })),
  );
  await tx.insert(partners).values(
    DEMO_PARTNERS.map((partner) => ({
      ...partner,
      description: validateRichText(partner.description, 'minimal'),
      descriptionFr: validateRichText(partner.descriptionFr, 'minimal'),
      descriptionPreset: 'minimal' as const,
      published: true,
    })),
  );
  await tx.insert(appAlert).values(DEMO_ALERT);
}
