// The session's courts: staff take one out (lights, a lesson) and put it back, or the session's
// courts change.
import { settle } from './assign.js';
import { backToLine, courtOrder, draft, unchanged } from './open-play-state.js';
import { RotationRefusal, type CourtState, type EndedGame, type OpenPlayConfig, type OpenPlayState, type Transition } from './rotation-types.js';

function courtIn(state: OpenPlayState, court: number): CourtState {
  const found = state.courts.find((candidate) => candidate.court === court);
  if (!found) throw new RotationRefusal('open_play_court_unknown', `There is no court ${court} in this session.`);
  return found;
}

function setPaused(state: OpenPlayState, config: OpenPlayConfig, court: number, paused: boolean, now: string): Transition {
  if (courtIn(state, court).paused === paused) return unchanged(state);
  const work = draft(state);
  courtIn(work, court).paused = paused;
  return settle(work, config, now);
}

/** The court takes no new game; a game on it plays out. */
export function pauseCourt(state: OpenPlayState, config: OpenPlayConfig, court: number, now: string): Transition {
  return setPaused(state, config, court, true, now);
}

export function resumeCourt(state: OpenPlayState, config: OpenPlayConfig, court: number, now: string): Transition {
  return setPaused(state, config, court, false, now);
}

/** The session's courts changed: new ones start free, a removed court's game ends and its players go back to the line. */
export function setCourts(state: OpenPlayState, config: OpenPlayConfig, courts: number[], now: string): Transition {
  const work = draft(state);
  const kept = new Set(courtOrder(courts));
  const ended: EndedGame[] = [];
  for (const court of work.courts) {
    if (kept.has(court.court) || !court.game) continue;
    ended.push({ court: court.court, gameId: court.game.id, players: court.game.players, undone: false });
    backToLine(work, court.game.players);
  }
  const known = new Map(work.courts.map((court) => [court.court, court]));
  work.courts = [...kept].map((court) => known.get(court) ?? { court, paused: false, game: null });
  return settle(work, config, now, { ended });
}
