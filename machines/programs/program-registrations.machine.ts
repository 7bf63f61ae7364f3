import { assign, fromPromise, setup, stateIn } from 'xstate';
import { errorOf, toApiError, type ApiError } from '../shared';
import type { ListedProgram, OwnerEnrolment, OwnerWaitlistEntry } from './event-shapes';

export interface ProgramRegistrationsInput {
  program: ListedProgram;
  /** The venue's zone: a waitlist offer's expiry is shown in it. */
  timeZone: string;
}

type EmailField = 'subject' | 'body';

/** What the last action did, for the banner (the view words it). */
export type RegistrationsOutcome = { kind: 'cancelled'; name: string; refundCents: number } | { kind: 'emailed'; sent: number };

interface ProgramRegistrationsContext extends ProgramRegistrationsInput {
  enrolments: OwnerEnrolment[];
  loaded: boolean;
  /** The program's line, first in line first (every division's, for a tournament). */
  waitlist: OwnerWaitlistEntry[];
  /** The line could not be read: the registrations still show, with this under them. */
  waitlistError: ApiError | null;
  /** The registration waiting on the owner's choice, and that choice. */
  pendingCancel: { id: number; refund: boolean } | null;
  email: Record<EmailField, string>;
  /** Fields left empty when the owner pressed Send. */
  emailProblems: Partial<Record<EmailField, 'required'>>;
  outcome: RegistrationsOutcome | null;
  error: ApiError | null;
  /** A registration was cancelled: the list of programs reads its counts again. */
  changed: boolean;
}

type ProgramRegistrationsEvent =
  | { type: 'registrations.retry' }
  | { type: 'registrations.close' }
  | { type: 'registrations.outcomeDismissed' }
  | { type: 'enrolment.cancel'; id: number }
  | { type: 'cancel.refundChosen'; refund: boolean }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' }
  | { type: 'email.compose' }
  | { type: 'email.fieldChanged'; field: EmailField; value: string }
  | { type: 'email.send' }
  | { type: 'email.dismiss' }
  /** The answers to "Discard your changes?" when an e-mail being written would be thrown away. */
  | { type: 'discard.keep' }
  | { type: 'discard.confirm' };

const EMPTY_EMAIL = { subject: '', body: '' };

/** Back to the programs, from anywhere but the end (a call out is dropped). */
const CLOSE = { 'registrations.close': { target: '#programRegistrations.closed' } } as const;

/**
 * The registrations of one program with its waitlist (both read at once, every time), one
 * registration cancelled with or without a refund (a freed place may go to the line, so both are
 * read again), and a plain-text e-mail to every registrant. It ends (output: whether a
 * registration was cancelled) when the owner goes back to the programs.
 */
