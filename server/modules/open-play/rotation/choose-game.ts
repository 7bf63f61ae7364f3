// Which players the rule puts on a free court: the earliest set of the line's units, in the rule's
// candidate order, that keeps the fairness guarantees (docs/open-play.md, "The rotation rules").
import { candidateOrder, lineOf } from './line-order.js';
import { anyGameOn, slotsOf } from './open-play-state.js';
import type { OpenPlayConfig, OpenPlayRule, OpenPlayState, PlayerState } from './rotation-types.js';

/** What the rule had to give up to start a game when nothing was being played: nothing, F2, then F2 and the pairs. */
type Relaxation = 'none' | 'sit_outs' | 'pairs';

interface Choice {
  /** Team A then team B. */
  players: number[];
  /** by_band: not every player is in the band of the head of the line. */
  mixedBands: boolean;
  relaxed: Relaxation;
}

interface GameQuestion {
  /** The waiting players who may be chosen, in line order (so ascending level). */
  line: readonly PlayerState[];
  /** Present players who cannot be chosen (on a court): they count for the spread. */
  others: readonly PlayerState[];
  slots: number;
  rule: OpenPlayRule;
  /** Nothing is being played: if no set keeps every rule, give up F2, then the pairs (never the spread). */
  mayRelax: boolean;
}

/** A pre-arranged pair (both waiting) goes on as one unit; everyone else is a unit of one. */
interface Unit {
  players: PlayerState[];
  minLevel: number;
  maxLevel: number;
  /** Holds a player straight from a game, not yet passed over: choosing them is playing twice in a row. */
  twice: boolean;
  /** Holds a player already passed over since they joined the line. */
  satOut: boolean;
}

/** Choosing them now is playing twice in a row. */
function playsTwiceInARow(player: PlayerState): boolean {
  return player.backFromGame && player.sitOuts === 0 && player.games > 0;
}

/** The next game for a free court of this state, or null when the line cannot fill it fairly. */
export function chooseGame(state: OpenPlayState, config: OpenPlayConfig, options: { mayRelax?: boolean } = {}): Choice | null {
  return pickGame({
    line: lineOf(state),
    others: state.players.filter((player) => player.status === 'playing'),
    slots: slotsOf(config),
    rule: config.rule,
    mayRelax: options.mayRelax ?? !anyGameOn(state),
  });
}

export function pickGame(question: GameQuestion): Choice | null {
  const order = candidateOrder(question.line, question.rule);
  const relaxations: Relaxation[] = question.mayRelax ? ['none', 'sit_outs', 'pairs'] : ['none'];
  for (const relaxed of relaxations) {
    const units = unitsOf(order, relaxed === 'pairs');
    const found = search(units, question, relaxed !== 'none');
    if (!found) continue;
    const players = found.flatMap((unit) => unit.players);
    const head = order[0];
    const mixedBands = question.rule === 'by_band' && head !== undefined && players.some((player) => player.band !== head.band);
    return { players: teamsOf(found, question.slots), mixedBands, relaxed };
  }
  return null;
}

function unitsOf(order: readonly PlayerState[], splitPairs: boolean): Unit[] {
  const byId = new Map(order.map((player) => [player.id, player]));
  const taken = new Set<number>();
  const units: Unit[] = [];
  for (const player of order) {
    if (taken.has(player.id)) continue;
    const partner = splitPairs || player.partnerId === null ? undefined : byId.get(player.partnerId);
    const players = partner?.partnerId === player.id ? [player, partner] : [player];
    for (const member of players) taken.add(member.id);
    units.push({
      players,
      minLevel: Math.min(...players.map((member) => member.level)),
      maxLevel: Math.max(...players.map((member) => member.level)),
      twice: players.some(playsTwiceInARow),
      satOut: players.some((member) => member.sitOuts >= 1),
    });
  }
  return units;
}

/** Max minus min of a set of levels (0 for none). */
function spreadOf(levels: readonly number[]): number {
  return levels.length === 0 ? 0 : Math.max(...levels) - Math.min(...levels);
}

