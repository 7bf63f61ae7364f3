import { describe, expect, it } from 'vitest';
import { staffReceiptMachine } from '@machines/account/staff-receipt.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';

const DOWN = { status: 500, message: 'Mail is down' };

describe('staff receipt model', () => {
  const model = createMachineTestModel(staffReceiptMachine, {
    events: [
      { type: 'receipt.resend', orderId: 'order-1050', orderNumber: 1050 },
      { type: 'xstate.done.actor.resendReceipt' },
      { type: 'xstate.error.actor.resendReceipt', error: DOWN },
    ],
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(staffReceiptMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(staffReceiptMachine, { spy: ['notifyChanged'] });
      await runPath(path, h, {
        states: {
          idle: (s) => expect(s.context).toEqual({ order: null, error: null }),
          sending: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('resendReceipt')).toEqual({ orderId: 'order-1050' });
            expect(s.context.error).toBeNull();
          },
          sent: (s) => expect(s.context).toEqual({ order: { orderId: 'order-1050', orderNumber: 1050 }, error: null }),
          failed: (s) => expect(s.context).toEqual({ order: { orderId: 'order-1050', orderNumber: 1050 }, error: DOWN }),
        },
        // Only a resend that went out is in the audit trail, so only then is it read again.
        effects: (event) => (event.type === 'xstate.done.actor.resendReceipt' ? ['notifyChanged'] : []),
      });
    });
  }
});

describe('staff receipt machine', () => {
  it('sends one at a time: a second click while sending does nothing', async () => {
    const h = createHarness(staffReceiptMachine).start();
    h.send({ type: 'receipt.resend', orderId: 'order-1050', orderNumber: 1050 });
    h.send({ type: 'receipt.resend', orderId: 'order-1051', orderNumber: 1051 });
    expect(h.calls.resendReceipt).toHaveLength(1);
    await h.resolve('resendReceipt');
    expect(h.snapshot.context.order?.orderNumber).toBe(1050);
  });
});
