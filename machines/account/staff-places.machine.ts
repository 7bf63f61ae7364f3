import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorOf, toApiError, type ApiError } from '../shared';
import type { AccountPlaces, AccountPlacesScope } from './staff-account-shapes';

export interface StaffPlacesInput {
  userId: number;
  scope?: AccountPlacesScope;
}

export interface StaffPlacesContext {
  userId: number;
  scope: AccountPlacesScope;
  /** The tab's places once read; null while reading or after a failure. */
  places: AccountPlaces | null;
  error: ApiError | null;
}

export type StaffPlacesEvent = { type: 'staffPlaces.scopeChanged'; scope: AccountPlacesScope } | { type: 'staffPlaces.retry' };

/**
 * Someone's drop-in and program places (theirs and their family's) on their staff page: read-only
 * (staff act from the roster and event setup), upcoming or past. Changing the tab reads that list,
 * dropping a read in flight.
 */
export const staffPlacesMachine = setup({
  types: {
    input: {} as StaffPlacesInput,
    context: {} as StaffPlacesContext,
    events: {} as StaffPlacesEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** GET staff/accounts/{userId}/programs?scope= */
    loadPlaces: fromPromise<AccountPlaces, { userId: number; scope: AccountPlacesScope }>(async () => {
      throw new Error('provide loadPlaces');
    }),
  },
  actions: {
    setScope: assign({
      scope: ({ event }) => {
        assertEvent(event, 'staffPlaces.scopeChanged');
        return event.scope;
      },
      places: null,
      error: null,
    }),
    setPlaces: assign((_, places: AccountPlaces) => ({ places, error: null })),
    setError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
    clearError: assign({ error: null }),
  },
  guards: {
    isOtherScope: ({ context, event }) => event.type === 'staffPlaces.scopeChanged' && event.scope !== context.scope,
  },
}).createMachine({
  id: 'staffPlaces',
  context: ({ input }) => ({ userId: input.userId, scope: input.scope ?? 'upcoming', places: null, error: null }),
  initial: 'loading',
  on: {
    'staffPlaces.scopeChanged': { guard: 'isOtherScope', target: '.loading', reenter: true, actions: 'setScope' },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPlaces',
        src: 'loadPlaces',
        input: ({ context }) => ({ userId: context.userId, scope: context.scope }),
        onDone: { target: 'ready', actions: { type: 'setPlaces', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: 'setError' },
      },
    },
    loadFailed: {
      on: { 'staffPlaces.retry': { target: 'loading', actions: 'clearError' } },
    },
    ready: {},
  },
});
