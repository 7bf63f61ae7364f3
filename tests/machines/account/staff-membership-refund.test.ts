import { describe, expect, it } from 'vitest';
import { membershipLine, membershipRefundFieldErrors, staffMembershipRefundMachine } from '@machines/account/staff-membership-refund.machine';
import type { Order } from '@machines/checkout/order-shapes';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import { aPerson, MAYA, MEMBERSHIP_LINE, MEMBERSHIP_ORDER, MEMBERSHIP_ORDER_ID, MEMBERSHIPS, SAM } from './staff-fixtures';

const DOWN = { status: 500, message: 'Orders are down' };
const CHANGED = { status: 409, message: 'This line was refunded meanwhile.', code: 'line_not_refundable' };
const TOO_MUCH = { status: 400, message: 'Check the amount.', fields: { amountCents: 'At most $135.60.' } };
/** The same order once another refund took all of the membership's line. */
const REFUNDED: Order = {
  ...MEMBERSHIP_ORDER,
  status: 'refunded',
  refundedCents: MEMBERSHIP_LINE.totalCents,
  lines: [{ ...MEMBERSHIP_LINE, status: 'refunded', refundedCents: MEMBERSHIP_LINE.totalCents }],
};
const INPUT = { membership: MAYA };

describe('staff membership refund model', () => {
  const model = createMachineTestModel(staffMembershipRefundMachine, {
    input: INPUT,
    events: (s) => [
      // After a conflict, the order as it is now: nothing is left.
      { type: 'xstate.done.actor.loadOrder', output: s.context.error?.status === 409 ? REFUNDED : MEMBERSHIP_ORDER },
      { type: 'xstate.error.actor.loadOrder', error: DOWN },
      { type: 'refund.submitted', amount: '50', reason: ' Moving away ', endMembership: false },
      // More than is left, and no reason: refused here.
      { type: 'refund.submitted', amount: '200', reason: ' ', endMembership: true },
      // Ending the membership takes a refund of all that is left (the server's rule too).
      { type: 'refund.submitted', amount: '50', reason: 'Goodwill', endMembership: true },
      { type: 'xstate.done.actor.refundMembership', output: MEMBERSHIPS },
      { type: 'xstate.error.actor.refundMembership', error: CHANGED },
      { type: 'xstate.error.actor.refundMembership', error: TOO_MUCH },
    ],
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(staffMembershipRefundMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(staffMembershipRefundMachine, { input: INPUT, spy: ['notifyChanged'] });
      await runPath(path, h, {
        states: {
          loadingOrder: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('loadOrder')).toEqual({ orderId: MEMBERSHIP_ORDER_ID });
          },
          loadFailed: (s) => expect(s.context.error).toEqual(DOWN),
          form: (s) => {
            // What is left is the membership's line, tax included.
            expect(s.context.line).toEqual(MEMBERSHIP_LINE);
            expect(s.context.refund).toBeNull();
          },
          refunding: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('refundMembership')).toEqual({ membershipId: 11, amountCents: 5000, reason: 'Moving away', endMembership: false });
          },
          done: (s) => expect(s.status).toBe('done'),
          nothingLeft: (s) => {
            expect(s.status).toBe('done');
            expect(s.context.line?.status).toBe('refunded');
            // Why it was read again stays on screen.
            expect(s.context.error).toEqual(CHANGED);
          },
        },
        events: {
          'refund.submitted': (step) => {
            if (step.event.amount === '200') {
              expect(h.snapshot.matches('form')).toBe(true);
              expect(h.snapshot.context.fieldErrors).toEqual({
                amountCents: { code: 'amountAboveLeft', leftCents: 13560 },
                reason: { code: 'reasonMissing' },
              });
              expect(h.calls.refundMembership?.filter((c) => !c.settled) ?? []).toEqual([]);
            }
            if (step.event.reason === 'Goodwill') {
              expect(h.snapshot.matches('form')).toBe(true);
              expect(h.snapshot.context.fieldErrors).toEqual({ endMembership: { code: 'endNeedsFullRefund', leftCents: 13560 } });
            }
          },
          'xstate.error.actor.refundMembership': (step) => {
            if (step.event.error.status === 400) {
              expect(h.snapshot.matches('form')).toBe(true);
              expect(h.snapshot.context.fieldErrors).toEqual({ amountCents: { code: 'server', message: 'At most $135.60.' } });
            } else {
              expect(h.snapshot.matches('loadingOrder')).toBe(true);
            }
          },
        },
        // The app reads the people, orders and trail again only once money went back.
        effects: (event) => (event.type === 'xstate.done.actor.refundMembership' ? ['notifyChanged'] : []),
      });
    });
  }
});

describe('staff membership refund machine', () => {
  it('has nothing to refund for someone without a paid membership, and reads no order', () => {
    const h = createHarness(staffMembershipRefundMachine, { input: { membership: SAM } }).start();
    expect(h.snapshot.value).toBe('nothingLeft');
    expect(h.calls.loadOrder).toBeUndefined();
  });

  it('finds the membership line by its reference, else by the person, else the only one', () => {
    const other = { ...MEMBERSHIP_LINE, id: 22, reference: '12', participant: { userId: 3, name: 'Sam Member' } };
    const order = { ...MEMBERSHIP_ORDER, lines: [other, MEMBERSHIP_LINE] };
    expect(membershipLine(order, MAYA)?.id).toBe(21);
    expect(membershipLine(order, aPerson({ id: 99, participant: { id: 5, name: 'Sam Member' } }))?.id).toBe(22);
    expect(
      membershipLine({ ...MEMBERSHIP_ORDER, lines: [{ ...MEMBERSHIP_LINE, reference: null }] }, aPerson({ id: 99, participant: { id: 7, name: 'Pat' } }))?.id,
    ).toBe(21);
    expect(membershipLine(order, aPerson({ id: 99, participant: { id: 7, name: 'Pat' } }))).toBeNull();
  });

  it('ends the membership only with a refund of all that is left, as the server does', () => {
    expect(membershipRefundFieldErrors(MEMBERSHIP_LINE, '135.60', 'Moving away', true)).toEqual({});
    expect(membershipRefundFieldErrors(MEMBERSHIP_LINE, '50', 'Goodwill', false)).toEqual({});
    expect(membershipRefundFieldErrors(MEMBERSHIP_LINE, '50', 'Goodwill', true)).toEqual({ endMembership: { code: 'endNeedsFullRefund', leftCents: 13560 } });
    // A bad amount is said once, at the amount.
    expect(membershipRefundFieldErrors(MEMBERSHIP_LINE, 'lots', 'Goodwill', true)).toEqual({ amountCents: { code: 'amountNotDollars' } });
    const partly = { ...MEMBERSHIP_LINE, status: 'partially_refunded' as const, refundedCents: 5000 };
    expect(membershipRefundFieldErrors(partly, '85.60', 'Rest of it', true)).toEqual({});
  });

  it('sends the amount in cents typed the French way', async () => {
    const h = createHarness(staffMembershipRefundMachine, { input: INPUT }).start();
    await h.resolve('loadOrder', MEMBERSHIP_ORDER);
    h.send({ type: 'refund.submitted', amount: '135,60 $', reason: 'Déménagement', endMembership: true });
    expect(h.lastInput('refundMembership')).toEqual({ membershipId: 11, amountCents: 13560, reason: 'Déménagement', endMembership: true });
  });
});
