import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { purchaseMachine, type PeopleOffer, type PurchaseOutcome, type PurchaseRequest } from '../checkout';
import { shiftDate, toApiError, type ApiError, type ParticipantId } from '../shared';
import { registrationLine, sessionIdOf, sessionOf, takenBy, takesRegistration } from './drop-in-sessions';
import type { Participant, ProgramSession, SessionList, TaxRate } from './program-shapes';
import { loadedPeople, preparingParticipants } from './registration-purchase';

export interface DropInInput {
  /** The venue's today (YYYY-MM-DD): the list starts there. */
  today: string;
  /** The zone `today` was read in, until the list names the venue's. */
  timeZone: string;
  isLoggedIn: boolean;
  /**
   * A session the page was opened on (`/drop-in?session=<id>`, the home page's drop-ins), as the
   * address gave it: once the list is read, its registration opens if it can take one.
   */
  requestedSession?: string | null;
}

/** What a dialog is about: registering people, joining the line, or cancelling/leaving one place. */
type DropInTask =
  | { kind: 'register'; sessionId: number }
  | { kind: 'waitlist'; sessionId: number }
  | { kind: 'cancel'; sessionId: number; registrationId: number }
  | { kind: 'leave'; sessionId: number; entryId: number };

export interface DropInContext {
  from: string;
  to: string;
  isLoggedIn: boolean;
  sessions: ProgramSession[] | null;
  taxes: TaxRate[];
  timeZone: string;
  /** The server's clock at the last answer (ISO). */
  now: string;
  participants: Participant[] | null;
  /** Only sessions at this level are shown (null: all). */
  level: string | null;
  task: DropInTask | null;
  /** Who joins the line (the registration's choice is the purchase child's). */
  picks: ParticipantId[];
  error: ApiError | null;
  /** The session the page was opened on, until the first list says whether it can take a registration. */
  requested: number | null;
  /** The session the page was opened on could not take a registration (full, started, not open, gone): the page says so. */
  requestedUnavailable: boolean;
}

export type DropInEvent =
  | { type: 'dropIn.reload' }
  | { type: 'dropIn.later' }
  | { type: 'dropIn.filter'; level: string | null }
  | { type: 'dropIn.register'; sessionId: number }
  | { type: 'dropIn.joinWaitlist'; sessionId: number }
  | { type: 'dropIn.cancel'; sessionId: number; registrationId: number }
  | { type: 'dropIn.leave'; sessionId: number; entryId: number }
  /** Who joins the line. */
  | { type: 'dropIn.toggle'; participantId: ParticipantId }
  | { type: 'dropIn.confirm' }
  | { type: 'dropIn.close' }
  | PurchaseRequest
  | { type: 'session.loggedIn' }
  | { type: 'session.loggedOut' };

/** Days shown at first, and added by "Later". */
const FIRST_DAYS = 14;
const MORE_DAYS = 7;

/** The first person free to be picked for the task (the usual case: the account holder alone). */
function firstFree(context: DropInContext): ParticipantId[] {
  if (!context.task || (context.task.kind !== 'register' && context.task.kind !== 'waitlist')) return [];
  const taken = takenBy(sessionOf(context, context.task.sessionId), context.task.kind);
  const first = (context.participants ?? []).find((participant) => !taken.includes(participant.id));
  return first ? [first.id] : [];
}

/** Who may register for the task's session: everyone on the account, those already in barred, one line each. */
function registrationOffer(context: DropInContext): PeopleOffer {
  const sessionId = context.task?.sessionId ?? 0;
  return {
    kind: 'people',
    people: (context.participants ?? []).map((participant) => participant.id),
    barred: takenBy(sessionOf(context, sessionId), 'register'),
    picks: firstFree(context),
    line: registrationLine(sessionId),
  };
}

