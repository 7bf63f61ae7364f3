// The live state's building blocks every transition shares: the empty session, who is present,
// finding a player or refusing, and the copy a transition works on (its input is never touched).
import { RotationRefusal, type CourtState, type OpenPlayConfig, type OpenPlayState, type PlayerState, type Transition } from './rotation-types.js';

/** The state without the undo snapshot: what `lastAssignment.before` keeps. */
export type StateSnapshot = Omit<OpenPlayState, 'lastAssignment'>;

/** A session before anyone checks in: every court free. */
export function emptyState(courts: number[]): OpenPlayState {
  return {
    players: [],
    courts: courtOrder(courts).map((court) => ({ court, paused: false, game: null })),
    nextPosition: 1,
    departed: [],
    lastAssignment: null,
  };
}

/** The courts once each, in court order. */
export function courtOrder(courts: readonly number[]): number[] {
  return [...new Set(courts)].sort((a, b) => a - b);
}

/** Players on a court in one game: 4 in doubles, 2 in singles. */
export function slotsOf(config: OpenPlayConfig): number {
  return config.format === 'doubles' ? 4 : 2;
}

/** Whether any court has a game on (the rule relaxes only when nothing is being played). */
export function anyGameOn(state: OpenPlayState): boolean {
  return state.courts.some((court) => court.game !== null);
}

/**
 * A newcomer's level: the highest among those waiting, so they join at the back of the line; when
 * nobody waits, the lowest among those on a court, so players coming off later go behind them (as
 * on a paddle rack: whoever is on a court is not in the line). It lies within the present players'
 * levels, so the spread does not grow.
 */
export function newcomerLevel(state: OpenPlayState): number {
  const levels = (status: PlayerState['status']) => state.players.filter((player) => player.status === status).map((player) => player.level);
  const waiting = levels('waiting');
  if (waiting.length > 0) return Math.max(...waiting);
  const playing = levels('playing');
  return playing.length > 0 ? Math.min(...playing) : 0;
}

/**
 * A deep copy of the state's known shape (structuredClone took half the rotation's time: a copy is
 * made on every transition).
 */
export function copyState(state: OpenPlayState): OpenPlayState {
  const last = state.lastAssignment;
  return { ...snapshot(state), lastAssignment: last && { courts: [...last.courts], before: snapshot(last.before) } };
}

export function copyCourt(court: CourtState): CourtState {
  return { ...court, game: court.game && { ...court.game, players: [...court.game.players] } };
}

/** The working copy of a transition that changes something: after it, the last assignment can no longer be undone. */
export function draft(state: OpenPlayState): OpenPlayState {
  return { ...snapshot(state), lastAssignment: null };
}

/** The undo snapshot of a state (a copy without its own undo snapshot). */
export function snapshot(state: StateSnapshot): StateSnapshot {
  return {
    players: state.players.map((player) => ({ ...player })),
    courts: state.courts.map(copyCourt),
    nextPosition: state.nextPosition,
    departed: state.departed.map((record) => ({ ...record })),
  };
}

/** A transition that changes nothing (a second tap): a copy, so the caller may write game ids into it. */
export function unchanged(state: OpenPlayState): Transition {
  return { state: copyState(state), started: [], ended: [] };
}

export function findPlayer(state: OpenPlayState, id: number): PlayerState | undefined {
  return state.players.find((player) => player.id === id);
}

/** The player, or the refusal `open_play_not_in_line`. */
export function playerIn(state: OpenPlayState, id: number): PlayerState {
  const player = findPlayer(state, id);
  if (!player) throw new RotationRefusal('open_play_not_in_line', `Player ${id} is not in this session's line.`);
  return player;
}

export function checkBand(config: OpenPlayConfig, band: number): void {
  if (!Number.isInteger(band) || band < 0 || band >= config.bands.length) throw new RotationRefusal('open_play_bad_band', `There is no band ${band}.`);
}

/** Drops a player's pre-arranged partnership, on both sides. */
export function clearPairing(state: OpenPlayState, player: PlayerState): void {
  const partner = player.partnerId === null ? undefined : findPlayer(state, player.partnerId);
  if (partner?.partnerId === player.id) partner.partnerId = null;
  player.partnerId = null;
}

/** Checks a player out: off the state, kept in `departed` for the after-session report. */
export function depart(state: OpenPlayState, player: PlayerState): void {
  clearPairing(state, player);
  state.players = state.players.filter((other) => other.id !== player.id);
  state.departed.push({ id: player.id, games: player.games, totalSitOuts: player.totalSitOuts });
}

/** A game's players come off the court to the back of the line, in team order; those checking out leave. */
export function backToLine(state: OpenPlayState, ids: readonly number[]): void {
  for (const id of ids) {
    const player = findPlayer(state, id);
    if (!player) continue;
    if (player.leaving) {
      depart(state, player);
      continue;
    }
    Object.assign(player, { status: 'waiting', position: state.nextPosition++, backFromGame: true, sitOuts: 0 });
  }
}
