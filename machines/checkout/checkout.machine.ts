import { assign, fromPromise, setup } from 'xstate';
import { toApiError, type ApiError, finalStateOutput } from '../shared';
import type { Order, OrderLineRequest, PlacedOrder } from './order-shapes';

/**
 * One purchase of any product: place the order (POST /orders), then send the buyer to the
 * provider's checkout, or finish at once when nothing is owed. A purchase flow invokes it as a
 * child with the lines it sells and reads the result from its output (`onDone`).
 */
export interface CheckoutInput {
  lines: OrderLineRequest[];
}

export interface CheckoutContext {
  lines: OrderLineRequest[];
  /** The 201 answer: the order and where to pay (null when nothing is owed). */
  placed: PlacedOrder | null;
  /** Why the server refused the order. */
  error: ApiError | null;
}

/** What the parent reads in `onDone` (`event.output`). */
export type CheckoutOutput =
  /** Nothing to pay: the order is confirmed (paid) already. */
  | { result: 'confirmed'; order: Order }
  /** The server refused the order: 409 (taken meanwhile), 400 (fields keyed `lines.<i>.<field>`), 401… */
  | { result: 'refused'; error: ApiError }
  /** The buyer came back without paying (e.g. history back) and chose to start over; the hold ends on its own. */
  | { result: 'abandoned'; order: Order };

export type CheckoutEvent = { type: 'checkout.abandon' };

/** 400 `fields` of line `index` (`lines.0.hours` → `hours`), for a flow that sells one kind of line. */
export function lineFieldErrors(error: ApiError | null | undefined, index = 0): Record<string, string> {
  const prefix = `lines.${index}.`;
  return Object.fromEntries(
    Object.entries(error?.fields ?? {})
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, message]) => [key.slice(prefix.length), message]),
  );
}

export const checkoutMachine = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    output: {} as CheckoutOutput,
    tags: {} as 'busy',
  },
  actors: {
    /** POST /orders `{ lines }`: 201 `{ order, checkoutUrl }`. */
    placeOrder: fromPromise<PlacedOrder, { lines: OrderLineRequest[] }>(async () => {
      throw new Error('provide placeOrder');
    }),
  },
  actions: {
    /** Send the browser to the provider's checkout page. */
    redirectToCheckout: (_, _params: { url: string }) => {},
    setPlaced: assign((_, placed: PlacedOrder) => ({ placed })),
    setError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
  },
  guards: {
    needsPayment: (_, placed: PlacedOrder) => Boolean(placed.checkoutUrl),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({ lines: input.lines, placed: null, error: null }),
  // The final state reached says what happened (its own `output`).
  output: finalStateOutput<CheckoutOutput>(),
  initial: 'placing',
  states: {
    placing: {
      tags: ['busy'],
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => ({ lines: context.lines }),
        onDone: [
          {
            guard: { type: 'needsPayment', params: ({ event }) => event.output },
            target: 'redirecting',
            actions: [
              { type: 'setPlaced', params: ({ event }) => event.output },
              { type: 'redirectToCheckout', params: ({ event }) => ({ url: event.output.checkoutUrl! }) },
            ],
          },
          { target: 'confirmed', actions: { type: 'setPlaced', params: ({ event }) => event.output } },
        ],
        onError: { target: 'refused', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The browser is leaving for the provider; the return pages take over from there.
    redirecting: {
      on: { 'checkout.abandon': { target: 'abandoned' } },
    },
    confirmed: {
      type: 'final',
      output: ({ context }): CheckoutOutput => ({ result: 'confirmed', order: context.placed!.order }),
    },
    refused: {
      type: 'final',
      output: ({ context }): CheckoutOutput => ({ result: 'refused', error: context.error! }),
    },
    abandoned: {
      type: 'final',
      output: ({ context }): CheckoutOutput => ({ result: 'abandoned', order: context.placed!.order }),
    },
  },
});
