import { describe, expect, it } from 'vitest';
import { staffPlacesMachine } from '@machines/account/staff-places.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import { PAST_PLACES, UPCOMING_PLACES, USER_ID } from './staff-fixtures';

const DOWN = { status: 500, message: 'Programs are down' };

describe('staff places model', () => {
  const model = createMachineTestModel(staffPlacesMachine, {
    input: { userId: USER_ID },
    events: (s) => [
      { type: 'staffPlaces.scopeChanged', scope: 'upcoming' },
      { type: 'staffPlaces.scopeChanged', scope: 'past' },
      { type: 'staffPlaces.retry' },
      // The server answers the list that was asked for.
      { type: 'xstate.done.actor.loadPlaces', output: s.context.scope === 'past' ? PAST_PLACES : UPCOMING_PLACES },
      { type: 'xstate.error.actor.loadPlaces', error: DOWN },
    ],
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(staffPlacesMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(staffPlacesMachine, { input: { userId: USER_ID } });
      await runPath(path, h, {
        states: {
          loading: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('loadPlaces')).toEqual({ userId: USER_ID, scope: s.context.scope });
            // The other tab's places never show under this one, nor an old error.
            expect(s.context.places).toBeNull();
            expect(s.context.error).toBeNull();
          },
          ready: (s) => expect(s.context.places).toEqual(s.context.scope === 'past' ? PAST_PLACES : UPCOMING_PLACES),
          loadFailed: (s) => {
            expect(s.context.error).toEqual(DOWN);
            expect(s.can({ type: 'staffPlaces.retry' })).toBe(true);
          },
        },
        events: {
          'staffPlaces.scopeChanged': (step, from) => {
            // The tab already shown reads nothing again.
            if (from && from.context.scope === step.event.scope) expect(h.snapshot.value).toEqual(from.value);
          },
        },
      });
    });
  }
});

describe('staff places machine', () => {
  it('drops the read of a tab left before it answered', async () => {
    const h = createHarness(staffPlacesMachine, { input: { userId: USER_ID } }).start();
    h.send({ type: 'staffPlaces.scopeChanged', scope: 'past' });
    expect(h.calls.loadPlaces).toHaveLength(2);
    await h.resolve('loadPlaces', PAST_PLACES);
    expect(h.snapshot.context).toMatchObject({ scope: 'past', places: PAST_PLACES });
    expect(h.calls.loadPlaces[0].settled).toBe(false);
  });
});
