import { assign, fromPromise, setup } from 'xstate';
import { errorOf, toApiError, type ApiError, isIsoDate } from '../shared';
import type { StaffBookingRequest } from './booking-shapes';

/** An account staff can book for (from the users search). */
export interface MemberOption {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

export type StaffBookingKind = StaffBookingRequest['kind'];
type StaffBookingTextField = 'name' | 'email' | 'reason' | 'date' | 'startTime';

/** Wait after the last keystroke before searching members (the `searchDebounce` delay). */
export const MEMBER_SEARCH_DEBOUNCE_MS = 300;

export interface StaffBookingFormInput {
  /** The day the overview shows, "YYYY-MM-DD" ('' when none is loaded). */
  date: string;
  /** "HH:mm": the free cell's hour, else the day's first slot. */
  startTime: string;
  /** The free cell's court, else 'any'. */
  court: number | 'any';
}

export interface StaffBookingFormContext {
  kind: StaffBookingKind;
  /** The member search as typed. */
  query: string;
  /** The trimmed query of the last search that answered ('' before any). */
  searchedQuery: string;
  members: MemberOption[];
  searchError: ApiError | null;
  userId: number | null;
  name: string;
  email: string;
  reason: string;
  date: string;
  startTime: string;
  hours: number;
  court: number | 'any';
  /** Why the last submit was refused (nothing was sent), as a message id; it stays until the next submit. */
  problem: StaffBookingProblem | null;
}

export type StaffBookingFormEvent =
  | { type: 'staffBooking.kindChanged'; kind: StaffBookingKind }
  /** Typing in the member search: searches after a pause. */
  | { type: 'staffBooking.queryChanged'; query: string }
  /** The Search button or Enter: searches now. */
  | { type: 'staffBooking.searchNow' }
  | { type: 'staffBooking.memberChosen'; userId: number }
  | { type: 'staffBooking.fieldChanged'; field: StaffBookingTextField; value: string }
  | { type: 'staffBooking.hoursChanged'; hours: number }
  | { type: 'staffBooking.courtChanged'; court: number | 'any' }
  | { type: 'staffBooking.submit' };

/** Why a form cannot be sent yet: the message ids the view translates. */
export type StaffBookingProblem =
  'booking.deskForm.problem.dateAndTime' | 'booking.deskForm.problem.member' | 'booking.deskForm.problem.walkInName' | 'booking.deskForm.problem.blockReason';

/** Why the form cannot be sent yet, or null. The server checks the rest (court free, hours open). */
export function staffBookingProblem(form: StaffBookingFormContext): StaffBookingProblem | null {
  if (!isIsoDate(form.date) || !/^\d{2}:\d{2}$/.test(form.startTime)) return 'booking.deskForm.problem.dateAndTime';
  if (form.kind === 'member' && form.userId === null) return 'booking.deskForm.problem.member';
  if (form.kind === 'walk-in' && !form.name.trim()) return 'booking.deskForm.problem.walkInName';
  if (form.kind === 'block' && !form.reason.trim()) return 'booking.deskForm.problem.blockReason';
  return null;
}

/** The request a complete form stands for (names and reasons trimmed, a blank e-mail left out). */
export function staffBookingRequest(form: StaffBookingFormContext): StaffBookingRequest {
  const slot = { date: form.date, startTime: form.startTime, hours: form.hours, court: form.court };
  if (form.kind === 'member') return { kind: 'member', userId: form.userId!, ...slot };
  if (form.kind === 'walk-in') {
    const email = form.email.trim();
    return { kind: 'walk-in', name: form.name.trim(), ...(email ? { email } : {}), ...slot };
  }
  return { kind: 'block', reason: form.reason.trim(), ...slot };
}

/**
 * Staff booking on someone's behalf (the overview's book dialog): the draft, the member search and
 * the check before sending. A complete form runs `submitRequest`, which the app provides as the
 * overview machine's `overview.bookSubmitted`; the overview books and reports.
 */
export const staffBookingFormMachine = setup({
  types: {
    input: {} as StaffBookingFormInput,
    context: {} as StaffBookingFormContext,
    events: {} as StaffBookingFormEvent,
  },
  actors: {
    /** Accounts matching a name or e-mail (users?search=). */
    searchMembers: fromPromise<MemberOption[], { query: string }>(async () => {
      throw new Error('provide searchMembers');
    }),
  },
  actions: {
    /** Send the request to the overview (`overview.bookSubmitted`). */
    submitRequest: (_, _params: { request: StaffBookingRequest }) => {},
    setKind: assign(({ event }) => (event.type === 'staffBooking.kindChanged' ? { kind: event.kind } : {})),
    setQuery: assign(({ event }) => (event.type === 'staffBooking.queryChanged' ? { query: event.query } : {})),
    setMembers: assign(({ context }, members: MemberOption[]) => ({
      members,
      searchedQuery: context.query.trim(),
      searchError: null,
    })),
    setSearchError: assign({ searchError: ({ event }) => toApiError(errorOf(event)) }),
    chooseMember: assign(({ event }) => (event.type === 'staffBooking.memberChosen' ? { userId: event.userId } : {})),
    setField: assign(({ event }) => (event.type === 'staffBooking.fieldChanged' ? { [event.field]: event.value } : {})),
    setHours: assign(({ event }) => (event.type === 'staffBooking.hoursChanged' ? { hours: event.hours } : {})),
    setCourt: assign(({ event }) => (event.type === 'staffBooking.courtChanged' ? { court: event.court } : {})),
    setProblem: assign({ problem: ({ context }) => staffBookingProblem(context) }),
    clearProblem: assign({ problem: null }),
  },
  guards: {
    hasQuery: ({ context }) => context.query.trim() !== '',
    isComplete: ({ context }) => staffBookingProblem(context) === null,
  },
  delays: {
    searchDebounce: MEMBER_SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'staffBookingForm',
  context: ({ input }) => ({
    kind: 'member',
    query: '',
    searchedQuery: '',
    members: [],
    searchError: null,
    userId: null,
    name: '',
    email: '',
    reason: '',
    date: input.date,
    startTime: input.startTime,
    hours: 1,
    court: input.court,
    problem: null,
  }),
  on: {
    'staffBooking.kindChanged': { actions: 'setKind' },
    'staffBooking.memberChosen': { actions: 'chooseMember' },
    'staffBooking.fieldChanged': { actions: 'setField' },
    'staffBooking.hoursChanged': { actions: 'setHours' },
    'staffBooking.courtChanged': { actions: 'setCourt' },
    'staffBooking.submit': [
      { guard: 'isComplete', actions: ['clearProblem', { type: 'submitRequest', params: ({ context }) => ({ request: staffBookingRequest(context) }) }] },
      { actions: 'setProblem' },
    ],
    // Each keystroke restarts the pause and drops a search in flight.
    'staffBooking.queryChanged': { target: '.debouncing', actions: 'setQuery' },
    'staffBooking.searchNow': { guard: 'hasQuery', target: '.searching' },
  },
  initial: 'idle',
  states: {
    idle: {},
    debouncing: {
      after: {
        searchDebounce: [{ guard: 'hasQuery', target: 'searching' }, { target: 'idle' }],
      },
    },
    searching: {
      invoke: {
        id: 'searchMembers',
        src: 'searchMembers',
        input: ({ context }) => ({ query: context.query.trim() }),
        onDone: { target: 'idle', actions: { type: 'setMembers', params: ({ event }) => event.output } },
        onError: { target: 'idle', actions: 'setSearchError' },
      },
    },
  },
});
