import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { loginGateMachine, type LoginGateOutput } from '../auth';
import { checkoutMachine, type CheckoutOutput } from '../checkout';
import { errorOf, hasStatus, toApiError, type ApiError } from '../shared/api-error';
import type { Division } from './catalogue-shapes';
import type { TaxRate } from './program-shapes';

/** A tournament partner's invitation (docs/tournaments-and-waitlists.md, `Invitation`), read without a login. */
export interface Invitation {
  programId: number;
  programTitle: string;
  startsAt: string;
  timeZone: string;
  division: Pick<Division, 'id' | 'name' | 'format' | 'level' | 'feeCents'>;
  /** "Alice L." */
  inviterName: string;
  expiresAt: string;
  state: 'open' | 'accepted' | 'lapsed' | 'withdrawn';
  taxes: TaxRate[];
}

export interface InvitationInput {
  /** The link's token (/tournaments/invitations/:token). */
  token: string;
  isLoggedIn: boolean;
}

interface InvitationContext {
  token: string;
  isLoggedIn: boolean;
  invitation: Invitation | null;
  /** This visitor accepted and nothing was owed: their place is confirmed (the page says so rather than "already accepted"). */
  joined: boolean;
  error: ApiError | null;
}

type InvitationEvent =
  | { type: 'invitation.retry' }
  | { type: 'invitation.accept' }
  /** Back from the payment page without paying: the invitation again. */
  | { type: 'invitation.startOver' }
  | { type: 'session.loggedIn' }
  | { type: 'session.loggedOut' };

const outputOf = <T>(event: { type: string }) => (event as { output?: T }).output as T;

function refusal(event: { type: string }): ApiError {
  const output = outputOf<CheckoutOutput | undefined>(event);
  return output?.result === 'refused' ? output.error : toApiError(errorOf(event));
}

/** What a refusal says of the invitation itself: lapsed meanwhile, or taken by someone else. */
const STATE_AFTER: Partial<Record<string, Invitation['state']>> = { program_invitation_lapsed: 'lapsed', program_invitation_taken: 'accepted' };

/**
 * The partner's invitation page (/tournaments/invitations/:token): read the invitation, then Accept
 * while it is open. A visitor passes the login gate first and the accept carries on after the login;
 * the accept is the checkout kit's order (the app provides its `placeOrder` as
 * POST program-invitations/:token/accept), so the payment page, a free entry and a refusal go as
 * for any purchase.
 */
export const invitationMachine = setup({
  types: {
    input: {} as InvitationInput,
    context: {} as InvitationContext,
    events: {} as InvitationEvent,
    tags: {} as 'busy',
    children: {} as { checkout: 'checkout'; loginGate: 'loginGate' },
  },
  actors: {
    /** GET program-invitations/:token (no login). */
    loadInvitation: fromPromise<Invitation, { token: string }>(async () => {
      throw new Error('provide loadInvitation');
    }),
    /** Sends `session.loggedIn` / `session.loggedOut` as the app's session changes. */
    watchSession: fromCallback(() => {}),
    loginGate: loginGateMachine,
    checkout: checkoutMachine,
  },
  actions: {
    /** Nothing was owed: the place is confirmed at once (the app tells the player). */
    notifyAccepted: () => {},
    setInvitation: assign({ invitation: ({ event }) => outputOf<Invitation>(event) }),
    forgetInvitation: assign({ invitation: null }),
    setError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
    setRefusal: assign(({ context, event }) => {
      const error = refusal(event);
      const state = error.code ? STATE_AFTER[error.code] : undefined;
      return { error, invitation: state && context.invitation ? { ...context.invitation, state } : context.invitation };
    }),
    clearError: assign({ error: null }),
    markJoined: assign({ joined: true, error: null }),
    abandonCheckout: sendTo('checkout', { type: 'checkout.abandon' }),
    loggedIn: assign({ isLoggedIn: true }),
    loggedOut: assign({ isLoggedIn: false }),
  },
  guards: {
    isOpen: ({ context }) => context.invitation?.state === 'open',
    isNotFound: ({ event }) => hasStatus(errorOf(event), 404),
    gatePassed: ({ event }) => outputOf<LoginGateOutput>(event)?.loggedIn === true,
    isConfirmed: ({ event }) => outputOf<CheckoutOutput>(event)?.result === 'confirmed',
    isAbandoned: ({ event }) => outputOf<CheckoutOutput>(event)?.result === 'abandoned',
  },
}).createMachine({
  id: 'invitation',
  context: ({ input }) => ({ token: input.token, isLoggedIn: input.isLoggedIn, invitation: null, joined: false, error: null }),
  invoke: { id: 'watchSession', src: 'watchSession' },
  on: {
    'session.loggedIn': { actions: 'loggedIn' },
    'session.loggedOut': { actions: 'loggedOut' },
  },
  initial: 'loading',
  states: {
    // Also after a free entry: the invitation is read again, now accepted (the page stays while it is).
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadInvitation',
        src: 'loadInvitation',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'shown', actions: 'setInvitation' },
        onError: [{ guard: 'isNotFound', target: 'notFound', actions: 'forgetInvitation' }, { target: 'failed', actions: 'setError' }],
      },
    },
    // 404 program_invitation_not_found: a wrong or cut-off link.
    notFound: {},
    failed: {
      on: { 'invitation.retry': { target: 'loading', actions: 'clearError' } },
    },
    // The invitation in its state; only an open one can be accepted.
    shown: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'invitation.accept': { guard: 'isOpen', target: 'gate', actions: 'clearError' } },
        },
        // A visitor logs in (or signs up) first; the accept then carries on by itself.
        gate: {
          invoke: {
            id: 'loginGate',
            src: 'loginGate',
            input: ({ context }) => ({ isLoggedIn: context.isLoggedIn }),
            onDone: [{ guard: 'gatePassed', target: 'accepting', actions: 'loggedIn' }, { target: 'idle' }],
          },
        },
        accepting: {
          tags: ['busy'],
          invoke: {
            id: 'checkout',
            src: 'checkout',
            // The accept names the place itself: the order has no lines of the caller's.
            input: { lines: [] },
            onDone: [
              { guard: 'isConfirmed', target: '#invitation.loading', actions: ['markJoined', 'notifyAccepted'] },
              { guard: 'isAbandoned', target: 'idle' },
              // 409 lapsed, taken, already entered; 400 outside the ages, the inviter themself…: the page says why.
              { target: 'idle', actions: 'setRefusal' },
            ],
            onError: { target: 'idle', actions: 'setRefusal' },
          },
          on: { 'invitation.startOver': { actions: 'abandonCheckout' } },
        },
      },
    },
  },
});
