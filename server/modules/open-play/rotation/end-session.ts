// The session's end: every game ends as played, everyone comes off the courts, nothing more is assigned.
import { depart, draft, findPlayer } from './open-play-state.js';
import type { OpenPlayState, Transition } from './rotation-types.js';

export function endSession(state: OpenPlayState): Transition {
  const ended = state.courts.flatMap((court) =>
    court.game ? [{ court: court.court, gameId: court.game.id, players: court.game.players, undone: false }] : [],
  );
  const work = draft(state);
  for (const id of ended.flatMap((game) => game.players)) {
    const player = findPlayer(work, id);
    if (!player) continue;
    // Those who checked out during their game leave now, as they would have when it ended.
    if (player.leaving) depart(work, player);
    else player.status = 'waiting';
  }
  work.courts = work.courts.map((court) => ({ ...court, game: null }));
  return { state: work, started: [], ended };
}
