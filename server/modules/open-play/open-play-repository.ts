import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { OpenPlaySetup } from '../programs/index.js';
import type { OpenPlayState, StartedGame } from './rotation/rotation-types.js';
import { openPlayGames, openPlaySessions, type OpenPlayGameRow, type OpenPlaySessionRow } from './schema.js';

// The only SQL on open_play_sessions and open_play_games. Every change of a live session runs in
// one transaction under the session row's lock (docs/open-play.md, "The live session on the server").

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Pick<Database, 'select'>;
type Writer = Pick<Tx, 'insert' | 'update' | 'select'>;

/** The session's row as it stands (no lock): what a reader's view is built from. */
export async function openPlaySessionRow(db: Reader, sessionId: number): Promise<OpenPlaySessionRow | null> {
  const [row] = await db.select().from(openPlaySessions).where(eq(openPlaySessions.sessionId, sessionId));
  return row ?? null;
}

/**
 * The session's row locked for the caller's transaction, created first when this is its first
 * change: `on conflict do nothing` lets two first changes race, and the second waits on the lock.
 */
export async function lockOrCreateSession(tx: Writer, sessionId: number, initial: { setup: OpenPlaySetup; state: OpenPlayState }, now: Date) {
  await tx
    .insert(openPlaySessions)
    .values({ sessionId, setup: initial.setup, state: initial.state, version: 0, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: openPlaySessions.sessionId });
  const [row] = await tx.select().from(openPlaySessions).where(eq(openPlaySessions.sessionId, sessionId)).for('update');
  return row;
}

/** The new state, one version on; `endedAt` when the session ends. */
export async function saveSession(tx: Writer, sessionId: number, values: { state: OpenPlayState; version: number; endedAt?: Date }, now: Date): Promise<void> {
  await tx
    .update(openPlaySessions)
    .set({ state: values.state, version: values.version, ...(values.endedAt ? { endedAt: values.endedAt } : {}), updatedAt: now })
    .where(eq(openPlaySessions.sessionId, sessionId));
}

/** Writes the games a transition started and answers their ids, in the order given. */
export async function insertGames(tx: Writer, sessionId: number, games: StartedGame[], startedAt: Date): Promise<number[]> {
  if (games.length === 0) return [];
  const rows = await tx
    .insert(openPlayGames)
    .values(games.map((game) => ({ sessionId, court: game.court, players: game.players, mixedBands: game.mixedBands, manual: game.manual, startedAt })))
    .returning({ id: openPlayGames.id });
  return rows.map((row) => row.id);
}

export interface GameEnding {
  endedAt: Date;
  scoreA?: number | null;
  scoreB?: number | null;
  winner?: 'a' | 'b' | null;
  endedByUserId?: number | null;
  undone?: boolean;
}

/** Ends these games (those not ended yet): a Game over, the session's end, or staff's undo. */
export async function endGames(tx: Writer, ids: number[], ending: GameEnding): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(openPlayGames)
    .set({
      endedAt: ending.endedAt,
      scoreA: ending.scoreA ?? null,
      scoreB: ending.scoreB ?? null,
      winner: ending.winner ?? null,
      endedByUserId: ending.endedByUserId ?? null,
      undone: ending.undone ?? false,
    })
    .where(and(inArray(openPlayGames.id, ids), isNull(openPlayGames.endedAt)));
}

/** One game, to find its session (a Game over names only the game). */
export async function gameById(db: Reader, id: number): Promise<OpenPlayGameRow | null> {
  const [row] = await db.select().from(openPlayGames).where(eq(openPlayGames.id, id));
  return row ?? null;
}

/** The session whose court board this secret's hash opens (null: no board has it, or it was replaced). */
export async function sessionIdOfBoard(db: Reader, secretHash: string): Promise<number | null> {
  const [row] = await db.select({ sessionId: openPlaySessions.sessionId }).from(openPlaySessions).where(eq(openPlaySessions.boardSecret, secretHash));
  return row?.sessionId ?? null;
}

/** A new court board link: its secret's hash replaces the old one, which stops opening the board. */
export async function setBoardSecret(tx: Writer, sessionId: number, secretHash: string, now: Date): Promise<void> {
  await tx.update(openPlaySessions).set({ boardSecret: secretHash, updatedAt: now }).where(eq(openPlaySessions.sessionId, sessionId));
}

/** The games these sessions played (not those staff took back), oldest first: the after-session figures. */
export async function playedGamesOf(db: Reader, sessionIds: number[]): Promise<OpenPlayGameRow[]> {
  if (sessionIds.length === 0) return [];
  return db
    .select()
    .from(openPlayGames)
    .where(and(inArray(openPlayGames.sessionId, sessionIds), eq(openPlayGames.undone, false)))
    .orderBy(openPlayGames.startedAt, openPlayGames.id);
}

/** Several sessions' rows (those that have one), for a player's history. */
export async function openPlaySessionRows(db: Reader, sessionIds: number[]): Promise<OpenPlaySessionRow[]> {
  return sessionIds.length ? db.select().from(openPlaySessions).where(inArray(openPlaySessions.sessionId, sessionIds)) : [];
}
