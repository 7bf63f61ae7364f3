/**
 * The rotation's guarantees over generated sessions (fast-check): 1-4 courts, doubles or singles,
 * both rules, 3-5 bands, 0-30 players (most at the start, some later), departures, rests and
 * rejoins, partner pairs, court pauses and resumes, games ending in random order, winners off.
 * Every step is checked against the invariants, the spread (F1), "no twice in a row while someone
 * sits out twice in a row" (F2, from this file's own record of who played and who sat out), the
 * progress rule, newcomers at the back, pairs, and an oracle: the plain enumeration of every set
 * the rule may choose, so the module's pruned search starts exactly the games the rules say.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { chooseGame } from '../../../server/modules/open-play/rotation/choose-game.js';
import { lineOf } from '../../../server/modules/open-play/rotation/line-order.js';
import { slotsOf } from '../../../server/modules/open-play/rotation/open-play-state.js';
import type { OpenPlayConfig, OpenPlayState, PlayerState } from '../../../server/modules/open-play/rotation/rotation-types.js';
import {
  GameCounts,
  ensure,
  ensureEqual,
  ensureInvariants,
  levelSpread,
  playSession,
  sessionPlans,
  stalled,
  type Played,
  type SessionPlan,
} from './rotation-sessions.js';

/** ROTATION_SCALE=10 runs ten times as many sessions (a longer search, by hand). */
const SCALE = Number(process.env.ROTATION_SCALE ?? 1);
const RUNS = 600 * SCALE;
const WINNERS_RUNS = 200 * SCALE;
/** The oracle enumerates every set: beyond this many waiting players it is left to the other checks. */
const ORACLE_LINE = 12;
/** About 4 s on an idle 2-core machine, 12 s with the suite's other workers on it: the time is no assertion. */
const PROPERTY_TIMEOUT = 120_000 * SCALE;

const seen = {
  sessions: 0,
  steps: 0,
  assignments: 0,
  games: 0,
  oracle: 0,
  relaxedF2: 0,
  firstInLine: 0,
  byBand: 0,
  pairsTogether: 0,
  wholeTime: 0,
  newcomers: 0,
  stays: 0,
};

/** Who played and who sat out, recorded from the transitions' answers alone. */
class SitOutLog {
  private readonly playedLast = new Map<number, boolean>();
  private readonly sitRow = new Map<number, number>();
  joined(id: number): void {
    this.playedLast.set(id, false);
    this.sitRow.set(id, 0);
  }
  /** Chosen now, their last turn a game: playing twice in a row. */
  twice(id: number): boolean {
    return this.playedLast.get(id) ?? false;
  }
  /** Left out now, already passed over since joining the line: sitting out twice in a row. */
  satOut(id: number): boolean {
    return (this.sitRow.get(id) ?? 0) >= 1;
  }
  assignment(chosen: Iterable<number>, leftOut: Iterable<number>): void {
    for (const id of chosen) {
      this.playedLast.set(id, true);
      this.sitRow.set(id, 0);
    }
    for (const id of leftOut) {
      this.playedLast.set(id, false);
      this.sitRow.set(id, (this.sitRow.get(id) ?? 0) + 1);
    }
  }
  /** The module's own record agrees with this one for everyone in line. */
  ensureAgrees(state: OpenPlayState): void {
    for (const player of lineOf(state)) {
      ensure(player.sitOuts === this.sitRow.get(player.id), `sit-outs of ${player.id}`);
      ensure(player.backFromGame === this.playedLast.get(player.id), `back from a game: ${player.id}`);
    }
  }
}

/** The rule's candidate order, written out again: the head, then by distance from the head's band. */
function candidates(line: PlayerState[], config: OpenPlayConfig): PlayerState[] {
  if (config.rule === 'first_in_line' || line.length === 0) return line;
  const head = line[0];
  const rest = line.slice(1).map((player, index) => ({ player, index }));
  rest.sort((a, b) => Math.abs(a.player.band - head.band) - Math.abs(b.player.band - head.band) || a.index - b.index);
  return [head, ...rest.map(({ player }) => player)];
}

