import { assign, fromPromise, setup } from 'xstate';
import { errorOf, isAuthFailure, toApiError } from '../shared/api-error';

export interface LoginCredentials {
  email: string;
  password: string;
}

export type LoginField = keyof LoginCredentials;

/** Spec §5: the message for a 401 or 403 login answer. */
export const FAILED_LOGIN_MESSAGE = 'Failed Login';
const LOGIN_REQUIRED_MESSAGES: Record<LoginField, string> = {
  email: 'Enter your email.',
  password: 'Enter your password.',
};

export interface LoginInput {
  /** Prefills the email, e.g. when signup found the address already taken. */
  email?: string;
}

export interface LoginContext extends LoginCredentials {
  /** The message to show for a failed attempt: 'Failed Login' or the server's text. */
  error: string | null;
  /** Missing-field messages, set when submitting an incomplete form. */
  fieldErrors: Partial<Record<LoginField, string>>;
}

export type LoginEvent =
  | { type: 'login.fieldChanged'; field: LoginField; value: string }
  | { type: 'login.submit' };

function missingFields(context: LoginCredentials): Partial<Record<LoginField, string>> {
  const errors: Partial<Record<LoginField, string>> = {};
  if (!context.email.trim()) errors.email = LOGIN_REQUIRED_MESSAGES.email;
  if (!context.password) errors.password = LOGIN_REQUIRED_MESSAGES.password;
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
    /** Spec §5: an alert says Failed Login (the app shows a notice); the form shows it too. */
    notifyLoginFailed: () => {},
    setField: assign(({ context, event }) => {
      if (event.type !== 'login.fieldChanged') return {};
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { [event.field]: event.value, fieldErrors };
    }),
    showMissingFields: assign({ fieldErrors: ({ context }) => missingFields(context) }),
    clearErrors: assign({ error: null, fieldErrors: {} }),
    setFailedLogin: assign({ error: FAILED_LOGIN_MESSAGE }),
    setServerMessage: assign({ error: ({ event }) => toApiError(errorOf(event)).message }),
  },
  guards: {
    hasCredentials: ({ context }) => Object.keys(missingFields(context)).length === 0,
    isAuthFailure: ({ event }) => isAuthFailure(errorOf(event)),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({ email: input?.email ?? '', password: '', error: null, fieldErrors: {} }),
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
          { target: 'editing', actions: 'setServerMessage' },
        ],
      },
    },
    success: { type: 'final' },
  },
});
