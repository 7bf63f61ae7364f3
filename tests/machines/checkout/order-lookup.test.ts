import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dollarsToCents, ORDER_SEARCH_DEBOUNCE_MS, orderLookupMachine, refundableCents, refundFieldErrors } from '@machines/checkout/order-lookup.machine';
import type { Order } from '@machines/checkout/order-shapes';
import type { SnapshotFrom } from 'xstate';
import {
  createHarness,
  type ModelEvent,
  createMachineTestModel,
  describePath,
  reachableStateIds,
  runPath,
  transitionCoverage,
  visitedStateIds,
} from '../support/test-model';
import { anOrder, anOrderLine, anUnpaidOrder, aPayment } from './order-fixtures';

const PAID = anOrder({ id: 'order-paid', number: 1042 });
const UNPAID = anUnpaidOrder({ id: 'order-unpaid', number: 1043 });
const LATEST = { items: [UNPAID, PAID] };
const DESK_PAID: Order = {
  ...UNPAID,
  status: 'paid',
  paidCents: UNPAID.totalCents,
  payments: [aPayment({ method: 'cash', amountCents: UNPAID.totalCents, reference: 'Slip 42' })],
  lines: UNPAID.lines.map((line) => ({ ...line, status: 'fulfilled' })),
  holdExpiresAt: null,
  checkoutUrl: null,
};
const PARTLY_REFUNDED: Order = {
  ...PAID,
  refundedCents: 1000,
  lines: [anOrderLine({ status: 'partially_refunded', refundedCents: 1000 })],
  refunds: [{ id: 1, lineId: 1, amountCents: 1000, status: 'succeeded', reason: 'Rain', method: 'card', createdAt: '2026-03-02T15:00:00.000Z' }],
};
const EXPIRED: Order = { ...UNPAID, status: 'expired', holdExpiresAt: null, checkoutUrl: null, lines: [anOrderLine({ status: 'released' })] };
const CONFLICT = { status: 409, message: 'This order is no longer awaiting payment.' };

// The debounce is an `after`: fake setTimeout lets a model step fire it; setImmediate stays real for flushing.
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

/**
 * The two regions are independent, so each gets its own model (their product would be thousands of
 * paths that say nothing new): the search with no order open, and an open order's details with the
 * search settled on the latest orders. The machine tests below cross the two.
 */
const searchEvents = (s: SnapshotFrom<typeof orderLookupMachine>): ModelEvent[] => [
  { type: 'orders.queryChanged', query: '#1042' },
  { type: 'orders.queryChanged', query: '' },
  // The server answers what matches the query that was sent.
  { type: 'xstate.done.actor.searchOrders', output: s.context.query.trim() ? [PAID] : [UNPAID, PAID] },
  { type: 'xstate.error.actor.searchOrders', error: { status: 500, message: 'Search is down' } },
];

const detailEvents = (s: SnapshotFrom<typeof orderLookupMachine>): ModelEvent[] => [
  ...searchEvents(s),
  { type: 'orders.selected', orderId: 'order-paid' },
  { type: 'orders.selected', orderId: 'order-unpaid' },
  { type: 'orders.refundOpened', lineId: 1 },
  { type: 'orders.deskPaymentSubmitted', method: 'cash', reference: ' Slip 42 ' },
  { type: 'xstate.done.actor.recordDeskPayment', output: DESK_PAID },
  { type: 'xstate.error.actor.recordDeskPayment', error: CONFLICT },
  { type: 'xstate.error.actor.recordDeskPayment', error: { status: 500, message: 'The desk is down' } },
  { type: 'orders.refundSubmitted', amount: '10', reason: 'Rain' },
  { type: 'orders.refundSubmitted', amount: '500', reason: ' ' },
  { type: 'xstate.done.actor.refundLine', output: PARTLY_REFUNDED },
  { type: 'xstate.error.actor.refundLine', error: { status: 400, message: 'Check the amount.', fields: { amountCents: 'At most $67.80.' } } },
  { type: 'xstate.error.actor.refundLine', error: CONFLICT },
  { type: 'xstate.done.actor.loadOrder', output: s.context.order?.id === 'order-unpaid' ? EXPIRED : PAID },
  { type: 'xstate.error.actor.loadOrder', error: { status: 500, message: 'Orders are down' } },
];

const MODELS = [
  {
    name: 'search',
    events: searchEvents,
    filter: (s: SnapshotFrom<typeof orderLookupMachine>) => s.matches({ details: 'closed' }),
    states: ['search.debouncing', 'search.searching', 'search.ready', 'details.closed'],
  },
  {
    name: 'details',
    events: detailEvents,
    // The latest orders are listed and stay listed: no typing, no failed search.
    filter: (s: SnapshotFrom<typeof orderLookupMachine>) => s.matches({ search: 'ready' }) && s.context.query === '' && s.context.searchError === null,
    states: reachableStateIds(orderLookupMachine).filter((id) => id.includes('.details.')),
  },
];

