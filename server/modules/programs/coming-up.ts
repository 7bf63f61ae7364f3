import type { Locale } from '../../lib/request-locale.js';
import type { Reader } from './shared/index.js';
import { EVENT_KINDS, type ProgramCatalogue } from './events/index.js';
import { placesOf } from './registrations/index.js';
import { sessionsBetween, toSessionView } from './schedule/index.js';

// What is coming up, as anyone sees it (no caller, no personal data): the home page's "what is on".

/** Drop-in sessions starting in [from, to), not started at `now`, not cancelled, with a spot left; soonest first. */
export async function dropInsWithSpots(db: Reader, from: Date, to: Date, now: Date, timeZone: string, locale: Locale) {
  const rows = await sessionsBetween(db, 'drop_in', from, to);
  const places = await placesOf(
    db,
    rows.map((row) => row.session.id),
    now,
  );
  return rows
    .map((row) => toSessionView(row, timeZone, places.get(row.session.id), null, locale))
    .filter((session) => session.status === 'scheduled' && Date.parse(session.startsAt) > now.getTime() && session.spotsLeft > 0);
}

/** A registration state a player can still act on (or just come to): what the home page lists. */
const COMING = new Set(['open', 'not_open', 'full', 'info_only']);

/**
 * The next `limit` camps, clinics, lessons, socials and tournaments that have not started, soonest
 * first, each with the lowest price anyone pays today (a tournament: its cheapest division's fee)
 * and the places left (a tournament: over its divisions).
 */
export async function nextPrograms(catalogue: ProgramCatalogue, from: Date, to: Date, limit: number, locale: Locale) {
  const { items } = await catalogue.list([...EVENT_KINDS], from, to, null, locale);
  return items
    .filter((program) => COMING.has(program.registration))
    .slice(0, limit)
    .map((program) => {
      const divisions = program.kind === 'tournament' ? program.divisions : [];
      return {
        id: program.id,
        kind: program.kind,
        title: program.title,
        ...(program.lang ? { lang: program.lang } : {}),
        level: program.level,
        firstDate: program.firstDate,
        lastDate: program.lastDate,
        startsAt: program.startsAt,
        sessionCount: program.sessionCount,
        capacity: divisions.length ? divisions.reduce((sum, division) => sum + division.maxEntries, 0) : program.capacity,
        spotsLeft: divisions.length ? divisions.reduce((sum, division) => sum + division.spotsLeft, 0) : program.spotsLeft,
        // A visitor's price has the early bird in it; a member pays the member price unless the early bird is lower.
        priceFromCents: divisions.length ? Math.min(...divisions.map((division) => division.feeCents)) : Math.min(program.priceCents, program.memberPriceCents),
        registration: program.registration as 'open' | 'not_open' | 'full' | 'info_only',
        registrationOpensAt: program.registrationOpensAt,
      };
    });
}
