import { and, assign, fromPromise, setup } from 'xstate';
import { errorOf, hasStatus, toApiError } from './api-error';
import {
  EMPTY_SELECTION,
  courtsForSpan,
  holdRequest,
  isBookableSelection,
  isDateInWindow,
  maxHoursFrom,
  reconcileSelection,
  type BookingSelection,
  type CourtChoice,
  type DayAvailability,
  type HoldRequest,
  type HoldResult,
} from './booking-selection';

export interface BookCourtInput {
  /** YYYY-MM-DD to show first: today in the venue's zone. */
  date: string;
  isLoggedIn: boolean;
}

export interface BookCourtContext {
  date: string;
  isLoggedIn: boolean;
  availability: DayAvailability | null;
  selection: BookingSelection;
  /** The server's 409 message, shown over the refreshed grid until the next choice. */
  conflict: string | null;
  /** A failed load or booking (other than a conflict). */
  error: string | null;
  /** 400 messages keyed by body field (date, startTime, hours, court). */
  fieldErrors: Record<string, string>;
  /** The 201 answer: a hold on its way to checkout, or a free booking already confirmed. */
  hold: HoldResult | null;
}

export type BookCourtEvent =
  | { type: 'booking.dateChosen'; date: string }
  | { type: 'booking.slotChosen'; index: number; court?: CourtChoice }
  | { type: 'booking.hoursChosen'; hours: number }
  | { type: 'booking.courtChosen'; court: CourtChoice }
  | { type: 'booking.confirm' }
  | { type: 'booking.loggedIn' }
  | { type: 'booking.loggedOut' }
  | { type: 'booking.loginCancelled' }
  | { type: 'booking.reload' }
  | { type: 'booking.bookAnother' };

