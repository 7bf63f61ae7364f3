import { assertEvent, assign, fromPromise, raise, setup } from 'xstate';
import { errorOf, hasStatus, toApiError, type ApiError } from '../shared';
import type { Booking, BookingScope } from './booking-shapes';
import type { Order } from '../checkout';

export interface MyBookingsInput {
  tab?: BookingScope;
}

export interface MyBookingsContext {
  /** Which list shows: Upcoming or Past. */
  tab: BookingScope;
  /** The bookings of `tab` (soonest first upcoming, latest first past, as the server sorts them). */
  bookings: Booking[];
  /** The last failed load. */
  error: ApiError | null;
  /** The order whose receipt is open, its answer, and why it could not be loaded. */
  receipt: { orderId: string | null; order: Order | null; error: ApiError | null };
  /** The held booking the member is letting go of, and why that failed (a 409: it was paid meanwhile). */
  release: { booking: Booking | null; error: ApiError | null };
}

export type MyBookingsEvent =
  | { type: 'myBookings.tabChanged'; tab: BookingScope }
  | { type: 'myBookings.reload' }
  | { type: 'myBookings.receiptOpened'; orderId: string }
  | { type: 'myBookings.receiptClosed' }
  | { type: 'myBookings.receiptRetry' }
  | { type: 'myBookings.releaseAsked'; booking: Booking }
  | { type: 'myBookings.releaseConfirmed' }
  | { type: 'myBookings.releaseDismissed' };

const NO_RECEIPT = { orderId: null, order: null, error: null };
const NO_RELEASE = { booking: null, error: null };

/**
 * A member's bookings (Upcoming | Past) and, beside the list, the receipt dialog of one order and
 * the release of a held booking (confirm, then the checkout closes and the court is free at once).
 */
export const myBookingsMachine = setup({
  types: {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- setup() takes the input type from this assertion
    input: {} as MyBookingsInput,
    context: {} as MyBookingsContext,
    events: {} as MyBookingsEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** GET bookings/mine?scope= */
    loadBookings: fromPromise<Booking[], { scope: BookingScope }>(async () => {
      throw new Error('provide loadBookings');
    }),
    /** GET orders/{id} */
    loadOrder: fromPromise<Order, { orderId: string }>(async () => {
      throw new Error('provide loadOrder');
    }),
    /** POST bookings/{id}/release: answers the booking, now 'expired'; 409 when it was paid meanwhile. */
    releaseBooking: fromPromise<Booking, { bookingId: number }>(async () => {
      throw new Error('provide releaseBooking');
    }),
  },
  actions: {
    setTab: assign(({ context, event }) => {
      assertEvent(event, 'myBookings.tabChanged');
      // Another tab's rows would be the wrong list: show none until it loads.
      return event.tab === context.tab ? {} : { tab: event.tab, bookings: [] };
    }),
    setBookings: assign((_, bookings: Booking[]) => ({ bookings, error: null })),
    setError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
    clearError: assign({ error: null }),
    openReceipt: assign({
      receipt: ({ event }) => {
        assertEvent(event, 'myBookings.receiptOpened');
        return { orderId: event.orderId, order: null, error: null };
      },
    }),
    setOrder: assign(({ context }, order: Order) => ({ receipt: { ...context.receipt, order, error: null } })),
    setOrderError: assign({ receipt: ({ context, event }) => ({ ...context.receipt, error: toApiError(errorOf(event)) }) }),
    clearOrderError: assign({ receipt: ({ context }) => ({ ...context.receipt, error: null }) }),
    closeReceipt: assign({ receipt: NO_RECEIPT }),
    askRelease: assign({
      release: ({ event }) => {
        assertEvent(event, 'myBookings.releaseAsked');
        return { booking: event.booking, error: null };
      },
    }),
    setReleaseError: assign({ release: ({ context, event }) => ({ ...context.release, error: toApiError(errorOf(event)) }) }),
    clearRelease: assign({ release: NO_RELEASE }),
    // The list shows what the server now holds: the court released, or paid after all.
    reloadList: raise({ type: 'myBookings.reload' }),
  },
  guards: {
    isConflict: ({ event }) => hasStatus(errorOf(event), 409),
    /** A 409 will not change by asking again; anything else may. */
    canRetryRelease: ({ context }) => context.release.error?.status !== 409,
  },
}).createMachine({
  id: 'myBookings',
  context: ({ input }) => ({ tab: input?.tab ?? 'upcoming', bookings: [], error: null, receipt: NO_RECEIPT, release: NO_RELEASE }),
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadBookings',
            src: 'loadBookings',
            input: ({ context }) => ({ scope: context.tab }),
            onDone: { target: 'ready', actions: { type: 'setBookings', params: ({ event }) => event.output } },
            onError: { target: 'loadFailed', actions: 'setError' },
          },
          on: {
            // Switching tabs drops the load in flight and asks for the other list.
            'myBookings.tabChanged': { target: 'loading', reenter: true, actions: 'setTab' },
          },
        },
        ready: {
          on: {
            'myBookings.tabChanged': { target: 'loading', actions: 'setTab' },
            // e.g. after a cancellation.
            'myBookings.reload': { target: 'loading' },
          },
        },
        loadFailed: {
          on: {
            'myBookings.tabChanged': { target: 'loading', actions: ['setTab', 'clearError'] },
            'myBookings.reload': { target: 'loading', actions: 'clearError' },
          },
        },
      },
    },
    receipt: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'myBookings.receiptOpened': { target: 'loading', actions: 'openReceipt' } },
        },
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadOrder',
            src: 'loadOrder',
            input: ({ context }) => ({ orderId: context.receipt.orderId! }),
            onDone: { target: 'shown', actions: { type: 'setOrder', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: 'setOrderError' },
          },
          on: { 'myBookings.receiptClosed': { target: 'closed', actions: 'closeReceipt' } },
        },
        shown: {
          on: { 'myBookings.receiptClosed': { target: 'closed', actions: 'closeReceipt' } },
        },
        failed: {
          on: {
            'myBookings.receiptRetry': { target: 'loading', actions: 'clearOrderError' },
            'myBookings.receiptClosed': { target: 'closed', actions: 'closeReceipt' },
          },
        },
      },
    },
    release: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'myBookings.releaseAsked': { target: 'confirming', actions: 'askRelease' } },
        },
        confirming: {
          on: {
            'myBookings.releaseConfirmed': { target: 'releasing' },
            'myBookings.releaseDismissed': { target: 'idle', actions: 'clearRelease' },
          },
        },
        releasing: {
          tags: ['busy'],
          invoke: {
            id: 'releaseBooking',
            src: 'releaseBooking',
            input: ({ context }) => ({ bookingId: context.release.booking!.id }),
            onDone: { target: 'idle', actions: ['clearRelease', 'reloadList'] },
            onError: [
              { guard: 'isConflict', target: 'failed', actions: ['setReleaseError', 'reloadList'] },
              { target: 'failed', actions: 'setReleaseError' },
            ],
          },
        },
        failed: {
          on: {
            'myBookings.releaseConfirmed': { target: 'releasing', guard: 'canRetryRelease' },
            'myBookings.releaseDismissed': { target: 'idle', actions: 'clearRelease' },
          },
        },
      },
    },
  },
});
