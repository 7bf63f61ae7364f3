import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutReturnMachine, MAX_POLLS, POLL_INTERVAL_MS, type CheckoutResult } from '@machines/checkout-return.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from './support/test-model';

const booking = { id: 1, court: 1, date: '2026-03-03', startTime: '09:00', endTime: '11:00', startsAt: '2026-03-03T14:00:00.000Z', endsAt: '2026-03-03T16:00:00.000Z', hours: 2 };
const outcome = (status: CheckoutResult['status'], message: string): CheckoutResult => ({
  status,
  message,
  orderId: 'o-1',
  amountCents: 6000,
  holdExpiresAt: status === 'pending' ? '2026-03-01T17:15:00.000Z' : null,
  bookings: [booking],
});
const CONFIRMED = outcome('confirmed', 'Your booking is confirmed.');
const PENDING = outcome('pending', 'We are waiting for the payment provider to confirm your payment.');
const FAILED = outcome('failed', 'The payment did not go through.');
const CANCELLED = outcome('cancelled', 'You cancelled the checkout: the court was released and nothing was charged.');
const DOWN = { status: 503, message: 'Service unavailable' };

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

const answers = (actor: string) => [
  { type: `xstate.done.actor.${actor}`, output: CONFIRMED },
  { type: `xstate.done.actor.${actor}`, output: PENDING },
  { type: `xstate.done.actor.${actor}`, output: FAILED },
  { type: `xstate.done.actor.${actor}`, output: CANCELLED },
  { type: `xstate.error.actor.${actor}`, error: DOWN },
];

const states = {
  checking: (s: { hasTag: (t: 'busy') => boolean }) => expect(s.hasTag('busy')).toBe(true),
  confirmed: (s: { context: { outcome: CheckoutResult | null } }) => expect(s.context.outcome?.status).toBe('confirmed'),
  cancelled: (s: { context: { outcome: CheckoutResult | null } }) => expect(s.context.outcome?.status).toBe('cancelled'),
  failed: (s: { context: { outcome: CheckoutResult | null } }) => expect(s.context.outcome?.message).toBe(FAILED.message),
  pending: (s: { context: { outcome: CheckoutResult | null; polls: number } }) => {
    expect(s.context.outcome?.status).toBe('pending');
    expect(s.context.polls).toBeLessThanOrEqual(MAX_POLLS);
  },
  stillPending: (s: { context: { polls: number } }) => expect(s.context.polls).toBe(MAX_POLLS),
  unavailable: (s: { context: { error: string | null } }) => expect(s.context.error).toBe(DOWN.message),
};

const MODELS = [
  { name: 'success', input: { sessionId: 'cs_1', mode: 'success' as const }, unused: ['checkoutReturn.cancelling', 'checkoutReturn.missing'] },
  { name: 'cancel', input: { sessionId: 'cs_1', mode: 'cancel' as const }, unused: ['checkoutReturn.checking', 'checkoutReturn.missing'] },
  // The success page never checks first; the cancel page never checks before cancelling.
  { name: 'no session id', input: { sessionId: null, mode: 'success' as const }, only: ['checkoutReturn.missing'] },
];

for (const { name, input, unused = [], only } of MODELS) {
  describe(`checkout return model (${name})`, () => {
    const model = createMachineTestModel(checkoutReturnMachine, {
      input,
      events: [...answers('fetchOutcome'), ...answers('cancelCheckout')],
    });
    const paths = model.getShortestPaths();

    it('paths reach every state and take every transition', () => {
      const visited = visitedStateIds(paths);
      const expected = only ?? reachableStateIds(checkoutReturnMachine).filter((id) => !unused.includes(id));
      for (const id of expected) expect(visited).toContain(id);
      expect(transitionCoverage(model, paths).missing).toEqual([]);
    });

    for (const path of paths) {
      it(describePath(path), async () => {
        const h = createHarness(checkoutReturnMachine, { input });
        await runPath(path, h, {
          states: {
            ...states,
            missing: (s) => {
              expect(s.status).toBe('done');
              expect(h.calls.fetchOutcome).toBeUndefined();
            },
            cancelling: (s) => {
              expect(s.hasTag('busy')).toBe(true);
              expect(h.lastInput('cancelCheckout')).toEqual({ sessionId: 'cs_1' });
            },
            polling: (s) => {
              expect(s.hasTag('busy')).toBe(true);
              expect(h.lastInput('fetchOutcome')).toEqual({ sessionId: 'cs_1' });
            },
          },
        });
      });
    }
  });
}

describe('checkout return machine', () => {
  it('without a session id it asks nothing', () => {
    const h = createHarness(checkoutReturnMachine, { input: { sessionId: '  ', mode: 'success' } }).start();
    expect(h.snapshot.value).toBe('missing');
    expect(h.calls.fetchOutcome).toBeUndefined();
  });

  it('polls every 2 s and stops after the limit, never deciding on its own', async () => {
    const h = createHarness(checkoutReturnMachine, { input: { sessionId: 'cs_1', mode: 'success' } }).start();
    await h.resolve('fetchOutcome', PENDING);
    for (let poll = 1; poll <= MAX_POLLS; poll++) {
      vi.advanceTimersByTime(POLL_INTERVAL_MS - 1);
      expect(h.calls.fetchOutcome).toHaveLength(poll);
      vi.advanceTimersByTime(1);
      expect(h.snapshot.value).toBe('polling');
      await h.resolve('fetchOutcome', PENDING);
    }
    expect(h.calls.fetchOutcome).toHaveLength(MAX_POLLS + 1);
    vi.advanceTimersByTime(POLL_INTERVAL_MS);
    expect(h.snapshot.value).toBe('stillPending');
    vi.advanceTimersByTime(60_000);
    expect(h.calls.fetchOutcome).toHaveLength(MAX_POLLS + 1);
    expect(MAX_POLLS * POLL_INTERVAL_MS).toBe(30_000);
    h.send({ type: 'checkout.checkAgain' });
    await h.resolve('fetchOutcome', CONFIRMED);
    expect(h.snapshot.value).toBe('confirmed');
  });

  it('a failed poll keeps waiting with the last answer', async () => {
    const h = createHarness(checkoutReturnMachine, { input: { sessionId: 'cs_1', mode: 'success' } }).start();
    await h.resolve('fetchOutcome', PENDING);
    vi.advanceTimersByTime(POLL_INTERVAL_MS);
    await h.reject('fetchOutcome', DOWN);
    expect(h.snapshot.value).toBe('pending');
    expect(h.snapshot.context.outcome).toEqual(PENDING);
    vi.advanceTimersByTime(POLL_INTERVAL_MS);
    await h.resolve('fetchOutcome', CONFIRMED);
    expect(h.snapshot.value).toBe('confirmed');
  });

  it('cancel shows confirmed when they had paid after all', async () => {
    const h = createHarness(checkoutReturnMachine, { input: { sessionId: 'cs_1', mode: 'cancel' } }).start();
    expect(h.calls.fetchOutcome).toBeUndefined();
    await h.resolve('cancelCheckout', CONFIRMED);
    expect(h.snapshot.value).toBe('confirmed');
  });

  it('retry after an unreachable server repeats the cancel on the cancel page', async () => {
    const h = createHarness(checkoutReturnMachine, { input: { sessionId: 'cs_1', mode: 'cancel' } }).start();
    await h.reject('cancelCheckout', DOWN);
    h.send({ type: 'checkout.retry' });
    expect(h.calls.cancelCheckout).toHaveLength(2);
  });
});
