// The desk's games: put a game on a chosen court by hand, or take back the last assignment.
import { bandsMixed, settle, startGame } from './assign.js';
import { copyCourt, draft, playerIn, slotsOf, snapshot } from './open-play-state.js';
import { RotationRefusal, type EndedGame, type OpenPlayConfig, type OpenPlayState, type Transition } from './rotation-types.js';

/**
 * Staff put chosen waiting players on a chosen court (team A then team B). Placing a game on a
 * paused court puts the court back in use: staff pause a court to keep the rule off it, and undo
 * pauses courts so that staff can do exactly this.
 */
export function placeGame(state: OpenPlayState, config: OpenPlayConfig, court: number, playerIds: number[], now: string): Transition {
  const target = state.courts.find((candidate) => candidate.court === court);
  if (!target) throw new RotationRefusal('open_play_court_unknown', `There is no court ${court} in this session.`);
  if (target.game) throw new RotationRefusal('open_play_court_busy', `Court ${court} has a game on.`);
  if (playerIds.length !== slotsOf(config) || new Set(playerIds).size !== playerIds.length) {
    throw new RotationRefusal('open_play_bad_game', `A game takes ${slotsOf(config)} different players.`);
  }
  for (const id of playerIds) {
    if (playerIn(state, id).status !== 'waiting') throw new RotationRefusal('open_play_player_busy', `Player ${id} is not waiting in the line.`);
  }
  const work = draft(state);
  work.courts.find((candidate) => candidate.court === court)!.paused = false;
  const before = snapshot(work);
  const placed = startGame(work, court, [...playerIds], { mixedBands: bandsMixed(work, config, playerIds), manual: true, stayed: 0 }, now);
  return settle(work, config, now, { started: [placed], before });
}

/**
 * Takes back the last assignment while its games still run and nothing else has happened: its
 * players are back where they were, its games end as undone, and its courts are paused (else the
 * rule would put the same players straight back); staff then resume them or place a game by hand.
 */
export function undoLastAssignment(state: OpenPlayState, _config: OpenPlayConfig, _now: string): Transition {
  const last = state.lastAssignment;
  const games = last?.courts.map((court) => ({ court, game: state.courts.find((candidate) => candidate.court === court)?.game ?? null })) ?? [];
  if (!last || games.some(({ game }) => game === null)) throw new RotationRefusal('open_play_nothing_to_undo', 'There is no assignment to undo.');
  const ended: EndedGame[] = games.map(({ court, game }) => ({ court, gameId: game!.id, players: [...game!.players], undone: true }));
  const restored: OpenPlayState = { ...snapshot(last.before), lastAssignment: null };
  const current = new Map(state.courts.map((court) => [court.court, court]));
  restored.courts = restored.courts.map((court) =>
    last.courts.includes(court.court)
      ? { court: court.court, paused: true, game: null }
      : // Nothing else happened, so the other courts are as they are now (with the game ids the server set since).
        copyCourt(current.get(court.court) ?? court),
  );
  return { state: restored, started: [], ended };
}
