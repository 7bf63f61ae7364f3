import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveSessionMachine } from '@machines/open-play';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import { aView, newer } from './fixtures';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

const SOURCE = { kind: 'session' as const, sessionId: 31 };
const V7 = aView();
const V8 = newer(V7, { line: V7.line.slice(1) });
const LOST_AT = '2026-12-01T14:41:00.000Z';
const OFFLINE_AT = '2026-12-01T14:42:00.000Z';
const NOW = '2026-12-01T14:17:00.000Z';

describe('live session model', () => {
  const input = { source: SOURCE };
  const model = createMachineTestModel(liveSessionMachine, {
    input,
    events: [
      { type: 'xstate.done.actor.loadView', output: V7 },
      { type: 'xstate.error.actor.loadView', error: { status: 500, message: 'Server down' } },
      { type: 'xstate.error.actor.loadView', error: { status: 404, message: 'No such board', code: 'open_play_board_not_found' } },
      { type: 'live.state', view: V8 },
      { type: 'live.state', view: V7 },
      { type: 'live.view', view: V8 },
      { type: 'live.lost', at: LOST_AT },
      { type: 'live.offline', at: OFFLINE_AT },
      { type: 'live.tick', now: NOW },
    ],
    // One error at a time is enough to show both kinds; a view newer than v8 never comes.
    filter: (s) => !(s.context.error?.status === 404 && s.context.view),
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(liveSessionMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(liveSessionMachine, { input });
      await runPath(path, h, {
        states: {
          loading: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('loadView')).toEqual(SOURCE);
          },
          failed: (s) => {
            expect(s.context.error?.message).toMatch(/Server down|No such board/);
            expect(s.hasTag('busy')).toBe(false);
          },
          'connected.live': (s) => {
            // Live: a view, no stale mark, no error.
            expect(s.context.view).not.toBeNull();
            expect(s.context.staleSince).toBeNull();
            expect(s.hasTag('stale')).toBe(false);
            expect(s.context.error).toBeNull();
          },
          'connected.reconnecting': (s) => {
            // The last view stays, marked with when it stopped being live.
            expect(s.hasTag('stale')).toBe(true);
            expect(s.context.view).not.toBeNull();
            expect([LOST_AT, OFFLINE_AT]).toContain(s.context.staleSince);
          },
          'connected.refreshing': (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('loadView')).toEqual(SOURCE);
          },
          offline: (s) => {
            expect(s.hasTag('stale')).toBe(true);
            expect(s.context.staleSince).not.toBeNull();
          },
        },
        events: {
          'live.state': (step) => {
            // Only a newer version replaces what is shown (v7 after v8 is dropped).
            const shown = h.snapshot.context.view;
            if (shown) expect(shown.version).toBeGreaterThanOrEqual((step.event.view as typeof V7).version);
          },
          'live.tick': () => expect(h.snapshot.context.now).toBe(NOW),
          'live.offline': () => expect(h.snapshot.value).toBe('offline'),
        },
      });
    });
  }
});

describe('live session machine', () => {
  it('a late read never undoes a newer view from the stream', async () => {
    const h = createHarness(liveSessionMachine, { input: { source: SOURCE } }).start();
    await h.resolve('loadView', V7);
    h.send({ type: 'live.state', view: V8 });
    h.send({ type: 'live.refresh' });
    await h.resolve('loadView', V7);
    expect(h.snapshot.matches({ connected: 'live' })).toBe(true);
    expect(h.snapshot.context.view?.version).toBe(8);
  });

  it('a board that is not found is not read again by itself; a server error is, after 30 s', async () => {
    const gone = createHarness(liveSessionMachine, { input: { source: { kind: 'board', sessionId: 31, secret: 'old' } } }).start();
    await gone.reject('loadView', { status: 404, message: 'No such board' });
    vi.advanceTimersByTime(60_000);
    expect(gone.snapshot.value).toBe('failed');
    const down = createHarness(liveSessionMachine, { input: { source: SOURCE } }).start();
    await down.reject('loadView', { status: 503, message: 'Busy' });
    vi.advanceTimersByTime(29_000);
    expect(down.snapshot.value).toBe('failed');
    vi.advanceTimersByTime(1_000);
    expect(down.snapshot.value).toBe('loading');
    expect(down.calls.loadView).toHaveLength(2);
  });

  it('back online: the view is read again and the stream reopened, the stale mark kept until the answer', async () => {
    const h = createHarness(liveSessionMachine, { input: { source: SOURCE } }).start();
    await h.resolve('loadView', V7);
    h.send({ type: 'live.offline', at: OFFLINE_AT });
    h.send({ type: 'live.online' });
    expect(h.snapshot.value).toBe('loading');
    expect(h.snapshot.context.staleSince).toBe(OFFLINE_AT);
    expect(h.snapshot.context.view).toEqual(V7);
    await h.resolve('loadView', V8);
    expect(h.snapshot.matches({ connected: 'live' })).toBe(true);
    expect(h.snapshot.context.staleSince).toBeNull();
    expect(h.snapshot.context.view).toEqual(V8);
  });
});
