import { describe, expect, it } from 'vitest';
import { purchasesMachine } from '@machines/checkout/purchases.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import { anOrder, anUnpaidOrder } from './order-fixtures';

const OLDER = anOrder({ id: 'order-older', number: 1041, createdAt: '2026-02-20T15:00:00.000Z' });
const NEWER = anUnpaidOrder({ id: 'order-newer', number: 1043, createdAt: '2026-03-02T15:00:00.000Z' });

describe('purchases model', () => {
  const model = createMachineTestModel(purchasesMachine, {
    events: [
      { type: 'xstate.done.actor.loadOrders', output: [NEWER, OLDER] },
      { type: 'xstate.error.actor.loadOrders', error: { status: 500, message: 'Orders are down' } },
    ],
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(purchasesMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(purchasesMachine);
      let loads = 1;
      await runPath(path, h, {
        states: {
          loading: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(s.context.error).toBeNull();
            expect(s.children).toHaveProperty('loadOrders');
          },
          loaded: (s) => {
            expect(s.context.orders.map((o) => o.number)).toEqual([1043, 1041]);
            expect(s.context.error).toBeNull();
            expect(s.can({ type: 'purchases.retry' })).toBe(false);
          },
          failed: (s) => {
            expect(s.context.error).toEqual({ status: 500, message: 'Orders are down' });
            expect(s.can({ type: 'purchases.reload' })).toBe(false);
          },
        },
        events: {
          'purchases.retry': () => expect(h.calls.loadOrders).toHaveLength(++loads),
          'purchases.reload': (_, from) => {
            expect(h.calls.loadOrders).toHaveLength(++loads);
            // The list stays on screen while it reloads.
            expect(h.snapshot.context.orders).toEqual(from?.context.orders);
          },
        },
      });
    });
  }
});

describe('purchases machine', () => {
  it('shows the newest order first whatever order the answer came in', async () => {
    const h = createHarness(purchasesMachine).start();
    await h.resolve('loadOrders', [OLDER, NEWER]);
    expect(h.snapshot.context.orders.map((o) => o.id)).toEqual(['order-newer', 'order-older']);
  });

  it('a reload replaces the list with the new answer', async () => {
    const h = createHarness(purchasesMachine).start();
    await h.resolve('loadOrders', [OLDER]);
    h.send({ type: 'purchases.reload' });
    await h.resolve('loadOrders', []);
    expect(h.snapshot.value).toBe('loaded');
    expect(h.snapshot.context.orders).toEqual([]);
  });
});
