import { count, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { partners, users } from '../db/schema.js';
import { validateRichText } from '../lib/rich-text/validate.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The badminton association link the product keeps (spec §1); the settings' own default carries the same address. */
export const BADMINTON_ASSOCIATION_URL = 'https://www.badmintoncanada.ca';

const STARTED_AT = Date.parse('2026-01-15T12:00:00Z');

/**
 * A new venue's partner list: the badminton association, as an ordinary partner row the owner can
 * edit, hide, move or remove on the Partners tab like any other (docs/decisions.md). It is
 * the only partner the public pages knew before the owner managed partners.
 */
const STARTING_PARTNERS = [
  {
    name: 'Badminton Canada',
    url: BADMINTON_ASSOCIATION_URL,
    description: {
      time: STARTED_AT,
      version: '2.31.0',
      blocks: [
        {
          type: 'paragraph',
          data: {
            text: 'A pickleball court has the same footprint as a doubles badminton court, and many of our players came to the game from badminton. For badminton clubs, rules and events, visit the association.',
          },
        },
      ],
    },
    descriptionFr: {
      time: STARTED_AT,
      version: '2.31.0',
      blocks: [
        {
          type: 'paragraph',
          data: {
            text: 'Un terrain de pickleball a la même surface qu’un terrain de badminton en double, et bon nombre de nos joueurs sont venus au pickleball par le badminton. Pour les clubs, les règles et les événements de badminton, visitez l’association.',
          },
        },
      ],
    },
    displayOrder: 0,
  },
];

/** Writes the starting partners (their descriptions through the same validation as the API's writes). */
export async function insertStartingPartners(tx: Tx | Database): Promise<void> {
  await tx.insert(partners).values(
    STARTING_PARTNERS.map((partner) => ({
      ...partner,
      description: validateRichText(partner.description, 'minimal'),
      descriptionFr: validateRichText(partner.descriptionFr, 'minimal'),
      descriptionPreset: 'minimal' as const,
      published: true,
    })),
  );
}

/**
 * A venue opened for the first time (no account and no partner yet) starts with its partners; a
 * venue already in use never gets them back, so a partner the owner removed stays removed.
 */
export async function seedStartingPartners(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Instances starting together (a cluster, a rolling deploy) take turns, so only the first writes them.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('courtside.starting-partners'))`);
    const [{ people }] = await tx.select({ people: count() }).from(users);
    const [{ listed }] = await tx.select({ listed: count() }).from(partners);
    if (people > 0 || listed > 0) return false;
    await insertStartingPartners(tx);
    return true;
  });
}
