import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { loginGateMachine, type LoginGateOutput } from '../auth';
import { checkoutMachine, type CheckoutOutput } from '../checkout';
import { errorOf, hasStatus, toApiError, type ApiError } from '../shared/api-error';
import type { ProgramDetail, ProgramPageData } from './catalogue-shapes';
import type { Participant } from './drop-in.machine';
import type { ParticipantId, TaxRate } from './program-shapes';
import { isCancellable, programLines, unpickableIn } from './program-registration';

export interface ProgramPageInput {
  programId: number;
  /** The zone to read dates in until the answer names the venue's. */
  timeZone: string;
  isLoggedIn: boolean;
  /** `?showRegisterOnLoad=true`: open registration as soon as the program is in. */
  registerOnLoad: boolean;
}

export interface ProgramPageContext {
  programId: number;
  isLoggedIn: boolean;
  registerOnLoad: boolean;
  program: ProgramDetail | null;
  timeZone: string;
  taxes: TaxRate[];
  /** The server's clock at the last answer (ISO). */
  now: string | null;
  participants: Participant[] | null;
  /** Who is ticked in the registration dialog, in the participants' order. */
  picks: ParticipantId[];
  /** The place the caller asked to cancel. */
  cancelling: number | null;
  /** What the server refunded for it. */
  refundCents: number | null;
  error: ApiError | null;
}

export type ProgramPageEvent =
  | { type: 'program.reload' }
  | { type: 'program.register' }
  | { type: 'program.toggle'; participantId: ParticipantId }
  | { type: 'program.confirm' }
  | { type: 'program.close' }
  /** On the way to the payment page (or back from it): change who is included. */
  | { type: 'program.chooseAgain' }
  | { type: 'program.cancel'; enrolmentId: number }
  | { type: 'session.loggedIn' }
  | { type: 'session.loggedOut' };

const outputOf = <T>(event: { type: string }) => (event as { output?: T }).output as T;

function refusal(event: { type: string }): ApiError {
  const output = outputOf<CheckoutOutput | undefined>(event);
  return output?.result === 'refused' ? output.error : toApiError(errorOf(event));
}

const openIn = (event: { type: string }) => outputOf<ProgramPageData | undefined>(event)?.program.registration === 'open';

/**
 * One program's page (/lesson-info/:id): its details and the caller's places. Register goes through
 * the login gate, then a choice of participants, then the checkout kit (one line per person);
 * cancelling a place confirms first and then says what the server refunded.
 */
