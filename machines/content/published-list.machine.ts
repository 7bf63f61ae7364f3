import { assign, fromPromise, setup } from 'xstate';
import { errorOf, toApiError, type ApiError } from '../shared';
import type { Coach, Partner } from './content-shapes';

export type PublishedItem = Coach | Partner;

interface PublishedListContext<T extends PublishedItem> {
  /** What the server lists, in its display order. */
  items: T[];
  /** Why the last load failed. */
  error: ApiError | null;
}

type PublishedListEvent = { type: 'list.retry' };

/** A visitor's list of published coaches or partners: loading, then the list (maybe empty) or a retry. */
function createPublishedListMachine<T extends PublishedItem>(id: string) {
  return setup({
    types: {
      context: {} as PublishedListContext<T>,
      events: {} as PublishedListEvent,
      tags: {} as 'busy',
    },
    actors: {
      /** GET coaches or GET partners */
      loadItems: fromPromise<T[]>(async () => {
        throw new Error('provide loadItems');
      }),
    },
    actions: {
      setItems: assign((_, items: T[]) => ({ items, error: null })),
      setError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
      clearError: assign({ error: null }),
    },
    guards: {
      hasItems: (_, items: T[]) => items.length > 0,
    },
  }).createMachine({
    id,
    context: { items: [], error: null },
    initial: 'loading',
    states: {
      loading: {
        tags: ['busy'],
        invoke: {
          id: 'loadItems',
          src: 'loadItems',
          onDone: [
            {
              guard: { type: 'hasItems', params: ({ event }) => event.output },
              target: 'listed',
              actions: { type: 'setItems', params: ({ event }) => event.output },
            },
            { target: 'empty', actions: { type: 'setItems', params: ({ event }) => event.output } },
          ],
          onError: { target: 'failed', actions: 'setError' },
        },
      },
      listed: {},
      empty: {},
      failed: {
        on: { 'list.retry': { target: 'loading', actions: 'clearError' } },
      },
    },
  });
}

/** /coaches: the published coaches. */
export const coachesListMachine = createPublishedListMachine<Coach>('coachesList');
/** /partners: the published partners. */
export const partnersListMachine = createPublishedListMachine<Partner>('partnersList');
