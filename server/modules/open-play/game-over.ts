import type { Database } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../lib/http-error.js';
import { isCallersPlace, openPlayPlaces } from '../programs/index.js';
import type { LiveSessions } from './live-session.js';
import { gameById } from './open-play-repository.js';
import type { Caller } from './open-play-readers.js';
import { endGame } from './rotation/end-game.js';
import { recordOpenPlayAction } from './staff-trail.js';

export interface GameResult {
  score?: { a: number; b: number };
  winner?: 'a' | 'b';
}

/** The winner given, else the score's when it is not a tie, else none. */
const winnerOf = ({ score, winner }: GameResult): 'a' | 'b' | null => winner ?? (score && score.a !== score.b ? (score.a > score.b ? 'a' : 'b') : null);

const gameEnded = () => conflict('This game has already ended.').coded('open_play_game_ended');

/**
 * "Game over" on a court, tapped by a player in the game or by staff: the game ends with its score,
 * its players go to the back of the line (or the winners stay, per the setup) and the court is
 * assigned again, in one transaction under the session's lock. Of simultaneous taps on one game the
 * first ends it; the others find it gone from its court and answer 409 open_play_game_ended.
 */
export async function gameOver(db: Database, live: LiveSessions, input: { gameId: number; result: GameResult; caller: Caller }): Promise<number> {
  const { gameId, result, caller } = input;
  const game = await gameById(db, gameId);
  if (!game) throw notFound('There is no such game.').coded('open_play_game_not_found');
  if (!caller.staff) {
    const places = await openPlayPlaces(db, game.players);
    if (![...places.values()].some((place) => isCallersPlace(place, caller.id))) {
      throw forbidden('Only a player in this game or staff can end it.').coded('open_play_not_in_game');
    }
  }
  if (game.endedAt) throw gameEnded();
  const winner = winnerOf(result);
  await live.change(game.sessionId, async ({ tx, session, setup, state, now }) => {
    const court = state.courts.find((candidate) => candidate.game?.id === gameId);
    if (!court) throw gameEnded();
    const transition = endGame(state, setup, court.court, { winner }, now.toISOString());
    if (caller.staff) {
      await recordOpenPlayAction(
        tx,
        caller.id,
        {
          verb: 'game_over',
          sessionId: session.id,
          detail: `Game over on court ${court.court}${result.score ? ` (${result.score.a}-${result.score.b})` : ''}`,
          params: { court: court.court, gameId },
        },
        now,
      );
    }
    return { transition, ending: { scoreA: result.score?.a ?? null, scoreB: result.score?.b ?? null, winner, endedByUserId: caller.id } };
  });
  return game.sessionId;
}
