import { and, assign, fromPromise, setup } from 'xstate';
import { errorOf, toApiError } from '../shared/api-error';

const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_TOO_SHORT_MESSAGE = `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
export const PASSWORDS_DIFFER_MESSAGE = 'The passwords do not match.';

/** What is wrong with a new password and its confirmation, or null; for live hints too. */
export function newPasswordProblem(password: string, confirmation: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  if (password !== confirmation) return PASSWORDS_DIFFER_MESSAGE;
  return null;
}

/** The route /redirect/reset-password/{id}/{token}. */
export interface PasswordResetInput {
  id: number;
  token: string;
}

export interface PasswordResetContext extends PasswordResetInput {
  password: string;
  confirmation: string;
  /** Validation problem or the server's text. */
  error: string | null;
}

export type PasswordResetEvent =
  | { type: 'passwordReset.passwordChanged'; password: string }
  | { type: 'passwordReset.confirmationChanged'; confirmation: string }
  | { type: 'passwordReset.submit' };

/**
 * The reset page: verify the link, choose a new password, save it. An invalid or expired link
 * opens the login modal and goes Home (spec §2).
 */
export const passwordResetMachine = setup({
  types: {
    input: {} as PasswordResetInput,
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** GET auth/reset-password/token?token&id: truthy when valid. */
    verifyResetToken: fromPromise<unknown, PasswordResetInput>(async () => {
      throw new Error('provide verifyResetToken');
    }),
    /** POST auth/reset-password with { id, token, password }. */
    resetPassword: fromPromise<unknown, PasswordResetInput & { password: string }>(async () => {
      throw new Error('provide resetPassword');
    }),
  },
  actions: {
    openLoginModal: () => {},
    goHome: () => {},
    /** Let the visitor log in with the new password (e.g. open the login modal). */
    onPasswordReset: () => {},
    setPassword: assign({
      password: ({ context, event }) => (event.type === 'passwordReset.passwordChanged' ? event.password : context.password),
    }),
    setConfirmation: assign({
      confirmation: ({ context, event }) =>
        event.type === 'passwordReset.confirmationChanged' ? event.confirmation : context.confirmation,
    }),
    showProblem: assign({ error: ({ context }) => newPasswordProblem(context.password, context.confirmation) }),
    clearError: assign({ error: null }),
    setServerMessage: assign({ error: ({ event }) => toApiError(errorOf(event)).message }),
  },
  guards: {
    isTokenValid: ({ event }) => Boolean((event as { output?: unknown }).output),
    isPasswordLongEnough: ({ context }) => context.password.length >= MIN_PASSWORD_LENGTH,
    passwordsMatch: ({ context }) => context.password === context.confirmation,
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({ id: input.id, token: input.token, password: '', confirmation: '', error: null }),
  initial: 'verifying',
  states: {
    verifying: {
      tags: ['busy'],
      invoke: {
        id: 'verifyResetToken',
        src: 'verifyResetToken',
        input: ({ context }) => ({ id: context.id, token: context.token }),
        onDone: [
          { guard: 'isTokenValid', target: 'choosing' },
          { target: 'invalid', actions: ['openLoginModal', 'goHome'] },
        ],
        // A link we cannot verify is no more usable than a falsy one.
        onError: { target: 'invalid', actions: ['openLoginModal', 'goHome'] },
      },
    },
    choosing: {
      on: {
        'passwordReset.passwordChanged': { actions: ['setPassword', 'clearError'] },
        'passwordReset.confirmationChanged': { actions: ['setConfirmation', 'clearError'] },
        'passwordReset.submit': [
          { guard: and(['isPasswordLongEnough', 'passwordsMatch']), target: 'saving', actions: 'clearError' },
          { actions: 'showProblem' },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({ id: context.id, token: context.token, password: context.password }),
        onDone: { target: 'done', actions: 'onPasswordReset' },
        onError: { target: 'choosing', actions: 'setServerMessage' },
      },
    },
    invalid: { type: 'final' },
    done: { type: 'final' },
  },
});
