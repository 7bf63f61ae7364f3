import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { loginGateMachine, type LoginGateOutput } from '../auth';
import { checkoutMachine, type CheckoutOutput } from '../checkout';
import { errorOf, toApiError, type ApiError } from '../shared/api-error';
import type { ParticipantId, ProgramSession, SessionList, TaxRate } from './program-shapes';

/** Someone a player may register: the account holder ('self') or a family member. */
export interface Participant {
  id: ParticipantId;
  name: string;
  /** The days their membership covers (YYYY-MM-DD, inclusive), or null: their price on a session's date. */
  memberFrom: string | null;
  memberUntil: string | null;
}

/** A participant's price for a session: the member price on a date their membership covers. */
export const priceFor = (participant: Participant, session: ProgramSession) =>
  participant.memberFrom !== null && participant.memberUntil !== null && participant.memberFrom <= session.date && session.date <= participant.memberUntil
    ? session.memberPriceCents
    : session.nonMemberPriceCents;

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
  | { type: 'dropIn.toggle'; participantId: ParticipantId }
  | { type: 'dropIn.confirm' }
  | { type: 'dropIn.close' }
  /** On the way to the payment page (or back from it): change who is included. */
  | { type: 'dropIn.chooseAgain' }
  | { type: 'session.loggedIn' }
  | { type: 'session.loggedOut' };

/** Days shown at first, and added by "Later". */
const FIRST_DAYS = 14;
const MORE_DAYS = 7;

