import { describe, expect, it } from 'vitest';
import { myBookingsMachine } from '@machines/booking/my-bookings.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import { booking } from './booking-fixtures';
import { anOrder } from '../checkout/order-fixtures';

const UPCOMING = [booking({ id: 1 })];
const PAST = [booking({ id: 9, date: '2026-01-03', status: 'cancelled' })];
const HELD = booking({ id: 2, status: 'held', checkoutUrl: 'http://localhost:3000/api/payments/local/checkout/lcs_2' });
const PAID_MEANWHILE = { status: 409, message: 'This booking has been paid: it is yours. Cancel it instead if you no longer need it.' };

describe('my bookings model', () => {
  const model = createMachineTestModel(myBookingsMachine, {
    input: {},
    events: (s) => [
      { type: 'myBookings.tabChanged', tab: 'past' },
      { type: 'myBookings.tabChanged', tab: 'upcoming' },
      { type: 'myBookings.receiptOpened', orderId: 'order-1' },
      // The server answers the list of the scope asked for.
      { type: 'xstate.done.actor.loadBookings', output: s.context.tab === 'past' ? PAST : UPCOMING },
      { type: 'xstate.error.actor.loadBookings', error: { status: 500, message: 'Bookings are down' } },
      { type: 'xstate.done.actor.loadOrder', output: anOrder() },
      { type: 'xstate.error.actor.loadOrder', error: { status: 404, message: 'No such order.' } },
      { type: 'myBookings.releaseAsked', booking: HELD },
      { type: 'xstate.done.actor.releaseBooking', output: { ...HELD, status: 'expired', checkoutUrl: null } },
      { type: 'xstate.error.actor.releaseBooking', error: PAID_MEANWHILE },
      { type: 'xstate.error.actor.releaseBooking', error: { status: 500, message: 'Release is down' } },
    ],
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(myBookingsMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(myBookingsMachine, { input: {} });
      const expectListAfterRelease = (from: ReturnType<typeof h.actor.getSnapshot> | undefined, reloads: boolean) => {
        const before = (from!.value as { list: string }).list;
        expect(h.snapshot.matches({ list: reloads && before !== 'loading' ? 'loading' : before } as never)).toBe(true);
      };
      await runPath(path, h, {
        states: {
          'list.loading': (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('loadBookings')).toEqual({ scope: s.context.tab });
          },
          'list.ready': (s) => {
            expect(s.context.error).toBeNull();
            expect(s.context.bookings).toEqual(s.context.tab === 'past' ? PAST : UPCOMING);
          },
          'list.loadFailed': (s) => expect(s.context.error?.message).toBe('Bookings are down'),
          'receipt.closed': (s) => expect(s.context.receipt).toEqual({ orderId: null, order: null, error: null }),
          'receipt.loading': (s) => {
            expect(h.lastInput('loadOrder')).toEqual({ orderId: 'order-1' });
            expect(s.context.receipt.error).toBeNull();
          },
          'receipt.shown': (s) => expect(s.context.receipt.order?.payments).toHaveLength(1),
          'receipt.failed': (s) => expect(s.context.receipt.error).toEqual({ status: 404, message: 'No such order.' }),
          'release.idle': (s) => expect(s.context.release).toEqual({ booking: null, error: null }),
          'release.confirming': (s) => {
            expect(s.context.release).toEqual({ booking: HELD, error: null });
            expect(s.can({ type: 'myBookings.releaseConfirmed' })).toBe(true);
          },
          'release.releasing': (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('releaseBooking')).toEqual({ bookingId: 2 });
          },
          'release.failed': (s) => {
            const error = s.context.release.error;
            expect([PAID_MEANWHILE.message, 'Release is down']).toContain(error?.message);
            // Paid meanwhile will not change by asking again; a failure might.
            expect(s.can({ type: 'myBookings.releaseConfirmed' })).toBe(error?.status !== 409);
          },
        },
        events: {
          // Released, or paid meanwhile (409): the list asks the server again; any other failure leaves it.
          'xstate.done.actor.releaseBooking': (_, from) => expectListAfterRelease(from, true),
          'xstate.error.actor.releaseBooking': (step, from) => expectListAfterRelease(from, step.event.error.status === 409),
        },
      });
    });
  }
});

describe('my bookings machine', () => {
  it('switching tabs while loading drops the stale list', async () => {
    const h = createHarness(myBookingsMachine, { input: {} }).start();
    h.send({ type: 'myBookings.tabChanged', tab: 'past' });
    expect(h.calls.loadBookings?.[0]?.settled).toBe(false);
    await h.resolve('loadBookings', PAST);
    expect(h.snapshot.context.bookings).toEqual(PAST);
    expect(h.lastInput('loadBookings')).toEqual({ scope: 'past' });
  });

  it('reload asks for the same tab again and replaces the rows', async () => {
    const h = createHarness(myBookingsMachine, { input: { tab: 'past' } }).start();
    await h.resolve('loadBookings', PAST);
    h.send({ type: 'myBookings.reload' });
    expect(h.snapshot.context.bookings).toEqual(PAST); // kept while reloading
    await h.resolve('loadBookings', []);
    expect(h.snapshot.context.bookings).toEqual([]);
    expect(h.calls.loadBookings?.map((c) => c.input)).toEqual([{ scope: 'past' }, { scope: 'past' }]);
  });

  it('the receipt opens while the list loads, independently', async () => {
    const h = createHarness(myBookingsMachine, { input: {} }).start();
    h.send({ type: 'myBookings.receiptOpened', orderId: 'o-7' });
    expect(h.snapshot.matches({ list: 'loading', receipt: 'loading' })).toBe(true);
    await h.resolve('loadOrder', anOrder({ id: 'o-7' }));
    expect(h.snapshot.matches({ list: 'loading', receipt: 'shown' })).toBe(true);
  });
});

describe('my bookings release', () => {
  it('confirming releases the held booking, closes the dialog and reloads the list', async () => {
    const h = createHarness(myBookingsMachine, { input: {} }).start();
    await h.resolve('loadBookings', [...UPCOMING, HELD]);
    h.send({ type: 'myBookings.releaseAsked', booking: HELD });
    h.send({ type: 'myBookings.releaseConfirmed' });
    expect(h.lastInput('releaseBooking')).toEqual({ bookingId: 2 });
    await h.resolve('releaseBooking', { ...HELD, status: 'expired' });
    expect(h.snapshot.matches({ list: 'loading', release: 'idle' })).toBe(true);
    await h.resolve('loadBookings', UPCOMING);
    expect(h.snapshot.context.bookings).toEqual(UPCOMING);
  });

  it('paid meanwhile (409): says so, offers no retry, and reloads the list', async () => {
    const h = createHarness(myBookingsMachine, { input: {} }).start();
    await h.resolve('loadBookings', [HELD]);
    h.send({ type: 'myBookings.releaseAsked', booking: HELD });
    h.send({ type: 'myBookings.releaseConfirmed' });
    await h.reject('releaseBooking', PAID_MEANWHILE);
    expect(h.snapshot.matches({ list: 'loading', release: 'failed' })).toBe(true);
    expect(h.snapshot.context.release.error?.message).toBe(PAID_MEANWHILE.message);
    expect(h.snapshot.can({ type: 'myBookings.releaseConfirmed' })).toBe(false);
    h.send({ type: 'myBookings.releaseDismissed' });
    expect(h.snapshot.context.release).toEqual({ booking: null, error: null });
  });
});
