/**
 * The rotation's transitions by example: what each does on a small session, and each refusal code.
 * The guarantees over many sessions are the properties' (rotation-properties.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { assign } from '../../../server/modules/open-play/rotation/assign.js';
import { chooseGame } from '../../../server/modules/open-play/rotation/choose-game.js';
import { pauseCourt, resumeCourt, setCourts } from '../../../server/modules/open-play/rotation/court-moves.js';
import { endGame } from '../../../server/modules/open-play/rotation/end-game.js';
import { lineOf } from '../../../server/modules/open-play/rotation/line-order.js';
import { emptyState } from '../../../server/modules/open-play/rotation/open-play-state.js';
import { join, leave, rejoin, rest } from '../../../server/modules/open-play/rotation/player-moves.js';
import { RotationRefusal, type OpenPlayConfig, type OpenPlayState } from '../../../server/modules/open-play/rotation/rotation-types.js';
import { placeGame, undoLastAssignment } from '../../../server/modules/open-play/rotation/staff-games.js';
import { movePlayer, pair, setBand, unpair } from '../../../server/modules/open-play/rotation/staff-moves.js';
import { upNext } from '../../../server/modules/open-play/rotation/up-next.js';

const NOW = '2025-06-01T18:00:00.000Z';
const doubles: OpenPlayConfig = { rule: 'first_in_line', format: 'doubles', winnersStay: 0, bands: ['2.5-3.0', '3.5', '4.0+'] };
const singles: OpenPlayConfig = { ...doubles, format: 'singles' };
const byBand: OpenPlayConfig = { ...doubles, rule: 'by_band' };

/** Checks players in, in order, with their bands (band 0 unless given). */
function withPlayers(config: OpenPlayConfig, courts: number[], ids: number[], bands: Record<number, number> = {}): OpenPlayState {
  return ids.reduce((state, id) => join(state, config, { id, band: bands[id] ?? 0 }, NOW).state, emptyState(courts));
}

const line = (state: OpenPlayState) => lineOf(state).map((player) => player.id);
const game = (state: OpenPlayState, court: number) => state.courts.find((candidate) => candidate.court === court)?.game?.players ?? null;
const player = (state: OpenPlayState, id: number) => state.players.find((candidate) => candidate.id === id)!;

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof RotationRefusal) return error.code;
    throw error;
  }
  throw new Error('not refused');
}

