// The order of the line (the paddle stack) and the order in which a rule considers its players.
import type { OpenPlayRule, OpenPlayState, PlayerState } from './rotation-types.js';

/** Line order: fairness level first (fewest games, newcomers credited), then who came to the line first. */
function byLine(a: PlayerState, b: PlayerState): number {
  return a.level - b.level || a.position - b.position;
}

/** The waiting players in the order the rule takes them: the line as the board shows it (position = index + 1). */
export function lineOf(state: OpenPlayState): PlayerState[] {
  return state.players.filter((player) => player.status === 'waiting').sort(byLine);
}

/**
 * The order a rule tries the line's players in. first_in_line: the line itself. by_band: the head
 * of the line, then the others by distance from the head's band, line order among equals.
 */
export function candidateOrder(line: readonly PlayerState[], rule: OpenPlayRule): PlayerState[] {
  const [head, ...others] = line;
  if (rule === 'first_in_line' || !head) return [...line];
  const distance = (player: PlayerState) => Math.abs(player.band - head.band);
  // Array.prototype.sort is stable: equal distances keep line order.
  return [head, ...others.sort((a, b) => distance(a) - distance(b))];
}