/**
 * The oracle: every set of units in candidate order, lexicographically, the first that keeps F1 and
 * F2 (relaxing F2, then the pairs, only when nothing is being played). Returns its players' ids.
 */
function oracle(state: OpenPlayState, config: OpenPlayConfig, log: SitOutLog, mayRelax: boolean): number[] | null {
  const line = lineOf(state);
  const present = state.players.filter((player) => player.status !== 'resting');
  const levels = present.map((player) => player.level);
  const allowed = Math.max(1, levels.length ? Math.max(...levels) - Math.min(...levels) : 0);
  const order = candidates(line, config);
  for (const [relaxF2, splitPairs] of mayRelax
    ? [
        [false, false],
        [true, false],
        [true, true],
      ]
    : [[false, false]]) {
    const units: number[][] = [];
    for (const player of order) {
      if (units.some((unit) => unit.includes(player.id))) continue;
      const partner = splitPairs ? undefined : line.find((other) => other.id === player.partnerId && other.partnerId === player.id);
      units.push(partner ? [player.id, partner.id] : [player.id]);
    }
    const fair = (ids: number[]) => {
      let [low, high] = [Infinity, -Infinity];
      for (const player of present) {
        const level = player.level + (ids.includes(player.id) ? 1 : 0);
        [low, high] = [Math.min(low, level), Math.max(high, level)];
      }
      if (high - low > allowed) return false;
      return relaxF2 || !ids.some((id) => log.twice(id)) || !line.some((player) => !ids.includes(player.id) && log.satOut(player.id));
    };
    const first = (start: number, left: number, ids: number[]): number[] | null => {
      if (left === 0) return fair(ids) ? ids : null;
      for (let i = start; i < units.length; i++) {
        if (units[i].length > left) continue;
        const found = first(i + 1, left - units[i].length, [...ids, ...units[i]]);
        if (found) return found;
      }
      return null;
    };
    const found = first(0, slotsOf(config), []);
    if (found) return found;
  }
  return null;
}

/** A game's teams: [a1, a2, b1, b2] in doubles; a singles game is one team for pairing. */
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
const teamOf = (players: number[], id: number) => (players.length === 4 ? Math.floor(players.indexOf(id) / 2) : 0);

