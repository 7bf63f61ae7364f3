import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromCallback, type EventObject } from 'xstate';
import { boardMachine, type LiveSource } from '@machines/open-play';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

/** The live core in the board's place: what it was started with and what it was sent. */
function fakeLive() {
  const started: LiveSource[] = [];
  const received: EventObject[] = [];
  const live = fromCallback<EventObject, { source: LiveSource }>(({ input, receive }) => {
    started.push(input.source);
    receive((event) => received.push(event));
  });
  // A callback stands in for the live machine: the parent only starts it and sends to it.
  return { live: live as never, started, received };
}

describe('board model', () => {
  for (const secret of ['k3y', null, '']) {
    const input = { sessionId: 31, secret };
    const model = createMachineTestModel(boardMachine, { input });
    const paths = model.getShortestPaths();

    if (secret === 'k3y') {
      it('paths reach every state and take every transition (with a key)', () => {
        const visited = visitedStateIds(paths);
        for (const id of reachableStateIds(boardMachine).filter((id) => !id.endsWith('noKey'))) expect(visited).toContain(id);
        expect(transitionCoverage(model, paths).missing).toEqual([]);
      });
    }

    for (const path of paths) {
      it(`key ${JSON.stringify(secret)}: ${describePath(path)}`, async () => {
        const fake = fakeLive();
        const h = createHarness(boardMachine, { input, provide: { actors: { live: fake.live } } });
        await runPath(path, h, {
          states: {
            // Without a key nothing is read: the board says where its link comes from.
            noKey: (s) => {
              expect(secret ?? '').toBe('');
              expect(s.children.live).toBeUndefined();
              expect(fake.started).toEqual([]);
            },
            // With one, the live core reads the board by its secret.
            showing: (s) => {
              expect(s.children.live).toBeDefined();
              expect(fake.started).toEqual([{ kind: 'board', sessionId: 31, secret: 'k3y' }]);
            },
          },
          events: {
            // Every five minutes the board is read again for a fresh check-in code.
            'xstate.after.qrRefresh.board.showing.waiting': (step) => {
              const refreshes = path.steps.slice(0, path.steps.indexOf(step) + 1).filter((s) => s.event.type.startsWith('xstate.after')).length;
              expect(fake.received).toEqual(Array.from({ length: refreshes }, () => ({ type: 'live.refresh' })));
            },
          },
        });
      });
    }
  }
});

describe('board machine', () => {
  it('asks the live core for a fresh view every five minutes, and only then', async () => {
    const fake = fakeLive();
    const h = createHarness(boardMachine, { input: { sessionId: 31, secret: 'k3y' }, provide: { actors: { live: fake.live } } }).start();
    vi.advanceTimersByTime(4 * 60_000);
    expect(fake.received).toEqual([]);
    vi.advanceTimersByTime(60_000);
    expect(fake.received).toEqual([{ type: 'live.refresh' }]);
    vi.advanceTimersByTime(10 * 60_000);
    expect(fake.received).toHaveLength(3);
    expect(h.snapshot.matches({ showing: 'waiting' })).toBe(true);
  });
});
