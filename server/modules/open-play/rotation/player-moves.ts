// What a player does: check in (join the line), step out of the line and back, check out.
import { settle } from './assign.js';
import { checkBand, clearPairing, depart, draft, findPlayer, newcomerLevel, playerIn, unchanged } from './open-play-state.js';
import { RotationRefusal, type OpenPlayConfig, type OpenPlayState, type Transition } from './rotation-types.js';

/** A check-in: the newcomer joins at the back of the line (a returning player keeps their counts). */
export function join(state: OpenPlayState, config: OpenPlayConfig, newcomer: { id: number; band: number }, now: string): Transition {
  if (findPlayer(state, newcomer.id)) throw new RotationRefusal('open_play_already_in', `Player ${newcomer.id} is already checked in.`);
  checkBand(config, newcomer.band);
  const work = draft(state);
  const earlier = work.departed.find((record) => record.id === newcomer.id);
  work.departed = work.departed.filter((record) => record.id !== newcomer.id);
  work.players.push({
    id: newcomer.id,
    band: newcomer.band,
    status: 'waiting',
    games: earlier?.games ?? 0,
    level: newcomerLevel(work),
    position: work.nextPosition++,
    sitOuts: 0,
    totalSitOuts: earlier?.totalSitOuts ?? 0,
    backFromGame: false,
    partnerId: null,
    leaving: false,
  });
  return settle(work, config, now);
}

/** A check-out: out of the line at once, or when their game ends if they are on a court. */
export function leave(state: OpenPlayState, config: OpenPlayConfig, id: number, now: string): Transition {
  if (playerIn(state, id).leaving) return unchanged(state);
  const work = draft(state);
  const player = playerIn(work, id);
  clearPairing(work, player);
  if (player.status === 'playing') player.leaving = true;
  else depart(work, player);
  return settle(work, config, now);
}

/** Leave the line: a present player steps out (no longer counted for fairness) until they rejoin. */
export function rest(state: OpenPlayState, config: OpenPlayConfig, id: number, now: string): Transition {
  const current = playerIn(state, id);
  if (current.status === 'playing') throw new RotationRefusal('open_play_player_busy', `Player ${id} is on a court.`);
  if (current.status === 'resting') return unchanged(state);
  const work = draft(state);
  const player = playerIn(work, id);
  clearPairing(work, player);
  player.status = 'resting';
  return settle(work, config, now);
}

/** Back to the line after resting: at the back, like a newcomer. */
export function rejoin(state: OpenPlayState, config: OpenPlayConfig, id: number, now: string): Transition {
  if (playerIn(state, id).status !== 'resting') return unchanged(state);
  const work = draft(state);
  const player = playerIn(work, id);
  Object.assign(player, { status: 'waiting', level: newcomerLevel(work), position: work.nextPosition++, sitOuts: 0, backFromGame: false });
  return settle(work, config, now);
}