function checkAssignment(played: Played, config: OpenPlayConfig, log: SitOutLog): void {
  seen.assignments++;
  const transition = played.transition!;
  const last = transition.state.lastAssignment;
  ensureEqual(
    last?.courts,
    transition.started.map((game) => game.court),
    'the courts of the last assignment',
  );
  const sim: OpenPlayState = structuredClone({ ...last!.before, lastAssignment: null });
  const waitingBefore = lineOf(sim).map((player) => player.id);
  const chosen = transition.started.flatMap((game) => game.players);
  const leftOut = waitingBefore.filter((id) => !chosen.includes(id));
  ensure(
    chosen.every((id) => waitingBefore.includes(id)),
    'only waiting players are chosen',
  );

  // F2: someone playing twice in a row while someone left out sits out twice in a row, only when
  // nothing was being played, no set kept F2, and only in that assignment's first game.
  const twice = chosen.filter((id) => log.twice(id));
  if (twice.length > 0 && leftOut.some((id) => log.satOut(id))) {
    ensure(!sim.courts.some((court) => court.game), 'F2 relaxed while a game was on');
    ensure(chooseGame(sim, config, { mayRelax: false }) === null, 'F2 relaxed with a fair set available');
    ensure(
      twice.every((id) => transition.started[0].players.includes(id)),
      'F2 relaxed beyond the first game',
    );
    seen.relaxedF2++;
  }

  const firstChoice = chooseGame(sim, config);
  ensureEqual(firstChoice?.players, transition.started[0].players, 'the first game is the rule’s choice');
  for (const [index, game] of transition.started.entries()) {
    seen.games++;
    const court = sim.courts.find((candidate) => candidate.court === game.court)!;
    ensure(!court.paused && court.game === null, `court ${game.court} was paused or busy`);
    ensure(!game.manual, 'an automatic game is not manual');
    const line = lineOf(sim);
    const mayRelax = !sim.courts.some((candidate) => candidate.game);
    if (line.length <= ORACLE_LINE) {
      ensureEqual(sorted(game.players), sorted(oracle(sim, config, log, mayRelax) ?? []), 'the oracle’s set');
      seen.oracle++;
    }
    const slots = slotsOf(config);
    const paired = line.some((player) => line.some((other) => other.id === player.partnerId));
    if (!paired && line.every((player) => player.level === line[0].level)) {
      if (config.rule === 'first_in_line') {
        ensureEqual(sorted(game.players), sorted(line.slice(0, slots).map((player) => player.id)), 'first in line: the first of the line');
        if (slots === 4)
          ensureEqual(
            game.players,
            [0, 3, 1, 2].map((at) => line[at].id),
            'first and fourth against second and third',
          );
        seen.firstInLine++;
      } else if (!line.some((player) => log.twice(player.id)) || !line.some((player) => log.satOut(player.id))) {
        const expected = candidates(line, config).slice(0, slots);
        ensureEqual(sorted(game.players), sorted(expected.map((player) => player.id)), 'by band: the head and the nearest bands');
        ensure(game.mixedBands === expected.some((player) => player.band !== line[0].band), 'mixedBands');
        seen.byBand++;
      }
    }
    if (index > 0 || firstChoice?.relaxed !== 'pairs') {
      for (const id of game.players) {
        const partnerId = line.find((player) => player.id === id)!.partnerId;
        if (partnerId === null || !line.some((player) => player.id === partnerId)) continue;
        ensure(game.players.includes(partnerId) && teamOf(game.players, partnerId) === teamOf(game.players, id), `partner of ${id} on the same team`);
        seen.pairsTogether++;
      }
    }
    // The next game of the same assignment is chosen with this one on its court.
    for (const id of game.players) {
      const player = sim.players.find((candidate) => candidate.id === id)!;
      Object.assign(player, { status: 'playing', level: player.level + 1 });
    }
    court.game = { id: null, players: game.players, startedAt: '', mixedBands: game.mixedBands, stayed: 0, manual: false };
  }
  // A free court left: the rule could not fill it fairly.
  const free = sim.courts.some((court) => !court.paused && !court.game);
  if (free && lineOf(sim).length <= ORACLE_LINE)
    ensure(oracle(sim, config, log, !sim.courts.some((court) => court.game)) === null, 'a court left free that the line could fill');
  log.assignment(chosen, leftOut);
}

/** A game that started with the last game's winners staying on its court: its state says how many times they stayed. */
function stayOf(played: Played): { court: number; winners: number[]; stayed: number } | null {
  const transition = played.transition!;
  const [ended] = transition.ended;
  const step = played.step;
  if (step.kind !== 'end' || step.winner === null || !ended) return null;
  const game = transition.state.courts.find((court) => court.court === ended.court)?.game;
  if (!game || game.stayed === 0) return null;
  const half = ended.players.length / 2;
  return { court: ended.court, winners: step.winner === 'a' ? ended.players.slice(0, half) : ended.players.slice(half), stayed: game.stayed };
}