const outputOf = <T>(event: { type: string }) => (event as { output?: T }).output as T;
const addDays = (date: string, days: number) => {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

export const sessionOf = (context: Pick<DropInContext, 'sessions'>, id: number | undefined) => context.sessions?.find((session) => session.id === id);

/** Whether a player can register for the session now: scheduled, not started, open, a spot left (the server's `now`). */
function takesRegistration(session: ProgramSession | undefined, now: string): boolean {
  const at = Date.parse(now);
  return session !== undefined && session.status === 'scheduled' && Date.parse(session.startsAt) > at && Date.parse(session.registrationOpensAt) <= at && session.spotsLeft > 0;
}

/** The session id an address gave, when it can be one (a positive PostgreSQL integer). */
const sessionIdOf = (value: string | null | undefined) => (value && /^\d{1,10}$/.test(value) && Number(value) >= 1 && Number(value) <= 2_147_483_647 ? Number(value) : null);

/** The people already holding a place (or a place in line) in the session: not offered again. */
export function takenBy(session: ProgramSession | undefined, kind: 'register' | 'waitlist'): ParticipantId[] {
  const mine = session?.mine;
  if (!mine) return [];
  const registered = mine.registrations.map((registration) => registration.participantId);
  return kind === 'register' ? [...registered, ...mine.waitlist.filter((entry) => !entry.offerExpiresAt).map((entry) => entry.participantId)] : [...registered, ...mine.waitlist.map((entry) => entry.participantId)];
}

/** The order lines of the ticked people. */
export const registrationLines = (sessionId: number, picks: ParticipantId[]) => picks.map((participantId) => ({ product: 'program_registration', sessionId, participantId }));

function refusal(event: { type: string }): ApiError {
  const output = outputOf<CheckoutOutput | undefined>(event);
  return output?.result === 'refused' ? output.error : toApiError(errorOf(event));
}

/**
 * Drop In: the coming sessions, and the player's flows on them. Register goes through the login
 * gate, then a choice of participants, then the checkout kit; Join waitlist through the gate and a
 * choice of one participant; Cancel and Leave confirm first. After each, the list is read again.
 */
export const dropInMachine = setup({
  types: {
    input: {} as DropInInput,
    context: {} as DropInContext,
    events: {} as DropInEvent,
    tags: {} as 'busy',
    children: {} as { checkout: 'checkout'; loginGate: 'loginGate' },
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
    loginGate: loginGateMachine,
    checkout: checkoutMachine,
  },
  actions: {
    notifyRegistered: () => {},
    notifyWaitlisted: (_, _params: { position: number }) => {},
    notifyCancelled: (_, _params: { refundCents: number }) => {},
    notifyLeft: () => {},
    setList: assign(({ event }) => {
      const list = outputOf<SessionList>(event);
      return { sessions: list.items, taxes: list.taxes, timeZone: list.timeZone, now: list.now, error: null };
    }),
    setParticipants: assign({ participants: ({ event }) => outputOf<Participant[]>(event) }),
    setError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
    setRefusal: assign({ error: ({ event }) => refusal(event) }),
    clearError: assign({ error: null }),
    later: assign({ to: ({ context }) => addDays(context.to, MORE_DAYS) }),
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
    /** Ticks the account holder when they are free to be picked (the usual case: one player). */
    pickFirst: assign(({ context }) => {
      if (!context.task || (context.task.kind !== 'register' && context.task.kind !== 'waitlist')) return {};
      const taken = takenBy(sessionOf(context, context.task.sessionId), context.task.kind);
      const first = (context.participants ?? []).find((participant) => !taken.includes(participant.id));
      return { picks: first ? [first.id] : [] };
    }),
    togglePick: assign(({ context, event }) => {
      if (event.type !== 'dropIn.toggle' || !context.task) return {};
      // The waitlist takes one person at a time; registering takes several, kept in the list's order.
      if (context.task.kind === 'waitlist') return { picks: [event.participantId], error: null };
      const ticked = context.picks.includes(event.participantId);
      const picks = ticked
        ? context.picks.filter((id) => id !== event.participantId)
        : (context.participants ?? []).map((participant) => participant.id).filter((id) => id === event.participantId || context.picks.includes(id));
      return { picks, error: null };
    }),
    endTask: assign({ task: null, picks: [], error: null }),
    /** Opened on a session that can take a registration: register for it, as its button would. */
    startRequestedTask: assign(({ context }) => ({ task: { kind: 'register' as const, sessionId: context.requested! }, picks: [], error: null, requested: null })),
    requestedUnavailable: assign({ requested: null, requestedUnavailable: true }),
    abandonCheckout: sendTo('checkout', { type: 'checkout.abandon' }),
    loggedIn: assign({ isLoggedIn: true }),
    loggedOut: assign({ isLoggedIn: false, participants: null }),
  },
  guards: {
    canPick: ({ context, event }) => {
      if (event.type !== 'dropIn.toggle' || !context.task || (context.task.kind !== 'register' && context.task.kind !== 'waitlist')) return false;
      const known = (context.participants ?? []).some((participant) => participant.id === event.participantId);
      return known && !takenBy(sessionOf(context, context.task.sessionId), context.task.kind).includes(event.participantId);
    },
    hasPicks: ({ context }) => context.picks.length > 0,
    isWaitlistTask: ({ context }) => context.task?.kind === 'waitlist',
    gatePassed: ({ event }) => outputOf<LoginGateOutput>(event)?.loggedIn === true,
    isConfirmed: ({ event }) => outputOf<CheckoutOutput>(event)?.result === 'confirmed',
    isAbandoned: ({ event }) => outputOf<CheckoutOutput>(event)?.result === 'abandoned',
    isKnownSession: ({ context, event }) => 'sessionId' in event && sessionOf(context, event.sessionId) !== undefined,
    canRegisterForRequested: ({ context, event }) => {
      const list = outputOf<SessionList>(event);
      return context.requested !== null && takesRegistration(sessionOf({ sessions: list.items }, context.requested), list.now);
    },
    hasRequested: ({ context }) => context.requested !== null,
  },
}).createMachine({
  id: 'dropIn',
  context: ({ input }) => ({
    from: input.today,
    to: addDays(input.today, FIRST_DAYS - 1),
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
          { guard: 'canRegisterForRequested', target: 'gate', actions: ['setList', 'startRequestedTask'] },
          { guard: 'hasRequested', target: 'ready', actions: ['setList', 'requestedUnavailable'] },
          { target: 'ready', actions: 'setList' },
        ],
        onError: { target: 'loadFailed', actions: 'setError' },
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
        'dropIn.register': { guard: 'isKnownSession', target: 'gate', actions: 'startTask' },
        'dropIn.joinWaitlist': { guard: 'isKnownSession', target: 'gate', actions: 'startTask' },
        'dropIn.cancel': { guard: 'isKnownSession', target: 'confirming', actions: 'startTask' },
        'dropIn.leave': { guard: 'isKnownSession', target: 'confirming', actions: 'startTask' },
      },
    },
    // A visitor logs in (or signs up) first; the list is then read again with their prices and places.
    gate: {
      invoke: {
        id: 'loginGate',
        src: 'loginGate',
        input: ({ context }) => ({ isLoggedIn: context.isLoggedIn }),
        onDone: [
          { guard: 'gatePassed', target: 'preparing', actions: 'loggedIn' },
          { target: 'ready', actions: 'endTask' },
        ],
      },
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
            onDone: { target: 'participants', actions: 'setList' },
            onError: { target: '#dropIn.ready', actions: 'setError' },
          },
        },
        participants: {
          invoke: {
            id: 'loadParticipants',
            src: 'loadParticipants',
            onDone: { target: '#dropIn.choosing', actions: ['setParticipants', 'pickFirst'] },
            onError: { target: '#dropIn.ready', actions: 'setError' },
          },
        },
      },
    },
    choosing: {
      on: {
        'dropIn.toggle': { guard: 'canPick', actions: 'togglePick' },
        'dropIn.confirm': [
          { guard: 'isWaitlistTask', target: 'joining' },
          { guard: 'hasPicks', target: 'paying', actions: 'clearError' },
        ],
        'dropIn.close': { target: 'ready', actions: 'endTask' },
      },
    },
    paying: {
      tags: ['busy'],
      invoke: {
        id: 'checkout',
        src: 'checkout',
        input: ({ context }) => ({ lines: registrationLines(context.task!.sessionId, context.picks) }),
        onDone: [
          { guard: 'isConfirmed', target: 'loading', actions: ['endTask', 'notifyRegistered'] },
          { guard: 'isAbandoned', target: 'choosing' },
          // 409 full, not open, already registered…: the dialog stays with the reason, and the list is fresh.
          { target: 'choosing', actions: 'setRefusal' },
        ],
        onError: { target: 'choosing', actions: 'setRefusal' },
      },
      on: { 'dropIn.chooseAgain': { actions: 'abandonCheckout' } },
    },
    joining: {
      tags: ['busy'],
      invoke: {
        id: 'joinWaitlist',
        src: 'joinWaitlist',
        input: ({ context }) => ({ sessionId: context.task!.sessionId, participantId: context.picks[0] ?? 'self' }),
        onDone: { target: 'loading', actions: ['endTask', { type: 'notifyWaitlisted', params: ({ event }) => ({ position: event.output.position }) }] },
        onError: { target: 'choosing', actions: 'setError' },
      },
    },
    confirming: {
      on: {
        'dropIn.confirm': [{ guard: ({ context }) => context.task?.kind === 'cancel', target: 'cancelling' }, { target: 'leaving' }],
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
        onError: { target: 'confirming', actions: 'setError' },
      },
    },
    leaving: {
      tags: ['busy'],
      invoke: {
        id: 'leaveWaitlist',
        src: 'leaveWaitlist',
        input: ({ context }) => ({ entryId: context.task?.kind === 'leave' ? context.task.entryId : 0 }),
        onDone: { target: 'loading', actions: ['endTask', 'notifyLeft'] },
        onError: { target: 'confirming', actions: 'setError' },
      },
    },
  },
});
