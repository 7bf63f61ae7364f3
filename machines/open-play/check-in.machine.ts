import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorOf, toApiError, type ApiError } from '../shared';
import type { BoardView, CheckInPlace, CheckInPlaces } from './open-play-shapes';

export interface CheckInInput {
  sessionId: number;
  /** The code behind the venue's QR code (`?code=`); null when the address has none. */
  code: string | null;
}

export interface CheckInContext extends CheckInInput {
  /** The session the page checks in to (its title and times), once loaded with the places. */
  session: CheckInPlaces['session'];
  /** The account's confirmed places in this session (the holder's and their household's). */
  places: CheckInPlace[] | null;
  /** Ticked to check in (all of them at first: a family arrives together). */
  chosen: number[];
  /** Still to send, in order; each is its own call. */
  pending: number[];
  /** 'none' when Check in was pressed with nobody ticked. */
  problem: 'none' | null;
  error: ApiError | null;
}

export type CheckInEvent = { type: 'checkIn.toggle'; registrationId: number } | { type: 'checkIn.submit' } | { type: 'checkIn.retry' };

/**
 * Self check-in from the venue's QR code (/open-play/:sessionId/check-in?code=…): which of the
 * account's places in the session to check in, then one call each with the code. Checking in twice
 * changes nothing (200), so trying again after a refusal sends them all again. Outcomes: checked in
 * (the page shows the live panel), or a refusal shown with its message (code expired, outside the
 * window, no place, session ended).
 */
export const checkInMachine = setup({
  types: {
    context: {} as CheckInContext,
    events: {} as CheckInEvent,
    input: {} as CheckInInput,
    tags: {} as 'busy',
  },
  actors: {
    /** The account's confirmed registrations in this session (GET programs/registrations/mine, this session's). */
    loadPlaces: fromPromise<CheckInPlaces, { sessionId: number }>(async () => {
      throw new Error('provide loadPlaces');
    }),
    /** POST open-play/sessions/:sessionId/check-in { registrationId, code } */
    checkIn: fromPromise<BoardView, { sessionId: number; registrationId: number; code: string }>(async () => {
      throw new Error('provide checkIn');
    }),
  },
  actions: {
    setPlaces: assign((_, { session, places }: CheckInPlaces) => ({ session, places, chosen: places.map((p) => p.registrationId), error: null })),
    setError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
    clearError: assign({ error: null }),
    toggle: assign(({ context, event }) => {
      assertEvent(event, 'checkIn.toggle');
      const id = event.registrationId;
      return { chosen: context.chosen.includes(id) ? context.chosen.filter((c) => c !== id) : [...context.chosen, id], problem: null };
    }),
    refuseNone: assign({ problem: 'none' as const }),
    queueChosen: assign(({ context }) => ({ pending: [...context.chosen], error: null })),
    shiftPending: assign(({ context }) => ({ pending: context.pending.slice(1) })),
  },
  guards: {
    hasCode: ({ context }) => context.code !== null && context.code.trim() !== '',
    hasPlaces: (_, { places }: CheckInPlaces) => places.length > 0,
    hasChosen: ({ context }) => context.chosen.length > 0,
    hasMore: ({ context }) => context.pending.length > 1,
  },
}).createMachine({
  id: 'checkIn',
  context: ({ input }) => ({ ...input, session: null, places: null, chosen: [], pending: [], problem: null, error: null }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasCode', target: 'loading' }, { target: 'noCode' }] },
    /** No code in the address: scan the QR code at the venue. */
    noCode: {},
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPlaces',
        src: 'loadPlaces',
        input: ({ context }) => ({ sessionId: context.sessionId }),
        onDone: [
          {
            guard: { type: 'hasPlaces', params: ({ event }) => event.output },
            target: 'choosing',
            actions: { type: 'setPlaces', params: ({ event }) => event.output },
          },
          { target: 'noPlace', actions: { type: 'setPlaces', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: 'setError' },
      },
    },
    loadFailed: { on: { 'checkIn.retry': { target: 'loading', actions: 'clearError' } } },
    /** The account holds no place in this session. */
    noPlace: {},
    choosing: {
      on: {
        'checkIn.toggle': { actions: 'toggle' },
        'checkIn.submit': [{ guard: 'hasChosen', target: 'checkingIn', actions: 'queueChosen' }, { actions: 'refuseNone' }],
      },
    },
    checkingIn: {
      tags: ['busy'],
      invoke: {
        id: 'checkIn',
        src: 'checkIn',
        input: ({ context }) => ({ sessionId: context.sessionId, registrationId: context.pending[0], code: context.code!.trim() }),
        onDone: [
          { guard: 'hasMore', target: 'checkingIn', reenter: true, actions: 'shiftPending' },
          { target: 'checkedIn', actions: 'shiftPending' },
        ],
        // The refusal's message is shown; the places stay ticked to try again.
        onError: { target: 'choosing', actions: 'setError' },
      },
    },
    /** In the line: the page shows the live panel. */
    checkedIn: {},
  },
});
