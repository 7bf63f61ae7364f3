/**
 * Generated open play sessions for the rotation's properties: a plan (courts, format, rule, bands,
 * arrivals, then random steps: games ending in random order, departures, rests, pairs, court outages
 * and, when asked, the desk's moves), a driver that plays it through the transitions with every
 * input frozen (a transition that wrote to its input would throw), and the invariants every state keeps.
 */
import fc from 'fast-check';
import { pauseCourt, resumeCourt, setCourts } from '../../../server/modules/open-play/rotation/court-moves.js';
import { endGame } from '../../../server/modules/open-play/rotation/end-game.js';
import { lineOf } from '../../../server/modules/open-play/rotation/line-order.js';
import { emptyState, slotsOf } from '../../../server/modules/open-play/rotation/open-play-state.js';
import { join, leave, rejoin, rest } from '../../../server/modules/open-play/rotation/player-moves.js';
import {
  OPEN_PLAY_FORMATS,
  OPEN_PLAY_RULES,
  RotationRefusal,
  type OpenPlayConfig,
  type OpenPlayState,
  type Transition,
} from '../../../server/modules/open-play/rotation/rotation-types.js';
import { placeGame, undoLastAssignment } from '../../../server/modules/open-play/rotation/staff-games.js';
import { movePlayer, pair, setBand, unpair } from '../../../server/modules/open-play/rotation/staff-moves.js';

export type Step =
  | { kind: 'arrive' }
  | { kind: 'end'; pick: number; winner: 'a' | 'b' | null }
  | { kind: 'leave' | 'rest' | 'rejoin' | 'unpair' | 'pause' | 'resume'; pick: number }
  | { kind: 'pair'; pick: number; other: number }
  | { kind: 'move'; pick: number; position: number }
  | { kind: 'band'; pick: number; band: number }
  | { kind: 'place'; pick: number; players: number[]; extra: number }
  | { kind: 'undo' }
  | { kind: 'courts'; courts: number[] };

export interface SessionPlan {
  config: OpenPlayConfig;
  courts: number[];
  /** Players 1…players.length, each with a band; `atStart` of them check in before anything else. */
  players: number[];
  atStart: number;
  steps: Step[];
}

/** One step as it was played: the action called (null: the step had nothing to act on), its input and its answer. */
export interface Played {
  kind: Step['kind'];
  /** The player or court the step acted on. */
  target: number | null;
  step: Step;
  /** A place step: the players it asked for. */
  placed?: number[];
  before: OpenPlayState;
  transition: Transition | null;
  refusal: RotationRefusal | null;
}

const pick = fc.nat({ max: 1000 });
const endStep = fc.record({ kind: fc.constant('end' as const), pick, winner: fc.constantFrom('a' as const, 'b' as const, null) });
const simple = (kind: 'leave' | 'rest' | 'rejoin' | 'unpair' | 'pause' | 'resume') => fc.record({ kind: fc.constant(kind), pick });

/** The steps of a session: games end most often, players come and go, courts go out and back. */
function playerSteps(): fc.WeightedArbitrary<Step>[] {
  return [
    { arbitrary: endStep, weight: 12 },
    { arbitrary: fc.constant({ kind: 'arrive' as const }), weight: 3 },
    { arbitrary: simple('leave'), weight: 1 },
    { arbitrary: simple('rest'), weight: 1 },
    { arbitrary: simple('rejoin'), weight: 2 },
    { arbitrary: fc.record({ kind: fc.constant('pair' as const), pick, other: pick }), weight: 2 },
    { arbitrary: simple('unpair'), weight: 1 },
    { arbitrary: simple('pause'), weight: 1 },
    { arbitrary: simple('resume'), weight: 2 },
  ];
}

/** The desk's steps on top: move a player, change a band, place a game, undo, change the courts. */
function staffSteps(): fc.WeightedArbitrary<Step>[] {
  return [
    { arbitrary: fc.record({ kind: fc.constant('move' as const), pick, position: fc.integer({ min: -1, max: 35 }) }), weight: 3 },
    { arbitrary: fc.record({ kind: fc.constant('band' as const), pick, band: fc.integer({ min: -1, max: 5 }) }), weight: 1 },
    {
      arbitrary: fc.record({
        kind: fc.constant('place' as const),
        pick,
        players: fc.array(pick, { minLength: 5, maxLength: 5 }),
        // Mostly a full game; sometimes one player short or over (open_play_bad_game).
        extra: fc.constantFrom(0, 0, 0, 0, -1, 1),
      }),
      weight: 4,
    },
    { arbitrary: fc.constant({ kind: 'undo' as const }), weight: 3 },
    { arbitrary: fc.record({ kind: fc.constant('courts' as const), courts: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 4 }) }), weight: 1 },
  ];
}

