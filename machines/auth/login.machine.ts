import { assign, fromPromise, setup } from 'xstate';
import { errorOf, hasStatus, toApiError, type ApiError } from '../shared';

export interface LoginCredentials {
  email: string;
  password: string;
}

export type LoginField = keyof LoginCredentials;

/**
 * Why the login failed, as codes the view words in the screen's language. Both are the spec's
 * "Failed Login" (§5: a 401 or 403): `wrongCredentials` is a 401, the e-mail or password did not
 * match (the view says what to check); `refused` is a 403, the server refused the request itself
 * (it came from another site, its security token is stale), and its reason is in `error`, because
 * no password will get past it and the visitor must read why.
 */
type LoginProblem = 'wrongCredentials' | 'refused';
/** `required`: a field left empty. */
export type LoginFieldProblem = 'required';

export interface LoginInput {
  /** Prefills the email, e.g. when signup found the address already taken. */
  email?: string;
}

export interface LoginContext extends LoginCredentials {
  /** A failed login (401/403), or null. */
  problem: LoginProblem | null;
  /** The server's error (code, values and English message) of a `refused` login or of any other failure. */
  error: ApiError | null;
  /** Missing fields, set when submitting an incomplete form. */
  fieldErrors: Partial<Record<LoginField, LoginFieldProblem>>;
}

export type LoginEvent = { type: 'login.fieldChanged'; field: LoginField; value: string } | { type: 'login.submit' };

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
    onLoggedIn: (_, _params: { profile: unknown }) => {},
    /**
     * Spec §5: an alert says Failed Login (the app shows a notice); the form says it too. `reason` is
     * the server's when it refused the request itself (a 403), null for a wrong e-mail or password.
     */
    notifyLoginFailed: (_, _params: { reason: ApiError | null }) => {},
    setField: assign(({ context, event }) => {
      if (event.type !== 'login.fieldChanged') return {};
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { [event.field]: event.value, fieldErrors };
    }),
    showMissingFields: assign({ fieldErrors: ({ context }) => missingFields(context) }),
    clearErrors: assign({ problem: null, error: null, fieldErrors: {} }),
    setWrongCredentials: assign({ problem: 'wrongCredentials' as const }),
    setRefused: assign({ problem: 'refused' as const, error: ({ event }) => toApiError(errorOf(event)) }),
    setServerError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
  },
  guards: {
    hasCredentials: ({ context }) => Object.keys(missingFields(context)).length === 0,
    isWrongCredentials: ({ event }) => hasStatus(errorOf(event), 401),
    isRefused: ({ event }) => hasStatus(errorOf(event), 403),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({ email: input?.email ?? '', password: '', problem: null, error: null, fieldErrors: {} }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'login.fieldChanged': { actions: 'setField' },
        'login.submit': [{ guard: 'hasCredentials', target: 'submitting', actions: 'clearErrors' }, { actions: 'showMissingFields' }],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitLogin',
        src: 'submitLogin',
        input: ({ context }) => ({ email: context.email.trim(), password: context.password }),
        onDone: { target: 'success', actions: { type: 'onLoggedIn', params: ({ event }) => ({ profile: event.output }) } },
        onError: [
          { guard: 'isWrongCredentials', target: 'editing', actions: ['setWrongCredentials', { type: 'notifyLoginFailed', params: { reason: null } }] },
          {
            guard: 'isRefused',
            target: 'editing',
            actions: ['setRefused', { type: 'notifyLoginFailed', params: ({ event }) => ({ reason: toApiError(event.error) }) }],
          },
          // Anything else (too many attempts, the database busy, the network down) is the server's text.
          { target: 'editing', actions: 'setServerError' },
        ],
      },
    },
    success: { type: 'final' },
  },
});