export const programPageMachine = setup({
  types: {
    input: {} as ProgramPageInput,
    context: {} as ProgramPageContext,
    events: {} as ProgramPageEvent,
    tags: {} as 'busy',
    children: {} as { checkout: 'checkout'; loginGate: 'loginGate' },
  },
  actors: {
    /** GET programs/:id, with the venue's zone, taxes and clock. */
    loadProgram: fromPromise<ProgramPageData, { programId: number }>(async () => {
      throw new Error('provide loadProgram');
    }),
    /** The account holder and their family members, with their memberships' days. */
    loadParticipants: fromPromise<Participant[], void>(async () => {
      throw new Error('provide loadParticipants');
    }),
    /** POST programs/enrolments/:id/cancel */
    cancelEnrolment: fromPromise<{ refundCents: number }, { enrolmentId: number }>(async () => {
      throw new Error('provide cancelEnrolment');
    }),
    /** Sends `session.loggedIn` / `session.loggedOut` as the app's session changes. */
    watchSession: fromCallback(() => {}),
    loginGate: loginGateMachine,
    checkout: checkoutMachine,
  },
  actions: {
    /** The flag has done its job: the app drops it from the address, so a reload or Back does not reopen the dialog. */
    forgetRegisterOnLoad: () => {},
    /** Nothing was owed: the places are confirmed at once (the app tells the player). */
    notifyRegistered: () => {},
    setProgram: assign(({ event }) => {
      const data = outputOf<ProgramPageData>(event);
      return { program: data.program, timeZone: data.timeZone, taxes: data.taxes, now: data.now };
    }),
    forgetProgram: assign({ program: null }),
    dropRegisterOnLoad: assign({ registerOnLoad: false }),
    setParticipants: assign({ participants: ({ event }) => outputOf<Participant[]>(event) }),
    setError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
    setRefusal: assign({ error: ({ event }) => refusal(event) }),
    clearError: assign({ error: null }),
    /** Ticks the first person free to be picked (usually the account holder; a child first for a kids' camp). */
    pickFirst: assign(({ context }) => {
      const taken = unpickableIn(context.program);
      const first = (context.participants ?? []).find((participant) => !taken.includes(participant.id));
      return { picks: first ? [first.id] : [] };
    }),
    togglePick: assign(({ context, event }) => {
      if (event.type !== 'program.toggle') return {};
      const ticked = context.picks.includes(event.participantId);
      const picks = ticked
        ? context.picks.filter((id) => id !== event.participantId)
        : (context.participants ?? []).map((participant) => participant.id).filter((id) => id === event.participantId || context.picks.includes(id));
      return { picks, error: null };
    }),
    askToCancel: assign({ cancelling: ({ event }) => (event.type === 'program.cancel' ? event.enrolmentId : null), refundCents: null, error: null }),
    setRefund: assign({ refundCents: ({ event }) => outputOf<{ refundCents: number }>(event).refundCents }),
    endTask: assign({ picks: [], cancelling: null, refundCents: null, error: null }),
    abandonCheckout: sendTo('checkout', { type: 'checkout.abandon' }),
    loggedIn: assign({ isLoggedIn: true }),
    loggedOut: assign({ isLoggedIn: false, participants: null }),
  },
  guards: {
    registersOnLoad: ({ context, event }) => context.registerOnLoad && openIn(event),
    hasRegisterFlag: ({ context }) => context.registerOnLoad,
    isOpen: ({ context }) => context.program?.registration === 'open',
    isStillOpen: ({ event }) => openIn(event),
    isNotFound: ({ event }) => hasStatus(errorOf(event), 404),
    canPick: ({ context, event }) =>
      event.type === 'program.toggle' &&
      (context.participants ?? []).some((participant) => participant.id === event.participantId) &&
      !unpickableIn(context.program).includes(event.participantId),
    hasPicks: ({ context }) => context.picks.length > 0,
    isOwnPlace: ({ context, event }) => event.type === 'program.cancel' && isCancellable(context.program, event.enrolmentId),
    gatePassed: ({ event }) => outputOf<LoginGateOutput>(event)?.loggedIn === true,
    isConfirmed: ({ event }) => outputOf<CheckoutOutput>(event)?.result === 'confirmed',
    isAbandoned: ({ event }) => outputOf<CheckoutOutput>(event)?.result === 'abandoned',
  },
}).createMachine({
  id: 'programPage',
  context: ({ input }) => ({
    programId: input.programId,
    isLoggedIn: input.isLoggedIn,
    registerOnLoad: input.registerOnLoad,
    program: null,
    timeZone: input.timeZone,
    taxes: [],
    now: null,
    participants: null,
    picks: [],
    cancelling: null,
    refundCents: null,
    error: null,
  }),
  invoke: { id: 'watchSession', src: 'watchSession' },
  on: {
    'session.loggedIn': { actions: 'loggedIn' },
    'session.loggedOut': { actions: 'loggedOut' },
  },
  initial: 'loading',
  states: {
    // Also after registering, cancelling or a change of login: the page stays while it is read again.
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadProgram',
        src: 'loadProgram',
        input: ({ context }) => ({ programId: context.programId }),
        onDone: [
          { guard: 'registersOnLoad', target: 'gate', actions: ['setProgram', 'dropRegisterOnLoad', 'forgetRegisterOnLoad'] },
          // Asked to register where registration is not open: the page says why, the flag goes.
          { guard: 'hasRegisterFlag', target: 'ready', actions: ['setProgram', 'dropRegisterOnLoad', 'forgetRegisterOnLoad'] },
          { target: 'ready', actions: 'setProgram' },
        ],
        onError: [{ guard: 'isNotFound', target: 'notFound', actions: 'forgetProgram' }, { target: 'loadFailed', actions: 'setError' }],
      },
    },
    // 404 program_not_found: a draft, a cancelled program or a wrong address.
    notFound: {},
    loadFailed: {
      on: { 'program.reload': { target: 'loading', actions: 'clearError' } },
    },
    ready: {
      on: {
        'program.register': { guard: 'isOpen', target: 'gate', actions: 'clearError' },
        'program.cancel': { guard: 'isOwnPlace', target: 'confirming', actions: 'askToCancel' },
        // Prices and places are the caller's: read the program again as them.
        'session.loggedIn': { target: 'loading', actions: ['loggedIn', 'clearError'] },
        'session.loggedOut': { target: 'loading', actions: ['loggedOut', 'clearError'] },
      },
    },
    // A visitor logs in (or signs up) first; the program is then read again with their price and places.
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
      initial: 'program',
      states: {
        program: {
          invoke: {
            id: 'loadProgram',
            src: 'loadProgram',
            input: ({ context }) => ({ programId: context.programId }),
            onDone: [
              { guard: 'isStillOpen', target: 'participants', actions: 'setProgram' },
              // Closed or full meanwhile: the page now says so.
              { target: '#programPage.ready', actions: 'setProgram' },
            ],
            onError: { target: '#programPage.ready', actions: 'setError' },
          },
        },
        participants: {
          invoke: {
            id: 'loadParticipants',
            src: 'loadParticipants',
            onDone: { target: '#programPage.choosing', actions: ['setParticipants', 'pickFirst'] },
            onError: { target: '#programPage.ready', actions: 'setError' },
          },
        },
      },
    },
    choosing: {
      on: {
        'program.toggle': { guard: 'canPick', actions: 'togglePick' },
        'program.confirm': { guard: 'hasPicks', target: 'paying', actions: 'clearError' },
        'program.close': { target: 'ready', actions: 'endTask' },
        'session.loggedOut': { target: 'loading', actions: ['loggedOut', 'endTask'] },
      },
    },
    paying: {
      tags: ['busy'],
      invoke: {
        id: 'checkout',
        src: 'checkout',
        input: ({ context }) => ({ lines: programLines(context.programId, context.picks) }),
        onDone: [
          { guard: 'isConfirmed', target: 'loading', actions: ['endTask', 'notifyRegistered'] },
          { guard: 'isAbandoned', target: 'choosing' },
          // 409 full, closed, already registered, 400 age out of range…: the dialog stays with the reason.
          { target: 'choosing', actions: 'setRefusal' },
        ],
        onError: { target: 'choosing', actions: 'setRefusal' },
      },
      on: { 'program.chooseAgain': { actions: 'abandonCheckout' } },
    },
    confirming: {
      on: {
        'program.confirm': { target: 'cancelling', actions: 'clearError' },
        'program.close': { target: 'ready', actions: 'endTask' },
      },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'cancelEnrolment',
        src: 'cancelEnrolment',
        input: ({ context }) => ({ enrolmentId: context.cancelling ?? 0 }),
        onDone: { target: 'cancelled', actions: 'setRefund' },
        onError: { target: 'confirming', actions: 'setError' },
      },
    },
    // The dialog says what came back; closing it reads the program again.
    cancelled: {
      on: { 'program.close': { target: 'loading', actions: 'endTask' } },
    },
  },
});
