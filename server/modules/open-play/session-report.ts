import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { csvFile } from '../../lib/csv.js';
import { inLocale } from '../../lib/localized.js';
import type { Locale } from '../../lib/request-locale.js';
import { translator } from '../../lib/server-i18n.js';
import { openPlayPlaces } from '../programs/index.js';
import { bandOfLevel } from './band-of-level.js';
import { openPlaySession } from './live-session.js';
import { openPlaySessionRow, playedGamesOf } from './open-play-repository.js';
import type { OpenPlayGameRow } from './schema.js';

// After the session: games played and sit-outs per player who checked in (docs/open-play.md), for
// staff as JSON and as a CSV.

export const sessionReportSchema = z.object({
  sessionId: z.number().int(),
  /** In the reader's language. */
  title: z.string(),
  /** The venue date (YYYY-MM-DD). */
  date: z.string(),
  /** Everyone who checked in (those who left too), by name. */
  players: z.array(
    z.object({
      registrationId: z.number().int(),
      /** Full name: the report is for staff. */
      name: z.string(),
      band: z.string(),
      /** Games started this session (a game staff took back does not count). */
      games: z.number().int(),
      /** Times the player waited in line while a game started without them. */
      sitOuts: z.number().int(),
      /** Still checked in when the report was read (false: checked out). */
      present: z.boolean(),
    }),
  ),
});
type SessionReport = z.infer<typeof sessionReportSchema>;

/** Games per registration, from the games themselves (departed players' too). */
export function gamesPerPlayer(games: OpenPlayGameRow[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const game of games) for (const id of game.players) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/** The session's report (404 open_play_session_not_found when it is not run as open play). */
export async function sessionReport(db: Database, sessionId: number, locale: Locale): Promise<SessionReport> {
  const session = await openPlaySession(db, sessionId);
  const [row, games] = await Promise.all([openPlaySessionRow(db, sessionId), playedGamesOf(db, [sessionId])]);
  const setup = row?.setup ?? session.setup;
  const present = row?.state.players ?? [];
  const departed = row?.state.departed ?? [];
  const places = await openPlayPlaces(db, [...present.map((player) => player.id), ...departed.map((player) => player.id)]);
  const counts = gamesPerPlayer(games);
  const nameOf = (id: number) => places.get(id)?.name ?? '—';
  const players = [
    ...present.map((player) => ({ id: player.id, band: player.band, sitOuts: player.totalSitOuts, present: true })),
    // Who left keeps no band in the state: the one their level gives.
    ...departed.map((player) => ({
      id: player.id,
      band: bandOfLevel(setup.bands, places.get(player.id)?.level ?? null),
      sitOuts: player.totalSitOuts,
      present: false,
    })),
  ].map((player) => ({
    registrationId: player.id,
    name: nameOf(player.id),
    band: setup.bands[player.band] ?? setup.bands[0] ?? '',
    games: counts.get(player.id) ?? 0,
    sitOuts: player.sitOuts,
    present: player.present,
  }));
  players.sort((a, b) => a.name.localeCompare(b.name, locale) || a.registrationId - b.registrationId);
  return { sessionId, title: inLocale(session.titles, locale), date: session.date, players };
}

/** The report as a CSV file, its header row in the reader's language. */
export function reportCsv(report: SessionReport, locale: Locale): string {
  const t = translator(locale);
  return csvFile(
    [
      t('openPlay.report.name'),
      t('openPlay.report.band'),
      t('openPlay.report.games'),
      t('openPlay.report.sitOuts'),
      t('openPlay.report.checkedOut'),
      t('openPlay.report.registration'),
    ],
    report.players.map((player) => [
      player.name,
      player.band,
      player.games,
      player.sitOuts,
      player.present ? '' : t('openPlay.report.yes'),
      player.registrationId,
    ]),
  );
}
