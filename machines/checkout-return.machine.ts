import { assign, fromPromise, setup } from 'xstate';
import { errorOf, toApiError } from './api-error';

export type CheckoutReturnMode = 'success' | 'cancel';
export type CheckoutOutcomeStatus = 'confirmed' | 'pending' | 'failed' | 'cancelled';

/** GET /checkout/sessions/:id and its cancel answer (the fields the return pages use). */
export interface CheckoutResult {
  status: CheckoutOutcomeStatus;
  message: string;
  orderId: string;
  amountCents: number;
  holdExpiresAt: string | null;
  bookings: { id: number; court: number; date: string; startTime: string; endTime: string; startsAt: string; endsAt: string; hours: number }[];
}

/** Ask again this often while the provider has not confirmed… */
export const POLL_INTERVAL_MS = 2000;
/** …this many times (about 30 s), then say an e-mail will follow. */
export const MAX_POLLS = 15;

export interface CheckoutReturnInput {
  /** `session_id` from the return URL; null when it is missing. */
  sessionId: string | null;
  mode: CheckoutReturnMode;
}

export interface CheckoutReturnContext {
  sessionId: string | null;
  mode: CheckoutReturnMode;
  outcome: CheckoutResult | null;
  /** Polls made since the first answer said pending. */
  polls: number;
  /** Why the server could not be asked (not a payment failure). */
  error: string | null;
}

export type CheckoutReturnEvent = { type: 'checkout.retry' } | { type: 'checkout.checkAgain' };

const outcomeOf = (event: { type: string }) => (event as { output?: CheckoutResult }).output;
const statusIs = (status: CheckoutOutcomeStatus) => ({ event }: { event: { type: string } }) => outcomeOf(event)?.status === status;

/** Where an answer about the checkout leads: the same for the first check, a poll and a cancel. */
const routeByOutcome = [
  { guard: 'isConfirmed', target: 'confirmed', actions: 'setOutcome' },
  { guard: 'isCancelled', target: 'cancelled', actions: 'setOutcome' },
  { guard: 'isFailed', target: 'failed', actions: 'setOutcome' },
  { target: 'pending', actions: 'setOutcome' },
] as const;

export const checkoutReturnMachine = setup({
  types: {
    input: {} as CheckoutReturnInput,
    context: {} as CheckoutReturnContext,
    events: {} as CheckoutReturnEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** GET /checkout/sessions/:sessionId. The server only says confirmed when the provider says paid. */
    fetchOutcome: fromPromise<CheckoutResult, { sessionId: string }>(async () => {
      throw new Error('provide fetchOutcome');
    }),
    /** POST /checkout/sessions/:sessionId/cancel: releases the hold (idempotent). */
    cancelCheckout: fromPromise<CheckoutResult, { sessionId: string }>(async () => {
      throw new Error('provide cancelCheckout');
    }),
  },
  delays: {
    pollInterval: POLL_INTERVAL_MS,
  },
  actions: {
    setOutcome: assign({ outcome: ({ event }) => outcomeOf(event) ?? null, error: null }),
    setError: assign({ error: ({ event }) => toApiError(errorOf(event)).message }),
    countPoll: assign({ polls: ({ context }) => context.polls + 1 }),
    resetPolls: assign({ polls: 0, error: null }),
  },
  guards: {
    hasNoSession: ({ context }) => !context.sessionId,
    isCancelMode: ({ context }) => context.mode === 'cancel',
    isConfirmed: statusIs('confirmed'),
    isCancelled: statusIs('cancelled'),
    isFailed: statusIs('failed'),
    hasPollsLeft: ({ context }) => context.polls < MAX_POLLS,
  },
}).createMachine({
  id: 'checkoutReturn',
  context: ({ input }) => ({ sessionId: input.sessionId?.trim() || null, mode: input.mode, outcome: null, polls: 0, error: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasNoSession', target: 'missing' }, { guard: 'isCancelMode', target: 'cancelling' }, { target: 'checking' }],
    },
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'fetchOutcome',
        src: 'fetchOutcome',
        input: ({ context }) => ({ sessionId: context.sessionId! }),
        onDone: routeByOutcome,
        onError: { target: 'unavailable', actions: 'setError' },
      },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'cancelCheckout',
        src: 'cancelCheckout',
        input: ({ context }) => ({ sessionId: context.sessionId! }),
        // A member who had paid after all lands on confirmed: the cancel changes nothing and says so.
        onDone: routeByOutcome,
        onError: { target: 'unavailable', actions: 'setError' },
      },
    },
    pending: {
      after: {
        pollInterval: [{ guard: 'hasPollsLeft', target: 'polling', actions: 'countPoll' }, { target: 'stillPending' }],
      },
    },
    polling: {
      tags: ['busy'],
      invoke: {
        id: 'fetchOutcome',
        src: 'fetchOutcome',
        input: ({ context }) => ({ sessionId: context.sessionId! }),
        onDone: routeByOutcome,
        // A blip while waiting is just a poll that did not answer; the last outcome stands.
        onError: { target: 'pending' },
      },
    },
    // Waited ~30 s: the receipt e-mail will confirm it. Only a manual check asks again.
    stillPending: {
      on: { 'checkout.checkAgain': { target: 'checking', actions: 'resetPolls' } },
    },
    unavailable: {
      on: {
        'checkout.retry': [
          { guard: 'isCancelMode', target: 'cancelling', actions: 'resetPolls' },
          { target: 'checking', actions: 'resetPolls' },
        ],
      },
    },
    confirmed: { type: 'final' },
    cancelled: { type: 'final' },
    failed: { type: 'final' },
    missing: { type: 'final' },
  },
});
