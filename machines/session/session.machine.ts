import { assign, fromPromise, not, setup } from 'xstate';
import { errorOf, hasStatus, isAuthFailure, toApiError, type ApiError } from '../shared';

export interface SessionInput {
  /** Whether the PB_loggedIn cookie is present when the app starts. */
  hasLoginCookie: boolean;
}

export interface SessionContext {
  /** Where to go after logging in; null when none was set. */
  returnUrl: string | null;
  /** Last failed logout (other than 401), for display. */
  error: ApiError | null;
}

export type SessionEvent =
  | { type: 'session.loggedIn' }
  | { type: 'session.logout' }
  | { type: 'session.tokenExpired' }
  | { type: 'session.cookieChanged'; hasLoginCookie: boolean }
  | { type: 'session.returnUrlSet'; returnUrl: string | null };

export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
    tags: {} as 'authenticated' | 'busy',
  },
  actors: {
    logout: fromPromise<void>(async () => {
      throw new Error('provide logout');
    }),
    refreshToken: fromPromise<void>(async () => {
      throw new Error('provide refreshToken');
    }),
    clearCookies: fromPromise<void>(async () => {
      throw new Error('provide clearCookies');
    }),
  },
  actions: {
    goHome: () => {},
    notifyRefreshed: () => {},
    notifyRefreshFailed: () => {},
    showForceReloginAlert: () => {},
    clearSession: assign({ returnUrl: null, error: null }),
    setReturnUrl: assign({
      returnUrl: ({ event }) => (event.type === 'session.returnUrlSet' ? event.returnUrl : null),
    }),
    setError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
    clearError: assign({ error: null }),
  },
  guards: {
    // The xstate.init event carries the input; reading it here keeps the cookie out of context,
    // where it could drift from the state.
    startedWithLoginCookie: ({ event }) => (event as { input?: Partial<SessionInput> }).input?.hasLoginCookie === true,
    hasLoginCookie: ({ event }) => event.type === 'session.cookieChanged' && event.hasLoginCookie,
    isAuthFailure: ({ event }) => isAuthFailure(errorOf(event)),
    isUnauthorized: ({ event }) => hasStatus(errorOf(event), 401),
  },
}).createMachine({
  id: 'session',
  context: { returnUrl: null, error: null },
  initial: 'resuming',
  on: {
    'session.returnUrlSet': { actions: 'setReturnUrl' },
    // Wherever no refresh can happen (logged out, logging out, forced re-login), reject the
    // waiting request at once rather than leave it hanging.
    'session.tokenExpired': { actions: 'notifyRefreshFailed' },
  },
  states: {
    resuming: {
      always: [{ guard: 'startedWithLoginCookie', target: 'loggedIn' }, { target: 'loggedOut' }],
    },
    loggedOut: {
      on: {
        'session.loggedIn': { target: 'loggedIn' },
        'session.cookieChanged': { guard: 'hasLoginCookie', target: 'loggedIn' },
      },
    },
    loggedIn: {
      tags: ['authenticated'],
      on: {
        'session.logout': { target: 'loggingOut', actions: 'clearError' },
        'session.tokenExpired': { target: 'refreshing' },
        'session.cookieChanged': { guard: not('hasLoginCookie'), target: 'loggedOut' },
      },
    },
    refreshing: {
      tags: ['authenticated', 'busy'],
      invoke: {
        id: 'refreshToken',
        src: 'refreshToken',
        onDone: { target: 'loggedIn', actions: 'notifyRefreshed' },
        onError: [
          { guard: 'isAuthFailure', target: 'forcedRelogin', actions: 'notifyRefreshFailed' },
          // A network failure is not a verdict on the session: stay logged in, fail the queue.
          { target: 'loggedIn', actions: 'notifyRefreshFailed' },
        ],
      },
      on: {
        'session.logout': { target: 'loggingOut', actions: ['notifyRefreshFailed', 'clearError'] },
        // Later expired requests wait for this refresh's outcome.
        'session.tokenExpired': { actions: [] },
      },
    },
    forcedRelogin: {
      tags: ['busy'],
      entry: 'showForceReloginAlert',
      invoke: {
        id: 'clearCookies',
        src: 'clearCookies',
        // Either way the user must log in again; a failed clear must not trap them here.
        onDone: { target: 'loggedOut', actions: ['clearSession', 'goHome'] },
        onError: { target: 'loggedOut', actions: ['clearSession', 'goHome'] },
      },
    },
    loggingOut: {
      tags: ['authenticated', 'busy'],
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'loggedOut', actions: ['clearSession', 'goHome'] },
        onError: [
          { guard: 'isUnauthorized', target: 'loggedOut', actions: ['clearSession', 'goHome'] },
          { target: 'loggedIn', actions: 'setError' },
        ],
      },
    },
  },
});