export function sessionPlans(options: { winnersStay: fc.Arbitrary<0 | 1 | 2>; staff: boolean; maxSteps?: number }): fc.Arbitrary<SessionPlan> {
  const steps = options.staff ? [...playerSteps(), ...staffSteps()] : playerSteps();
  return fc
    .record({
      rule: fc.constantFrom(...OPEN_PLAY_RULES),
      format: fc.constantFrom(...OPEN_PLAY_FORMATS),
      winnersStay: options.winnersStay,
      bandCount: fc.integer({ min: 3, max: 5 }),
      courts: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 4 }),
      bands: fc.array(fc.nat({ max: 4 }), { maxLength: 30, size: 'max' }),
      late: fc.nat({ max: 8 }),
      steps: fc.array(fc.oneof(...steps), { minLength: 5, maxLength: options.maxSteps ?? 110, size: 'max' }),
    })
    .map(({ rule, format, winnersStay, bandCount, courts, bands, late, steps }) => ({
      config: { rule, format, winnersStay, bands: Array.from({ length: bandCount }, (_, band) => `band ${band}`) },
      courts,
      players: bands.map((band) => band % bandCount),
      atStart: Math.max(0, bands.length - late),
      steps,
    }));
}

const at = (index: number) => new Date(Date.UTC(2025, 5, 1, 18) + index * 60_000).toISOString();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

const choose = <T>(items: readonly T[], index: number): T | undefined => (items.length === 0 ? undefined : items[index % items.length]);

/**
 * Plays a plan: each step becomes a transition on the current state (or is skipped when nothing
 * fits it), and `onStep` sees each one as it was played. Returns the final state.
 */
export function playSession(plan: SessionPlan, onStep: (played: Played) => void): OpenPlayState {
  const { config } = plan;
  let state = emptyState(plan.courts);
  let arrived = 0;
  let clock = 0;
  const arrivals: Step[] = Array.from({ length: plan.atStart }, () => ({ kind: 'arrive' }));
  for (const step of [...arrivals, ...plan.steps]) {
    const before = deepFreeze(state);
    const now = at(clock++);
    const action = actionFor(step, before);
    if (!action) continue;
    let transition: Transition | null = null;
    let refusal: RotationRefusal | null = null;
    try {
      transition = action.run(before, now);
    } catch (error) {
      if (!(error instanceof RotationRefusal)) throw error;
      refusal = error;
    }
    onStep({ kind: step.kind, target: action.target, placed: action.placed, step, before, transition, refusal });
    if (transition) state = transition.state;
  }
  return state;

  function actionFor(step: Step, s: OpenPlayState): { target: number | null; placed?: number[]; run: (s: OpenPlayState, now: string) => Transition } | null {
    const players = (filter: (status: string, leaving: boolean) => boolean) =>
      s.players.filter((player) => filter(player.status, player.leaving)).map((player) => player.id);
    const courtWith = (filter: (paused: boolean, busy: boolean) => boolean) =>
      s.courts.filter((court) => filter(court.paused, court.game !== null)).map((court) => court.court);
    const target = (items: number[], index: number) => choose(items, index) ?? null;
    switch (step.kind) {
      case 'arrive': {
        if (arrived >= plan.players.length) return null;
        const id = ++arrived;
        return { target: id, run: (s, now) => join(s, config, { id, band: plan.players[id - 1] }, now) };
      }
      case 'end': {
        const court = target(
          courtWith((_, busy) => busy),
          step.pick,
        );
        return court === null ? null : { target: court, run: (s, now) => endGame(s, config, court, { winner: step.winner }, now) };
      }
      case 'leave':
      case 'rest':
      case 'rejoin':
      case 'unpair': {
        const eligible = {
          leave: players((_, leaving) => !leaving),
          rest: players((status) => status === 'waiting'),
          rejoin: players((status) => status === 'resting'),
          unpair: s.players.filter((player) => player.partnerId !== null).map((player) => player.id),
        }[step.kind];
        const id = target(eligible, step.pick);
        if (id === null) return null;
        const run = { leave, rest, rejoin, unpair }[step.kind];
        return { target: id, run: (s, now) => run(s, config, id, now) };
      }
      case 'pair': {
        const present = players((status, leaving) => status !== 'resting' && !leaving);
        const a = target(present, step.pick);
        const b = target(
          present.filter((id) => id !== a),
          step.other,
        );
        return a === null || b === null ? null : { target: a, run: (s, now) => pair(s, config, a, b, now) };
      }
      case 'pause':
      case 'resume': {
        const court = target(
          courtWith((paused) => paused === (step.kind === 'resume')),
          step.pick,
        );
        const run = step.kind === 'pause' ? pauseCourt : resumeCourt;
        return court === null ? null : { target: court, run: (s, now) => run(s, config, court, now) };
      }
      case 'move': {
        const id = target(
          players((status) => status === 'waiting'),
          step.pick,
        );
        return id === null ? null : { target: id, run: (s, now) => movePlayer(s, config, id, step.position, now) };
      }
      case 'band': {
        const id = target(
          players(() => true),
          step.pick,
        );
        return id === null ? null : { target: id, run: (s, now) => setBand(s, config, id, step.band, now) };
      }
      case 'place': {
        const all = players(() => true);
        // Mostly a free court, sometimes any (open_play_court_busy).
        const free = courtWith((_, busy) => !busy);
        const court = target(free.length > 0 && step.pick % 3 > 0 ? free : courtWith(() => true), step.pick);
        if (court === null || all.length === 0) return null;
        // Mostly the line's first players, sometimes anyone (the refusals).
        const line = lineOf(s).map((player) => player.id);
        const ids = step.players
          .slice(0, slotsOf(config) + step.extra)
          .map((index, n) => (index % 4 === 0 ? choose(all, index) : line[n]) ?? choose(all, index)!);
        return { target: court, placed: ids, run: (s, now) => placeGame(s, config, court, ids, now) };
      }
      case 'undo':
        return { target: null, run: (s, now) => undoLastAssignment(s, config, now) };
      case 'courts':
        return { target: null, run: (s, now) => setCourts(s, config, step.courts, now) };
    }
  }
}

