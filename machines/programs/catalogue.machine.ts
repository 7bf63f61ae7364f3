import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { errorOf, toApiError, type ApiError } from '../shared';
import type { ProgramKind, ProgramList, ProgramSummary } from './catalogue-shapes';

export interface CatalogueInput {
  /** The kinds this page lists (Events: all of them; Camps: camp; Lessons: clinic and lesson; Tournaments: tournament). */
  kinds: ProgramKind[];
}

/** What the player narrowed the list to; null: no filter. */
export interface CatalogueFilters {
  kind: ProgramKind | null;
  /** Programs whose age range contains this age. */
  age: number | null;
  level: string | null;
  coachId: number | null;
}

export interface CatalogueContext {
  kinds: ProgramKind[];
  programs: ProgramSummary[] | null;
  /** The venue's zone, from the answer. */
  timeZone: string | null;
  filters: CatalogueFilters;
  error: ApiError | null;
}

export type CatalogueEvent =
  | { type: 'catalogue.reload' }
  | { type: 'catalogue.kind'; kind: ProgramKind | null }
  | { type: 'catalogue.age'; age: number | null }
  | { type: 'catalogue.level'; level: string | null }
  | { type: 'catalogue.coach'; coachId: number | null }
  | { type: 'catalogue.clearFilters' }
  | { type: 'session.loggedIn' }
  | { type: 'session.loggedOut' };

export const NO_FILTERS: CatalogueFilters = { kind: null, age: null, level: null, coachId: null };
export const MAX_AGE = 120;

/** Whether a program takes someone of this age (either bound may be open). */
export const agesInclude = (program: Pick<ProgramSummary, 'minAge' | 'maxAge'>, age: number) =>
  (program.minAge === null || program.minAge <= age) && (program.maxAge === null || age <= program.maxAge);

/** The programs the filters let through, soonest first. */
export function shownPrograms(programs: ProgramSummary[] | null, filters: CatalogueFilters): ProgramSummary[] {
  return (programs ?? [])
    .filter((program) => filters.kind === null || program.kind === filters.kind)
    .filter((program) => filters.age === null || agesInclude(program, filters.age))
    .filter((program) => filters.level === null || program.level === filters.level)
    .filter((program) => filters.coachId === null || program.coach?.id === filters.coachId)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.title.localeCompare(b.title));
}

/** Programs by the month ("YYYY-MM", venue dates) of their first session, in the order given. */
export function byMonth(programs: ProgramSummary[]): [string, ProgramSummary[]][] {
  const months = new Map<string, ProgramSummary[]>();
  for (const program of programs) {
    const month = program.firstDate.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), program]);
  }
  return [...months.entries()];
}

/** The levels and coaches named in the list, for the filters. */
export const levelsOf = (programs: ProgramSummary[] | null) => [...new Set((programs ?? []).map((program) => program.level).filter(Boolean))].sort();
export function coachesOf(programs: ProgramSummary[] | null): { id: number; name: string }[] {
  const coaches = new Map<number, string>();
  for (const program of programs ?? []) if (program.coach) coaches.set(program.coach.id, program.coach.name);
  return [...coaches.entries()].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * A catalogue page (Events, Camps, Lessons, Tournaments): the coming programs of its kinds and the player's
 * filters. Read again when the player logs in or out, since each price is the caller's.
 */
export const catalogueMachine = setup({
  types: {
    input: {} as CatalogueInput,
    context: {} as CatalogueContext,
    events: {} as CatalogueEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** GET programs?kind=…(repeated) */
    loadPrograms: fromPromise<ProgramList, { kinds: ProgramKind[] }>(async () => {
      throw new Error('provide loadPrograms');
    }),
    /** Sends `session.loggedIn` / `session.loggedOut` as the app's session changes. */
    watchSession: fromCallback(() => {}),
  },
  actions: {
    setList: assign((_, list: ProgramList) => ({ programs: list.items, timeZone: list.timeZone, error: null })),
    setError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
    clearError: assign({ error: null }),
    setFilter: assign({
      filters: ({ context, event }) => {
        switch (event.type) {
          case 'catalogue.kind':
            return { ...context.filters, kind: event.kind };
          case 'catalogue.age':
            return { ...context.filters, age: event.age };
          case 'catalogue.level':
            return { ...context.filters, level: event.level };
          case 'catalogue.coach':
            return { ...context.filters, coachId: event.coachId };
          default:
            return NO_FILTERS;
        }
      },
    }),
  },
  guards: {
    isListedKind: ({ context, event }) => event.type === 'catalogue.kind' && (event.kind === null || context.kinds.includes(event.kind)),
    isAge: ({ event }) => event.type === 'catalogue.age' && (event.age === null || (Number.isInteger(event.age) && event.age >= 0 && event.age <= MAX_AGE)),
  },
}).createMachine({
  id: 'catalogue',
  context: ({ input }) => ({ kinds: input.kinds, programs: null, timeZone: null, filters: NO_FILTERS, error: null }),
  invoke: { id: 'watchSession', src: 'watchSession' },
  initial: 'loading',
  states: {
    // Also when read again: the list on screen stays while it loads.
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPrograms',
        src: 'loadPrograms',
        input: ({ context }) => ({ kinds: context.kinds }),
        onDone: { target: 'ready', actions: { type: 'setList', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: 'setError' },
      },
    },
    loadFailed: {
      on: { 'catalogue.reload': { target: 'loading', actions: 'clearError' } },
    },
    ready: {
      on: {
        'catalogue.reload': { target: 'loading' },
        'catalogue.kind': { guard: 'isListedKind', actions: 'setFilter' },
        'catalogue.age': { guard: 'isAge', actions: 'setFilter' },
        'catalogue.level': { actions: 'setFilter' },
        'catalogue.coach': { actions: 'setFilter' },
        'catalogue.clearFilters': { actions: 'setFilter' },
        'session.loggedIn': { target: 'loading' },
        'session.loggedOut': { target: 'loading' },
      },
    },
  },
});