export const programRegistrationsMachine = setup({
  types: {
    context: {} as ProgramRegistrationsContext,
    events: {} as ProgramRegistrationsEvent,
    input: {} as ProgramRegistrationsInput,
    output: {} as { changed: boolean },
    tags: {} as 'busy',
  },
  actors: {
    /** GET owner/programs/:id/registrations */
    loadRegistrations: fromPromise<OwnerEnrolment[], { programId: number }>(async () => {
      throw new Error('provide loadRegistrations');
    }),
    /** GET owner/programs/:id/waitlist */
    loadWaitlist: fromPromise<OwnerWaitlistEntry[], { programId: number }>(async () => {
      throw new Error('provide loadWaitlist');
    }),
    /** POST owner/programs/:id/registrations/:enrolmentId/cancel { refund } */
    cancelRegistration: fromPromise<{ refundCents: number }, { programId: number; enrolmentId: number; refund: boolean }>(async () => {
      throw new Error('provide cancelRegistration');
    }),
    /** POST owner/programs/:id/email { subject, body } */
    emailRegistrants: fromPromise<{ sent: number }, { programId: number; subject: string; body: string }>(async () => {
      throw new Error('provide emailRegistrants');
    }),
  },
  actions: {
    setEnrolments: assign((_, enrolments: OwnerEnrolment[]) => ({ enrolments, loaded: true, error: null })),
    setWaitlist: assign((_, waitlist: OwnerWaitlistEntry[]) => ({ waitlist, waitlistError: null })),
    setWaitlistError: assign({ waitlist: [], waitlistError: ({ event }) => toApiError(errorOf(event)) }),
    setError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
    clearError: assign({ error: null, waitlistError: null }),
    dismissOutcome: assign({ outcome: null }),
    openCancel: assign(({ event }) => (event.type === 'enrolment.cancel' ? { pendingCancel: { id: event.id, refund: true }, outcome: null, error: null } : {})),
    chooseRefund: assign(({ context, event }) =>
      event.type === 'cancel.refundChosen' && context.pendingCancel ? { pendingCancel: { ...context.pendingCancel, refund: event.refund } } : {},
    ),
    closeCancel: assign({ pendingCancel: null }),
    cancelled: assign(({ context }, { refundCents }: { refundCents: number }) => ({
      outcome: {
        kind: 'cancelled' as const,
        name: context.enrolments.find((e) => e.id === context.pendingCancel?.id)?.participantName ?? '',
        refundCents,
      },
      pendingCancel: null,
      changed: true,
    })),
    openEmail: assign({ email: EMPTY_EMAIL, emailProblems: {}, outcome: null, error: null }),
    changeEmail: assign(({ context, event }) => {
      if (event.type !== 'email.fieldChanged') return {};
      const { [event.field]: _cleared, ...emailProblems } = context.emailProblems;
      return { email: { ...context.email, [event.field]: event.value }, emailProblems };
    }),
    checkEmail: assign({
      emailProblems: ({ context }) =>
        Object.fromEntries((['subject', 'body'] as const).filter((f) => !context.email[f].trim()).map((f) => [f, 'required' as const])),
    }),
    emailed: assign((_, { sent }: { sent: number }) => ({ outcome: { kind: 'emailed' as const, sent }, email: EMPTY_EMAIL })),
  },
  guards: {
    knownActive: ({ context, event }) => event.type === 'enrolment.cancel' && context.enrolments.some((e) => e.id === event.id && e.status !== 'cancelled'),
    hasRegistrants: ({ context }) => context.enrolments.some((e) => e.status !== 'cancelled'),
    waitlistFailed: ({ context }) => context.waitlistError !== null,
    /** Both reads of `loading` are in (its done event counts only then, whoever sends it). */
    bothRead: stateIn({ loading: { registrations: 'fetched', waitlist: 'fetched' } }),
    emailComplete: ({ context }) => context.email.subject.trim() !== '' && context.email.body.trim() !== '',
    /** Something is written in the e-mail (it opens empty): closing it would lose it. */
    emailWritten: ({ context }) => context.email.subject.trim() !== '' || context.email.body.trim() !== '',
  },
}).createMachine({
  id: 'programRegistrations',
  context: ({ input }) => ({
    program: input.program,
    timeZone: input.timeZone,
    enrolments: [],
    loaded: false,
    waitlist: [],
    waitlistError: null,
    pendingCancel: null,
    email: EMPTY_EMAIL,
    emailProblems: {},
    outcome: null,
    error: null,
    changed: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      on: CLOSE,
      type: 'parallel',
      // Both reads go out at once; `loading` is done when both are.
      states: {
        registrations: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'loadRegistrations',
                src: 'loadRegistrations',
                input: ({ context }) => ({ programId: context.program.id }),
                onDone: { target: 'fetched', actions: { type: 'setEnrolments', params: ({ event }) => event.output } },
                onError: { target: '#programRegistrations.failed', actions: 'setError' },
              },
            },
            fetched: { type: 'final' },
          },
        },
        waitlist: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'loadWaitlist',
                src: 'loadWaitlist',
                input: ({ context }) => ({ programId: context.program.id }),
                onDone: { target: 'fetched', actions: { type: 'setWaitlist', params: ({ event }) => event.output } },
                // A line that cannot be read does not hide the registrations.
                onError: { target: 'fetched', actions: 'setWaitlistError' },
              },
            },
            fetched: { type: 'final' },
          },
        },
      },
      onDone: { guard: 'bothRead', target: 'ready' },
    },
    failed: {
      on: { ...CLOSE, 'registrations.retry': { target: 'loading', actions: 'clearError' } },
    },
    ready: {
      on: {
        ...CLOSE,
        'registrations.retry': { guard: 'waitlistFailed', target: 'loading', actions: 'clearError' },
        'registrations.outcomeDismissed': { actions: 'dismissOutcome' },
        'enrolment.cancel': { guard: 'knownActive', target: 'confirmingCancel', actions: 'openCancel' },
        'email.compose': { guard: 'hasRegistrants', target: 'composing', actions: 'openEmail' },
      },
    },
    confirmingCancel: {
      on: {
        ...CLOSE,
        'cancel.refundChosen': { actions: 'chooseRefund' },
        'cancel.confirm': { target: 'cancelling' },
        'cancel.dismiss': { target: 'ready', actions: 'closeCancel' },
      },
    },
    cancelling: {
      tags: ['busy'],
      on: CLOSE,
      invoke: {
        id: 'cancelRegistration',
        src: 'cancelRegistration',
        input: ({ context }) => ({ programId: context.program.id, enrolmentId: context.pendingCancel?.id ?? 0, refund: context.pendingCancel?.refund ?? true }),
        onDone: { target: 'loading', actions: { type: 'cancelled', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: ['setError', 'closeCancel'] },
      },
    },
    composing: {
      on: {
        ...CLOSE,
        'email.fieldChanged': { actions: 'changeEmail' },
        'email.send': [{ guard: 'emailComplete', target: 'sending' }, { actions: 'checkEmail' }],
        'email.dismiss': [{ guard: 'emailWritten', target: 'confirmingDiscard' }, { target: 'ready' }],
      },
    },
    // "Discard your changes?" over the e-mail being written; it stays as it is behind the question.
    confirmingDiscard: {
      on: {
        ...CLOSE,
        'discard.keep': { target: 'composing' },
        'discard.confirm': { target: 'ready' },
      },
    },
    sending: {
      tags: ['busy'],
      on: CLOSE,
      invoke: {
        id: 'emailRegistrants',
        src: 'emailRegistrants',
        input: ({ context }) => ({ programId: context.program.id, subject: context.email.subject.trim(), body: context.email.body }),
        onDone: { target: 'ready', actions: { type: 'emailed', params: ({ event }) => event.output } },
        onError: { target: 'composing', actions: 'setError' },
      },
    },
    closed: { type: 'final' },
  },
  output: ({ context }) => ({ changed: context.changed }),
});
