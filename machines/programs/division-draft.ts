// A tournament's divisions as the owner types them (docs/tournaments-and-waitlists.md, owner body).
import { wholeNumberProblem, type WholeRange } from '../shared';
import type { DivisionFormat, DivisionInput, OwnerDivision } from './event-shapes';

export type DivisionTextField = 'name' | 'level' | 'minAge' | 'maxEntries' | 'fee';

/** One division as typed; the fee per player in dollars ("25.50"). */
export interface DivisionDraft extends Record<DivisionTextField, string> {
  /** Stable across removals, for the list's keys: `d<id>` for a saved division, `n<count>` for one added. */
  key: string;
  /** The saved division's id (sent back so the server updates it), null for one added. */
  id: number | null;
  format: DivisionFormat;
  /** Live entries when the form opened: a division with entries cannot be removed. */
  entries: number;
}

/** A division field's path, as the server names it in a 400's `fields` (`divisions.0.maxEntries`), the fee as `fee`. */
export type DivisionPath = `divisions.${number}.${DivisionTextField}`;
export const divisionPath = (index: number, field: DivisionTextField): DivisionPath => `divisions.${index}.${field}`;

type DivisionProblem = 'required' | 'wholeNumber' | 'money' | 'outOfRange' | 'belowEntries';

/** The whole numbers a division's fields take: server/modules/programs/events/event-input.ts checks the same. */
export const DIVISION_RANGES = { minAge: { min: 0, max: 120 }, maxEntries: { min: 1, max: 256 } } as const satisfies Partial<
  Record<DivisionTextField, WholeRange>
>;

export const DOLLARS = /^\d{1,7}([.,]\d{1,2})?$/;
export const centsOf = (dollars: string) => Math.round(Number(dollars.trim().replace(',', '.')) * 100);
export const dollarsOf = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/** A new division: doubles, as most tournament play is, with 16 entries. */
export const newDivision = (key: string): DivisionDraft => ({
  key,
  id: null,
  name: '',
  format: 'doubles',
  level: '',
  minAge: '',
  maxEntries: '16',
  fee: '',
  entries: 0,
});

export const divisionDraftOf = (division: OwnerDivision): DivisionDraft => ({
  key: `d${division.id}`,
  id: division.id,
  name: division.name,
  format: division.format,
  level: division.level,
  minAge: division.minAge === null ? '' : String(division.minAge),
  maxEntries: String(division.maxEntries),
  fee: dollarsOf(division.feeCents),
  entries: division.entries,
});

/** Every division's problems, keyed by path: a name, at least one entry (and not fewer than already made), a fee of $0 or more. */
export function divisionProblems(divisions: DivisionDraft[]): Partial<Record<DivisionPath, DivisionProblem>> {
  const problems: Partial<Record<DivisionPath, DivisionProblem>> = {};
  divisions.forEach((division, index) => {
    const put = (field: DivisionTextField, problem: DivisionProblem | undefined) => {
      if (problem) problems[divisionPath(index, field)] = problem;
    };
    put('name', division.name.trim() === '' ? 'required' : undefined);
    put('minAge', wholeNumberProblem(division.minAge, DIVISION_RANGES.minAge, true));
    const entries = wholeNumberProblem(division.maxEntries, DIVISION_RANGES.maxEntries);
    put('maxEntries', entries ?? (Number(division.maxEntries.trim()) < division.entries ? 'belowEntries' : undefined));
    put('fee', DOLLARS.test(division.fee.trim()) ? undefined : 'money');
  });
  return problems;
}

/** The body's divisions: a saved one keeps its id, one left out of the list is removed by the server. */
export const divisionInputs = (divisions: DivisionDraft[]): DivisionInput[] =>
  divisions.map((division) => ({
    ...(division.id === null ? {} : { id: division.id }),
    name: division.name.trim(),
    format: division.format,
    level: division.level.trim(),
    minAge: division.minAge.trim() === '' ? null : Number(division.minAge.trim()),
    maxEntries: Number(division.maxEntries.trim()),
    feeCents: centsOf(division.fee),
  }));

const DIVISION_KEY = /^divisions\.(\d+)(\..+)?$/;

/**
 * Messages keyed by field after division `removed` leaves the list: the removed one's go, the later
 * ones move up one place, as the list does.
 */
export function withoutDivisionKeys<T>(record: Record<string, T>, removed: number): Record<string, T> {
  const next: Record<string, T> = {};
  for (const [key, value] of Object.entries(record)) {
    const match = DIVISION_KEY.exec(key);
    if (!match) next[key] = value;
    else if (Number(match[1]) < removed) next[key] = value;
    else if (Number(match[1]) > removed) next[`divisions.${Number(match[1]) - 1}${match[2] ?? ''}`] = value;
  }
  return next;
}

/** A server path inside `divisions` as the form names it: `feeCents` is typed as `fee`; anything else about a division shows on it. */
export function divisionFieldOf(field: string): string {
  const match = DIVISION_KEY.exec(field);
  if (!match) return field;
  const sub = match[2]?.slice(1);
  if (sub === 'feeCents') return `divisions.${match[1]}.fee`;
  return sub && ['name', 'level', 'minAge', 'maxEntries', 'format'].includes(sub) ? field : `divisions.${match[1]}`;
}
