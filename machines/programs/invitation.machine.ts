import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { purchaseMachine, refusalIn, type PurchaseOutcome } from '../checkout';
import { hasStatus, toApiError, type ApiError } from '../shared';
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

type InvitationEvent = { type: 'invitation.retry' } | { type: 'invitation.accept' } | { type: 'session.loggedIn' } | { type: 'session.loggedOut' };

/** What a refusal says of the invitation itself: lapsed meanwhile, or taken by someone else. */
const STATE_AFTER: Partial<Record<string, Invitation['state']>> = { program_invitation_lapsed: 'lapsed', program_invitation_taken: 'accepted' };

/**
 * The partner's invitation page (/tournaments/invitations/:token): read the invitation, then Accept
 * while it is open. The accept is a purchase of an order known up front: a visitor passes its login
 * gate first and the accept carries on after the login; the app provides its checkout's `placeOrder` as
 * POST program-invitations/:token/accept), so the payment page, a free entry and a refusal go as
 * for any purchase.
 */
export const invitationMachine = setup({
  types: {
    input: {} as InvitationInput,
    context: {} as InvitationContext,
    events: {} as InvitationEvent,
    tags: {} as 'busy',
    children: {} as { purchase: 'purchase' },
  },
  actors: {
    /** GET program-invitations/:token (no login). */
    loadInvitation: fromPromise<Invitation, { token: string }>(async () => {
      throw new Error('provide loadInvitation');
    }),
    /** Sends `session.loggedIn` / `session.loggedOut` as the app's session changes. */
    watchSession: fromCallback(() => {}),
    purchase: purchaseMachine,
  },
  actions: {
    /** Nothing was owed: the place is confirmed at once (the app tells the player). */
    notifyAccepted: () => {},
    setInvitation: assign((_, invitation: Invitation) => ({ invitation })),
    forgetInvitation: assign({ invitation: null }),
    setError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    setRefusal: assign(({ context }, params: { error: ApiError | null }) => {
      const { error } = params;
      const state = error?.code ? STATE_AFTER[error.code] : undefined;
      return { error, invitation: state && context.invitation ? { ...context.invitation, state } : context.invitation };
    }),
    clearError: assign({ error: null }),
    markJoined: assign({ joined: true, error: null }),
    loggedIn: assign({ isLoggedIn: true }),
    loggedOut: assign({ isLoggedIn: false }),
  },
  guards: {
    isOpen: ({ context }) => context.invitation?.state === 'open',
    isNotFound: (_, params: { error: unknown }) => hasStatus(params.error, 404),
    isConfirmed: (_, outcome: PurchaseOutcome) => outcome.result === 'confirmed',
    isRefused: (_, outcome: PurchaseOutcome) => outcome.result === 'refused',
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
        onDone: { target: 'shown', actions: { type: 'setInvitation', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'notFound', actions: 'forgetInvitation' },
          { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
        ],
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
          on: { 'invitation.accept': { guard: 'isOpen', target: 'accepting', actions: 'clearError' } },
        },
        // The purchase child: a visitor logs in (or signs up) first and the accept carries on by itself;
        // the accept names the place itself, so the order has no lines of the caller's.
        accepting: {
          invoke: {
            id: 'purchase',
            src: 'purchase',
            input: ({ context }) => ({ isLoggedIn: context.isLoggedIn, offer: { kind: 'order' as const, lines: [] } }),
            onDone: [
              { guard: { type: 'isConfirmed', params: ({ event }) => event.output }, target: '#invitation.loading', actions: ['markJoined', 'notifyAccepted'] },
              // 409 lapsed, taken, already entered; 400 outside the ages, the inviter themself…: the page says why.
              {
                guard: { type: 'isRefused', params: ({ event }) => event.output },
                target: 'idle',
                actions: { type: 'setRefusal', params: ({ event }) => ({ error: refusalIn(event.output) }) },
              },
              // The login closed, or back from the payment page without paying: the invitation again.
              { target: 'idle' },
            ],
            onError: { target: 'idle', actions: { type: 'setRefusal', params: ({ event }) => ({ error: toApiError(event.error) }) } },
          },
        },
      },
    },
  },
});