describe('check-in and the line', () => {
  it('fills a free court as soon as the line can, first and fourth against second and third', () => {
    const state = withPlayers(doubles, [2, 1], [11, 12, 13, 14, 15]);
    expect(state.courts.map((court) => court.court)).toEqual([1, 2]);
    expect(game(state, 1)).toEqual([11, 14, 12, 13]);
    expect(line(state)).toEqual([15]);
    expect(player(state, 15)).toMatchObject({ sitOuts: 0, level: 1 });
  });

  it('puts a newcomer who finds every court busy ahead of the players still on them (found by the e2e)', () => {
    // Court 1 fills at the 4th check-in (level 1), court 2 at the 8th (its players were credited 1: level 2).
    const state = withPlayers(doubles, [1, 2], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(line(state)).toEqual([9, 10, 11, 12]);
    expect(upNext(state, doubles)[0].players).toEqual([9, 12, 10, 11]);
    // Court 1's game ends: the four who waited go on, and its players go to the back of the line.
    const next = endGame(state, doubles, 1, { winner: null }, NOW).state;
    expect(game(next, 1)).toEqual([9, 12, 10, 11]);
    expect(line(next)).toEqual([1, 4, 2, 3]);
  });

  it('puts a newcomer at the back, at the highest level among those waiting', () => {
    const state = withPlayers(singles, [1], [1, 2, 3, 4, 5]);
    expect(line(state)).toEqual([3, 4, 5]);
    expect(player(state, 5).level).toBe(1);
    const next = endGame(state, singles, 1, { winner: null }, NOW).state;
    // 3 and 4 sat out once and go on; 5 waits ahead of the players who just came off.
    expect(game(next, 1)).toEqual([3, 4]);
    expect(line(next)).toEqual([5, 1, 2]);
  });

  it('takes a checked-out waiting player out at once and a playing one when the game ends', () => {
    let state = withPlayers(singles, [1], [1, 2, 3]);
    state = leave(state, singles, 3, NOW).state;
    expect(state.departed).toEqual([{ id: 3, games: 0, totalSitOuts: 0 }]);
    state = leave(state, singles, 1, NOW).state;
    expect(player(state, 1).leaving).toBe(true);
    const ended = endGame(state, singles, 1, { winner: null }, NOW);
    expect(ended.ended).toEqual([{ court: 1, gameId: null, players: [1, 2], undone: false }]);
    expect(ended.state.players.map((candidate) => candidate.id)).toEqual([2]);
    expect(ended.state.departed.map((gone) => gone.id)).toEqual([3, 1]);
    // Checking in again keeps the counts of the session.
    const back = join(ended.state, singles, { id: 1, band: 0 }, NOW).state;
    expect(player(back, 1)).toMatchObject({ games: 2, status: 'playing' });
    expect(back.departed.map((gone) => gone.id)).toEqual([3]);
  });

  it('lets a player step out of the line and back in at the back', () => {
    let state = withPlayers(singles, [1], [1, 2, 3, 4, 5]);
    state = rest(state, singles, 3, NOW).state;
    expect(line(state)).toEqual([4, 5]);
    state = rejoin(state, singles, 3, NOW).state;
    expect(line(state)).toEqual([4, 5, 3]);
    expect(rest(state, singles, 3, NOW).state.players.find((candidate) => candidate.id === 3)?.status).toBe('resting');
  });

  it('refuses what the line does not allow', () => {
    const state = withPlayers(singles, [1], [1, 2, 3]);
    expect(refusal(() => join(state, singles, { id: 2, band: 0 }, NOW))).toBe('open_play_already_in');
    expect(refusal(() => join(state, singles, { id: 9, band: 3 }, NOW))).toBe('open_play_bad_band');
    expect(refusal(() => leave(state, singles, 9, NOW))).toBe('open_play_not_in_line');
    expect(refusal(() => rest(state, singles, 1, NOW))).toBe('open_play_player_busy');
    expect(refusal(() => rejoin(state, singles, 9, NOW))).toBe('open_play_not_in_line');
  });
});

describe('the rules', () => {
  it('by band: the head of the line with the nearest bands, and says when bands mix', () => {
    const bands = { 1: 0, 2: 2, 3: 0, 4: 1, 5: 2, 6: 0, 7: 2, 8: 2 };
    const state = withPlayers(byBand, [1, 2], [1, 2, 3, 4, 5, 6, 7, 8], bands);
    // Court 1 filled at the fourth check-in: the four in line then (head 1, band 0: 3, then band 1: 4, then 2).
    expect(game(state, 1)).toEqual([1, 2, 3, 4]);
    expect(state.courts[0].game?.mixedBands).toBe(true);
    // Court 2 at the eighth: head 5 (band 2), then 7 and 8 (band 2), then 6 (band 0): mixed.
    expect(game(state, 2)).toEqual([5, 6, 7, 8]);
    expect(state.courts[1].game?.mixedBands).toBe(true);
    // After a game: head 5 (band 2), then 6, 1 and 3 of band 2 ahead of 4 (band 1) and 2 (band 0).
    const next = withPlayers(byBand, [1], [1, 2, 3, 4, 5, 6], { 1: 2, 2: 0, 3: 2, 4: 1, 5: 2, 6: 2 });
    const ended = endGame(next, byBand, 1, { winner: null }, NOW).state;
    expect(new Set(game(ended, 1))).toEqual(new Set([5, 6, 1, 3]));
    expect(ended.courts[0].game?.mixedBands).toBe(false);
  });

  it('keeps a pre-arranged pair together, on one team', () => {
    let state = withPlayers(doubles, [1], [1, 2, 3, 4, 5, 6, 7, 8]);
    state = pair(state, doubles, 8, 6, NOW).state;
    state = endGame(state, doubles, 1, { winner: null }, NOW).state;
    // 5, the pair 6 and 8, then 7: the pair is a team, the singletons the other.
    expect(game(state, 1)).toEqual([5, 7, 6, 8]);
    // Played together: the pairing is done.
    expect([player(state, 6).partnerId, player(state, 8).partnerId]).toEqual([null, null]);
    const apart = unpair(pair(state, doubles, 1, 2, NOW).state, doubles, 2, NOW).state;
    expect(player(apart, 1).partnerId).toBeNull();
  });

  it('in singles, a pair plays each other', () => {
    let state = withPlayers(singles, [1], [1, 2, 3, 4]);
    state = pair(state, singles, 4, 3, NOW).state;
    state = endGame(state, singles, 1, { winner: null }, NOW).state;
    expect(game(state, 1)).toEqual([3, 4]);
  });

  it('refuses a partner who is not there to play', () => {
    let state = withPlayers(doubles, [1], [1, 2, 3, 4, 5, 6]);
    state = rest(state, doubles, 6, NOW).state;
    state = leave(state, doubles, 1, NOW).state;
    expect(refusal(() => pair(state, doubles, 5, 5, NOW))).toBe('open_play_partner_unavailable');
    expect(refusal(() => pair(state, doubles, 5, 6, NOW))).toBe('open_play_partner_unavailable');
    expect(refusal(() => pair(state, doubles, 5, 1, NOW))).toBe('open_play_partner_unavailable');
    expect(refusal(() => pair(state, doubles, 9, 5, NOW))).toBe('open_play_partner_unavailable');
    expect(refusal(() => unpair(state, doubles, 9, NOW))).toBe('open_play_not_in_line');
  });

  it('leaves a court free rather than widen the spread while a game is on (F1)', () => {
    // Court 1: 1-4 (level 0 to 1); 5-8 check in at level 1 and go on court 2 (level 2).
    let state = withPlayers(doubles, [1, 2], [1, 2, 3, 4, 5, 6, 7, 8]);
    state = endGame(state, doubles, 1, { winner: null }, NOW).state;
    state = endGame(state, doubles, 1, { winner: null }, NOW).state;
    expect(game(state, 1)).toEqual([1, 2, 3, 4]);
    // 1-4 at level 3 now, 5-8 still on court 2 at level 2: another game would make the spread 2.
    state = endGame(state, doubles, 1, { winner: null }, NOW).state;
    expect(game(state, 1)).toBeNull();
    expect(line(state)).toEqual([1, 2, 3, 4]);
    expect(upNext(state, doubles)).toEqual([]);
    // Court 2 ends: nothing is being played, both courts fill, those who played least first.
    state = endGame(state, doubles, 2, { winner: null }, NOW).state;
    expect(game(state, 1)).toEqual([5, 7, 8, 6]);
    expect(game(state, 2)).toEqual([1, 4, 2, 3]);
  });

  it('takes a player who sat out before anyone plays twice in a row (F2)', () => {
    // Singles, court paused: 1 and 2 sat out once, 3 and 4 came off a game.
    let state = withPlayers(singles, [1], [1, 2, 3, 4]);
    state = endGame(state, singles, 1, { winner: null }, NOW).state;
    state = pauseCourt(state, singles, 1, NOW).state;
    state = endGame(state, singles, 1, { winner: null }, NOW).state;
    expect(line(state)).toEqual([1, 2, 3, 4]);
    // The desk moves 3 to the front; the rule still takes 1 and 2, not 3 again while one of them sits out.
    state = movePlayer(state, singles, 3, 1, NOW).state;
    expect(line(state)).toEqual([3, 1, 2, 4]);
    state = resumeCourt(state, singles, 1, NOW).state;
    expect(game(state, 1)).toEqual([1, 2]);
  });

  it('relaxes F2 to start a game when nothing is being played, never the spread', () => {
    // Singles, nothing on: 1 and 2 (level 1) just played; 3 (level 2) sat out. Only 1 and 2 keep the
    // spread, and taking them leaves 3 out a second time: F2 gives way.
    const waiting = (id: number, level: number, sitOuts: number) => ({
      id,
      band: 0,
      status: 'waiting' as const,
      games: 1,
      level,
      position: id,
      sitOuts,
      totalSitOuts: sitOuts,
      backFromGame: sitOuts === 0,
      partnerId: null,
      leaving: false,
    });
    const state: OpenPlayState = { ...emptyState([1]), nextPosition: 4, players: [waiting(1, 1, 0), waiting(2, 1, 0), waiting(3, 2, 1)] };
    expect(chooseGame(state, singles, { mayRelax: false })).toBeNull();
    expect(chooseGame(state, singles)).toEqual({ players: [1, 2], mixedBands: false, relaxed: 'sit_outs' });
    expect(game(assign(state, singles, NOW).state, 1)).toEqual([1, 2]);
  });

  it('then splits a pair, when keeping it would widen the spread', () => {
    // 1-4 played once and sat out the game of 5-8 (who are a game ahead); 1 pairs with 5.
    let state = withPlayers(doubles, [1], [1, 2, 3, 4, 5, 6, 7, 8]);
    state = endGame(state, doubles, 1, { winner: null }, NOW).state;
    state = pauseCourt(state, doubles, 1, NOW).state;
    state = endGame(state, doubles, 1, { winner: null }, NOW).state;
    state = pair(state, doubles, 1, 5, NOW).state;
    expect(line(state)).toEqual([1, 4, 2, 3, 5, 8, 6, 7]);
    expect(chooseGame(state, doubles, { mayRelax: false })).toBeNull();
    expect(chooseGame(state, doubles)?.relaxed).toBe('pairs');
    state = resumeCourt(state, doubles, 1, NOW).state;
    expect(game(state, 1)).toEqual([1, 3, 4, 2]);
    // They have not played together yet: still paired.
    expect(player(state, 5).partnerId).toBe(1);
  });
});

describe('game over', () => {
  it('sends the players to the back in team order and refuses an idle or unknown court', () => {
    const state = withPlayers(doubles, [1, 2], [1, 2, 3, 4, 5]);
    const ended = endGame(state, doubles, 1, { winner: null }, NOW).state;
    expect(game(ended, 1)).toEqual([5, 2, 1, 4]);
    expect(line(ended)).toEqual([3]);
    expect(refusal(() => endGame(state, doubles, 2, { winner: 'a' }, NOW))).toBe('open_play_court_idle');
    expect(refusal(() => endGame(state, doubles, 7, { winner: 'a' }, NOW))).toBe('open_play_court_unknown');
  });

  it('keeps the winners on for up to winnersStay games in a row', () => {
    const config: OpenPlayConfig = { ...singles, winnersStay: 2 };
    let state = withPlayers(config, [1], [1, 2, 3, 4]);
    state = endGame(state, config, 1, { winner: 'a' }, NOW).state;
    expect(state.courts[0].game).toMatchObject({ players: [1, 3], stayed: 1 });
    state = endGame(state, config, 1, { winner: 'a' }, NOW).state;
    expect(state.courts[0].game).toMatchObject({ players: [1, 4], stayed: 2 });
    expect(player(state, 1).games).toBe(3);
    state = endGame(state, config, 1, { winner: 'a' }, NOW).state;
    expect(state.courts[0].game).toMatchObject({ stayed: 0 });
    expect(game(state, 1)).not.toContain(1);
    // A team B win starts a new run for the new winners.
    state = endGame(state, config, 1, { winner: 'b' }, NOW).state;
    expect(state.courts[0].game?.stayed).toBe(1);
  });
});

describe('courts', () => {
  it('a paused court takes no new game; its game plays out', () => {
    let state = withPlayers(singles, [1, 2], [1, 2, 3]);
    state = pauseCourt(state, singles, 1, NOW).state;
    expect(game(state, 1)).toEqual([1, 2]);
    state = endGame(state, singles, 1, { winner: null }, NOW).state;
    expect(game(state, 1)).toBeNull();
    expect(game(state, 2)).toEqual([3, 1]);
    state = join(state, singles, { id: 4, band: 0 }, NOW).state;
    expect(line(state)).toEqual([2, 4]);
    state = resumeCourt(state, singles, 1, NOW).state;
    expect(game(state, 1)).toEqual([2, 4]);
    expect(refusal(() => pauseCourt(state, singles, 5, NOW))).toBe('open_play_court_unknown');
    expect(refusal(() => resumeCourt(state, singles, 5, NOW))).toBe('open_play_court_unknown');
  });

  it('ends the game of a court taken out of the session and adds new courts free', () => {
    const state = withPlayers(singles, [1], [1, 2, 3]);
    const changed = setCourts(state, singles, [3, 2], NOW);
    expect(changed.ended).toEqual([{ court: 1, gameId: null, players: [1, 2], undone: false }]);
    expect(changed.state.courts.map((court) => court.court)).toEqual([2, 3]);
    expect(game(changed.state, 2)).toEqual([3, 1]);
  });
});

describe('the desk', () => {
  it('moves a waiting player to the place asked, clamped to the line', () => {
    let state = withPlayers(singles, [1], [1, 2, 3, 4, 5, 6]);
    expect(line(state)).toEqual([3, 4, 5, 6]);
    state = movePlayer(state, singles, 6, 1, NOW).state;
    expect(line(state)).toEqual([6, 3, 4, 5]);
    state = movePlayer(state, singles, 6, 3, NOW).state;
    expect(line(state)).toEqual([3, 4, 6, 5]);
    state = movePlayer(state, singles, 3, 99, NOW).state;
    expect(line(state)).toEqual([4, 6, 5, 3]);
    expect(refusal(() => movePlayer(state, singles, 1, 1, NOW))).toBe('open_play_player_busy');
    expect(refusal(() => movePlayer(rest(state, singles, 5, NOW).state, singles, 5, 1, NOW))).toBe('open_play_not_in_line');
    expect(refusal(() => movePlayer(state, singles, 9, 1, NOW))).toBe('open_play_not_in_line');
  });

  it('changes a band, refusing one the session does not have', () => {
    const state = withPlayers(byBand, [1], [1]);
    expect(player(setBand(state, byBand, 1, 2, NOW).state, 1).band).toBe(2);
    expect(refusal(() => setBand(state, byBand, 1, 3, NOW))).toBe('open_play_bad_band');
    expect(refusal(() => setBand(state, byBand, 2, 1, NOW))).toBe('open_play_not_in_line');
  });

  it('places a game by hand on a chosen court, and refuses a game it cannot place', () => {
    let state = withPlayers(singles, [1, 2], [1, 2, 3, 4, 5]);
    state = pauseCourt(state, singles, 2, NOW).state;
    state = endGame(state, singles, 2, { winner: null }, NOW).state;
    expect(line(state)).toEqual([5, 3, 4]);
    const placed = placeGame(state, singles, 2, [4, 5], NOW);
    expect(placed.started).toEqual([{ court: 2, players: [4, 5], mixedBands: false, manual: true }]);
    expect(placed.state.courts[1]).toMatchObject({ paused: false, game: { players: [4, 5], manual: true } });
    expect(refusal(() => placeGame(state, singles, 9, [4, 5], NOW))).toBe('open_play_court_unknown');
    expect(refusal(() => placeGame(state, singles, 1, [4, 5], NOW))).toBe('open_play_court_busy');
    expect(refusal(() => placeGame(state, singles, 2, [4], NOW))).toBe('open_play_bad_game');
    expect(refusal(() => placeGame(state, singles, 2, [4, 4], NOW))).toBe('open_play_bad_game');
    expect(refusal(() => placeGame(state, singles, 2, [4, 1], NOW))).toBe('open_play_player_busy');
    expect(refusal(() => placeGame(state, singles, 2, [4, 9], NOW))).toBe('open_play_not_in_line');
  });

  it('undoes the last assignment: the players back where they were, the courts paused', () => {
    const state = withPlayers(singles, [1], [1, 2, 3, 4]);
    const ended = endGame(state, singles, 1, { winner: null }, NOW).state;
    expect(game(ended, 1)).toEqual([3, 4]);
    const undone = undoLastAssignment(ended, singles, NOW);
    expect(undone.ended).toEqual([{ court: 1, gameId: null, players: [3, 4], undone: true }]);
    expect(undone.started).toEqual([]);
    expect(line(undone.state)).toEqual([3, 4, 1, 2]);
    expect(undone.state.courts[0]).toEqual({ court: 1, paused: true, game: null });
    expect(player(undone.state, 3).games).toBe(0);
    expect(refusal(() => undoLastAssignment(undone.state, singles, NOW))).toBe('open_play_nothing_to_undo');
    // Something else happened since: nothing to undo.
    expect(refusal(() => undoLastAssignment(join(ended, singles, { id: 5, band: 0 }, NOW).state, singles, NOW))).toBe('open_play_nothing_to_undo');
    expect(refusal(() => undoLastAssignment(emptyState([1]), singles, NOW))).toBe('open_play_nothing_to_undo');
  });
});

describe('purity', () => {
  it('never writes to its input, and upNext commits nothing', () => {
    const state = withPlayers(doubles, [1], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const frozen = JSON.stringify(state);
    expect(upNext(state, doubles)).toEqual([
      { players: [5, 8, 6, 7], mixedBands: false },
      { players: [9, 12, 10, 11], mixedBands: false },
    ]);
    expect(upNext(state, doubles, 1)).toHaveLength(1);
    endGame(state, doubles, 1, { winner: 'a' }, NOW);
    movePlayer(state, doubles, 9, 1, NOW);
    assign(state, doubles, NOW);
    expect(JSON.stringify(state)).toBe(frozen);
  });
});
