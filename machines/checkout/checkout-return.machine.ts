import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { errorOf, hasStatus, toApiError, type ApiError } from '../shared';
import type { CheckoutReturn, CheckoutReturnStatus } from './order-shapes';

export type CheckoutReturnMode = 'success' | 'cancel';
export type { CheckoutReturn, CheckoutReturnStatus };

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
  /** The server's last answer: the outcome, its message and the whole order with its lines. */
  outcome: CheckoutReturn | null;
  /** Polls made since the first answer said pending. */
  polls: number;
  /** Why the server could not be asked (not a payment failure); the view words it. */
  error: ApiError | null;
}

export type CheckoutReturnEvent = { type: 'checkout.retry' } | { type: 'checkout.checkAgain' } | { type: 'checkout.logIn' } | { type: 'session.loggedIn' };

const statusIs = (status: CheckoutReturnStatus) => (_: unknown, outcome: CheckoutReturn) => outcome.status === status;

/** The answer of a check, a poll or a cancel (each actor's typed output). */
const answer = ({ event }: { event: { output: CheckoutReturn } }) => event.output;

/** Where an answer about the checkout leads: the same for the first check, a poll and a cancel. */
const routeByOutcome = [
  { guard: { type: 'isConfirmed', params: answer }, target: 'confirmed', actions: { type: 'setOutcome', params: answer } },
  { guard: { type: 'isCancelled', params: answer }, target: 'cancelled', actions: { type: 'setOutcome', params: answer } },
  { guard: { type: 'isFailed', params: answer }, target: 'failed', actions: { type: 'setOutcome', params: answer } },
  { target: 'pending', actions: { type: 'setOutcome', params: answer } },
] as const;

/** Where a failed first check or cancel leads. */
const routeByError = [
  { guard: 'isLoggedOut', target: 'loginRequired' },
  { guard: 'isUnknownSession', target: 'notFound' },
  { target: 'unavailable', actions: 'setError' },
] as const;

/** Ask again after a login or a retry: the cancel page repeats its cancel (idempotent). */
const askAgain = [
  { guard: 'isCancelMode', target: 'cancelling', actions: 'resetPolls' },
  { target: 'checking', actions: 'resetPolls' },
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
    fetchOutcome: fromPromise<CheckoutReturn, { sessionId: string }>(async () => {
      throw new Error('provide fetchOutcome');
    }),
    /** POST /checkout/sessions/:sessionId/cancel: releases what the order held (idempotent). */
    cancelCheckout: fromPromise<CheckoutReturn, { sessionId: string }>(async () => {
      throw new Error('provide cancelCheckout');
    }),
    /** While a login is required: the app sends `session.loggedIn` once the visitor has logged in, however they did. */
    watchLogin: fromCallback(() => {}),
  },
  delays: {
    pollInterval: POLL_INTERVAL_MS,
  },
  actions: {
    /** Open the login modal; the page stays where it is and asks again after the login. */
    requestLogin: () => {},
    setOutcome: assign((_, outcome: CheckoutReturn) => ({ outcome, error: null })),
    setError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
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
    isLoggedOut: ({ event }) => hasStatus(errorOf(event), 401),
    // A malformed id (400), another member's checkout (403) or none at all (404): nothing to show.
    isUnknownSession: ({ event }) => hasStatus(errorOf(event), 400, 403, 404),
  },
}).createMachine({
  id: 'checkoutReturn',
  context: ({ input }) => ({ sessionId: input.sessionId?.trim() || null, mode: input.mode, outcome: null, polls: 0, error: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasNoSession', target: 'notFound' }, { guard: 'isCancelMode', target: 'cancelling' }, { target: 'checking' }],
    },
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'fetchOutcome',
        src: 'fetchOutcome',
        input: ({ context }) => ({ sessionId: context.sessionId! }),
        onDone: routeByOutcome,
        onError: routeByError,
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
        onError: routeByError,
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
        onError: [
          // The login ended while waiting: ask for it rather than keep polling into 401s.
          { guard: 'isLoggedOut', target: 'loginRequired' },
          // A blip while waiting is just a poll that did not answer; the last outcome stands.
          { target: 'pending' },
        ],
      },
    },
    // Waited ~30 s: the receipt e-mail will confirm it. Only a manual check asks again.
    stillPending: {
      on: { 'checkout.checkAgain': { target: 'checking', actions: 'resetPolls' } },
    },
    unavailable: {
      on: { 'checkout.retry': askAgain },
    },
    // The checkout belongs to an account and nobody is logged in: offer the login, then ask again.
    loginRequired: {
      invoke: { id: 'watchLogin', src: 'watchLogin' },
      on: {
        'checkout.logIn': { actions: 'requestLogin' },
        'session.loggedIn': askAgain,
      },
    },
    confirmed: { type: 'final' },
    cancelled: { type: 'final' },
    failed: { type: 'final' },
    // No session id, or one the server does not know for this visitor.
    notFound: { type: 'final' },
  },
});
