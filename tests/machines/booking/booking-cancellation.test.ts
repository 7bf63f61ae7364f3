import { describe, expect, it } from 'vitest';
import { bookingCancellationMachine } from '@machines/booking/booking-cancellation.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import { booking, fullRefundTerms, noRefundTerms, notCancellableTerms } from './booking-fixtures';

const CANCELLED = { booking: booking({ status: 'cancelled' }), refund: { id: 1, amountCents: 6000, currency: 'CAD' as const, status: 'succeeded' as const } };
const TERMS_CHANGED = { status: 409, message: 'The free-cancellation cutoff has just passed: cancelling now gives no refund. Confirm again to cancel anyway.' };

describe('booking cancellation model', () => {
  const input = { bookingId: 1 };
  const model = createMachineTestModel(bookingCancellationMachine, {
    input,
    events: (s) => [
      // After a 409 the server's terms have changed: no refund any more.
      { type: 'xstate.done.actor.loadTerms', output: s.context.termsChanged ? noRefundTerms : fullRefundTerms },
      { type: 'xstate.done.actor.loadTerms', output: notCancellableTerms },
      { type: 'xstate.error.actor.loadTerms', error: { status: 500, message: 'Terms are down' } },
      { type: 'xstate.done.actor.cancelBooking', output: CANCELLED },
      { type: 'xstate.error.actor.cancelBooking', error: TERMS_CHANGED },
      { type: 'xstate.error.actor.cancelBooking', error: { status: 502, message: 'The payment service did not answer.' } },
    ],
    // One 409 round is enough to show the loop; a second would only repeat it.
    filter: (s) => !(s.context.termsChanged && s.context.terms?.refund === 'none' && s.matches('loadingTerms')),
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(bookingCancellationMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(bookingCancellationMachine, { input, spy: ['notifyCancelled'] });
      await runPath(path, h, {
        states: {
          loadingTerms: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('loadTerms')).toEqual({ bookingId: 1 });
          },
          loadFailed: (s) => expect(s.context.error?.message).toBe('Terms are down'),
          confirming: (s) => {
            expect(s.context.terms?.cancellable).toBe(true);
            expect(s.can({ type: 'cancellation.confirm' })).toBe(true);
          },
          cancelling: (s) => expect(h.lastInput('cancelBooking')).toEqual({ bookingId: 1, expectedRefund: s.context.terms?.refund }),
          notCancellable: (s) => {
            expect(s.status).toBe('done');
            expect(s.context.terms?.reason).toBe('This booking has already started.');
          },
          done: (s) => {
            expect(s.status).toBe('done');
            expect(s.context.result?.refund?.amountCents).toBe(6000);
          },
        },
        events: {
          'xstate.error.actor.cancelBooking': (step) => {
            if (step.event.error.status === 409) expect(h.snapshot.context.termsChanged).toMatchObject(TERMS_CHANGED);
            else expect(h.snapshot.context.error?.message).toBe('The payment service did not answer.');
          },
        },
        effects: (event) => (event.type === 'xstate.done.actor.cancelBooking' ? ['notifyCancelled'] : []),
      });
    });
  }
});

describe('booking cancellation machine', () => {
  it('after the terms changed, confirms again with the new refund', async () => {
    const h = createHarness(bookingCancellationMachine, { input: { bookingId: 4 } }).start();
    await h.resolve('loadTerms', fullRefundTerms);
    h.send({ type: 'cancellation.confirm' });
    expect(h.lastInput('cancelBooking')).toEqual({ bookingId: 4, expectedRefund: 'full' });
    await h.reject('cancelBooking', TERMS_CHANGED);
    expect(h.snapshot.value).toBe('loadingTerms');
    await h.resolve('loadTerms', noRefundTerms);
    expect(h.snapshot.value).toBe('confirming');
    expect(h.snapshot.context.termsChanged).toMatchObject(TERMS_CHANGED);
    h.send({ type: 'cancellation.confirm' });
    expect(h.lastInput('cancelBooking')).toEqual({ bookingId: 4, expectedRefund: 'none' });
    await h.resolve('cancelBooking', { ...CANCELLED, refund: null });
    expect(h.snapshot.value).toBe('done');
    expect(h.snapshot.context.termsChanged).toBeNull();
  });

  it('a 409 after which the booking is no longer cancellable shows why', async () => {
    const h = createHarness(bookingCancellationMachine, { input: { bookingId: 1 } }).start();
    await h.resolve('loadTerms', fullRefundTerms);
    h.send({ type: 'cancellation.confirm' });
    await h.reject('cancelBooking', { statusCode: 409, message: 'This booking has already started.' });
    await h.resolve('loadTerms', notCancellableTerms);
    expect(h.snapshot.value).toBe('notCancellable');
  });

  it('ignores confirm while the terms load', () => {
    const h = createHarness(bookingCancellationMachine, { input: { bookingId: 1 } }).start();
    h.send({ type: 'cancellation.confirm' });
    expect(h.snapshot.value).toBe('loadingTerms');
    expect(h.calls.cancelBooking).toBeUndefined();
  });
});
