import { describe, expect, it } from 'vitest';
import {
  agesInclude,
  byMonth,
  catalogueMachine,
  coachesOf,
  levelsOf,
  NO_FILTERS,
  shownPrograms,
  type CatalogueInput,
} from '@machines/programs/catalogue.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import { camp, clinic, lesson, programList, social } from './catalogue-fixtures';

const LIST = programList();
const activeFilters = (filters: typeof NO_FILTERS) => Object.values(filters).filter((value) => value !== null).length;

describe.each<CatalogueInput>([{ kinds: ['camp', 'clinic', 'lesson', 'social'] }, { kinds: ['camp'] }])('catalogue model (kinds $kinds)', (input) => {
  const model = createMachineTestModel(catalogueMachine, {
    input,
    events: [
      { type: 'xstate.done.actor.loadPrograms', output: LIST },
      { type: 'xstate.error.actor.loadPrograms', error: { status: 500, message: 'Down' } },
      { type: 'catalogue.reload' },
      { type: 'catalogue.kind', kind: 'clinic' },
      { type: 'catalogue.kind', kind: null },
      { type: 'catalogue.age', age: 10 },
      // Refused: not a whole number of years, or beyond any age.
      { type: 'catalogue.age', age: 200 },
      { type: 'catalogue.age', age: 7.5 },
      { type: 'catalogue.level', level: 'Beginner' },
      { type: 'catalogue.coach', coachId: 4 },
      { type: 'catalogue.clearFilters' },
      { type: 'session.loggedIn' },
      { type: 'session.loggedOut' },
    ],
    // One filter at a time is enough to show each works and that clearing clears it.
    filter: (s) => activeFilters(s.context.filters) <= 1,
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(catalogueMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(catalogueMachine, { input });
      await runPath(path, h, {
        states: {
          // The page asks for its own kinds, every time.
          loading: () => expect(h.lastInput('loadPrograms')).toEqual({ kinds: input.kinds }),
          ready: (s) => {
            const shown = shownPrograms(s.context.programs, s.context.filters);
            if (s.context.filters.kind) expect(shown.every((program) => program.kind === s.context.filters.kind)).toBe(true);
            if (s.context.filters.age !== null) expect(shown.every((program) => agesInclude(program, s.context.filters.age!))).toBe(true);
            if (s.context.filters.coachId !== null) expect(shown.map((program) => program.id)).toEqual([23, 21]);
          },
        },
        events: {
          // A kind the page does not list is no filter at all.
          'catalogue.kind': (step) => {
            if (!input.kinds.includes('clinic')) expect(h.snapshot.context.filters.kind).toBeNull();
            else if (h.snapshot.matches('ready')) expect(h.snapshot.context.filters.kind).toBe(step.event.kind);
          },
          'catalogue.age': (step) => {
            if (step.event.age !== 10) expect(h.snapshot.context.filters.age).not.toBe(step.event.age);
          },
          'xstate.error.actor.loadPrograms': () => expect(h.snapshot.context.error).toEqual({ status: 500, message: 'Down' }),
        },
      });
    });
  }
});

describe('catalogue helpers', () => {
  it('an age is inside a range whose open ends take anyone', () => {
    expect([7, 8, 12, 13].map((age) => agesInclude(camp, age))).toEqual([false, true, true, false]);
    expect([15, 16, 99].map((age) => agesInclude(clinic, age))).toEqual([false, true, true]);
    expect(agesInclude(lesson, 0)).toBe(true);
  });

  it('lists the soonest first and groups by the month of the first date', () => {
    const shown = shownPrograms(LIST.items, NO_FILTERS);
    expect(shown.map((program) => program.id)).toEqual([23, 22, 24, 21]);
    expect(byMonth(shown).map(([month, programs]) => [month, programs.map((program) => program.id)])).toEqual([
      ['2026-12', [23, 22, 24]],
      ['2027-03', [21]],
    ]);
  });

  it('filters by kind, age, level and coach together', () => {
    expect(shownPrograms(LIST.items, { ...NO_FILTERS, age: 10 }).map((program) => program.id)).toEqual([23, 24, 21]);
    expect(shownPrograms(LIST.items, { ...NO_FILTERS, age: 10, kind: 'camp' }).map((program) => program.id)).toEqual([21]);
    expect(shownPrograms(LIST.items, { ...NO_FILTERS, level: 'Beginner', coachId: 4 }).map((program) => program.id)).toEqual([23, 21]);
    expect(shownPrograms(null, NO_FILTERS)).toEqual([]);
  });

  it('offers each level and coach once, by name', () => {
    expect(levelsOf([camp, clinic, lesson, social])).toEqual(['Beginner', 'Intermediate 3.0–3.5']);
    expect(coachesOf([camp, clinic, lesson, social])).toEqual([
      { id: 4, name: 'Dana Coach' },
      { id: 5, name: 'Sam Coach' },
    ]);
  });
});