/** Plays one generated session and checks every step; `winnersStay` sessions skip F1 and the staying players' F2. */
function checkSession(plan: SessionPlan): void {
  const { config } = plan;
  const winners = config.winnersStay > 0;
  const log = new SitOutLog();
  const counts = new GameCounts();
  const wholeTime = new Set<number>();
  /** Games in a row each player has stayed on as a winner. */
  const stays = new Map<number, number>();
  let gameStarted = false;
  seen.sessions++;
  playSession(plan, (played) => {
    seen.steps++;
    ensure(played.refusal === null, () => `refused: ${played.refusal?.code}`);
    const transition = played.transition!;
    const { state } = transition;
    counts.record(transition);
    counts.ensureMatches(state);
    ensureInvariants(state, config);
    ensure(!stalled(state, config), 'progress: nothing played while the line could fill a court');
    if (!winners) ensure(levelSpread(state) <= 1, 'F1: spread of levels');

    const id = played.target!;
    if (played.kind === 'arrive' || played.kind === 'rejoin') {
      log.joined(id);
      if (played.kind === 'arrive' && !gameStarted) wholeTime.add(id);
      const line = lineOf(state);
      if (line.some((player) => player.id === id)) {
        ensure(line.at(-1)?.id === id, 'a newcomer joins at the back');
        seen.newcomers++;
      }
    }
    if (played.kind === 'leave' || played.kind === 'rest') wholeTime.delete(id);

    const stay = stayOf(played);
    for (const game of transition.ended) for (const player of game.players) if (!stay?.winners.includes(player)) stays.delete(player);
    if (stay) {
      seen.stays++;
      ensure(transition.started[0]?.court === stay.court, 'the winners stay on their court');
      ensureEqual(transition.started[0].players.slice(0, stay.winners.length), stay.winners, 'the winners, as team A');
      for (const player of stay.winners) stays.set(player, (stays.get(player) ?? 0) + 1);
      ensure(
        stay.winners.every((player) => stays.get(player) === stay.stayed),
        'the game counts the winners’ stays',
      );
      ensure(stay.stayed <= config.winnersStay, () => `winners stayed ${stay.stayed} games in a row`);
    }

    if (transition.started.length === 0) ensure(state.lastAssignment === null, 'a change that started nothing leaves nothing to undo');
    else if (!stay) checkAssignment(played, config, log);
    else {
      // The staying players play twice in a row by the template's rule: the log only follows along.
      const before = lineOf({ ...state.lastAssignment!.before, lastAssignment: null }).map((player) => player.id);
      const chosen = transition.started.flatMap((game) => game.players);
      log.assignment(
        chosen,
        before.filter((player) => !chosen.includes(player)),
      );
    }
    if (transition.started.length > 0) gameStarted = true;
    log.ensureAgrees(state);

    const games = state.players.filter((player) => wholeTime.has(player.id)).map((player) => player.games);
    if (!winners && games.length > 1) {
      ensure(Math.max(...games) - Math.min(...games) <= 1, 'games among players present the whole time');
      seen.wholeTime++;
    }
  });
}

describe('the rotation over generated sessions', () => {
  afterAll(() => {
    console.info(`rotation properties: ${JSON.stringify(seen)}`);
    // Each check ran often enough to mean something.
    expect(seen.sessions).toBe(RUNS + WINNERS_RUNS);
    for (const key of ['oracle', 'firstInLine', 'byBand', 'pairsTogether', 'wholeTime', 'newcomers', 'stays'] as const)
      expect(seen[key], key).toBeGreaterThan(100);
  });

  it(`keeps its invariants and fairness guarantees, winners off (${RUNS} sessions)`, { timeout: PROPERTY_TIMEOUT }, () => {
    fc.assert(fc.property(sessionPlans({ winnersStay: fc.constant(0), staff: false }), checkSession), { numRuns: RUNS });
  });

  it(`lets winners stay at most winnersStay games in a row, the rest as above (${WINNERS_RUNS} sessions)`, { timeout: PROPERTY_TIMEOUT }, () => {
    fc.assert(fc.property(sessionPlans({ winnersStay: fc.constantFrom(1 as const, 2 as const), staff: false }), checkSession), { numRuns: WINNERS_RUNS });
  });
});
