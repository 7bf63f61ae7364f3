import { assign, fromPromise, setup } from 'xstate';
import { errorOf, toApiError, type ApiError } from '../shared';
import type { Roster, RosterEntry } from './program-shapes';

export type Attendance = RosterEntry['attendance'];
export type DeskMethod = 'cash' | 'card_terminal';

export interface WalkInRequest {
  sessionId: number;
  name: string;
  method: DeskMethod;
}

interface RosterContext {
  sessionId: number;
  roster: Roster | null;
  /** The registration whose attendance is being saved. */
  markingId: number | null;
  walkInName: string;
  walkInMethod: DeskMethod;
  /** 'name' when the walk-in form was sent without a name (nothing was sent). */
  walkInProblem: 'name' | null;
  /** What the last walk-in sale was for (the banner). */
  addedWalkIn: string | null;
  error: ApiError | null;
}

type RosterEvent =
  | { type: 'roster.retry' }
  | { type: 'roster.reload' }
  | { type: 'roster.print' }
  | { type: 'roster.attendance'; registrationId: number; status: Attendance }
  | { type: 'walkIn.open' }
  | { type: 'walkIn.nameChanged'; name: string }
  | { type: 'walkIn.methodChanged'; method: DeskMethod }
  | { type: 'walkIn.submit' }
  | { type: 'walkIn.close' };

/** Staff at the desk (/admin/bookings-overview/sessions/:sessionId): who is coming, check-in, walk-ins, print. */
export const rosterMachine = setup({
  types: {
    context: {} as RosterContext,
    events: {} as RosterEvent,
    input: {} as { sessionId: number },
    tags: {} as 'busy',
  },
  actors: {
    /** GET staff/programs/sessions/:id/roster */
    loadRoster: fromPromise<Roster, { sessionId: number }>(async () => {
      throw new Error('provide loadRoster');
    }),
    /** POST staff/programs/registrations/:id/attendance { status } */
    markAttendance: fromPromise<{ id: number; attendance: Attendance }, { registrationId: number; status: Attendance }>(async () => {
      throw new Error('provide markAttendance');
    }),
    /** POST orders: one program_registration line for a walk-in, paid at the desk */
    addWalkIn: fromPromise<unknown, WalkInRequest>(async () => {
      throw new Error('provide addWalkIn');
    }),
  },
  actions: {
    /** The browser's print dialog (the app provides it). */
    printRoster: () => {},
    setRoster: assign((_, roster: Roster) => ({ roster, error: null })),
    setError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
    clearError: assign({ error: null }),
    setMarking: assign({ markingId: ({ event }) => (event.type === 'roster.attendance' ? event.registrationId : null), error: null, addedWalkIn: null }),
    setAttendance: assign(({ context }, saved: { id: number; attendance: Attendance }) => {
      if (!context.roster) return { markingId: null };
      const entries = context.roster.entries.map((e) => (e.registrationId === saved.id ? { ...e, attendance: saved.attendance } : e));
      return { roster: { ...context.roster, entries }, markingId: null };
    }),
    clearMarking: assign({ markingId: null }),
    openWalkIn: assign({ walkInName: '', walkInMethod: 'cash' as DeskMethod, walkInProblem: null, error: null, addedWalkIn: null }),
    setWalkInName: assign(({ event }) => (event.type === 'walkIn.nameChanged' ? { walkInName: event.name, walkInProblem: null } : {})),
    setWalkInMethod: assign(({ event }) => (event.type === 'walkIn.methodChanged' ? { walkInMethod: event.method } : {})),
    refuseWalkIn: assign({ walkInProblem: 'name' as const }),
    walkInAdded: assign(({ context }) => ({ addedWalkIn: context.walkInName.trim(), walkInName: '', error: null })),
  },
  guards: {
    hasSpots: ({ context }) => (context.roster?.session.spotsLeft ?? 0) > 0 && context.roster?.session.status === 'scheduled',
    hasWalkInName: ({ context }) => context.walkInName.trim() !== '',
    isListed: ({ context, event }) =>
      event.type === 'roster.attendance' &&
      (context.roster?.entries.some((e) => e.registrationId === event.registrationId && e.attendance !== event.status) ?? false),
  },
}).createMachine({
  id: 'roster',
  context: ({ input }) => ({
    sessionId: input.sessionId,
    roster: null,
    markingId: null,
    walkInName: '',
    walkInMethod: 'cash',
    walkInProblem: null,
    addedWalkIn: null,
    error: null,
  }),
  initial: 'loading',
  on: { 'roster.print': { actions: 'printRoster' } },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadRoster',
        src: 'loadRoster',
        input: ({ context }) => ({ sessionId: context.sessionId }),
        onDone: { target: 'ready', actions: { type: 'setRoster', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: 'setError' },
      },
    },
    failed: {
      on: { 'roster.retry': { target: 'loading', actions: 'clearError' } },
    },
    ready: {
      on: {
        'roster.reload': { target: 'loading' },
        'roster.attendance': { guard: 'isListed', target: 'marking', actions: 'setMarking' },
        'walkIn.open': { guard: 'hasSpots', target: 'walkIn', actions: 'openWalkIn' },
      },
    },
    marking: {
      tags: ['busy'],
      invoke: {
        id: 'markAttendance',
        src: 'markAttendance',
        input: ({ event }) => {
          const { registrationId, status } = event as { registrationId: number; status: Attendance };
          return { registrationId, status };
        },
        onDone: { target: 'ready', actions: { type: 'setAttendance', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: ['setError', 'clearMarking'] },
      },
    },
    walkIn: {
      initial: 'form',
      states: {
        form: {
          on: {
            'walkIn.nameChanged': { actions: 'setWalkInName' },
            'walkIn.methodChanged': { actions: 'setWalkInMethod' },
            'walkIn.submit': [{ guard: 'hasWalkInName', target: 'selling' }, { actions: 'refuseWalkIn' }],
            'walkIn.close': { target: '#roster.ready' },
          },
        },
        selling: {
          tags: ['busy'],
          entry: 'clearError',
          invoke: {
            id: 'addWalkIn',
            src: 'addWalkIn',
            input: ({ context }) => ({ sessionId: context.sessionId, name: context.walkInName.trim(), method: context.walkInMethod }),
            onDone: { target: '#roster.loading', actions: 'walkInAdded' },
            onError: { target: 'form', actions: 'setError' },
          },
        },
      },
    },
  },
});