describe.each(MODELS)('order lookup model: $name', ({ events, filter, states }) => {
  const model = createMachineTestModel(orderLookupMachine, { input: {}, events, filter });
  const paths = model.getShortestPaths();

  it('paths reach every state of the region and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of states) expect(visited).toContain(id.startsWith('orderLookup.') ? id : `orderLookup.${id}`);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(orderLookupMachine, { input: {} });
      await runPath(path, h, {
        states: {
          // No search in flight while waiting (one in flight when typing resumed was stopped).
          'search.debouncing': (s) => expect(s.children).not.toHaveProperty('searchOrders'),
          'search.searching': (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('searchOrders')).toEqual({ query: s.context.query.trim() });
          },
          'details.closed': (s) => {
            expect(s.context.order).toBeNull();
            expect(s.context.outcome).toBeNull();
          },
          'details.viewing': (s) => {
            expect(s.context.order).not.toBeNull();
            expect(s.context.deskPayment).toBeNull();
            expect(s.context.refund).toBeNull();
            expect(s.context.refundLineId).toBeNull();
          },
          'details.deskPaymentForm': (s) => {
            expect(s.context.order?.status).toBe('awaiting_payment');
            expect(s.can({ type: 'orders.deskPaymentSubmitted', method: 'cash' })).toBe(true);
          },
          'details.recordingDeskPayment': (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('recordDeskPayment')).toEqual({ orderId: 'order-unpaid', method: 'cash', reference: 'Slip 42' });
          },
          'details.refundForm': (s) => {
            expect(s.context.refundLineId).toBe(1);
            expect(s.context.order?.paidCents).toBeGreaterThan(0);
          },
          'details.refunding': (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('refundLine')).toEqual({ orderId: s.context.order!.id, lineId: 1, amountCents: 1000, reason: 'Rain' });
          },
          'details.refreshing': (s) => {
            expect(s.context.actionError).toEqual(CONFLICT);
            expect(h.lastInput('loadOrder')).toEqual({ orderId: s.context.order!.id });
          },
        },
        events: {
          'xstate.error.actor.searchOrders': (_, from) => {
            expect(h.snapshot.context.results).toEqual(from?.context.results);
            expect(h.snapshot.context.searchError?.message).toBe('Search is down');
          },
          'orders.selected': (step) => {
            if (h.snapshot.matches({ details: 'viewing' })) expect(h.snapshot.context.order?.id).toBe(step.event.orderId);
          },
          'orders.refundSubmitted': (step, from) => {
            if (step.event.amount === '500') {
              // Refused here, without a call: more than is left, and no reason.
              expect(h.snapshot.matches({ details: 'refundForm' })).toBe(true);
              expect(h.snapshot.context.refundFieldErrors).toEqual({
                amountCents: { code: 'amountAboveLeft', leftCents: refundableCents(from!.context.order!.lines[0]) },
                reason: { code: 'reasonMissing' },
              });
              expect(h.calls.refundLine?.filter((c) => !c.settled) ?? []).toEqual([]);
            }
          },
          'xstate.done.actor.recordDeskPayment': () => {
            const { order, results, outcome } = h.snapshot.context;
            expect(order).toEqual(DESK_PAID);
            expect(results.find((o) => o.id === 'order-unpaid')).toEqual(DESK_PAID);
            expect(outcome).toEqual({ kind: 'deskPayment', orderNumber: 1043, method: 'cash', amountCents: DESK_PAID.totalCents });
          },
          'xstate.error.actor.recordDeskPayment': (step) => {
            if (step.event.error.status !== 409) {
              expect(h.snapshot.matches({ details: 'deskPaymentForm' })).toBe(true);
              expect(h.snapshot.context.actionError?.message).toBe('The desk is down');
            }
          },
          'xstate.done.actor.refundLine': () => {
            expect(h.snapshot.context.order).toEqual(PARTLY_REFUNDED);
            expect(h.snapshot.context.outcome).toEqual({ kind: 'refund', orderNumber: 1042, lineId: 1, amountCents: 1000 });
          },
          'xstate.error.actor.refundLine': (step) => {
            if (step.event.error.status === 400) {
              expect(h.snapshot.context.refundFieldErrors).toEqual({ amountCents: { code: 'server', message: 'At most $67.80.' } });
              expect(h.snapshot.context.refundLineId).toBe(1);
            }
          },
          'xstate.done.actor.loadOrder': () => {
            expect(h.snapshot.context.actionError).toEqual(CONFLICT);
            expect(h.snapshot.context.order?.status).toBe(h.snapshot.context.order?.id === 'order-unpaid' ? 'expired' : 'paid');
          },
        },
      });
    });
  }
});

