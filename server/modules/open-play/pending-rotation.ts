// Stand-ins for the rotation's reads until rotation/ commits them (the same names and meaning): the
// line in order (fairness level, then position) and the next games (none yet).
import type { OpenPlayConfig, OpenPlayState, PlayerState } from './rotation/rotation-types.js';

export function lineOf(state: OpenPlayState, _config: OpenPlayConfig): PlayerState[] {
  return state.players.filter((player) => player.status === 'waiting').sort((a, b) => a.level - b.level || a.position - b.position);
}

export function upNext(_state: OpenPlayState, _config: OpenPlayConfig, _count: number): { players: number[]; mixedBands: boolean }[] {
  return [];
}
