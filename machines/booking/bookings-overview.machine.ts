import { assertEvent, assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import { errorOf, toApiError, type ApiError, shiftDate } from '../shared';
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
  /** The date the `watchAvailability` child listens to (restarted when the shown date changes). */
  watchedDate: string | null;
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
  | { type: 'overview.dialogClosed' }
  /** From `watchAvailability`: a booking of that date was made, cancelled, or a hold expired. */
  | { type: 'overview.changed'; date: string }
  /** From `refreshDay`: the shown day read again after a live change. */
  | { type: 'overview.dayRefreshed'; day: StaffDay };

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
    children: {} as {
      loadDay: 'loadDay';
      refreshDay: 'refreshDay';
      staffBook: 'staffBook';
      staffCancel: 'staffCancel';
      watchAvailability: 'watchAvailability';
    },
  },
  actors: {
    /** GET admin/bookings?date= */
    loadDay: fromPromise<StaffDay, { date: string }>(async () => {
      throw new Error('provide loadDay');
    }),
    /**
     * Runs while a day is shown, restarted when the date changes: sends `overview.changed` when that
     * date's bookings change (anyone books, cancels, a hold expires). The app listens to the server's stream.
     */
    watchAvailability: fromCallback<{ type: string }, { date: string }>(() => {}),
    /**
     * GET admin/bookings?date= again after a live change, in the background: sends
     * `overview.dayRefreshed` with the day (nothing on failure: the next change tries again).
     */
    refreshDay: fromCallback<{ type: string }, { date: string }>(() => {}),
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
    setDay: assign((_, day: StaffDay) => ({ day, error: null })),
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
    setBooked: assign((_, booking: Booking) => ({ outcome: { kind: 'booked' as const, booking }, request: null, prefill: null })),
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
    setCancelled: assign((_, result: CancelResult) => ({ outcome: { kind: 'cancelled' as const, result }, cancellation: null, cancelId: null })),
    watchDay: enqueueActions(({ context, enqueue }) => {
      if (context.watchedDate === context.date) return;
      if (context.watchedDate !== null) enqueue.stopChild('watchAvailability');
      enqueue.spawnChild('watchAvailability', { id: 'watchAvailability', input: { date: context.date } });
      enqueue.assign({ watchedDate: context.date });
    }),
    /** Reads the shown day again in the background: whatever state (an open dialog) stays as it is. */
    refreshDay: enqueueActions(({ context, enqueue }) => {
      enqueue.stopChild('refreshDay');
      enqueue.spawnChild('refreshDay', { id: 'refreshDay', input: { date: context.date } });
    }),

    setRefreshedDay: assign({ day: ({ event }) => (event.type === 'overview.dayRefreshed' ? event.day : null) }),
    closeDialog: assign({ actionError: null, cancelId: null, cancellation: null, request: null, prefill: null }),
  },
  guards: {
    isShownDay: ({ context, event }) => event.type === 'overview.dayRefreshed' && event.day.date === context.date && context.day !== null,
    isShownDate: ({ context, event }) => event.type === 'overview.changed' && event.date === context.date,
    isOtherDate: ({ context, event }) => event.type === 'overview.dateChanged' && event.date !== context.date,
    isLiveBooking: ({ context, event }) => event.type === 'overview.cancelOpened' && Boolean(context.day?.bookings.some((b) => b.id === event.id && b.live)),
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
    watchedDate: null,
  }),
  initial: 'loading',
  // Live changes of the shown day: read it again without leaving the state (an open dialog keeps its input).
  on: {
    'overview.changed': { guard: 'isShownDate', actions: 'refreshDay' },
    'overview.dayRefreshed': { guard: 'isShownDay', actions: 'setRefreshedDay' },
  },
  states: {
    loading: {
      tags: ['busy'],
      // Listen from before the read, so a change during it is not lost.
      entry: 'watchDay',
      invoke: {
        id: 'loadDay',
        src: 'loadDay',
        input: ({ context }) => ({ date: context.date }),
        onDone: { target: 'ready', actions: { type: 'setDay', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: 'setError' },
      },
      on: {
        // Another day while one loads: drop the stale answer.
        'overview.previousDay': { target: 'loading', reenter: true, actions: 'previousDay' },
        'overview.nextDay': { target: 'loading', reenter: true, actions: 'nextDay' },
        'overview.dateChanged': { guard: 'isOtherDate', target: 'loading', reenter: true, actions: 'setDate' },
        // The answer on its way may predate the change: ask again.
        'overview.changed': { guard: 'isShownDate', target: 'loading', reenter: true },
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
        onDone: { target: 'loading', actions: { type: 'setBooked', params: ({ event }) => event.output } },
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
        onDone: { target: 'loading', actions: { type: 'setCancelled', params: ({ event }) => event.output } },
        onError: { target: 'cancelForm', actions: 'setActionError' },
      },
    },
  },
});
