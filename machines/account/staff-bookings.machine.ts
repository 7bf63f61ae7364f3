import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorOf, toApiError, type ApiError } from '../shared';
import type { StaffBookingRow } from './staff-account-shapes';

/** Which bookings show: to come, or played and cancelled. */
export type StaffBookingScope = 'upcoming' | 'past';

export interface StaffBookingsInput {
  userId: number;
  scope?: StaffBookingScope;
}

export interface StaffBookingsContext {
  userId: number;
  scope: StaffBookingScope;
  /** Soonest first upcoming, latest first past, as the server sorts them. */
  bookings: StaffBookingRow[];
  error: ApiError | null;
}

export type StaffBookingsEvent = { type: 'staffBookings.scopeChanged'; scope: StaffBookingScope } | { type: 'staffBookings.retry' };

/**
 * Someone's court bookings on their staff page: read-only (staff cancel from the bookings
 * overview), upcoming or past. Changing the tab reads that list, dropping a read in flight.
 */
export const staffBookingsMachine = setup({
  types: {
    input: {} as StaffBookingsInput,
    context: {} as StaffBookingsContext,
    events: {} as StaffBookingsEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** GET staff/accounts/{userId}/bookings?scope= (the shape of bookings/mine). */
    loadBookings: fromPromise<StaffBookingRow[], { userId: number; scope: StaffBookingScope }>(async () => {
      throw new Error('provide loadBookings');
    }),
  },
  actions: {
    setScope: assign({
      scope: ({ event }) => {
        assertEvent(event, 'staffBookings.scopeChanged');
        return event.scope;
      },
      bookings: [],
      error: null,
    }),
    setBookings: assign((_, bookings: StaffBookingRow[]) => ({ bookings, error: null })),
    setError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
    clearError: assign({ error: null }),
  },
  guards: {
    isOtherScope: ({ context, event }) => event.type === 'staffBookings.scopeChanged' && event.scope !== context.scope,
  },
}).createMachine({
  id: 'staffBookings',
  context: ({ input }) => ({ userId: input.userId, scope: input.scope ?? 'upcoming', bookings: [], error: null }),
  initial: 'loading',
  on: {
    'staffBookings.scopeChanged': { guard: 'isOtherScope', target: '.loading', reenter: true, actions: 'setScope' },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadBookings',
        src: 'loadBookings',
        input: ({ context }) => ({ userId: context.userId, scope: context.scope }),
        onDone: { target: 'ready', actions: { type: 'setBookings', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: 'setError' },
      },
    },
    loadFailed: {
      on: { 'staffBookings.retry': { target: 'loading', actions: 'clearError' } },
    },
    ready: {},
  },
});
