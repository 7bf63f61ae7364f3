import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutReturnMachine, MAX_POLLS, POLL_INTERVAL_MS, type CheckoutReturn } from '@machines/checkout/checkout-return.machine';
import type { ApiError } from '@machines/shared/api-error';
import { aCheckoutReturn, anOrder, anOrderLine } from './order-fixtures';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';

// Any product: a court booking and a membership in one order.
const order = anOrder({
  lines: [
    anOrderLine(),
    anOrderLine({
      id: 2,
      position: 1,
      product: 'membership',
      reference: '12',
      description: 'Annual membership · Maya Member',
      unitPriceCents: 12000,
      quantity: 1,
      subtotalCents: 12000,
      taxes: [{ name: 'HST', ratePercent: 13, amountCents: 1560 }],
      totalCents: 13560,
      startsAt: null,
      calendarUrl: null,
    }),
  ],
});
const CONFIRMED = aCheckoutReturn('confirmed', { order });
const PENDING = aCheckoutReturn('pending');
const FAILED = aCheckoutReturn('failed');
const CANCELLED = aCheckoutReturn('cancelled');
const DOWN = { status: 503, message: 'Service unavailable' };
const LOGGED_OUT = { status: 401, message: 'Log in to continue.' };
const UNKNOWN = { status: 404, message: 'We could not find this checkout.' };

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

const answers = (actor: string) => [
  { type: `xstate.done.actor.${actor}`, output: CONFIRMED },
  { type: `xstate.done.actor.${actor}`, output: PENDING },
  { type: `xstate.done.actor.${actor}`, output: FAILED },
  { type: `xstate.done.actor.${actor}`, output: CANCELLED },
  { type: `xstate.error.actor.${actor}`, error: DOWN },
  { type: `xstate.error.actor.${actor}`, error: LOGGED_OUT },
  { type: `xstate.error.actor.${actor}`, error: UNKNOWN },
];

const states = {
  checking: (s: { hasTag: (t: 'busy') => boolean }) => expect(s.hasTag('busy')).toBe(true),
  confirmed: (s: { context: { outcome: CheckoutReturn | null } }) => {
    expect(s.context.outcome?.status).toBe('confirmed');
    // The whole order, every line whatever its product.
    expect(s.context.outcome?.order.lines.map((line) => line.product)).toEqual(['court_booking', 'membership']);
  },
  cancelled: (s: { context: { outcome: CheckoutReturn | null } }) => expect(s.context.outcome?.status).toBe('cancelled'),
  failed: (s: { context: { outcome: CheckoutReturn | null } }) => expect(s.context.outcome?.message).toBe(FAILED.message),
  pending: (s: { context: { outcome: CheckoutReturn | null; polls: number } }) => {
    expect(s.context.outcome?.status).toBe('pending');
    expect(s.context.polls).toBeLessThanOrEqual(MAX_POLLS);
  },
  stillPending: (s: { context: { polls: number } }) => expect(s.context.polls).toBe(MAX_POLLS),
  unavailable: (s: { context: { error: ApiError | null } }) => expect(s.context.error).toEqual(DOWN),
};

const MODELS = [
  { name: 'success', input: { sessionId: 'cs_1', mode: 'success' as const }, unused: ['checkoutReturn.cancelling'] },
  { name: 'cancel', input: { sessionId: 'cs_1', mode: 'cancel' as const }, unused: ['checkoutReturn.checking'] },
  // The success page never cancels; the cancel page never checks before cancelling.
  { name: 'no session id', input: { sessionId: null, mode: 'success' as const }, only: ['checkoutReturn.notFound'] },
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
        const h = createHarness(checkoutReturnMachine, { input, spy: ['requestLogin'] });
        await runPath(path, h, {
          states: {
            ...states,
            notFound: (s) => {
              expect(s.status).toBe('done');
              if (!input.sessionId) expect(h.calls.fetchOutcome).toBeUndefined();
            },
            loginRequired: (s) => {
              expect(s.hasTag('busy')).toBe(false);
              // The app's watcher hears a login made any way (this page's button or the header's).
              expect(s.children.watchLogin).toBeDefined();
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
          events: {
            // After a login the same page asks again: the cancel page repeats its (idempotent) cancel.
            'session.loggedIn': () => expect(h.snapshot.matches(input.mode === 'cancel' ? 'cancelling' : 'checking')).toBe(true),
          },
          effects: (event) => (event.type === 'checkout.logIn' ? ['requestLogin'] : []),
        });
      });
    }
  });
}

describe('checkout return machine', () => {
  it('without a session id it asks nothing', () => {
    const h = createHarness(checkoutReturnMachine, { input: { sessionId: '  ', mode: 'success' } }).start();
    expect(h.snapshot.value).toBe('notFound');
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

  it('a malformed, foreign or unknown session is not found; a 401 asks for a login', async () => {
    for (const status of [400, 403, 404]) {
      const h = createHarness(checkoutReturnMachine, { input: { sessionId: 'cs_1', mode: 'success' } }).start();
      await h.reject('fetchOutcome', { status, message: 'No.' });
      expect(h.snapshot.value).toBe('notFound');
    }
    const h = createHarness(checkoutReturnMachine, { input: { sessionId: 'cs_1', mode: 'cancel' } }).start();
    await h.reject('cancelCheckout', LOGGED_OUT);
    expect(h.snapshot.value).toBe('loginRequired');
    expect(h.snapshot.context.error).toBeNull();
  });

  it('a login that ends while polling asks for it again instead of polling into 401s', async () => {
    const h = createHarness(checkoutReturnMachine, { input: { sessionId: 'cs_1', mode: 'success' }, spy: ['requestLogin'] }).start();
    await h.resolve('fetchOutcome', PENDING);
    vi.advanceTimersByTime(POLL_INTERVAL_MS);
    await h.reject('fetchOutcome', LOGGED_OUT);
    expect(h.snapshot.value).toBe('loginRequired');
    h.send({ type: 'checkout.logIn' });
    expect(h.actions.requestLogin).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(h.calls.fetchOutcome).toHaveLength(2);
    h.send({ type: 'session.loggedIn' });
    await h.resolve('fetchOutcome', CONFIRMED);
    expect(h.snapshot.value).toBe('confirmed');
  });

  it('retry after an unreachable server repeats the cancel on the cancel page', async () => {
    const h = createHarness(checkoutReturnMachine, { input: { sessionId: 'cs_1', mode: 'cancel' } }).start();
    await h.reject('cancelCheckout', DOWN);
    h.send({ type: 'checkout.retry' });
    expect(h.calls.cancelCheckout).toHaveLength(2);
  });
});
