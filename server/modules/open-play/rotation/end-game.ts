// Game over on a court: the players go to the back of the line (or the winners stay on, per the
// template's rule) and the rule assigns again at once.
import { bandsMixed, settle, startGame } from './assign.js';
import { pickGame } from './choose-game.js';
import { lineOf } from './line-order.js';
import { anyGameOn, backToLine, draft, findPlayer, slotsOf, snapshot } from './open-play-state.js';
import { RotationRefusal, type OpenPlayConfig, type OpenPlayState, type Transition } from './rotation-types.js';

export function endGame(state: OpenPlayState, config: OpenPlayConfig, court: number, result: { winner: 'a' | 'b' | null }, now: string): Transition {
  const current = state.courts.find((candidate) => candidate.court === court);
  if (!current) throw new RotationRefusal('open_play_court_unknown', `There is no court ${court} in this session.`);
  if (!current.game) throw new RotationRefusal('open_play_court_idle', `Court ${court} has no game on.`);
  const work = draft(state);
  const target = work.courts.find((candidate) => candidate.court === court)!;
  const game = target.game!;
  target.game = null;
  const ended = [{ court, gameId: game.id, players: game.players, undone: false }];
  backToLine(work, game.players);

  const half = game.players.length / 2;
  const winners = result.winner === null ? [] : result.winner === 'a' ? game.players.slice(0, half) : game.players.slice(half);
  // A game with winners staying has them as team A: `stayed` is their run, which a team B win ends.
  const run = result.winner === 'a' ? game.stayed : 0;
  const mayStay = winners.length > 0 && !target.paused && run < config.winnersStay && winners.every((id) => findPlayer(work, id)?.status === 'waiting');
  if (!mayStay) return settle(work, config, now, { ended });

  // The winners stay; the rule picks who joins them as it picks a game, the winners left out of its
  // fairness checks (staying on is the one sanctioned way to play twice in a row).
  const before = snapshot(work);
  const joiners = pickGame({
    line: lineOf(work).filter((player) => !winners.includes(player.id)),
    others: work.players.filter((player) => player.status === 'playing'),
    slots: slotsOf(config) - winners.length,
    rule: config.rule,
    mayRelax: !anyGameOn(work),
  });
  // Nobody can join them fairly: everyone comes off, as after any game.
  if (!joiners) return settle(work, config, now, { ended });
  const players = [...winners, ...joiners.players];
  const stayed = startGame(work, court, players, { mixedBands: bandsMixed(work, config, players), manual: false, stayed: run + 1 }, now);
  return settle(work, config, now, { ended, started: [stayed], before });
}
