import { assign, fromPromise, not, setup } from 'xstate';
import { errorOf, hasStatus, toApiError, type ApiError } from '../shared';

/** What a route needs (spec §2, §6). `{ account: true, id }` is /account/{id}: another person's account. */
export type RouteRequirement = 'loggedIn' | 'admin' | 'owner' | { account: true; id?: number };

export interface RouteGuardInput {
  requirement: RouteRequirement;
  /** From the session (PB_loggedIn cookie). */
  isLoggedIn: boolean;
}

export interface RouteGuardContext extends RouteGuardInput {
  /** A failed access check other than 401 (which just means "no"). */
  error: ApiError | null;
}

/**
 * Decides once whether the visitor may see a route; start a new one per navigation or when the
 * login state changes. Logged-out visitors are asked to log in without calling the server.
 */
export const routeGuardMachine = setup({
  types: {
    input: {} as RouteGuardInput,
    context: {} as RouteGuardContext,
    tags: {} as 'checking',
  },
  actors: {
    /** GET auth/access/admin; may reject with status 401, which counts as false. */
    checkAdminAccess: fromPromise<boolean>(async () => {
      throw new Error('provide checkAdminAccess');
    }),
    /** GET auth/access/owner; may reject with status 401, which counts as false. */
    checkOwnerAccess: fromPromise<boolean>(async () => {
      throw new Error('provide checkOwnerAccess');
    }),
  },
  actions: {
    /** Open the login modal with the current URL as the return URL. */
    requestLogin: () => {},
    /** Tell the visitor they may not see this page and navigate Home. */
    denyAndGoHome: () => {},
    setError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
  },
  guards: {
    isLoggedIn: ({ context }) => context.isLoggedIn,
    needsAdminAccess: ({ context }) => context.requirement === 'admin' || (typeof context.requirement === 'object' && context.requirement.id !== undefined),
    needsOwnerAccess: ({ context }) => context.requirement === 'owner',
    hasAccess: (_, access: boolean) => access,
    isUnauthorized: ({ event }) => hasStatus(errorOf(event), 401),
  },
}).createMachine({
  id: 'routeGuard',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'checking',
  states: {
    checking: {
      tags: ['checking'],
      initial: 'deciding',
      states: {
        // Transient: logged-out visitors go straight to login; others get the check they need.
        deciding: {
          always: [
            { guard: not('isLoggedIn'), target: '#routeGuard.denied', actions: 'requestLogin' },
            { guard: 'needsAdminAccess', target: 'askingAdmin' },
            { guard: 'needsOwnerAccess', target: 'askingOwner' },
            { target: '#routeGuard.allowed' },
          ],
        },
        askingAdmin: {
          invoke: {
            id: 'checkAdminAccess',
            src: 'checkAdminAccess',
            onDone: [
              { guard: { type: 'hasAccess', params: ({ event }) => event.output }, target: '#routeGuard.allowed' },
              { target: '#routeGuard.denied', actions: 'denyAndGoHome' },
            ],
            onError: [
              { guard: 'isUnauthorized', target: '#routeGuard.denied', actions: 'denyAndGoHome' },
              { target: '#routeGuard.denied', actions: ['setError', 'denyAndGoHome'] },
            ],
          },
        },
        askingOwner: {
          invoke: {
            id: 'checkOwnerAccess',
            src: 'checkOwnerAccess',
            onDone: [
              { guard: { type: 'hasAccess', params: ({ event }) => event.output }, target: '#routeGuard.allowed' },
              { target: '#routeGuard.denied', actions: 'denyAndGoHome' },
            ],
            onError: [
              { guard: 'isUnauthorized', target: '#routeGuard.denied', actions: 'denyAndGoHome' },
              { target: '#routeGuard.denied', actions: ['setError', 'denyAndGoHome'] },
            ],
          },
        },
      },
    },
    allowed: { type: 'final' },
    denied: { type: 'final' },
  },
});
