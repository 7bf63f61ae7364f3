import { z } from 'zod';
import { inLocale } from '../../lib/localized.js';
import type { Locale } from '../../lib/request-locale.js';
import { openPlayPlaces, type OpenPlaySession } from '../programs/index.js';
import { readCompanySettings } from '../settings/company/index.js';
import type { Database } from '../../db/client.js';
import { lineOf } from './rotation/line-order.js';
import { emptyState } from './rotation/open-play-state.js';
import { upNext } from './rotation/up-next.js';
import type { OpenPlayState, PlayerState } from './rotation/rotation-types.js';
import type { OpenPlaySessionRow } from './schema.js';

// The one shape every reader of a live session gets (docs/open-play.md and the API's contract):
// staff, a player with a place, and the court board (with `mine: []`).

const person = z.object({ registrationId: z.number().int(), name: z.string(), band: z.string() });

export const openPlayViewSchema = z.object({
  sessionId: z.number().int(),
  /** In the reader's language. */
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The venue's IANA zone, in which the times are read. */
  timeZone: z.string(),
  rule: z.enum(['first_in_line', 'by_band']),
  format: z.enum(['doubles', 'singles']),
  winnersStay: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  bands: z.array(z.string()),
  endedAt: z.string().nullable(),
  /** Bumped by every change: a stream's reader knows which state it shows. */
  version: z.number().int(),
  courts: z.array(
    z.object({
      court: z.number().int(),
      state: z.enum(['playing', 'free', 'paused']),
      game: z
        .object({
          id: z.number().int(),
          startedAt: z.string(),
          mixedBands: z.boolean(),
          manual: z.boolean(),
          /** Team A then team B. */
          players: z.array(person),
        })
        .nullable(),
    }),
  ),
  line: z.array(person.extend({ position: z.number().int(), partnerRegistrationId: z.number().int().nullable() })),
  resting: z.array(person),
  /** The next two games the rule would start on the next free courts. */
  upNext: z.array(z.object({ players: z.array(person), mixedBands: z.boolean() })),
  /** Registration id → games started this session (departed players too). */
  gamesPlayed: z.record(z.string(), z.number().int()),
  /** The caller's (and their household's) places checked in to this session; [] for staff and boards. */
  mine: z.array(z.number().int()),
  /** Staff: an assignment can be taken back. */
  canUndo: z.boolean(),
});

export type OpenPlayView = z.infer<typeof openPlayViewSchema>;
type Person = z.infer<typeof person>;

/** Who reads: their language, whether they are staff (canUndo) and which of the session's places are theirs. */
export interface ViewReader {
  locale: Locale;
  staff: boolean;
  /** The reader's own places in the session (checked in or not); the view keeps those checked in. */
  places: number[];
}

/** The view of a session's live state for one reader; `row` null: no change yet. */
export async function buildView(db: Database, session: OpenPlaySession, row: OpenPlaySessionRow | null, reader: ViewReader): Promise<OpenPlayView> {
  const setup = row?.setup ?? session.setup;
  const state = row?.state ?? emptyState(session.courts);
  const ids = [...state.players.map((player) => player.id), ...state.courts.flatMap((court) => court.game?.players ?? [])];
  const [places, { timeZone }] = await Promise.all([openPlayPlaces(db, ids), readCompanySettings(db)]);
  const players = new Map(state.players.map((player) => [player.id, player]));
  const bandName = (player: PlayerState | undefined) => setup.bands[player?.band ?? 0] ?? setup.bands[0] ?? '';
  const personOf = (id: number): Person => ({ registrationId: id, name: places.get(id)?.publicName ?? '—', band: bandName(players.get(id)) });
  const gamesPlayed: Record<string, number> = {};
  for (const gone of state.departed) gamesPlayed[String(gone.id)] = gone.games;
  for (const player of state.players) gamesPlayed[String(player.id)] = player.games;
  const present = new Set(state.players.map((player) => player.id));
  return {
    sessionId: session.id,
    title: inLocale(session.titles, reader.locale),
    startsAt: session.startsAt.toISOString(),
    endsAt: session.endsAt.toISOString(),
    timeZone,
    rule: setup.rule,
    format: setup.format,
    winnersStay: setup.winnersStay,
    bands: setup.bands,
    endedAt: row?.endedAt?.toISOString() ?? null,
    version: row?.version ?? 0,
    courts: state.courts.map(({ court, paused, game }) => ({
      court,
      state: game ? 'playing' : paused ? 'paused' : 'free',
      game:
        game && game.id !== null
          ? { id: game.id, startedAt: game.startedAt, mixedBands: game.mixedBands, manual: game.manual, players: game.players.map(personOf) }
          : null,
    })),
    line: lineOf(state).map((player, index) => ({ ...personOf(player.id), position: index + 1, partnerRegistrationId: player.partnerId })),
    resting: state.players.filter((player) => player.status === 'resting').map((player) => personOf(player.id)),
    upNext: upNext(state, setup, 2).map((game) => ({ players: game.players.map(personOf), mixedBands: game.mixedBands })),
    gamesPlayed,
    mine: reader.places.filter((id) => present.has(id)),
    canUndo: reader.staff && row?.endedAt == null && canUndo(state),
  };
}

/** Undo takes back the last assignment while each of its games still runs (the rotation's own condition). */
function canUndo(state: OpenPlayState): boolean {
  const last = state.lastAssignment;
  return last !== null && last.courts.every((court) => state.courts.some((candidate) => candidate.court === court && candidate.game !== null));
}
