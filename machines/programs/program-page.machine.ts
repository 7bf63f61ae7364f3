import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { loginGateMachine, type LoginGateOutput } from '../auth';
import { checkoutMachine, type CheckoutOutput } from '../checkout';
import { errorOf, hasStatus, toApiError, type ApiError } from '../shared/api-error';
import type { ProgramDetail, ProgramPageData } from './catalogue-shapes';
import type { Participant } from './drop-in.machine';
import type { ParticipantId, TaxRate } from './program-shapes';
import { canRegister, isCancellable, nobodyCanRegister, pickBar, programLines } from './program-registration';
import { canJoinWaitlist, firstInLine, isLineOpen, isOwnLine, lineBar } from './program-waitlist';
import { canEnter, canPartner, canPlay, entryLines, firstEntry, isEntryReady, NO_ENTRY, withDivision, withParticipant, type EntryDraft, type PartnerChoice } from './tournament-entry';

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
  /** What the dialog after the login gate is for: registering, or joining a waitlist. */
  task: 'register' | 'waitlist' | null;
  /** Who is ticked in the registration dialog, in the participants' order (every kind but tournaments). */
  picks: ParticipantId[];
  /** A tournament entry being made; joining a waitlist: who joins, and for which division. */
  entry: EntryDraft;
  /** The waitlist line the caller asked to leave. */
  leavingLine: number | null;
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
  /** A tournament's player, or who joins a waitlist. */
  | { type: 'program.participant'; participantId: ParticipantId }
  | { type: 'program.division'; divisionId: number }
  /** A doubles partner: someone on the account, an e-mail address (as typed), or none. */
  | { type: 'program.partner'; partner: PartnerChoice | null }
  /** Queue for the full program, or for a full division of a tournament. */
  | { type: 'program.joinWaitlist'; divisionId?: number }
  | { type: 'program.leaveWaitlist'; entryId: number }
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

const programIn = (event: { type: string }) => outputOf<ProgramPageData | undefined>(event)?.program ?? null;
const peopleOf = (context: ProgramPageContext) => (context.participants ?? []).map((participant) => participant.id);
const isTournament = (context: ProgramPageContext) => context.program?.kind === 'tournament';