/**
 * Drop In: the coming sessions, and the player's flows on them. Register and Join waitlist start the
 * purchase child (a visitor logs in first), which asks this page for the choice once the player is
 * known: Register offers the people to tick and pays through the checkout; Join waitlist takes the
 * page's own choice of one person. Cancel and Leave confirm first. After each, the list is read again.
 */
export const dropInMachine = setup({
  types: {
    input: {} as DropInInput,
    context: {} as DropInContext,
    events: {} as DropInEvent,
    tags: {} as 'busy',
    children: {} as { purchase: 'purchase' },
  },
  actors: {
    /** GET programs/sessions?kind=drop_in&from&to */
    loadSessions: fromPromise<SessionList, { from: string; to: string }>(async () => {
      throw new Error('provide loadSessions');
    }),
    /** The account holder and their family members. */
    loadParticipants: fromPromise<Participant[], void>(async () => {
      throw new Error('provide loadParticipants');
    }),
    /** POST programs/sessions/:id/waitlist */
    joinWaitlist: fromPromise<{ id: number; position: number }, { sessionId: number; participantId: ParticipantId }>(async () => {
      throw new Error('provide joinWaitlist');
    }),
    /** POST programs/registrations/:id/cancel */
    cancelRegistration: fromPromise<{ refundCents: number }, { registrationId: number }>(async () => {
      throw new Error('provide cancelRegistration');
    }),
    /** DELETE program-waitlist-entries/:id */
    leaveWaitlist: fromPromise<void, { entryId: number }>(async () => {
      throw new Error('provide leaveWaitlist');
    }),
    /** Sends `session.loggedIn` / `session.loggedOut` as the app's session changes. */
    watchSession: fromCallback(() => {}),
    /** Who registers (a visitor logs in on the way), then the choice of people this page offers and the order; provide it with its login gate and checkout. */
    purchase: purchaseMachine,
  },
  actions: {
    notifyRegistered: () => {},
    notifyWaitlisted: (_, _params: { position: number }) => {},
    notifyCancelled: (_, _params: { refundCents: number }) => {},
    notifyLeft: () => {},
    setList: assign((_, list: SessionList) => ({ sessions: list.items, taxes: list.taxes, timeZone: list.timeZone, now: list.now, error: null })),
    setParticipants: assign((_, participants: Participant[]) => ({ participants })),
    setError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    clearError: assign({ error: null }),
    later: assign({ to: ({ context }) => shiftDate(context.to, MORE_DAYS) }),
    filter: assign({ level: ({ event }) => (event.type === 'dropIn.filter' ? event.level : null) }),
    startTask: assign(({ event }) => {
      const task: DropInTask | null =
        event.type === 'dropIn.register'
          ? { kind: 'register', sessionId: event.sessionId }
          : event.type === 'dropIn.joinWaitlist'
            ? { kind: 'waitlist', sessionId: event.sessionId }
            : event.type === 'dropIn.cancel'
              ? { kind: 'cancel', sessionId: event.sessionId, registrationId: event.registrationId }
              : event.type === 'dropIn.leave'
                ? { kind: 'leave', sessionId: event.sessionId, entryId: event.entryId }
                : null;
      return { task, picks: [], error: null, requestedUnavailable: false };
    }),
    /** Picks the account holder for the line when they are free to join it (the usual case: one player). */
    pickFirst: assign(({ context }) => ({ picks: firstFree(context) })),
    /** The line takes one person at a time. */
    pickForLine: assign(({ event }) => (event.type === 'dropIn.toggle' ? { picks: [event.participantId], error: null } : {})),
    /** Answers the purchase child: who may register (its `purchase.prepare`). */
    offerChoice: sendTo('purchase', (_, offer: PeopleOffer) => ({ type: 'purchase.offer' as const, offer })),
    endTask: assign({ task: null, picks: [], error: null }),
    /** Opened on a session that can take a registration: register for it, as its button would. */
    startRequestedTask: assign(({ context }) => ({
      task: { kind: 'register' as const, sessionId: context.requested! },
      picks: [],
      error: null,
      requested: null,
    })),
    requestedUnavailable: assign({ requested: null, requestedUnavailable: true }),
    loggedIn: assign({ isLoggedIn: true }),
    loggedOut: assign({ isLoggedIn: false, participants: null }),
  },
  guards: {
    /** Someone on the account not already in line (or in the session). */
    canJoinAs: ({ context, event }) => {
      if (event.type !== 'dropIn.toggle' || context.task?.kind !== 'waitlist') return false;
      const known = (context.participants ?? []).some((participant) => participant.id === event.participantId);
      return known && !takenBy(sessionOf(context, context.task.sessionId), 'waitlist').includes(event.participantId);
    },
    isWaitlistTask: ({ context }) => context.task?.kind === 'waitlist',
    isCancelTask: ({ context }) => context.task?.kind === 'cancel',
    hasPick: ({ context }) => context.picks.length > 0,
    isConfirmed: (_, outcome: PurchaseOutcome) => outcome.result === 'confirmed',
    isKnownSession: ({ context, event }) => 'sessionId' in event && sessionOf(context, event.sessionId) !== undefined,
    canRegisterForRequested: ({ context }, list: SessionList) =>
      context.requested !== null && takesRegistration(sessionOf({ sessions: list.items }, context.requested), list.now),
    hasRequested: ({ context }) => context.requested !== null,
  },
}).createMachine({
  id: 'dropIn',
  context: ({ input }) => ({
    from: input.today,
    to: shiftDate(input.today, FIRST_DAYS - 1),
    isLoggedIn: input.isLoggedIn,
    sessions: null,
    taxes: [],
    timeZone: input.timeZone,
    now: `${input.today}T00:00:00.000Z`,
    participants: null,
    level: null,
    task: null,
    picks: [],
    error: null,
    requested: sessionIdOf(input.requestedSession),
    requestedUnavailable: false,
  }),
  invoke: { id: 'watchSession', src: 'watchSession' },
  on: {
    'session.loggedIn': { actions: 'loggedIn' },
    'session.loggedOut': { actions: 'loggedOut' },
  },
  initial: 'loading',
  states: {
    // Also after every action: the list on screen stays while it is read again.
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSessions',
        src: 'loadSessions',
        input: ({ context }) => ({ from: context.from, to: context.to }),
        onDone: [
          // Opened on a session (the home page's drop-ins): its registration, as if its button was pressed.
          {
            guard: { type: 'canRegisterForRequested', params: ({ event }) => event.output },
            target: 'buying',
            actions: [{ type: 'setList', params: ({ event }) => event.output }, 'startRequestedTask'],
          },
          { guard: 'hasRequested', target: 'ready', actions: [{ type: 'setList', params: ({ event }) => event.output }, 'requestedUnavailable'] },
          { target: 'ready', actions: { type: 'setList', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      on: { 'dropIn.reload': { target: 'loading', actions: 'clearError' } },
    },
    ready: {
      on: {
        'dropIn.reload': { target: 'loading' },
        'dropIn.later': { target: 'loading', actions: 'later' },
        'dropIn.filter': { actions: 'filter' },
        'dropIn.register': { guard: 'isKnownSession', target: 'buying', actions: 'startTask' },
        'dropIn.joinWaitlist': { guard: 'isKnownSession', target: 'buying', actions: 'startTask' },
        'dropIn.cancel': { guard: 'isKnownSession', target: 'confirming', actions: 'startTask' },
        'dropIn.leave': { guard: 'isKnownSession', target: 'confirming', actions: 'startTask' },
      },
    },
    // The purchase child: a visitor logs in (or signs up) first; once the player is known it asks for
    // the choice, and the list is read again with their prices and places. A registration's people
    // are offered to it (it ticks and pays); a place in line is this page's own choice.
    buying: {
      invoke: {
        id: 'purchase',
        src: 'purchase',
        input: ({ context, self }) => ({ isLoggedIn: context.isLoggedIn, offerFrom: self }),
        onDone: [
          { guard: { type: 'isConfirmed', params: ({ event }) => event.output }, target: 'loading', actions: ['endTask', 'notifyRegistered'] },
          // The login or the dialog closed.
          { target: 'ready', actions: 'endTask' },
        ],
        onError: { target: 'ready', actions: ['endTask', { type: 'setError', params: ({ event }) => ({ error: event.error }) }] },
      },
      // Logged out on the way (another tab): the purchase stops, and the list is read again as a visitor.
      on: { 'session.loggedOut': { target: 'loading', actions: ['loggedOut', 'endTask'] } },
      initial: 'signingIn',
      states: {
        signingIn: {
          on: { 'purchase.prepare': { target: 'preparing', actions: 'loggedIn' } },
        },
        preparing: {
          tags: ['busy'],
          initial: 'sessions',
          states: {
            sessions: {
              invoke: {
                id: 'loadSessions',
                src: 'loadSessions',
                input: ({ context }) => ({ from: context.from, to: context.to }),
                onDone: { target: 'participants', actions: { type: 'setList', params: ({ event }) => event.output } },
                onError: { target: '#dropIn.ready', actions: ['endTask', { type: 'setError', params: ({ event }) => ({ error: event.error }) }] },
              },
            },
            participants: preparingParticipants(
              'dropIn',
              [
                // A place in line is not bought: the page's own choice takes over, and the purchase stops.
                { guard: 'isWaitlistTask', target: '#dropIn.choosingForLine', actions: [{ type: 'setParticipants', params: loadedPeople }, 'pickFirst'] },
              ],
              registrationOffer,
            ),
          },
        },
        // The dialog is the purchase child's: who is ticked, the order, the payment page; a refusal (409 full,
        // not open, already registered…) keeps it open with the reason.
        offered: {},
      },
    },
    // One person joins the line.
    choosingForLine: {
      on: {
        'dropIn.toggle': { guard: 'canJoinAs', actions: 'pickForLine' },
        'dropIn.confirm': { guard: 'hasPick', target: 'joining' },
        'dropIn.close': { target: 'ready', actions: 'endTask' },
        // Someone else's people now: the list again, as a visitor.
        'session.loggedOut': { target: 'loading', actions: ['loggedOut', 'endTask'] },
      },
    },
    joining: {
      tags: ['busy'],
      invoke: {
        id: 'joinWaitlist',
        src: 'joinWaitlist',
        input: ({ context }) => ({ sessionId: context.task!.sessionId, participantId: context.picks[0] }),
        onDone: { target: 'loading', actions: ['endTask', { type: 'notifyWaitlisted', params: ({ event }) => ({ position: event.output.position }) }] },
        onError: { target: 'choosingForLine', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    confirming: {
      on: {
        'dropIn.confirm': [{ guard: 'isCancelTask', target: 'cancelling' }, { target: 'leaving' }],
        'dropIn.close': { target: 'ready', actions: 'endTask' },
      },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'cancelRegistration',
        src: 'cancelRegistration',
        input: ({ context }) => ({ registrationId: context.task?.kind === 'cancel' ? context.task.registrationId : 0 }),
        onDone: { target: 'loading', actions: ['endTask', { type: 'notifyCancelled', params: ({ event }) => ({ refundCents: event.output.refundCents }) }] },
        onError: { target: 'confirming', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    leaving: {
      tags: ['busy'],
      invoke: {
        id: 'leaveWaitlist',
        src: 'leaveWaitlist',
        input: ({ context }) => ({ entryId: context.task?.kind === 'leave' ? context.task.entryId : 0 }),
        onDone: { target: 'loading', actions: ['endTask', 'notifyLeft'] },
        onError: { target: 'confirming', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
