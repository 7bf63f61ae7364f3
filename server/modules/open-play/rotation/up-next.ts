// "Up next on the next free court": the games the rule would start if courts came free now, with
// the line as it is, worked out on a copy (nothing is committed).
import { markPlaying } from './assign.js';
import { chooseGame } from './choose-game.js';
import { anyGameOn, draft } from './open-play-state.js';
import type { OpenPlayConfig, OpenPlayState } from './rotation-types.js';

export function upNext(state: OpenPlayState, config: OpenPlayConfig, count = 2): { players: number[]; mixedBands: boolean }[] {
  const work = draft(state);
  const games: { players: number[]; mixedBands: boolean }[] = [];
  for (let index = 0; index < count; index++) {
    // As in one assignment: only its first game may relax the rule, and only when nothing is being played.
    const choice = chooseGame(work, config, { mayRelax: index === 0 && !anyGameOn(work) });
    if (!choice) break;
    games.push({ players: choice.players, mixedBands: choice.mixedBands });
    markPlaying(work, choice.players);
  }
  return games;
}
