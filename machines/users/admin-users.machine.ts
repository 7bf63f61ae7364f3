import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorOf, toApiError, type ApiError } from '../shared';

export type UserRole = 'admin' | 'owner';

/** A row of the admin users list (the API's profile has more; these are what the list uses). */
export interface AdminUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  roles: UserRole[];
}

export interface UserSearchResult {
  items: AdminUser[];
  total: number;
}

export interface RolesChange {
  id: number;
  roles: UserRole[];
}

/** Wait this long after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface AdminUsersInput {
  query?: string;
}

export interface AdminUsersContext {
  /** What the admin typed. */
  query: string;
  users: AdminUser[];
  total: number;
  /** The role change being saved, for a spinner on that row. */
  saving: RolesChange | null;
  /** The last failed search or role change; the list keeps its previous rows. */
  error: ApiError | null;
}

export type AdminUsersEvent =
  { type: 'users.queryChanged'; query: string } | { type: 'users.rolesChanged'; id: number; roles: UserRole[] } | { type: 'users.reload' };

export const adminUsersMachine = setup({
  types: {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- setup() takes the input type from this assertion
    input: {} as AdminUsersInput,
    context: {} as AdminUsersContext,
    events: {} as AdminUsersEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** Search users by name or e-mail ('' lists everyone). */
    searchUsers: fromPromise<UserSearchResult, { query: string }>(async () => {
      throw new Error('provide searchUsers');
    }),
    /** PUT auth/{id}/roles; may answer the updated user. */
    setRoles: fromPromise<AdminUser | void, RolesChange>(async () => {
      throw new Error('provide setRoles');
    }),
  },
  delays: {
    searchDebounce: SEARCH_DEBOUNCE_MS,
  },
  actions: {
    setQuery: assign({ query: ({ context, event }) => (event.type === 'users.queryChanged' ? event.query : context.query) }),
    setResults: assign((_, { items, total }: UserSearchResult) => ({ users: items, total, error: null })),
    startSaving: assign({
      saving: ({ event }) => {
        assertEvent(event, 'users.rolesChanged');
        return { id: event.id, roles: event.roles };
      },
      error: null,
    }),
    applyRoles: assign(({ context }, updated: AdminUser | void) => {
      const change = context.saving;
      return {
        users: context.users.map((user) =>
          updated && updated.id === user.id ? updated : change && change.id === user.id ? { ...user, roles: change.roles } : user,
        ),
        saving: null,
      };
    }),
    setError: assign({ error: ({ event }) => toApiError(errorOf(event)), saving: null }),
    clearError: assign({ error: null }),
  },
  guards: {
    isListedUser: ({ context, event }) => event.type === 'users.rolesChanged' && context.users.some((user) => user.id === event.id),
  },
}).createMachine({
  id: 'adminUsers',
  context: ({ input }) => ({ query: input?.query ?? '', users: [], total: 0, saving: null, error: null }),
  initial: 'loading',
  states: {
    debouncing: {
      after: { searchDebounce: { target: 'loading' } },
      on: {
        // Every keystroke restarts the wait.
        'users.queryChanged': { target: 'debouncing', reenter: true, actions: 'setQuery' },
      },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'searchUsers',
        src: 'searchUsers',
        input: ({ context }) => ({ query: context.query.trim() }),
        onDone: { target: 'ready', actions: { type: 'setResults', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: 'setError' },
      },
      on: {
        // Typing again drops the search in flight.
        'users.queryChanged': { target: 'debouncing', actions: 'setQuery' },
      },
    },
    ready: {
      on: {
        'users.queryChanged': { target: 'debouncing', actions: 'setQuery' },
        'users.rolesChanged': { guard: 'isListedUser', target: 'saving', actions: 'startSaving' },
        'users.reload': { target: 'loading', actions: 'clearError' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'setRoles',
        src: 'setRoles',
        input: ({ context }) => context.saving!,
        onDone: { target: 'ready', actions: { type: 'applyRoles', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: 'setError' },
      },
    },
  },
});
