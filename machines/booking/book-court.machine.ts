import { assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import { toApiError, type ApiError, isIsoDate } from '../shared';
import {
  EMPTY_SELECTION,
  courtBookingLine,
  courtsForSpan,
  isBookableSelection,
  isDateInWindow,
  maxHoursFrom,
  reconcileSelection,
  type BookingSelection,
  type CourtChoice,
  type DayAvailability,
} from './booking-selection';
import { confirmedOrderIn, lineFieldErrors, purchaseMachine, refusalIn, type Order, type PurchaseOutcome } from '../checkout';

export interface BookCourtInput {
  /** YYYY-MM-DD to show first: today in the venue's zone. */
  date: string;
  isLoggedIn: boolean;
  /**
   * A date and start the page was opened on (`/bookings?date=YYYY-MM-DD&start=HH:mm`, the home page's
   * free hours), as the address gave them: a valid date from today on is shown first, and a start
   * still free on it is chosen once the day is read.
   */
  requested?: { date?: string | null; startTime?: string | null };
}

export interface BookCourtContext {
  date: string;
  isLoggedIn: boolean;
  availability: DayAvailability | null;
  selection: BookingSelection;
  /** The server's 409 (its code and values), shown over the refreshed grid until the next choice. */
  conflict: ApiError | null;
  /** A failed load or booking (other than a conflict); the view words it from its code. */
  error: ApiError | null;
  /** 400 messages of the court line, keyed by its field (date, startTime, startsAt, hours, court). */
  fieldErrors: Record<string, string>;
  /** A free booking's order, confirmed without a checkout. */
  order: Order | null;
  /** Set when a live change took the member's chosen (not yet held) start: shown politely until the next choice. */
  taken: BookCourtNotice | null;
  /** The date the `watchAvailability` child listens to (it is restarted when the shown date changes). */
  watchedDate: string | null;
  /** The start ("HH:mm") the page was opened on, until the first read of its day says whether it is free. */
  requestedStart: string | null;
}

/** The message ids of the notices the machine raises (the view translates them). */
export type BookCourtNotice = 'booking.bookCourt.slotTaken' | 'booking.bookCourt.requestedGone';

/** What the page says when a live update took the member's chosen start. */
export const TAKEN_NOTICE: BookCourtNotice = 'booking.bookCourt.slotTaken';
/** What the page says when the start it was opened on is no longer free. */
export const REQUESTED_GONE_NOTICE: BookCourtNotice = 'booking.bookCourt.requestedGone';

const WALL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The date to show first: the one asked for when it is a date from today on, else today. */
function firstDate({ date, requested }: BookCourtInput): string {
  const asked = requested?.date;
  return asked && isIsoDate(asked) && asked >= date ? asked : date;
}

/** The first bookable slot starting at `startTime` (the autumn day's repeated hour: its first). */
const freeSlotAt = (day: DayAvailability, startTime: string | null) =>
  startTime === null ? undefined : day.slots.find((slot) => slot.startTime === startTime && slot.bookable);

export type BookCourtEvent =
  | { type: 'booking.dateChosen'; date: string }
  | { type: 'booking.slotChosen'; index: number; court?: CourtChoice }
  | { type: 'booking.hoursChosen'; hours: number }
  | { type: 'booking.courtChosen'; court: CourtChoice }
  | { type: 'booking.confirm' }
  | { type: 'session.loggedIn' }
  | { type: 'session.loggedOut' }
  | { type: 'booking.reload' }
  | { type: 'booking.bookAnother' }
  /** From `watchAvailability`: someone booked, cancelled or a hold expired on that date. */
  | { type: 'availability.changed'; date: string };

/** The longest span from `start` (up to `wanted` hours) on which `court` stays open; at least 1. */
function hoursKeepingCourt(day: DayAvailability, start: number, wanted: number, court: CourtChoice): number {
  const max = Math.min(wanted, maxHoursFrom(day, start));
  for (let hours = max; hours > 1; hours--) {
    const courts = courtsForSpan(day, start, hours);
    if (court === 'any' ? courts.length > 0 : courts.includes(court)) return hours;
  }
  return 1;
}

export const bookCourtMachine = setup({
  types: {
    input: {} as BookCourtInput,
    context: {} as BookCourtContext,
    events: {} as BookCourtEvent,
    tags: {} as 'busy',
    children: {} as { purchase: 'purchase'; watchAvailability: 'watchAvailability' },
  },
  actors: {
    /** GET /bookings/availability?date= */
    loadAvailability: fromPromise<DayAvailability, { date: string }>(async () => {
      throw new Error('provide loadAvailability');
    }),
    /**
     * Runs as long as the page: sends `session.loggedIn` / `session.loggedOut` when the app's session
     * changes, so the login gate knows whether to ask. The app subscribes to its session actor.
     */
    watchSession: fromCallback(() => {}),
    /**
     * Runs while a day is shown, restarted when the date changes: sends `availability.changed` when
     * that date's availability changes (anyone books, cancels, a hold expires). The app listens to
     * the server's event stream.
     */
    watchAvailability: fromCallback<{ type: string }, { date: string }>(() => {}),
    /** Who is buying (a visitor logs in on the way), then the order of one `court_booking` line; provide it with its login gate and checkout. */
    purchase: purchaseMachine,
  },
  actions: {
    setDate: assign(({ event }) => ({
      date: event.type === 'booking.dateChosen' ? event.date : '',
      selection: { ...EMPTY_SELECTION },
      conflict: null,
      error: null,
      fieldErrors: {},
      taken: null,
      requestedStart: null,
    })),
    refreshAvailability: assign(({ context }, day: DayAvailability) => {
      const selection = reconcileSelection(day, context.selection);
      const lost = context.selection.startIndex !== null && selection.startIndex === null;
      return { availability: day, selection, taken: lost ? TAKEN_NOTICE : context.taken };
    }),
    watchDay: enqueueActions(({ context, enqueue }) => {
      if (context.watchedDate === context.date) return;
      if (context.watchedDate !== null) enqueue.stopChild('watchAvailability');
      enqueue.spawnChild('watchAvailability', { id: 'watchAvailability', input: { date: context.date } });
      enqueue.assign({ watchedDate: context.date });
    }),
    setAvailability: assign(({ context }, day: DayAvailability) => {
      return { availability: day, date: day.date, selection: reconcileSelection(day, context.selection), error: null };
    }),
    /** The start the page was opened on is free: chosen, one hour on any court (the member adjusts). */
    chooseRequestedStart: assign(({ context }, day: DayAvailability) => {
      const slot = freeSlotAt(day, context.requestedStart)!;
      return { selection: { startIndex: slot.index, hours: 1, court: 'any' as const }, requestedStart: null };
    }),
    requestedStartGone: assign({ taken: REQUESTED_GONE_NOTICE, requestedStart: null }),
    setLoadError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    chooseSlot: assign(({ context, event }) => {
      if (event.type !== 'booking.slotChosen' || !context.availability) return {};
      const court = event.court ?? 'any';
      const hours = hoursKeepingCourt(context.availability, event.index, context.selection.hours, court);
      return { selection: { startIndex: event.index, hours, court }, conflict: null, error: null, fieldErrors: {}, taken: null };
    }),
    chooseHours: assign(({ context, event }) => {
      if (event.type !== 'booking.hoursChosen' || !context.availability || context.selection.startIndex === null) return {};
      const open = courtsForSpan(context.availability, context.selection.startIndex, event.hours);
      const { court } = context.selection;
      return {
        selection: { ...context.selection, hours: event.hours, court: court !== 'any' && !open.includes(court) ? 'any' : court },
        fieldErrors: {},
      };
    }),
    chooseCourt: assign(({ context, event }) =>
      event.type === 'booking.courtChosen' ? { selection: { ...context.selection, court: event.court }, fieldErrors: {} } : {},
    ),
    clearMessages: assign({ conflict: null, error: null, fieldErrors: {}, taken: null }),
    setLoggedIn: assign({ isLoggedIn: true }),
    setLoggedOut: assign({ isLoggedIn: false }),
    setOrder: assign((_, outcome: PurchaseOutcome) => ({ order: confirmedOrderIn(outcome) })),
    setConflict: assign((_, outcome: PurchaseOutcome) => ({ conflict: refusalIn(outcome) })),
    setOrderError: assign((_, params: { error: ApiError | null }) => ({ error: params.error, fieldErrors: lineFieldErrors(params.error, 0) })),
    startOver: assign({ selection: { ...EMPTY_SELECTION }, order: null, conflict: null, error: null, fieldErrors: {}, taken: null }),
  },
  guards: {
    isRequestedStartFree: ({ context }, day: DayAvailability) => freeSlotAt(day, context.requestedStart) !== undefined,
    hasRequestedStart: ({ context }) => context.requestedStart !== null,
    isShownDate: ({ context, event }) => event.type === 'availability.changed' && event.date === context.date,
    isDateAllowed: ({ context, event }) => event.type === 'booking.dateChosen' && isDateInWindow(context.availability, event.date),
    isSlotBookable: ({ context, event }) => {
      if (event.type !== 'booking.slotChosen') return false;
      const slot = context.availability?.slots.find((s) => s.index === event.index);
      if (!slot?.bookable) return false;
      return event.court === undefined || event.court === 'any' || slot.openCourts.includes(event.court);
    },
    isHoursAllowed: ({ context, event }) =>
      event.type === 'booking.hoursChosen' &&
      context.availability !== null &&
      context.selection.startIndex !== null &&
      Number.isInteger(event.hours) &&
      event.hours >= 1 &&
      event.hours <= maxHoursFrom(context.availability, context.selection.startIndex),
    isCourtOpenThroughout: ({ context, event }) =>
      event.type === 'booking.courtChosen' &&
      context.availability !== null &&
      context.selection.startIndex !== null &&
      (event.court === 'any' || courtsForSpan(context.availability, context.selection.startIndex, context.selection.hours).includes(event.court)),
    hasBookableChoice: ({ context }) => isBookableSelection(context.availability, context.selection),
    isConfirmed: (_, outcome: PurchaseOutcome) => outcome.result === 'confirmed',
    isAbandoned: (_, outcome: PurchaseOutcome) => outcome.result === 'abandoned',
    isRefused: (_, outcome: PurchaseOutcome) => outcome.result === 'refused',
    isConflict: (_, outcome: PurchaseOutcome) => outcome.result === 'refused' && outcome.error.status === 409,
  },
}).createMachine({
  id: 'bookCourt',
  context: ({ input }) => ({
    date: firstDate(input),
    isLoggedIn: input.isLoggedIn,
    availability: null,
    selection: { ...EMPTY_SELECTION },
    conflict: null,
    error: null,
    fieldErrors: {},
    order: null,
    taken: null,
    watchedDate: null,
    requestedStart: input.requested?.startTime && WALL_TIME.test(input.requested.startTime) ? input.requested.startTime : null,
  }),
  initial: 'loadingAvailability',
  invoke: { id: 'watchSession', src: 'watchSession' },
  on: {
    'session.loggedIn': { actions: 'setLoggedIn' },
    'session.loggedOut': { actions: 'setLoggedOut' },
  },
  states: {
    loadingAvailability: {
      tags: ['busy'],
      // Listen from before the read, so a change during it is heard (and the read made again).
      entry: 'watchDay',
      invoke: {
        id: 'loadAvailability',
        src: 'loadAvailability',
        input: ({ context }) => ({ date: context.date }),
        onDone: [
          // Opened on an hour (the home page's free hours): chosen if still free, else said so.
          {
            guard: { type: 'isRequestedStartFree', params: ({ event }) => event.output },
            target: 'ready',
            actions: [
              { type: 'setAvailability', params: ({ event }) => event.output },
              { type: 'chooseRequestedStart', params: ({ event }) => event.output },
            ],
          },
          { guard: 'hasRequestedStart', target: 'ready', actions: [{ type: 'setAvailability', params: ({ event }) => event.output }, 'requestedStartGone'] },
          { target: 'ready', actions: { type: 'setAvailability', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
      // The answer on its way may predate the change: ask again.
      on: { 'availability.changed': { guard: 'isShownDate', target: 'loadingAvailability', reenter: true } },
    },
    loadFailed: {
      on: {
        'booking.reload': { target: 'loadingAvailability' },
        'booking.dateChosen': { guard: 'isDateAllowed', target: 'loadingAvailability', actions: 'setDate' },
      },
    },
    ready: {
      // Again once loaded: the day answered may name another date than asked.
      entry: 'watchDay',
      on: {
        'availability.changed': { guard: 'isShownDate', target: 'refreshing' },
        'booking.dateChosen': { guard: 'isDateAllowed', target: 'loadingAvailability', actions: 'setDate' },
        'booking.slotChosen': { guard: 'isSlotBookable', actions: 'chooseSlot' },
        'booking.hoursChosen': { guard: 'isHoursAllowed', actions: 'chooseHours' },
        'booking.courtChosen': { guard: 'isCourtOpenThroughout', actions: 'chooseCourt' },
        'booking.reload': { target: 'loadingAvailability', actions: 'clearMessages' },
        'booking.confirm': { guard: 'hasBookableChoice', target: 'buying', actions: 'clearMessages' },
      },
    },
    // A live change: the grid stays on screen and usable while the day is read again; the choice
    // stays if it is still free (else `taken` says why it went).
    refreshing: {
      invoke: {
        id: 'loadAvailability',
        src: 'loadAvailability',
        input: ({ context }) => ({ date: context.date }),
        onDone: { target: 'ready', actions: { type: 'refreshAvailability', params: ({ event }) => event.output } },
        // Keep the grid as it was; the next change (or the member) tries again.
        onError: { target: 'ready' },
      },
      on: {
        'availability.changed': { guard: 'isShownDate', target: 'refreshing', reenter: true },
        'booking.dateChosen': { guard: 'isDateAllowed', target: 'loadingAvailability', actions: 'setDate' },
        'booking.slotChosen': { guard: 'isSlotBookable', actions: 'chooseSlot' },
      },
    },
    // The purchase child: a visitor logs in (the choice stays in context, so it carries on with exactly
    // what was picked), then the order is placed and the browser leaves for the payment page.
    buying: {
      invoke: {
        id: 'purchase',
        src: 'purchase',
        input: ({ context }) => ({
          isLoggedIn: context.isLoggedIn,
          offer: { kind: 'order' as const, lines: [courtBookingLine(context.availability!, context.selection)] },
        }),
        onDone: [
          {
            guard: { type: 'isConfirmed', params: ({ event }) => event.output },
            target: 'booked',
            actions: { type: 'setOrder', params: ({ event }) => event.output },
          },
          // Back from the payment page (history) and starting over; the hold ends on its own.
          { guard: { type: 'isAbandoned', params: ({ event }) => event.output }, target: 'loadingAvailability', actions: 'startOver' },
          // Someone else got there first: show their grid as it is now, with the server's words.
          {
            guard: { type: 'isConflict', params: ({ event }) => event.output },
            target: 'loadingAvailability',
            actions: { type: 'setConflict', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'isRefused', params: ({ event }) => event.output },
            target: 'ready',
            actions: { type: 'setOrderError', params: ({ event }) => ({ error: refusalIn(event.output) }) },
          },
          // The visitor closed the login: the choice is still on screen.
          { target: 'ready' },
        ],
        onError: { target: 'ready', actions: { type: 'setOrderError', params: ({ event }) => ({ error: toApiError(event.error) }) } },
      },
    },
    /** A free booking, confirmed without a checkout. */
    booked: {
      on: { 'booking.bookAnother': { target: 'loadingAvailability', actions: 'startOver' } },
    },
  },
});
