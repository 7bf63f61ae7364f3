import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { purchaseMachine, refusalIn, type PeopleOffer, type PurchaseOutcome } from '../checkout';
import { hasStatus, toApiError, type ApiError, type ParticipantId } from '../shared';
import type { ProgramPageData } from './catalogue-shapes';
import { isTournament, peopleOf, registrationOffer, type ProgramPageContext, type ProgramPageEvent, type ProgramPageInput } from './program-page-shapes';
import type { Participant } from './program-shapes';
import { canRegister, isCancellable, nobodyCanRegister } from './program-registration';
import { canJoinWaitlist, firstInLine, isLineOpen, isOwnLine, lineBar } from './program-waitlist';
import { loadedPeople, preparingParticipants } from './registration-purchase';
import { canEnter, canPartner, canPlay, entryLines, firstEntry, isEntryReady, NO_ENTRY, withDivision, withParticipant } from './tournament-entry';

export type { ProgramPageInput } from './program-page-shapes';

/**
 * One program's page (/lesson-info/:id): its details and the caller's places. Register and Join waitlist start
 * the purchase child (a visitor logs in first), which asks this page for the choice once the player is known:
 * the people to tick are offered to it (it ticks and pays); a tournament's entry and a place in line are this
 * page's own choice, the entry then paid as an order. Cancel and Leave confirm first; the page is read again after each.
 */
