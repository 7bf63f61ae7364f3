import { and, assign, fromPromise, setup } from 'xstate';
import { errorOf, toApiError, type ApiError } from '../shared';

/** The shortest new password the form accepts (the view says so with this number). */
export const MIN_PASSWORD_LENGTH = 8;

/** What is wrong with a new password: a code the view words (`tooShort` with MIN_PASSWORD_LENGTH). */
export type NewPasswordProblem = 'tooShort' | 'mismatch';

/** What is wrong with a new password and its confirmation, or null; for live hints too. */
export function newPasswordProblem(password: string, confirmation: string): NewPasswordProblem | null {
  if (password.length < MIN_PASSWORD_LENGTH) return 'tooShort';
  if (password !== confirmation) return 'mismatch';
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
  /** What is wrong with the typed passwords, or null. */
  problem: NewPasswordProblem | null;
  /** The server's error when saving failed (code, values and English message). */
  error: ApiError | null;
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
      confirmation: ({ context, event }) => (event.type === 'passwordReset.confirmationChanged' ? event.confirmation : context.confirmation),
    }),
    showProblem: assign({ problem: ({ context }) => newPasswordProblem(context.password, context.confirmation) }),
    clearError: assign({ problem: null, error: null }),
    setServerError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
  },
  guards: {
    isTokenValid: (_, params: { answer: unknown }) => Boolean(params.answer),
    isPasswordLongEnough: ({ context }) => context.password.length >= MIN_PASSWORD_LENGTH,
    passwordsMatch: ({ context }) => context.password === context.confirmation,
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({ id: input.id, token: input.token, password: '', confirmation: '', problem: null, error: null }),
  initial: 'verifying',
  states: {
    verifying: {
      tags: ['busy'],
      invoke: {
        id: 'verifyResetToken',
        src: 'verifyResetToken',
        input: ({ context }) => ({ id: context.id, token: context.token }),
        onDone: [
          { guard: { type: 'isTokenValid', params: ({ event }) => ({ answer: event.output }) }, target: 'choosing' },
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
        onError: { target: 'choosing', actions: 'setServerError' },
      },
    },
    invalid: { type: 'final' },
    done: { type: 'final' },
  },
});
