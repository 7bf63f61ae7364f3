import { assign, fromPromise, setup } from 'xstate';
import { errorOf, hasStatus, toApiError, type ApiError } from '../shared';

/** Why the link was not asked for: a code the view words in the screen's language. */
type ResetLinkProblem = 'emailRequired';

export interface PasswordResetRequestInput {
  /** Prefills the email, e.g. from the login tab. */
  email?: string;
}

export interface PasswordResetRequestContext {
  email: string;
  /** The email is missing, or null. */
  problem: ResetLinkProblem | null;
  /** The server's error when the request failed (code, values and English message). */
  error: ApiError | null;
}

export type PasswordResetRequestEvent = { type: 'resetLink.emailChanged'; email: string } | { type: 'resetLink.submit' } | { type: 'resetLink.restart' };

/**
 * "Forgot password" (login modal tab): asks the server to e-mail a reset link. `sent` looks the
 * same whether or not the address has an account, so the form never reveals which e-mails exist.
 */
export const passwordResetRequestMachine = setup({
  types: {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- setup() takes the input type from this assertion
    input: {} as PasswordResetRequestInput,
    context: {} as PasswordResetRequestContext,
    events: {} as PasswordResetRequestEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** POST auth/reset-password/link with { email }. */
    requestResetLink: fromPromise<unknown, { email: string }>(async () => {
      throw new Error('provide requestResetLink');
    }),
  },
  actions: {
    setEmail: assign({ email: ({ context, event }) => (event.type === 'resetLink.emailChanged' ? event.email : context.email) }),
    showEmailRequired: assign({ problem: 'emailRequired' as const }),
    clearError: assign({ problem: null, error: null }),
    setServerError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
  },
  guards: {
    hasEmail: ({ context }) => context.email.trim().length > 0,
    // Should the server ever answer 404 for an unknown address, still say "sent".
    isUnknownEmail: ({ event }) => hasStatus(errorOf(event), 404),
  },
}).createMachine({
  id: 'passwordResetRequest',
  context: ({ input }) => ({ email: input?.email ?? '', problem: null, error: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'resetLink.emailChanged': { actions: ['setEmail', 'clearError'] },
        'resetLink.submit': [{ guard: 'hasEmail', target: 'requesting', actions: 'clearError' }, { actions: 'showEmailRequired' }],
      },
    },
    requesting: {
      tags: ['busy'],
      invoke: {
        id: 'requestResetLink',
        src: 'requestResetLink',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: 'sent' },
        onError: [
          { guard: 'isUnknownEmail', target: 'sent' },
          { target: 'editing', actions: 'setServerError' },
        ],
      },
    },
    sent: {
      on: {
        // "Send another link" / "use a different address".
        'resetLink.restart': { target: 'editing' },
      },
    },
  },
});
