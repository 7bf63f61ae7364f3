import { localize } from '../../../lib/localized.js';
import type { Locale } from '../../../lib/request-locale.js';
import { programTitles, sessionsByIds } from '../schedule/index.js';
import { participantIdOf, participantNames, type Reader } from '../shared/index.js';
import { linesOf, waitlistOfAccount } from './registrations-repository.js';

/**
 * An account's drop-in waitlist lines still open, soonest session first (shared/place-schemas.ts
 * `waitlistLineSchema`, with whose each is): the member's list and the staff's view of an account.
 */
export async function waitlistLinesOf(db: Reader, accountUserId: number, now: Date, locale: Locale) {
  const entries = await waitlistOfAccount(db, accountUserId, now);
  const sessionIds = [...new Set(entries.map((row) => row.sessionId))];
  const [sessions, names, lines] = await Promise.all([sessionsByIds(db, sessionIds), participantNames(db, entries), linesOf(db, sessionIds)]);
  const sessionOf = new Map(sessions.map((found) => [found.session.id, found]));
  return entries.flatMap((entry) => {
    const found = sessionOf.get(entry.sessionId);
    if (!found) return [];
    const { session, program } = found;
    return [
      {
        id: entry.id,
        sessionId: session.id,
        ...localize(locale, 'title', { title: programTitles(program) }),
        startsAt: session.startsAt.toISOString(),
        endsAt: session.endsAt.toISOString(),
        participantId: participantIdOf(entry),
        participantName: names.get(entry) ?? '—',
        position: lines.filter((other) => other.sessionId === session.id && other.id <= entry.id).length,
        status: entry.status as 'waiting' | 'offered',
        offerExpiresAt: entry.status === 'offered' && entry.offerExpiresAt && entry.offerExpiresAt > now ? entry.offerExpiresAt.toISOString() : null,
      },
    ];
  });
}
