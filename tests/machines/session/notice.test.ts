import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { NOTICE_DURATION_MS, noticeMachine } from '@machines/session/notice.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';

describe('notice model', () => {
  // Only timers: the harness flushes with setImmediate.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  const model = createMachineTestModel(noticeMachine, {
    events: [
      { type: 'notice.show', message: 'Failed Login', intent: 'error' },
      { type: 'notice.show', message: 'force re login', intent: 'warning' },
    ],
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(noticeMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      await runPath(path, createHarness(noticeMachine), {
        states: {
          hidden: (s) => expect(s.context.notice).toBeNull(),
          visible: (s) => expect(['Failed Login', 'force re login']).toContain(s.context.notice?.message),
        },
      });
    });
  }
});

describe('notice machine', () => {
  afterEach(() => vi.useRealTimers());

  it('hides itself after the duration, and a new notice restarts the clock', () => {
    vi.useFakeTimers();
    const actor = createActor(noticeMachine).start();
    actor.send({ type: 'notice.show', message: 'first' });
    vi.advanceTimersByTime(NOTICE_DURATION_MS - 1000);
    actor.send({ type: 'notice.show', message: 'force re login', intent: 'warning' });
    vi.advanceTimersByTime(NOTICE_DURATION_MS - 1000);
    expect(actor.getSnapshot().value).toBe('visible');
    expect(actor.getSnapshot().context.notice).toEqual({ message: 'force re login', intent: 'warning' });
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('defaults the intent to info', () => {
    const actor = createActor(noticeMachine).start();
    actor.send({ type: 'notice.show', message: 'Saved' });
    expect(actor.getSnapshot().context.notice).toEqual({ message: 'Saved', intent: 'info' });
  });
});