/**
 * A check inside the generated sessions' hot loop: Vitest's expect costs more than the rotation
 * itself at tens of thousands of steps, so the loop checks plainly and fails with what it saw.
 */
export function ensure(condition: boolean, message: string | (() => string)): asserts condition {
  if (!condition) throw new Error(typeof message === 'string' ? message : message());
}

export function ensureEqual<T>(actual: T, expected: T, what: string): void {
  const [a, e] = [JSON.stringify(actual), JSON.stringify(expected)];
  ensure(a === e, () => `${what}: expected ${e}, got ${a}`);
}

/** The state invariants: who is where, full games, no departed player anywhere, unique positions. */
export function ensureInvariants(state: OpenPlayState, config: OpenPlayConfig): void {
  const slots = slotsOf(config);
  const onCourts = state.courts.flatMap((court) => court.game?.players ?? []);
  ensure(new Set(onCourts).size === onCourts.length, 'a player is on two courts');
  for (const court of state.courts) ensure(!court.game || court.game.players.length === slots, `court ${court.court} has a game of the wrong size`);
  for (const player of state.players) {
    ensure(onCourts.includes(player.id) === (player.status === 'playing'), `player ${player.id} is ${player.status} but on a court or not`);
  }
  const ids = new Set(state.players.map((player) => player.id));
  for (const id of onCourts) ensure(ids.has(id), `unknown player ${id} on a court`);
  for (const gone of state.departed) ensure(!ids.has(gone.id), `departed player ${gone.id} still in`);
  ensure(new Set(state.departed.map((gone) => gone.id)).size === state.departed.length, 'a player departed twice');
  ensure(new Set(state.players.map((player) => player.position)).size === state.players.length, 'positions are not unique');
  for (const player of state.players) {
    ensure(player.position < state.nextPosition, `position of ${player.id} at or past nextPosition`);
    if (player.partnerId !== null) ensure(state.players.find((other) => other.id === player.partnerId)?.partnerId === player.id, `partner of ${player.id}`);
  }
  const courts = state.courts.map((court) => court.court);
  ensureEqual(
    courts,
    [...new Set(courts)].sort((a, b) => a - b),
    'courts in court order',
  );
}

/** Games are counted once per game started, less those taken back by undo. */
export class GameCounts {
  private readonly counts = new Map<number, number>();
  record(transition: Transition): void {
    for (const game of transition.started) for (const id of game.players) this.counts.set(id, (this.counts.get(id) ?? 0) + 1);
    for (const game of transition.ended) if (game.undone) for (const id of game.players) this.counts.set(id, (this.counts.get(id) ?? 0) - 1);
  }
  ensureMatches(state: OpenPlayState): void {
    for (const player of [...state.players, ...state.departed]) {
      ensure(player.games === (this.counts.get(player.id) ?? 0), () => `games of ${player.id}: ${player.games}, counted ${this.counts.get(player.id)}`);
    }
  }
}

/** Whether the rule failed to start a game with nothing being played, players enough waiting and a court to play on. */
export function stalled(state: OpenPlayState, config: OpenPlayConfig): boolean {
  return !state.courts.some((court) => court.game) && lineOf(state).length >= slotsOf(config) && state.courts.some((court) => !court.paused);
}

/** The spread of levels among present players. */
export function levelSpread(state: OpenPlayState): number {
  const levels = state.players.filter((player) => player.status !== 'resting').map((player) => player.level);
  return levels.length === 0 ? 0 : Math.max(...levels) - Math.min(...levels);
}
