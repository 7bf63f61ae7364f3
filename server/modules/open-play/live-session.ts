import type { Database } from '../../db/client.js';
import { conflict, notFound } from '../../lib/http-error.js';
import type { ChangeFeed } from '../../plugins/change-feed.js';
import { openPlaySessionOf, type OpenPlaySession, type OpenPlaySetup } from '../programs/index.js';
import { endGames, insertGames, lockOrCreateSession, saveSession, type GameEnding, type Tx } from './open-play-repository.js';
import { emptyState } from './rotation/open-play-state.js';
import { RotationRefusal, type OpenPlayState, type Transition } from './rotation/rotation-types.js';

export type Reader = Pick<Database, 'select'>;
export type { Tx };

/** The channel every change of a live session is published on; the payload is the session's id. */
export const OPEN_PLAY_CHANNEL = 'open_play_changes';

/** What a step sees: the session, its setup and live state under the row's lock, the transaction and the time. */
export interface LiveContext {
  tx: Tx;
  session: OpenPlaySession;
  setup: OpenPlaySetup;
  state: OpenPlayState;
  endedAt: Date | null;
  now: Date;
}

/** What a step answers: the transition to keep (null: nothing changes), how the games it ended ended, whether the session ends. */
export interface LiveStep {
  transition: Transition | null;
  ending?: Omit<GameEnding, 'endedAt' | 'undone'>;
  endSession?: boolean;
}

/** The session run as open play, or 404 open_play_session_not_found (no such session, not open play, or cancelled). */
export async function openPlaySession(db: Reader, sessionId: number): Promise<OpenPlaySession> {
  const session = await openPlaySessionOf(db, sessionId);
  if (!session || session.cancelled) throw notFound('This session is not run as open play.').coded('open_play_session_not_found');
  return session;
}

/** A rule of the rotation that refused the move, as the API answers it. */
function refusalOf(error: unknown): never {
  if (error instanceof RotationRefusal) throw conflict(error.message).coded(error.code);
  throw error;
}

/**
 * Runs one change of a live session: the session's row locked (created on its first change), the
 * step applied to its state, the games it started written (their ids set in the state) and those
 * it ended closed, the state saved one version on, and the change published on the feed, all in
 * one transaction, so concurrent taps and desks queue on the lock and give one consistent result.
 */
export class LiveSessions {
  constructor(
    private readonly db: Database,
    private readonly feed: ChangeFeed,
    private readonly now: () => Date,
  ) {}

  /** In a transaction of its own. Refuses with 409 open_play_session_ended once the session has ended. */
  async change(sessionId: number, step: (live: LiveContext) => Promise<LiveStep> | LiveStep): Promise<void> {
    const session = await openPlaySession(this.db, sessionId);
    await this.db.transaction(async (tx) => {
      const changed = await this.changeIn(tx, session, step);
      if (changed === 'ended') throw conflict('This open play session has ended.').coded('open_play_session_ended');
    });
  }

  /** In the caller's transaction (programs' attendance and cancellations); 'ended' when the session had ended (nothing done). */
  async changeIn(tx: Tx, session: OpenPlaySession, step: (live: LiveContext) => Promise<LiveStep> | LiveStep): Promise<'changed' | 'unchanged' | 'ended'> {
    const now = this.now();
    const row = await lockOrCreateSession(tx, session.id, { setup: session.setup, state: emptyState(session.courts) }, now);
    if (row.endedAt) return 'ended';
    let result: LiveStep;
    try {
      result = await step({ tx, session, setup: row.setup, state: row.state, endedAt: row.endedAt, now });
    } catch (error) {
      refusalOf(error);
    }
    if (!result.transition || (!result.endSession && isUnchanged(row.state, result.transition))) return 'unchanged';
    const { started, ended } = result.transition;
    let { state } = result.transition;
    const endedAt = now;
    const played = ended.filter((game) => !game.undone && game.gameId !== null).map((game) => game.gameId!);
    const undone = ended.filter((game) => game.undone && game.gameId !== null).map((game) => game.gameId!);
    await endGames(tx, played, { ...result.ending, endedAt });
    await endGames(tx, undone, { endedAt, undone: true });
    const ids = await insertGames(tx, session.id, started, now);
    if (ids.length > 0) state = withGameIds(state, started, ids);
    await saveSession(tx, session.id, { state, version: row.version + 1, endedAt: result.endSession ? now : undefined }, now);
    await this.feed.notify(OPEN_PLAY_CHANNEL, String(session.id), tx);
    return 'changed';
  }
}

/** A second tap: nothing started or ended and the same state (no new version, nothing published). */
function isUnchanged(before: OpenPlayState, transition: Transition): boolean {
  return transition.started.length === 0 && transition.ended.length === 0 && JSON.stringify(before) === JSON.stringify(transition.state);
}

/** Transitions one after the other, as one (a PATCH of the line that changes a band and a place). */
export function chain(first: Transition, next: (state: OpenPlayState) => Transition): Transition {
  const second = next(first.state);
  return { state: second.state, started: [...first.started, ...second.started], ended: [...first.ended, ...second.ended] };
}

/** The state with each started game's database id set on its court's game. */
function withGameIds(state: OpenPlayState, started: { court: number }[], ids: number[]): OpenPlayState {
  const idOfCourt = new Map(started.map((game, index) => [game.court, ids[index]]));
  return {
    ...state,
    courts: state.courts.map((court) =>
      court.game && court.game.id === null && idOfCourt.has(court.court) ? { ...court, game: { ...court.game, id: idOfCourt.get(court.court)! } } : court,
    ),
  };
}
