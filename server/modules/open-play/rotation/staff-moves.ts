// The desk's changes to the line: move a player, change their band, pair and unpair partners.
import { settle } from './assign.js';
import { lineOf } from './line-order.js';
import { checkBand, clearPairing, draft, findPlayer, playerIn, unchanged } from './open-play-state.js';
import { RotationRefusal, type OpenPlayConfig, type OpenPlayState, type Transition } from './rotation-types.js';

/**
 * Puts a waiting player at a place in the line (1-based, as shown; clamped to the line). They take
 * the level of the player before them (the first's when moved to the front), and the line's
 * positions are numbered afresh in the new order, so the line reads as staff asked. A staff move
 * may widen the spread of levels: it is the desk overriding the rule.
 */
export function movePlayer(state: OpenPlayState, config: OpenPlayConfig, id: number, position: number, now: string): Transition {
  const current = playerIn(state, id);
  if (current.status === 'resting') throw new RotationRefusal('open_play_not_in_line', `Player ${id} has stepped out of the line.`);
  if (current.status === 'playing') throw new RotationRefusal('open_play_player_busy', `Player ${id} is on a court.`);
  const work = draft(state);
  const player = playerIn(work, id);
  const others = lineOf(work).filter((other) => other.id !== id);
  const index = Math.min(Math.max(Math.trunc(position) - 1, 0), others.length);
  const neighbour = others[index - 1] ?? others[0];
  if (neighbour) player.level = neighbour.level;
  for (const other of [...others.slice(0, index), player, ...others.slice(index)]) other.position = work.nextPosition++;
  return settle(work, config, now);
}

/** Staff override a player's band for the session. */
export function setBand(state: OpenPlayState, config: OpenPlayConfig, id: number, band: number, now: string): Transition {
  playerIn(state, id);
  checkBand(config, band);
  const work = draft(state);
  playerIn(work, id).band = band;
  return settle(work, config, now);
}

/** Pre-arranged partners for the next game: both present and staying; replaces earlier pairings of either. */
export function pair(state: OpenPlayState, config: OpenPlayConfig, a: number, b: number, now: string): Transition {
  for (const id of [a, b]) {
    const player = findPlayer(state, id);
    if (a === b || !player || player.status === 'resting' || player.leaving) {
      throw new RotationRefusal('open_play_partner_unavailable', `Player ${id} cannot be paired now.`);
    }
  }
  const work = draft(state);
  const [first, second] = [playerIn(work, a), playerIn(work, b)];
  clearPairing(work, first);
  clearPairing(work, second);
  first.partnerId = b;
  second.partnerId = a;
  return settle(work, config, now);
}

export function unpair(state: OpenPlayState, config: OpenPlayConfig, a: number, now: string): Transition {
  if (playerIn(state, a).partnerId === null) return unchanged(state);
  const work = draft(state);
  clearPairing(work, playerIn(work, a));
  return settle(work, config, now);
}
