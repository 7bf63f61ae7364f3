// Assignment: the rule fills every free court it can, and the games an assignment started become
// the one staff can undo. Every transition but undo ends here.
import { chooseGame } from './choose-game.js';
import { copyState, findPlayer, snapshot, type StateSnapshot } from './open-play-state.js';
import type { OpenPlayConfig, OpenPlayState, StartedGame, EndedGame, Transition } from './rotation-types.js';

/** Puts players on as the next game: their counts go up, and a pair that plays together has had its game. */
export function markPlaying(state: OpenPlayState, ids: readonly number[]): void {
  // Doubles: the first two are team A; in singles both players are one game (a pair plays each other).
  const teamOf = (index: number) => (ids.length === 4 ? Math.floor(index / 2) : 0);
  ids.forEach((id, index) => {
    const player = findPlayer(state, id);
    if (!player) return;
    const partnerIndex = player.partnerId === null ? -1 : ids.indexOf(player.partnerId);
    if (partnerIndex >= 0 && teamOf(partnerIndex) === teamOf(index)) player.partnerId = null;
    Object.assign(player, { status: 'playing', games: player.games + 1, level: player.level + 1, backFromGame: false });
  });
}

/** Starts a game on a court of the working state (the caller checked the court is free). */
export function startGame(
  state: OpenPlayState,
  court: number,
  players: number[],
  game: { mixedBands: boolean; manual: boolean; stayed: number },
  now: string,
): StartedGame {
  markPlaying(state, players);
  const target = state.courts.find((candidate) => candidate.court === court);
  if (target) target.game = { id: null, players: [...players], startedAt: now, ...game };
  return { court, players: [...players], mixedBands: game.mixedBands, manual: game.manual };
}

/** Whether players share one band (a game placed by hand or with winners staying says so when not). */
export function bandsMixed(state: OpenPlayState, config: OpenPlayConfig, players: readonly number[]): boolean {
  const bands = new Set(players.map((id) => findPlayer(state, id)?.band));
  return config.rule === 'by_band' && bands.size > 1;
}

/** Fills the free, unpaused courts in court order; stops at the first the line cannot fill (the others are alike). */
function fillCourts(state: OpenPlayState, config: OpenPlayConfig, now: string): StartedGame[] {
  const started: StartedGame[] = [];
  for (const court of state.courts) {
    if (court.paused || court.game) continue;
    const choice = chooseGame(state, config);
    if (!choice) break;
    started.push(startGame(state, court.court, choice.players, { mixedBands: choice.mixedBands, manual: false, stayed: 0 }, now));
  }
  return started;
}

/**
 * Closes a transition on its working state: the rule fills the free courts, the players it passed
 * over sat out once, and the games of this assignment (with those the transition started itself,
 * from `before`) are what undo takes back. When nothing starts, `lastAssignment` is left as it is.
 */
export function settle(
  work: OpenPlayState,
  config: OpenPlayConfig,
  now: string,
  { ended = [], started = [], before = snapshot(work) }: { ended?: EndedGame[]; started?: StartedGame[]; before?: StateSnapshot } = {},
): Transition {
  const all = [...started, ...fillCourts(work, config, now)];
  if (all.length > 0) {
    const waitingBefore = new Set(before.players.filter((player) => player.status === 'waiting').map((player) => player.id));
    for (const player of work.players) {
      if (player.status !== 'waiting' || !waitingBefore.has(player.id)) continue;
      Object.assign(player, { sitOuts: player.sitOuts + 1, totalSitOuts: player.totalSitOuts + 1, backFromGame: false });
    }
    work.lastAssignment = { courts: all.map((game) => game.court), before };
  }
  return { state: work, started: all, ended };
}

/** The rule on its own: fills every free, unpaused court the line can fill fairly. */
export function assign(state: OpenPlayState, config: OpenPlayConfig, now: string): Transition {
  return settle(copyState(state), config, now);
}