/**
 * Depth-first over the units in candidate order, the earliest (lexicographic) set that fills the
 * slots exactly and keeps F1 (spread) and, unless relaxed, F2 (no twice in a row while someone sits
 * out twice in a row). The pruning only drops branches that cannot hold a valid set: a unit skipped
 * on the way keeps its level and stays out, like the players on courts.
 */
function search(units: readonly Unit[], question: GameQuestion, relaxF2: boolean): Unit[] | null {
  const { line, others, slots } = question;
  const allowed = Math.max(1, spreadOf([...line, ...others].map((player) => player.level)));
  const satOutTotal = line.filter((player) => player.sitOuts >= 1).length;
  const suffixSize: number[] = [];
  for (let i = units.length - 1, size = 0; i >= 0; i--) suffixSize[i] = size += units[i].players.length;
  const othersMin = Math.min(...others.map((player) => player.level));
  const othersMax = Math.max(...others.map((player) => player.level));
  const chosen: Unit[] = [];

  // Whether a branch can still hold a valid set: `fixedMin`/`fixedMax` span the players who surely stay out.
  const alive = (fixedMin: number, fixedMax: number, skippedSatOut: boolean): boolean => {
    if (fixedMax - fixedMin > allowed) return false;
    if (chosen.length === 0) return true;
    const cMin = Math.min(...chosen.map((unit) => unit.minLevel));
    const cMax = Math.max(...chosen.map((unit) => unit.maxLevel));
    if (cMax + 1 - fixedMin > allowed || fixedMax - (cMin + 1) > allowed) return false;
    return relaxF2 || !skippedSatOut || !chosen.some((unit) => unit.twice);
  };

  const valid = (): boolean => {
    const ids = new Set(chosen.flatMap((unit) => unit.players.map((player) => player.id)));
    const after = [...others.map((player) => player.level), ...line.map((player) => player.level + (ids.has(player.id) ? 1 : 0))];
    if (spreadOf(after) > allowed) return false;
    if (relaxF2 || !chosen.some((unit) => unit.twice)) return true;
    const satOutChosen = chosen.flatMap((unit) => unit.players).filter((player) => player.sitOuts >= 1).length;
    return satOutChosen === satOutTotal;
  };

  const visit = (start: number, left: number, fixedMin: number, fixedMax: number, skippedSatOut: boolean): boolean => {
    if (left === 0) return valid();
    for (let i = start; i < units.length; i++) {
      if (suffixSize[i] < left) return false;
      const unit = units[i];
      if (unit.players.length <= left) {
        chosen.push(unit);
        if (alive(fixedMin, fixedMax, skippedSatOut) && visit(i + 1, left - unit.players.length, fixedMin, fixedMax, skippedSatOut)) return true;
        chosen.pop();
      }
      // From here on this unit is skipped: it stays out at its level in every set the loop still tries.
      fixedMin = Math.min(fixedMin, unit.minLevel);
      fixedMax = Math.max(fixedMax, unit.maxLevel);
      skippedSatOut ||= unit.satOut;
      if (!alive(fixedMin, fixedMax, skippedSatOut)) return false;
    }
    return false;
  };

  return visit(0, slots, othersMin, othersMax, false) ? [...chosen] : null;
}

/**
 * Team A then team B. A pair is a team; singletons fill the other team in candidate order, and four
 * singletons play first and fourth against second and third, a light balance of line order.
 */
function teamsOf(units: readonly Unit[], slots: number): number[] {
  const ids = (unit: Unit) => unit.players.map((player) => player.id);
  if (slots < 4) return units.flatMap(ids);
  const singles = units.filter((unit) => unit.players.length === 1).flatMap(ids);
  if (singles.length === 4) return [singles[0], singles[3], singles[1], singles[2]];
  const firstSingle = units.findIndex((unit) => unit.players.length === 1);
  const teams = units.flatMap((unit, index) =>
    unit.players.length === 2 ? [{ index, ids: ids(unit) }] : index === firstSingle ? [{ index, ids: singles }] : [],
  );
  return teams.sort((a, b) => a.index - b.index).flatMap((team) => team.ids);
}
