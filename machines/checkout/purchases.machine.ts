import { assign, fromPromise, setup } from 'xstate';
import { errorOf, toApiError, type ApiError } from '../shared';
import type { Order } from './order-shapes';

export interface PurchasesContext {
  /** Every order of the member, newest first, whatever was sold. */
  orders: Order[];
  /** Why the last load failed. */
  error: ApiError | null;
}

export type PurchasesEvent = { type: 'purchases.retry' } | { type: 'purchases.reload' };

/** Newest first, whatever order the answer came in. */
const newestFirst = (orders: Order[]) => [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.number - a.number);

/** A member's purchases on their Account page: every order with its lines, payments and refunds. */
export const purchasesMachine = setup({
  types: {
    context: {} as PurchasesContext,
    events: {} as PurchasesEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** GET orders/mine */
    loadOrders: fromPromise<Order[]>(async () => {
      throw new Error('provide loadOrders');
    }),
  },
  actions: {
    setOrders: assign((_, orders: Order[]) => ({ orders: newestFirst(orders), error: null })),
    setError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'purchases',
  context: { orders: [], error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadOrders',
        src: 'loadOrders',
        onDone: { target: 'loaded', actions: { type: 'setOrders', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: 'setError' },
      },
    },
    loaded: {
      // e.g. after a booking on the same page was cancelled; the list stays while it reloads.
      on: { 'purchases.reload': { target: 'loading' } },
    },
    failed: {
      on: { 'purchases.retry': { target: 'loading', actions: 'clearError' } },
    },
  },
});