export const programPageMachine = setup({
  types: {
    input: {} as ProgramPageInput,
    context: {} as ProgramPageContext,
    events: {} as ProgramPageEvent,
    tags: {} as 'busy',
    children: {} as { purchase: 'purchase' },
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
    /** Who registers (a visitor logs in on the way), then the choice this page offers (or its order) and the payment; provide it with its login gate and checkout. */
    purchase: purchaseMachine,
  },
  actions: {
    /** The flag has done its job: the app drops it from the address, so a reload or Back does not reopen the dialog. */
    forgetRegisterOnLoad: () => {},
    /** Nothing was owed: the places are confirmed at once (the app tells the player). */
    notifyRegistered: () => {},
    notifyWaitlisted: (_, _params: { position: number }) => {},
    notifyLeft: () => {},
    setProgram: assign((_, data: ProgramPageData) => ({ program: data.program, timeZone: data.timeZone, taxes: data.taxes, now: data.now })),
    forgetProgram: assign({ program: null }),
    dropRegisterOnLoad: assign({ registerOnLoad: false }),
    setParticipants: assign((_, participants: Participant[]) => ({ participants })),
    setError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    /** The server refused the entry (409 division full, 400 a partner refused…): the dialog says why. */
    setRefusal: assign((_, params: { error: ApiError | null }) => ({ error: params.error })),
    clearError: assign({ error: null }),
    startRegister: assign({ task: 'register', error: null }),
    startWaitlist: assign(({ event }) => ({
      task: 'waitlist' as const,
      entry: { ...NO_ENTRY, divisionId: event.type === 'program.joinWaitlist' ? (event.divisionId ?? null) : null },
      error: null,
    })),
    /** A tournament's entry starts with the first player a division is open to. */
    startEntry: assign(({ context }) => ({ entry: firstEntry(context.program, peopleOf(context)) })),
    /** Answers the purchase child: who may be registered (its `purchase.prepare`). */
    offerChoice: sendTo('purchase', (_, offer: PeopleOffer) => ({ type: 'purchase.offer' as const, offer })),
    pickFirstInLine: assign(({ context }) => ({
      entry: { ...context.entry, participantId: firstInLine(context.program, peopleOf(context), context.entry.divisionId) },
    })),
    chooseParticipant: assign(({ context, event }) => {
      if (event.type !== 'program.participant' || !context.program) return {};
      const entry =
        context.task === 'waitlist'
          ? { ...context.entry, participantId: event.participantId }
          : withParticipant(context.program, context.entry, event.participantId);
      return { entry, error: null };
    }),
    chooseDivision: assign(({ context, event }) =>
      event.type === 'program.division' && context.program ? { entry: withDivision(context.program, context.entry, event.divisionId), error: null } : {},
    ),
    choosePartner: assign(({ context, event }) =>
      event.type === 'program.partner' ? { entry: { ...context.entry, partner: event.partner }, error: null } : {},
    ),
    askToLeave: assign({ leavingLine: ({ event }) => (event.type === 'program.leaveWaitlist' ? event.entryId : null), error: null }),
    askToCancel: assign({ cancelling: ({ event }) => (event.type === 'program.cancel' ? event.enrolmentId : null), refundCents: null, error: null }),
    setRefund: assign((_, params: { refundCents: number }) => ({ refundCents: params.refundCents })),
    endTask: assign({ task: null, entry: NO_ENTRY, cancelling: null, leavingLine: null, refundCents: null, error: null }),
    loggedIn: assign({ isLoggedIn: true }),
    loggedOut: assign({ isLoggedIn: false, participants: null }),
  },
  guards: {
    registersOnLoad: ({ context }, data: ProgramPageData) => context.registerOnLoad && canRegister(data.program),
    hasRegisterFlag: ({ context }) => context.registerOnLoad,
    isOpen: ({ context }) => canRegister(context.program),
    canQueue: ({ context, event }) => event.type === 'program.joinWaitlist' && canJoinWaitlist(context.program, event.divisionId ?? null),
    /** Read again after the login: registration (or the line) is still there to take. */
    isStillAvailable: ({ context }, data: ProgramPageData) =>
      context.task === 'waitlist' ? isLineOpen(data.program, context.entry.divisionId) : canRegister(data.program),
    /** Everyone on the account is already in, outside the ages, or without a place left (the answer's people). */
    isNobodyEligible: ({ context }, participants: Participant[]) =>
      nobodyCanRegister(
        context.program,
        participants.map((participant) => participant.id),
      ),
    isWaitlistTask: ({ context }) => context.task === 'waitlist',
    isTournament: ({ context }) => isTournament(context),
    isNotFound: (_, params: { error: unknown }) => hasStatus(params.error, 404),
    canPlay: ({ context, event }) =>
      event.type === 'program.participant' && isTournament(context) && canPlay(context.program!, peopleOf(context), event.participantId),
    canEnterDivision: ({ context, event }) =>
      event.type === 'program.division' && context.program !== null && canEnter(context.program, context.entry, event.divisionId),
    canPartner: ({ context, event }) =>
      event.type === 'program.partner' && context.program !== null && canPartner(context.program, context.entry, peopleOf(context), event.partner),
    canJoinAs: ({ context, event }) =>
      event.type === 'program.participant' &&
      peopleOf(context).includes(event.participantId) &&
      lineBar(context.program!, context.entry.divisionId, event.participantId) === null,
    isEntryReady: ({ context }) => isEntryReady(context.program, context.entry, peopleOf(context)),
    hasPerson: ({ context }) => context.entry.participantId !== null,
    isOwnLine: ({ context, event }) => event.type === 'program.leaveWaitlist' && isOwnLine(context.program, event.entryId),
    isOwnPlace: ({ context, event }) => event.type === 'program.cancel' && isCancellable(context.program, event.enrolmentId),
    isConfirmed: (_, outcome: PurchaseOutcome) => outcome.result === 'confirmed',
    isRefused: (_, outcome: PurchaseOutcome) => outcome.result === 'refused',
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
          {
            guard: { type: 'registersOnLoad', params: ({ event }) => event.output },
            target: 'buying',
            actions: [{ type: 'setProgram', params: ({ event }) => event.output }, 'dropRegisterOnLoad', 'forgetRegisterOnLoad', 'startRegister'],
          },
          // Asked to register where registration is not open: the page says why, the flag goes.
          {
            guard: 'hasRegisterFlag',
            target: 'ready',
            actions: [{ type: 'setProgram', params: ({ event }) => event.output }, 'dropRegisterOnLoad', 'forgetRegisterOnLoad'],
          },
          { target: 'ready', actions: { type: 'setProgram', params: ({ event }) => event.output } },
        ],
        onError: [
          { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'notFound', actions: 'forgetProgram' },
          { target: 'loadFailed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    // 404 program_not_found: a draft, a cancelled program or a wrong address.
    notFound: {},
    loadFailed: {
      on: { 'program.reload': { target: 'loading', actions: 'clearError' } },
    },
    ready: {
      on: {
        'program.register': { guard: 'isOpen', target: 'buying', actions: 'startRegister' },
        'program.joinWaitlist': { guard: 'canQueue', target: 'buying', actions: 'startWaitlist' },
        'program.cancel': { guard: 'isOwnPlace', target: 'confirming', actions: 'askToCancel' },
        'program.leaveWaitlist': { guard: 'isOwnLine', target: 'confirmingLeave', actions: 'askToLeave' },
        // Prices and places are the caller's: read the program again as them.
        'session.loggedIn': { target: 'loading', actions: ['loggedIn', 'clearError'] },
        'session.loggedOut': { target: 'loading', actions: ['loggedOut', 'clearError'] },
      },
    },
    // The purchase child: a visitor logs in (or signs up) first; once the player is known it asks for the
    // choice, and the program is read again with their price, places and lines.
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
      // Logged out on the way (another tab): the purchase stops, and the page is read again as a visitor.
      on: { 'session.loggedOut': { target: 'loading', actions: ['loggedOut', 'endTask'] } },
      initial: 'signingIn',
      states: {
        signingIn: {
          on: { 'purchase.prepare': { target: 'preparing', actions: 'loggedIn' } },
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
                  {
                    guard: { type: 'isStillAvailable', params: ({ event }) => event.output },
                    target: 'participants',
                    actions: { type: 'setProgram', params: ({ event }) => event.output },
                  },
                  // Closed or full meanwhile (or, for the line, a place freed): the page now says so.
                  { target: '#programPage.ready', actions: [{ type: 'setProgram', params: ({ event }) => event.output }, 'endTask'] },
                ],
                onError: { target: '#programPage.ready', actions: ['endTask', { type: 'setError', params: ({ event }) => ({ error: event.error }) }] },
              },
            },
            // A place in line, nobody to register and a tournament's entry are this page's own
            // dialogs: the purchase stops (an entry is paid through a purchase of its own).
            participants: preparingParticipants(
              'programPage',
              [
                {
                  guard: 'isWaitlistTask',
                  target: '#programPage.waitlisting',
                  actions: [{ type: 'setParticipants', params: loadedPeople }, 'pickFirstInLine'],
                },
                {
                  guard: { type: 'isNobodyEligible', params: loadedPeople },
                  target: '#programPage.nobodyEligible',
                  actions: { type: 'setParticipants', params: loadedPeople },
                },
                { guard: 'isTournament', target: '#programPage.entering', actions: [{ type: 'setParticipants', params: loadedPeople }, 'startEntry'] },
              ],
              registrationOffer,
            ),
          },
        },
        // The dialog is the purchase child's: who is ticked, the order, the payment page; a refusal (409 full,
        // closed, already registered, 400 age out of range…) keeps it open with the reason.
        offered: {},
      },
    },
    // A tournament's entry: the player, a division open to them, and for doubles the partner.
    entering: {
      on: {
        'program.participant': { guard: 'canPlay', actions: 'chooseParticipant' },
        'program.division': { guard: 'canEnterDivision', actions: 'chooseDivision' },
        'program.partner': { guard: 'canPartner', actions: 'choosePartner' },
        'program.confirm': { guard: 'isEntryReady', target: 'paying', actions: 'clearError' },
        'program.close': { target: 'ready', actions: 'endTask' },
        'session.loggedOut': { target: 'loading', actions: ['loggedOut', 'endTask'] },
      },
    },
    // The entry is an order known up front: the purchase child pays for it (the player is logged in already).
    paying: {
      tags: ['busy'],
      invoke: {
        id: 'purchase',
        src: 'purchase',
        input: ({ context }) => ({ isLoggedIn: context.isLoggedIn, offer: { kind: 'order' as const, lines: entryLines(context.programId, context.entry) } }),
        onDone: [
          { guard: { type: 'isConfirmed', params: ({ event }) => event.output }, target: 'loading', actions: ['endTask', 'notifyRegistered'] },
          // 409 division full, 400 a partner refused…: the entry stays with the reason.
          {
            guard: { type: 'isRefused', params: ({ event }) => event.output },
            target: 'entering',
            actions: { type: 'setRefusal', params: ({ event }) => ({ error: refusalIn(event.output) }) },
          },
          // Back from the payment page and starting over: the entry again.
          { target: 'entering' },
        ],
        onError: { target: 'entering', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // Nobody on the account can be registered: the dialog says why for each person (already in, the
    // ages, no place left) rather than offering a choice of nobody; a full program's line is offered.
    nobodyEligible: {
      on: {
        'program.joinWaitlist': { guard: 'canQueue', target: 'buying', actions: 'startWaitlist' },
        'program.close': { target: 'ready', actions: 'endTask' },
        'session.loggedOut': { target: 'loading', actions: ['loggedOut', 'endTask'] },
      },
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
        input: ({ context }) => ({ programId: context.programId, participantId: context.entry.participantId!, divisionId: context.entry.divisionId }),
        onDone: { target: 'loading', actions: ['endTask', { type: 'notifyWaitlisted', params: ({ event }) => ({ position: event.output.position }) }] },
        // 409 not full any more, already in line…: the dialog stays with the reason.
        onError: { target: 'waitlisting', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
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
        onError: { target: 'confirmingLeave', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
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
        onDone: { target: 'cancelled', actions: { type: 'setRefund', params: ({ event }) => event.output } },
        onError: { target: 'confirming', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The dialog says what came back; closing it reads the program again.
    cancelled: {
      on: { 'program.close': { target: 'loading', actions: 'endTask' } },
    },
  },
});