/**
 * One program's page (/lesson-info/:id): its details and the caller's places. Register goes through
 * the login gate, then a choice of participants (a tournament: the player, division and partner),
 * then the checkout kit; a full program (or division) takes people on its waitlist the same way.
 * Cancelling a place or leaving a line confirms first; the page is read again after each.
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
    /** POST programs/:id/waitlist */
    joinWaitlist: fromPromise<{ id: number; position: number }, { programId: number; participantId: ParticipantId; divisionId: number | null }>(async () => {
      throw new Error('provide joinWaitlist');
    }),
    /** DELETE programs/:id/waitlist/:entryId */
    leaveWaitlist: fromPromise<void, { programId: number; entryId: number }>(async () => {
      throw new Error('provide leaveWaitlist');
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
    notifyWaitlisted: (_, _params: { position: number }) => {},
    notifyLeft: () => {},
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
    startRegister: assign({ task: 'register', error: null }),
    startWaitlist: assign(({ event }) => ({ task: 'waitlist' as const, entry: { ...NO_ENTRY, divisionId: event.type === 'program.joinWaitlist' ? (event.divisionId ?? null) : null }, error: null })),
    /** Ticks the first person free to be picked (usually the account holder; a child first for a kids' camp); a tournament starts its entry. */
    pickFirst: assign(({ context }) => {
      if (isTournament(context)) return { entry: firstEntry(context.program, peopleOf(context)) };
      const first = peopleOf(context).find((id) => pickBar(context.program, id) === null);
      return { picks: first !== undefined ? [first] : [] };
    }),
    pickFirstInLine: assign(({ context }) => ({ entry: { ...context.entry, participantId: firstInLine(context.program, peopleOf(context), context.entry.divisionId) } })),
    togglePick: assign(({ context, event }) => {
      if (event.type !== 'program.toggle') return {};
      const ticked = context.picks.includes(event.participantId);
      const picks = ticked
        ? context.picks.filter((id) => id !== event.participantId)
        : (context.participants ?? []).map((participant) => participant.id).filter((id) => id === event.participantId || context.picks.includes(id));
      return { picks, error: null };
    }),
    chooseParticipant: assign(({ context, event }) => {
      if (event.type !== 'program.participant' || !context.program) return {};
      const entry = context.task === 'waitlist' ? { ...context.entry, participantId: event.participantId } : withParticipant(context.program, context.entry, event.participantId);
      return { entry, error: null };
    }),
    chooseDivision: assign(({ context, event }) =>
      event.type === 'program.division' && context.program ? { entry: withDivision(context.program, context.entry, event.divisionId), error: null } : {},
    ),
    choosePartner: assign(({ context, event }) => (event.type === 'program.partner' ? { entry: { ...context.entry, partner: event.partner }, error: null } : {})),
    askToLeave: assign({ leavingLine: ({ event }) => (event.type === 'program.leaveWaitlist' ? event.entryId : null), error: null }),
    askToCancel: assign({ cancelling: ({ event }) => (event.type === 'program.cancel' ? event.enrolmentId : null), refundCents: null, error: null }),
    setRefund: assign({ refundCents: ({ event }) => outputOf<{ refundCents: number }>(event).refundCents }),
    endTask: assign({ task: null, picks: [], entry: NO_ENTRY, cancelling: null, leavingLine: null, refundCents: null, error: null }),
    abandonCheckout: sendTo('checkout', { type: 'checkout.abandon' }),
    loggedIn: assign({ isLoggedIn: true }),
    loggedOut: assign({ isLoggedIn: false, participants: null }),
  },
  guards: {
    registersOnLoad: ({ context, event }) => context.registerOnLoad && canRegister(programIn(event)),
    hasRegisterFlag: ({ context }) => context.registerOnLoad,
    isOpen: ({ context }) => canRegister(context.program),
    canQueue: ({ context, event }) => event.type === 'program.joinWaitlist' && canJoinWaitlist(context.program, event.divisionId ?? null),
    /** Read again after the gate: registration (or the line) is still there to take. */
    isStillAvailable: ({ context, event }) => (context.task === 'waitlist' ? isLineOpen(programIn(event), context.entry.divisionId) : canRegister(programIn(event))),
    /** Everyone on the account is already in, outside the ages, or without a place left (the answer's people). */
    isNobodyEligible: ({ context, event }) => nobodyCanRegister(context.program, outputOf<Participant[]>(event).map((participant) => participant.id)),
    isWaitlistTask: ({ context }) => context.task === 'waitlist',
    isNotFound: ({ event }) => hasStatus(errorOf(event), 404),
    canPick: ({ context, event }) =>
      event.type === 'program.toggle' && !isTournament(context) && peopleOf(context).includes(event.participantId) && pickBar(context.program, event.participantId) === null,
    canPlay: ({ context, event }) => event.type === 'program.participant' && isTournament(context) && canPlay(context.program!, peopleOf(context), event.participantId),
    canEnterDivision: ({ context, event }) => event.type === 'program.division' && context.program !== null && canEnter(context.program, context.entry, event.divisionId),
    canPartner: ({ context, event }) => event.type === 'program.partner' && context.program !== null && canPartner(context.program, context.entry, peopleOf(context), event.partner),
    canJoinAs: ({ context, event }) =>
      event.type === 'program.participant' && peopleOf(context).includes(event.participantId) && lineBar(context.program!, context.entry.divisionId, event.participantId) === null,
    isChoiceReady: ({ context }) => (isTournament(context) ? isEntryReady(context.program, context.entry, peopleOf(context)) : context.picks.length > 0),
    hasPerson: ({ context }) => context.entry.participantId !== null,
    isOwnLine: ({ context, event }) => event.type === 'program.leaveWaitlist' && isOwnLine(context.program, event.entryId),
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
    task: null,
    picks: [],
    entry: NO_ENTRY,
    leavingLine: null,
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
          { guard: 'registersOnLoad', target: 'gate', actions: ['setProgram', 'dropRegisterOnLoad', 'forgetRegisterOnLoad', 'startRegister'] },
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
        'program.register': { guard: 'isOpen', target: 'gate', actions: 'startRegister' },
        'program.joinWaitlist': { guard: 'canQueue', target: 'gate', actions: 'startWaitlist' },
        'program.cancel': { guard: 'isOwnPlace', target: 'confirming', actions: 'askToCancel' },
        'program.leaveWaitlist': { guard: 'isOwnLine', target: 'confirmingLeave', actions: 'askToLeave' },
        // Prices and places are the caller's: read the program again as them.
        'session.loggedIn': { target: 'loading', actions: ['loggedIn', 'clearError'] },
        'session.loggedOut': { target: 'loading', actions: ['loggedOut', 'clearError'] },
      },
    },
    // A visitor logs in (or signs up) first; the program is then read again with their price, places and lines.
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
              { guard: 'isStillAvailable', target: 'participants', actions: 'setProgram' },
              // Closed or full meanwhile (or, for the line, a place freed): the page now says so.
              { target: '#programPage.ready', actions: ['setProgram', 'endTask'] },
            ],
            onError: { target: '#programPage.ready', actions: ['endTask', 'setError'] },
          },
        },
        participants: {
          invoke: {
            id: 'loadParticipants',
            src: 'loadParticipants',
            onDone: [
              { guard: 'isWaitlistTask', target: '#programPage.waitlisting', actions: ['setParticipants', 'pickFirstInLine'] },
              { guard: 'isNobodyEligible', target: '#programPage.nobodyEligible', actions: 'setParticipants' },
              { target: '#programPage.choosing', actions: ['setParticipants', 'pickFirst'] },
            ],
            onError: { target: '#programPage.ready', actions: ['endTask', 'setError'] },
          },
        },
      },
    },
    choosing: {
      on: {
        'program.toggle': { guard: 'canPick', actions: 'togglePick' },
        'program.participant': { guard: 'canPlay', actions: 'chooseParticipant' },
        'program.division': { guard: 'canEnterDivision', actions: 'chooseDivision' },
        'program.partner': { guard: 'canPartner', actions: 'choosePartner' },
        'program.confirm': { guard: 'isChoiceReady', target: 'paying', actions: 'clearError' },
        'program.close': { target: 'ready', actions: 'endTask' },
        'session.loggedOut': { target: 'loading', actions: ['loggedOut', 'endTask'] },
      },
    },
    // Nobody on the account can be registered: the dialog says why for each person (already in, the
    // ages, no place left) rather than offering a choice of nobody; a full program's line is offered.
    nobodyEligible: {
      on: {
        'program.joinWaitlist': { guard: 'canQueue', target: 'gate', actions: 'startWaitlist' },
        'program.close': { target: 'ready', actions: 'endTask' },
        'session.loggedOut': { target: 'loading', actions: ['loggedOut', 'endTask'] },
      },
    },
    paying: {
      tags: ['busy'],
      invoke: {
        id: 'checkout',
        src: 'checkout',
        input: ({ context }) => ({ lines: isTournament(context) ? entryLines(context.programId, context.entry) : programLines(context.programId, context.picks) }),
        onDone: [
          { guard: 'isConfirmed', target: 'loading', actions: ['endTask', 'notifyRegistered'] },
          { guard: 'isAbandoned', target: 'choosing' },
          // 409 full (or division full), closed, already registered, 400 age out of range, a partner refused…: the dialog stays with the reason.
          { target: 'choosing', actions: 'setRefusal' },
        ],
        onError: { target: 'choosing', actions: 'setRefusal' },
      },
      on: { 'program.chooseAgain': { actions: 'abandonCheckout' } },
    },
    // One person joins the line (a tournament: the division's).
    waitlisting: {
      on: {
        'program.participant': { guard: 'canJoinAs', actions: 'chooseParticipant' },
        'program.confirm': { guard: 'hasPerson', target: 'joining', actions: 'clearError' },
        'program.close': { target: 'ready', actions: 'endTask' },
        'session.loggedOut': { target: 'loading', actions: ['loggedOut', 'endTask'] },
      },
    },
    joining: {
      tags: ['busy'],
      invoke: {
        id: 'joinWaitlist',
        src: 'joinWaitlist',
        input: ({ context }) => ({ programId: context.programId, participantId: context.entry.participantId ?? 'self', divisionId: context.entry.divisionId }),
        onDone: { target: 'loading', actions: ['endTask', { type: 'notifyWaitlisted', params: ({ event }) => ({ position: event.output.position }) }] },
        // 409 not full any more, already in line…: the dialog stays with the reason.
        onError: { target: 'waitlisting', actions: 'setError' },
      },
    },
    confirmingLeave: {
      on: {
        'program.confirm': { target: 'leaving', actions: 'clearError' },
        'program.close': { target: 'ready', actions: 'endTask' },
      },
    },
    leaving: {
      tags: ['busy'],
      invoke: {
        id: 'leaveWaitlist',
        src: 'leaveWaitlist',
        input: ({ context }) => ({ programId: context.programId, entryId: context.leavingLine ?? 0 }),
        onDone: { target: 'loading', actions: ['endTask', 'notifyLeft'] },
        onError: { target: 'confirmingLeave', actions: 'setError' },
      },
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
