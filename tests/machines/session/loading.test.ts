import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { loadingMachine } from '@machines/session/loading.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';

describe('loading model', () => {
  // Two overlapping requests are enough to show counting; more only repeats it.
  const model = createMachineTestModel(loadingMachine, { filter: (s) => s.context.pendingRequests >= 0 && s.context.pendingRequests <= 2 });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(loadingMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(loadingMachine);
      await runPath(path, h, {
        states: {
          idle: (s) => {
            expect(s.hasTag('loading')).toBe(false);
            expect(s.context).toEqual({ pendingRequests: 0, navigating: false });
          },
          busy: (s) => {
            expect(s.hasTag('loading')).toBe(true);
            expect(s.context.pendingRequests > 0 || s.context.navigating).toBe(true);
          },
        },
      });
    });
  }
});

describe('loading machine', () => {
  const start = () => createActor(loadingMachine).start();

  it('stays on until the last of overlapping requests ends', () => {
    const actor = start();
    actor.send({ type: 'loading.requestStarted' });
    actor.send({ type: 'loading.requestStarted' });
    actor.send({ type: 'loading.requestEnded' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    actor.send({ type: 'loading.requestEnded' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
  });

  it('never goes negative: stray ends are ignored', () => {
    const actor = start();
    actor.send({ type: 'loading.requestEnded' });
    actor.send({ type: 'loading.navigationEnded' });
    actor.send({ type: 'loading.requestStarted' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    actor.send({ type: 'loading.requestEnded' });
    actor.send({ type: 'loading.requestEnded' });
    expect(actor.getSnapshot().context.pendingRequests).toBe(0);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a navigation and requests keep it on together', () => {
    const actor = start();
    actor.send({ type: 'loading.navigationStarted' });
    actor.send({ type: 'loading.requestStarted' });
    actor.send({ type: 'loading.navigationEnded' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    actor.send({ type: 'loading.requestEnded' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
  });

  it('a superseding navigation ends with one navigationEnded', () => {
    const actor = start();
    actor.send({ type: 'loading.navigationStarted' });
    actor.send({ type: 'loading.navigationStarted' });
    actor.send({ type: 'loading.navigationEnded' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
