/**
 * The desk's moves over generated sessions (fast-check): on top of the players' steps, staff move
 * players in the line, change bands, place games by hand (sometimes wrongly), undo the last
 * assignment and change the session's courts. The invariants hold throughout; a move puts the
 * player where asked; undo gives back the line as it was and pauses the courts; each refusal is the
 * one the state calls for.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { lineOf } from '../../../server/modules/open-play/rotation/line-order.js';
import { slotsOf } from '../../../server/modules/open-play/rotation/open-play-state.js';
import type { OpenPlayConfig, OpenPlayState } from '../../../server/modules/open-play/rotation/rotation-types.js';
import { GameCounts, ensure, ensureEqual, ensureInvariants, playSession, sessionPlans, stalled, type Played, type SessionPlan } from './rotation-sessions.js';

/** ROTATION_SCALE=10 runs ten times as many sessions (a longer search, by hand). */
const SCALE = Number(process.env.ROTATION_SCALE ?? 1);
const RUNS = 300 * SCALE;

const seen = { sessions: 0, steps: 0, moves: 0, undos: 0, placed: 0, refusals: {} as Record<string, number> };

const ids = (players: { id: number }[]) => players.map((player) => player.id);

/** The refusal the state calls for (null: the step must go through). */
function expectedRefusal(played: Played, config: OpenPlayConfig): string | null {
  const { step, before } = played;
  switch (step.kind) {
    case 'band':
      return step.band < 0 || step.band >= config.bands.length ? 'open_play_bad_band' : null;
    case 'place': {
      const court = before.courts.find((candidate) => candidate.court === played.target)!;
      const placed = placedPlayers(played);
      if (court.game) return 'open_play_court_busy';
      if (placed.length !== slotsOf(config) || new Set(placed).size !== placed.length) return 'open_play_bad_game';
      return placed.every((id) => before.players.find((player) => player.id === id)?.status === 'waiting') ? null : 'open_play_player_busy';
    }
    case 'undo': {
      const last = before.lastAssignment;
      const running = last?.courts.every((court) => before.courts.find((candidate) => candidate.court === court)?.game);
      return running ? null : 'open_play_nothing_to_undo';
    }
    default:
      return null;
  }
}

const placedPlayers = (played: Played): number[] => played.placed ?? [];

function checkUndo(before: OpenPlayState, after: OpenPlayState, played: Played): void {
  const last = before.lastAssignment!;
  const transition = played.transition!;
  ensureEqual(ids(lineOf(after)), ids(lineOf({ ...last.before, lastAssignment: null })), 'undo: the line as it was');
  ensure(after.lastAssignment === null && transition.started.length === 0, 'undo starts nothing and cannot be undone');
  const undone = last.courts.map((court) => before.courts.find((candidate) => candidate.court === court)!);
  ensureEqual(
    transition.ended,
    undone.map((court) => ({ court: court.court, gameId: court.game!.id, players: court.game!.players, undone: true })),
    'undo: the games it ended',
  );
  for (const court of after.courts) {
    const was = before.courts.find((candidate) => candidate.court === court.court)!;
    if (last.courts.includes(court.court)) ensure(court.paused && court.game === null, `undo: court ${court.court} paused and free`);
    else ensureEqual(court, was, `undo: court ${court.court} as it was`);
  }
  const undonePlayers = undone.flatMap((court) => court.game!.players);
  ensureEqual(ids(lineOf(after)).sort(), [...ids(lineOf(before)), ...undonePlayers].sort(), 'undo: back in line, the waiting and the undone games’ players');
  for (const id of undonePlayers) {
    const [now, then] = [after, before].map((state) => state.players.find((player) => player.id === id)!);
    ensure(now.games === then.games - 1, `undo: the game of ${id} no longer counts`);
  }
}

function checkSession(plan: SessionPlan): void {
  const { config } = plan;
  const counts = new GameCounts();
  seen.sessions++;
  playSession(plan, (played) => {
    seen.steps++;
    const code = played.refusal?.code ?? null;
    ensure(code === expectedRefusal(played, config), () => `${played.kind}: refused ${code}, expected ${expectedRefusal(played, config)}`);
    if (code) {
      seen.refusals[code] = (seen.refusals[code] ?? 0) + 1;
      return;
    }
    const transition = played.transition!;
    const { state } = transition;
    counts.record(transition);
    counts.ensureMatches(state);
    ensureInvariants(state, config);
    if (played.kind !== 'undo') ensure(!stalled(state, config), 'progress: nothing played while the line could fill a court');
    for (const game of transition.started) {
      const court = state.courts.find((candidate) => candidate.court === game.court)!;
      ensure(!court.paused, `a game started on paused court ${game.court}`);
      ensureEqual(court.game?.players, game.players, 'the game started is on its court');
    }
    if (transition.started.length > 0)
      ensureEqual(
        state.lastAssignment?.courts,
        transition.started.map((game) => game.court),
        'what undo takes back',
      );

    switch (played.kind) {
      case 'move': {
        if (transition.started.length > 0 || played.step.kind !== 'move') break;
        const line = ids(lineOf(state));
        const wanted = Math.min(Math.max(played.step.position, 1), line.length);
        ensure(
          line.indexOf(played.target!) === wanted - 1,
          () => `move: ${played.target} at ${line.indexOf(played.target!) + 1}, asked ${played.step.kind === 'move' && played.step.position}`,
        );
        seen.moves++;
        break;
      }
      case 'undo':
        checkUndo(played.before, state, played);
        seen.undos++;
        break;
      case 'place': {
        const [game] = transition.started;
        const court = state.courts.find((candidate) => candidate.court === played.target)!;
        ensure(game?.court === played.target && game.manual && court.game?.manual === true, 'place: a manual game on the chosen court');
        seen.placed++;
        break;
      }
      case 'arrive': {
        const line = lineOf(state);
        if (line.some((player) => player.id === played.target)) ensure(line.at(-1)?.id === played.target, 'a newcomer joins at the back');
        break;
      }
    }
  });
}

describe('the desk’s moves over generated sessions', () => {
  afterAll(() => {
    console.info(`rotation staff properties: ${JSON.stringify(seen)}`);
    expect(seen.sessions).toBe(RUNS);
    for (const key of ['moves', 'undos', 'placed'] as const) expect(seen[key], key).toBeGreaterThan(100);
    for (const code of ['open_play_bad_band', 'open_play_court_busy', 'open_play_bad_game', 'open_play_player_busy', 'open_play_nothing_to_undo']) {
      expect(seen.refusals[code], code).toBeGreaterThan(10);
    }
  });

  // About 2.5 s on an idle 2-core machine, 7 s with the suite's other workers on it: the time is no assertion.
  it(`keeps its invariants; moves, undo and placed games do what staff asked (${RUNS} sessions)`, { timeout: 120_000 * SCALE }, () => {
    fc.assert(fc.property(sessionPlans({ winnersStay: fc.constant(0), staff: true }), checkSession), { numRuns: RUNS });
  });
});