describe('order lookup machine', () => {
  it('searches the latest orders first, then once after typing pauses', async () => {
    const h = createHarness(orderLookupMachine, { input: {} }).start();
    expect(h.lastInput('searchOrders')).toEqual({ query: '' });
    await h.resolve('searchOrders', LATEST.items);
    for (const query of ['m', 'ma', 'maya ']) {
      h.send({ type: 'orders.queryChanged', query });
      vi.advanceTimersByTime(ORDER_SEARCH_DEBOUNCE_MS - 1);
    }
    expect(h.calls.searchOrders).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(h.calls.searchOrders).toHaveLength(2);
    expect(h.lastInput('searchOrders')).toEqual({ query: 'maya' });
  });

  it('keeps the open order while a new search replaces the results', async () => {
    const h = createHarness(orderLookupMachine, { input: {} }).start();
    await h.resolve('searchOrders', LATEST.items);
    h.send({ type: 'orders.selected', orderId: 'order-unpaid' });
    h.send({ type: 'orders.queryChanged', query: '1042' });
    vi.advanceTimersByTime(ORDER_SEARCH_DEBOUNCE_MS);
    await h.resolve('searchOrders', [PAID]);
    expect(h.snapshot.context.results).toEqual([PAID]);
    expect(h.snapshot.context.order).toEqual(UNPAID);
  });

  it('ignores a desk payment for an order that is not awaiting payment, and a refund of an unpaid line', async () => {
    const h = createHarness(orderLookupMachine, { input: {} }).start();
    await h.resolve('searchOrders', LATEST.items);
    h.send({ type: 'orders.selected', orderId: 'order-paid' });
    h.send({ type: 'orders.deskPaymentOpened' });
    expect(h.snapshot.matches({ details: 'viewing' })).toBe(true);
    h.send({ type: 'orders.selected', orderId: 'order-unpaid' });
    h.send({ type: 'orders.refundOpened', lineId: 1 });
    expect(h.snapshot.matches({ details: 'viewing' })).toBe(true);
    h.send({ type: 'orders.selected', orderId: 'not-listed' });
    expect(h.snapshot.context.order?.id).toBe('order-unpaid');
  });

  it('leaves a blank desk reference out', async () => {
    const h = createHarness(orderLookupMachine, { input: {} }).start();
    await h.resolve('searchOrders', LATEST.items);
    h.send({ type: 'orders.selected', orderId: 'order-unpaid' });
    h.send({ type: 'orders.deskPaymentOpened' });
    h.send({ type: 'orders.deskPaymentSubmitted', method: 'card_terminal', reference: '  ' });
    expect(h.lastInput('recordDeskPayment')).toEqual({ orderId: 'order-unpaid', method: 'card_terminal' });
  });
});

describe('refund amounts', () => {
  it('reads dollars as cents', () => {
    expect(dollarsToCents('12')).toBe(1200);
    expect(dollarsToCents('12.5')).toBe(1250);
    expect(dollarsToCents(' $12.05 ')).toBe(1205);
    expect(dollarsToCents('12.345')).toBeNull();
    expect(dollarsToCents('-1')).toBeNull();
    expect(dollarsToCents('twelve')).toBeNull();
  });

  it('reads dollars typed the French way', () => {
    expect(dollarsToCents('12,5')).toBe(1250);
    expect(dollarsToCents('12,05 $')).toBe(1205);
    expect(dollarsToCents('12,345')).toBeNull();
  });

  it('allows up to what is left of a paid line, and asks for a reason', () => {
    const line = anOrderLine({ status: 'partially_refunded', totalCents: 6780, refundedCents: 1000 });
    expect(refundableCents(line)).toBe(5780);
    expect(refundableCents(anOrderLine({ status: 'released' }))).toBe(0);
    expect(refundFieldErrors(line, '57.80', 'Rain')).toEqual({});
    expect(refundFieldErrors(line, '57.81', 'Rain')).toEqual({ amountCents: { code: 'amountAboveLeft', leftCents: 5780 } });
    expect(refundFieldErrors(line, '0', 'Rain')).toEqual({ amountCents: { code: 'amountNotPositive' } });
    expect(refundFieldErrors(line, 'abc', '')).toEqual({
      amountCents: { code: 'amountNotDollars' },
      reason: { code: 'reasonMissing' },
    });
  });
});
