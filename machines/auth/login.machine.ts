import { assign, fromPromise, setup } from 'xstate';
import { errorOf, isAuthFailure, toApiError, type ApiError } from '../shared/api-error';

export interface LoginCredentials {
  email: string;
  password: string;
}

export type LoginField = keyof LoginCredentials;

/**
 * Why the form cannot be sent or the login failed, as codes the view words in the screen's
 * language: `failedLogin` is a 401 or 403 answer (spec §5: the view says exactly "Failed Login"),
 * `required` a field left empty.
 */
type LoginProblem = 'failedLogin';
export type LoginFieldProblem = 'required';

export interface LoginInput {
  /** Prefills the email, e.g. when signup found the address already taken. */
  email?: string;
}

export interface LoginContext extends LoginCredentials {
  /** A refused login (401/403), or null. */
  problem: LoginProblem | null;
  /** Any other failed attempt: the server's error (code, values and English message). */
  error: ApiError | null;
  /** Missing fields, set when submitting an incomplete form. */
  fieldErrors: Partial<Record<LoginField, LoginFieldProblem>>;
}

export type LoginEvent =
  | { type: 'login.fieldChanged'; field: LoginField; value: string }
  | { type: 'login.submit' };

function missingFields(context: LoginCredentials): Partial<Record<LoginField, LoginFieldProblem>> {
  const errors: Partial<Record<LoginField, LoginFieldProblem>> = {};
  if (!context.email.trim()) errors.email = 'required';
  if (!context.password) errors.password = 'required';
  return errors;
}

export const loginMachine = setup({
  types: {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- setup() takes the input type from this assertion
    input: {} as LoginInput,
    context: {} as LoginContext,
    events: {} as LoginEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** POST auth/login; resolves with whatever the server answered. */
    submitLogin: fromPromise<unknown, LoginCredentials>(async () => {
      throw new Error('provide submitLogin');
    }),
  },
  actions: {
    /** Tell the session (session.loggedIn), close the modal, go to the return URL. */
    onLoggedIn: () => {},
    /** Spec §5: an alert says Failed Login (the app shows a notice); the form says it too. */
    notifyLoginFailed: () => {},
    setField: assign(({ context, event }) => {
      if (event.type !== 'login.fieldChanged') return {};
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { [event.field]: event.value, fieldErrors };
    }),
    showMissingFields: assign({ fieldErrors: ({ context }) => missingFields(context) }),
    clearErrors: assign({ problem: null, error: null, fieldErrors: {} }),
    setFailedLogin: assign({ problem: 'failedLogin' as const }),
    setServerError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
  },
  guards: {
    hasCredentials: ({ context }) => Object.keys(missingFields(context)).length === 0,
    isAuthFailure: ({ event }) => isAuthFailure(errorOf(event)),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({ email: input?.email ?? '', password: '', problem: null, error: null, fieldErrors: {} }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'login.fieldChanged': { actions: 'setField' },
        'login.submit': [
          { guard: 'hasCredentials', target: 'submitting', actions: 'clearErrors' },
          { actions: 'showMissingFields' },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitLogin',
        src: 'submitLogin',
        input: ({ context }) => ({ email: context.email.trim(), password: context.password }),
        onDone: { target: 'success', actions: 'onLoggedIn' },
        onError: [
          { guard: 'isAuthFailure', target: 'editing', actions: ['setFailedLogin', 'notifyLoginFailed'] },
          { target: 'editing', actions: 'setServerError' },
        ],
      },
    },
    success: { type: 'final' },
  },
});
