import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorOf, toApiError, type ApiError } from '../shared/api-error';
import { shiftDate } from '../shared/iso-date';
import type { Booking, CancelResult, StaffBookingRequest, StaffDay } from './booking-shapes';

export interface StaffCancellation {
  id: number;
  refund: boolean;
  reason?: string;
}

/** The court and hour a free grid cell stands for; the book dialog starts from it. */
interface BookPrefill {
  court: number;
  /** "HH:mm", as the API takes it. */
  startTime: string;
}

export type OverviewOutcome = { kind: 'booked'; booking: Booking } | { kind: 'cancelled'; result: CancelResult };

export interface BookingsOverviewInput {
  /** The venue's date to show first, "YYYY-MM-DD" (the app passes today in the venue's zone). */
  date: string;
}

export interface BookingsOverviewContext {
  date: string;
  /** The last day loaded; kept while another loads, so the grid does not flash. */
  day: StaffDay | null;
  /** Why the day could not be loaded. */
  error: ApiError | null;
  /** Why the last book or cancel failed (shown in its dialog). */
  actionError: ApiError | null;
  /** The booking being cancelled (its id) while the cancel dialog is open. */
  cancelId: number | null;
  request: StaffBookingRequest | null;
  cancellation: StaffCancellation | null;
  /** The free cell the book dialog was opened from (null: opened from the Book button). */
  prefill: BookPrefill | null;
  /** What the last book or cancel did, for a success message. */
  outcome: OverviewOutcome | null;
}

export type BookingsOverviewEvent =
  | { type: 'overview.previousDay' }
  | { type: 'overview.nextDay' }
  | { type: 'overview.dateChanged'; date: string }
  | { type: 'overview.reload' }
  | { type: 'overview.bookOpened' }
  | { type: 'overview.freeCellChosen'; court: number; startTime: string }
  | { type: 'overview.bookSubmitted'; request: StaffBookingRequest }
  | { type: 'overview.cancelOpened'; id: number }
  | { type: 'overview.cancelSubmitted'; refund: boolean; reason?: string }
  | { type: 'overview.dialogClosed' };

const NAVIGATION = {
  'overview.previousDay': { target: '#bookingsOverview.loading', actions: ['previousDay', 'clearOutcome'] },
  'overview.nextDay': { target: '#bookingsOverview.loading', actions: ['nextDay', 'clearOutcome'] },
  'overview.dateChanged': { guard: 'isOtherDate', target: '#bookingsOverview.loading', actions: ['setDate', 'clearOutcome'] },
} as const;

