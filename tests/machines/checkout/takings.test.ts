import { describe, expect, it } from 'vitest';
import { isValidRange, rangeProblem, takingsMachine } from '@machines/checkout/takings.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import { aTakings } from './takings-fixtures';

const MARCH = { from: '2026-03-01', to: '2026-03-31' };
const FEBRUARY = { from: '2026-02-01', to: '2026-02-28' };
const BACKWARDS = { from: '2026-03-31', to: '2026-03-01' };

describe('takings model', () => {
  const model = createMachineTestModel(takingsMachine, {
    input: MARCH,
    events: (s) => [
      { type: 'takings.rangeChanged', ...FEBRUARY },
      { type: 'takings.rangeChanged', ...BACKWARDS },
      { type: 'xstate.done.actor.loadTakings', output: aTakings(s.context.from, s.context.to) },
      { type: 'xstate.error.actor.loadTakings', error: { status: 500, message: 'Reports are down' } },
    ],
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(takingsMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(takingsMachine, { input: MARCH });
      await runPath(path, h, {
        states: {
          loading: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(s.context.error).toBeNull();
            expect(h.lastInput('loadTakings')).toEqual({ from: s.context.from, to: s.context.to });
          },
          ready: (s) => {
            expect(s.context.takings).toEqual(aTakings(s.context.from, s.context.to));
            expect(s.context.error).toBeNull();
          },
          loadFailed: (s) => expect(s.context.error).toEqual({ status: 500, message: 'Reports are down' }),
          invalidRange: (s) => {
            expect(isValidRange(s.context)).toBe(false);
            // Nothing is asked for a range that ends before it starts.
            expect(s.children).not.toHaveProperty('loadTakings');
          },
        },
        events: {
          'takings.rangeChanged': (step) => expect(h.snapshot.context).toMatchObject({ from: step.event.from, to: step.event.to }),
        },
      });
    });
  }
});

describe('takings machine', () => {
  it('changing the range while a report loads drops the stale answer', async () => {
    const h = createHarness(takingsMachine, { input: MARCH }).start();
    h.send({ type: 'takings.rangeChanged', ...FEBRUARY });
    expect(h.calls.loadTakings?.[0]?.settled).toBe(false);
    await h.resolve('loadTakings', aTakings(FEBRUARY.from, FEBRUARY.to));
    expect(h.snapshot.context.takings?.from).toBe('2026-02-01');
    expect(h.calls.loadTakings?.map((c) => c.input)).toEqual([MARCH, FEBRUARY]);
  });

  it('starts waiting when the range it is given is not valid', () => {
    const h = createHarness(takingsMachine, { input: { from: '2026-03-31', to: 'nope' } }).start();
    expect(h.snapshot.value).toBe('invalidRange');
    expect(h.calls.loadTakings).toBeUndefined();
  });

  it('keeps the last report while a new range loads', async () => {
    const h = createHarness(takingsMachine, { input: MARCH }).start();
    await h.resolve('loadTakings', aTakings(MARCH.from, MARCH.to));
    h.send({ type: 'takings.rangeChanged', ...FEBRUARY });
    expect(h.snapshot.context.takings?.from).toBe('2026-03-01');
  });
});

describe('takings ranges', () => {
  it('asks for dates in order, at most a year apart, as the server does', () => {
    expect(rangeProblem(MARCH)).toBeNull();
    expect(rangeProblem({ from: '2024-01-01', to: '2024-12-31' })).toBeNull();
    expect(rangeProblem({ from: '2024-01-01', to: '2025-01-01' })).toBeNull();
    expect(rangeProblem({ from: '2024-01-01', to: '2025-01-02' })).toBe('tooLong');
    expect(rangeProblem(BACKWARDS)).toBe('endBeforeStart');
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-01' })).toBe('missingDates');
  });
});
