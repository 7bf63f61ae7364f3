import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { inLocale } from '../../lib/localized.js';
import type { Locale } from '../../lib/request-locale.js';
import { addDays, venueToday } from '../../lib/venue-time.js';
import { accountPlacesStarting, openPlaySessionOf, type OpenPlayPlace } from '../programs/index.js';
import { readCompanySettings } from '../settings/company/index.js';
import { openPlaySessionRows, playedGamesOf } from './open-play-repository.js';
import { gamesPerPlayer } from './session-report.js';

// A player's own figures on their account ("You played 7 games"): the open play sessions of the last
// 60 days and today in which the account's places (its own and its family's) checked in.

const HISTORY_DAYS = 60;
const DAY_MS = 86_400_000;

export const myOpenPlaySchema = z.object({
  /** The venue's time zone: which of the dates is today. */
  timeZone: z.string(),
  sessions: z.array(
    z.object({
      sessionId: z.number().int(),
      /** In the reader's language. */
      title: z.string(),
      /** The venue date (YYYY-MM-DD). */
      date: z.string(),
      startsAt: z.string(),
      endedAt: z.string().nullable(),
      players: z.array(z.object({ registrationId: z.number().int(), name: z.string(), games: z.number().int(), sitOuts: z.number().int() })),
    }),
  ),
});
type MyOpenPlay = z.infer<typeof myOpenPlaySchema>;

/** The account's open play sessions, newest first, with each of its checked-in players' games and sit-outs. */
export async function myOpenPlay(db: Database, accountUserId: number, now: Date, locale: Locale): Promise<MyOpenPlay> {
  const { timeZone } = await readCompanySettings(db);
  const today = venueToday(now, timeZone);
  const from = addDays(today, -HISTORY_DAYS);
  // A day either side of the venue dates: the zone's offset; the dates themselves decide below.
  const places = await accountPlacesStarting(
    db,
    accountUserId,
    new Date(Date.parse(`${from}T00:00:00Z`) - DAY_MS),
    new Date(Date.parse(`${today}T00:00:00Z`) + 2 * DAY_MS),
  );
  const bySession = new Map<number, OpenPlayPlace[]>();
  for (const place of places) bySession.set(place.sessionId, [...(bySession.get(place.sessionId) ?? []), place]);
  const rows = await openPlaySessionRows(db, [...bySession.keys()]);
  const games = gamesPerPlayer(
    await playedGamesOf(
      db,
      rows.map((row) => row.sessionId),
    ),
  );
  const sessions: (MyOpenPlay['sessions'][number] & { starts: number })[] = [];
  for (const row of rows) {
    const checkedIn = new Map([...row.state.players, ...row.state.departed].map((player) => [player.id, player.totalSitOuts]));
    const players = (bySession.get(row.sessionId) ?? [])
      .filter((place) => checkedIn.has(place.id))
      .map((place) => ({ registrationId: place.id, name: place.name, games: games.get(place.id) ?? 0, sitOuts: checkedIn.get(place.id)! }));
    if (players.length === 0) continue;
    // A session no longer run as open play (its setup removed) keeps no title to show: left out.
    const session = await openPlaySessionOf(db, row.sessionId);
    if (!session || session.date < from || session.date > today) continue;
    sessions.push({
      sessionId: session.id,
      title: inLocale(session.titles, locale),
      date: session.date,
      startsAt: session.startsAt.toISOString(),
      endedAt: row.endedAt?.toISOString() ?? null,
      players,
      starts: session.startsAt.getTime(),
    });
  }
  sessions.sort((a, b) => b.starts - a.starts);
  return { timeZone, sessions: sessions.map(({ starts: _starts, ...session }) => session) };
}