/** Staff: one day of every court (who, status, amount), booking on someone's behalf, cancelling. */
export const bookingsOverviewMachine = setup({
  types: {
    input: {} as BookingsOverviewInput,
    context: {} as BookingsOverviewContext,
    events: {} as BookingsOverviewEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** GET admin/bookings?date= */
    loadDay: fromPromise<StaffDay, { date: string }>(async () => {
      throw new Error('provide loadDay');
    }),
    /** POST admin/bookings */
    staffBook: fromPromise<Booking, StaffBookingRequest>(async () => {
      throw new Error('provide staffBook');
    }),
    /** POST admin/bookings/{id}/cancel { refund, reason? } */
    staffCancel: fromPromise<CancelResult, StaffCancellation>(async () => {
      throw new Error('provide staffCancel');
    }),
  },
  actions: {
    previousDay: assign({ date: ({ context }) => shiftDate(context.date, -1) }),
    nextDay: assign({ date: ({ context }) => shiftDate(context.date, 1) }),
    setDate: assign({ date: ({ context, event }) => (event.type === 'overview.dateChanged' ? event.date : context.date) }),
    setDay: assign({ day: ({ event }) => (event as { output?: StaffDay }).output ?? null, error: null }),
    setError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
    clearError: assign({ error: null }),
    setActionError: assign({ actionError: ({ event }) => toApiError(errorOf(event)) }),
    clearOutcome: assign({ outcome: null }),
    openBook: assign({ outcome: null, actionError: null, request: null, prefill: null }),
    openBookAt: assign({
      outcome: null,
      actionError: null,
      request: null,
      prefill: ({ event }) => {
        assertEvent(event, 'overview.freeCellChosen');
        return { court: event.court, startTime: event.startTime };
      },
    }),
    setRequest: assign({
      request: ({ event }) => {
        assertEvent(event, 'overview.bookSubmitted');
        return event.request;
      },
      actionError: null,
    }),
    setBooked: assign({
      outcome: ({ event }) => ({ kind: 'booked' as const, booking: (event as unknown as { output: Booking }).output }),
      request: null,
      prefill: null,
    }),
    openCancel: assign({
      cancelId: ({ event }) => {
        assertEvent(event, 'overview.cancelOpened');
        return event.id;
      },
      outcome: null,
      actionError: null,
    }),
    setCancellation: assign({
      cancellation: ({ context, event }) => {
        assertEvent(event, 'overview.cancelSubmitted');
        const reason = event.reason?.trim();
        return { id: context.cancelId!, refund: event.refund, ...(reason ? { reason } : {}) };
      },
      actionError: null,
    }),
    setCancelled: assign({
      outcome: ({ event }) => ({ kind: 'cancelled' as const, result: (event as unknown as { output: CancelResult }).output }),
      cancellation: null,
      cancelId: null,
    }),
    closeDialog: assign({ actionError: null, cancelId: null, cancellation: null, request: null, prefill: null }),
  },
  guards: {
    isOtherDate: ({ context, event }) => event.type === 'overview.dateChanged' && event.date !== context.date,
    isLiveBooking: ({ context, event }) =>
      event.type === 'overview.cancelOpened' && Boolean(context.day?.bookings.some((b) => b.id === event.id && b.live)),
    /** The chosen cell is a court and hour of the loaded day with nothing on it. */
    isFreeCell: ({ context, event }) => {
      if (event.type !== 'overview.freeCellChosen' || !context.day) return false;
      const slot = context.day.slots.findIndex((s) => s.startTime === event.startTime);
      const column = context.day.grid.find((c) => c.court === event.court);
      return slot >= 0 && column !== undefined && (column.cells[slot] ?? null) === null;
    },
  },
}).createMachine({
  id: 'bookingsOverview',
  context: ({ input }) => ({
    date: input.date,
    day: null,
    error: null,
    actionError: null,
    cancelId: null,
    request: null,
    cancellation: null,
    prefill: null,
    outcome: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadDay',
        src: 'loadDay',
        input: ({ context }) => ({ date: context.date }),
        onDone: { target: 'ready', actions: 'setDay' },
        onError: { target: 'loadFailed', actions: 'setError' },
      },
      on: {
        // Another day while one loads: drop the stale answer.
        'overview.previousDay': { target: 'loading', reenter: true, actions: 'previousDay' },
        'overview.nextDay': { target: 'loading', reenter: true, actions: 'nextDay' },
        'overview.dateChanged': { guard: 'isOtherDate', target: 'loading', reenter: true, actions: 'setDate' },
      },
    },
    loadFailed: {
      on: {
        ...NAVIGATION,
        'overview.reload': { target: 'loading', actions: 'clearError' },
      },
    },
    ready: {
      on: {
        ...NAVIGATION,
        'overview.reload': { target: 'loading', actions: 'clearOutcome' },
        'overview.bookOpened': { target: 'bookForm', actions: 'openBook' },
        'overview.freeCellChosen': { guard: 'isFreeCell', target: 'bookForm', actions: 'openBookAt' },
        'overview.cancelOpened': { guard: 'isLiveBooking', target: 'cancelForm', actions: 'openCancel' },
      },
    },
    // The form itself (member search, fields, validation) is the staff booking form machine.
    bookForm: {
      on: {
        'overview.bookSubmitted': { target: 'booking', actions: 'setRequest' },
        'overview.dialogClosed': { target: 'ready', actions: 'closeDialog' },
      },
    },
    booking: {
      tags: ['busy'],
      invoke: {
        id: 'staffBook',
        src: 'staffBook',
        input: ({ context }) => context.request!,
        // The grid reloads to show the new booking.
        onDone: { target: 'loading', actions: 'setBooked' },
        onError: { target: 'bookForm', actions: 'setActionError' },
      },
    },
    cancelForm: {
      on: {
        'overview.cancelSubmitted': { target: 'cancelling', actions: 'setCancellation' },
        'overview.dialogClosed': { target: 'ready', actions: 'closeDialog' },
      },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'staffCancel',
        src: 'staffCancel',
        input: ({ context }) => context.cancellation!,
        onDone: { target: 'loading', actions: 'setCancelled' },
        onError: { target: 'cancelForm', actions: 'setActionError' },
      },
    },
  },
});