const outputOf = <T>(event: { type: string }) => (event as { output?: T }).output as T;

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
  },
  actors: {
    /** GET /bookings/availability?date= */
    loadAvailability: fromPromise<DayAvailability, { date: string }>(async () => {
      throw new Error('provide loadAvailability');
    }),
    /** POST /bookings: a hold with a checkout URL, or a free booking confirmed at once. */
    holdBooking: fromPromise<HoldResult, HoldRequest>(async () => {
      throw new Error('provide holdBooking');
    }),
  },
  actions: {
    /** Open the login modal; the app sends booking.loggedIn once the visitor has logged in. */
    requestLogin: () => {},
    /** Send the browser to `context.hold.checkoutUrl`. */
    goToCheckout: () => {},
    setDate: assign(({ event }) => ({
      date: event.type === 'booking.dateChosen' ? event.date : '',
      selection: { ...EMPTY_SELECTION },
      conflict: null,
      error: null,
      fieldErrors: {},
    })),
    setAvailability: assign(({ context, event }) => {
      const day = outputOf<DayAvailability>(event);
      return { availability: day, date: day.date, selection: reconcileSelection(day, context.selection), error: null };
    }),
    setLoadError: assign({ error: ({ event }) => toApiError(errorOf(event)).message }),
    chooseSlot: assign(({ context, event }) => {
      if (event.type !== 'booking.slotChosen' || !context.availability) return {};
      const court = event.court ?? 'any';
      const hours = hoursKeepingCourt(context.availability, event.index, context.selection.hours, court);
      return { selection: { startIndex: event.index, hours, court }, conflict: null, error: null, fieldErrors: {} };
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
    clearMessages: assign({ conflict: null, error: null, fieldErrors: {} }),
    setLoggedIn: assign({ isLoggedIn: true }),
    setLoggedOut: assign({ isLoggedIn: false }),
    setHold: assign({ hold: ({ event }) => outputOf<HoldResult>(event) }),
    setConflict: assign({ conflict: ({ event }) => toApiError(errorOf(event)).message }),
    setHoldError: assign(({ event }) => {
      const error = toApiError(errorOf(event));
      return { error: error.message, fieldErrors: error.fields ?? {} };
    }),
    startOver: assign({ selection: { ...EMPTY_SELECTION }, hold: null, conflict: null, error: null, fieldErrors: {} }),
  },
  guards: {
    isLoggedIn: ({ context }) => context.isLoggedIn,
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
      (event.court === 'any' ||
        courtsForSpan(context.availability, context.selection.startIndex, context.selection.hours).includes(event.court)),
    hasBookableChoice: ({ context }) => isBookableSelection(context.availability, context.selection),
    needsCheckout: ({ event }) => Boolean(outputOf<HoldResult>(event)?.checkoutUrl),
    isConflict: ({ event }) => hasStatus(errorOf(event), 409),
  },
}).createMachine({
  id: 'bookCourt',
  context: ({ input }) => ({
    date: input.date,
    isLoggedIn: input.isLoggedIn,
    availability: null,
    selection: { ...EMPTY_SELECTION },
    conflict: null,
    error: null,
    fieldErrors: {},
    hold: null,
  }),
  initial: 'loadingAvailability',
  on: {
    'booking.loggedIn': { actions: 'setLoggedIn' },
    'booking.loggedOut': { actions: 'setLoggedOut' },
  },
  states: {
    loadingAvailability: {
      tags: ['busy'],
      invoke: {
        id: 'loadAvailability',
        src: 'loadAvailability',
        input: ({ context }) => ({ date: context.date }),
        onDone: { target: 'ready', actions: 'setAvailability' },
        onError: { target: 'loadFailed', actions: 'setLoadError' },
      },
    },
    loadFailed: {
      on: {
        'booking.reload': { target: 'loadingAvailability' },
        'booking.dateChosen': { guard: 'isDateAllowed', target: 'loadingAvailability', actions: 'setDate' },
      },
    },
    ready: {
      on: {
        'booking.dateChosen': { guard: 'isDateAllowed', target: 'loadingAvailability', actions: 'setDate' },
        'booking.slotChosen': { guard: 'isSlotBookable', actions: 'chooseSlot' },
        'booking.hoursChosen': { guard: 'isHoursAllowed', actions: 'chooseHours' },
        'booking.courtChosen': { guard: 'isCourtOpenThroughout', actions: 'chooseCourt' },
        'booking.reload': { target: 'loadingAvailability', actions: 'clearMessages' },
        'booking.confirm': [
          { guard: and(['hasBookableChoice', 'isLoggedIn']), target: 'holding', actions: 'clearMessages' },
          { guard: 'hasBookableChoice', target: 'waitingForLogin', actions: ['clearMessages', 'requestLogin'] },
        ],
      },
    },
    // The choice stays in context, so logging in carries on with exactly what was picked.
    waitingForLogin: {
      on: {
        'booking.loggedIn': { target: 'holding', actions: 'setLoggedIn' },
        'booking.loginCancelled': { target: 'ready' },
      },
    },
    holding: {
      tags: ['busy'],
      invoke: {
        id: 'holdBooking',
        src: 'holdBooking',
        input: ({ context }) => holdRequest(context.availability!, context.selection),
        onDone: [
          { guard: 'needsCheckout', target: 'redirecting', actions: ['setHold', 'goToCheckout'] },
          { target: 'booked', actions: 'setHold' },
        ],
        onError: [
          // Someone else got there first: show their grid as it is now, with the server's words.
          { guard: 'isConflict', target: 'loadingAvailability', actions: 'setConflict' },
          { target: 'ready', actions: 'setHoldError' },
        ],
      },
    },
    // The browser is leaving for the payment page; if it comes back (history), start over.
    redirecting: {
      on: { 'booking.bookAnother': { target: 'loadingAvailability', actions: 'startOver' } },
    },
    /** A free booking, confirmed without a checkout. */
    booked: {
      on: { 'booking.bookAnother': { target: 'loadingAvailability', actions: 'startOver' } },
    },
  },
});
