import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorOf, toApiError, type ApiError } from '../shared';

/** The order whose receipt goes out again, by its id and the number people quote. */
interface ReceiptOrder {
  orderId: string;
  orderNumber: number;
}

export interface StaffReceiptContext {
  /** The order being sent, then the one last sent or that failed. */
  order: ReceiptOrder | null;
  error: ApiError | null;
}

export type StaffReceiptEvent = ({ type: 'receipt.resend' } & ReceiptOrder) | { type: 'receipt.dismissed' };

/**
 * Staff send an order's receipt e-mail again (in the customer's language): one at a time, then a
 * confirmation or the reason it failed, until dismissed or another is sent.
 */
export const staffReceiptMachine = setup({
  types: {
    context: {} as StaffReceiptContext,
    events: {} as StaffReceiptEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** POST staff/orders/{id}/receipt → 202 */
    resendReceipt: fromPromise<void, { orderId: string }>(async () => {
      throw new Error('provide resendReceipt');
    }),
  },
  actions: {
    setOrder: assign({
      order: ({ event }) => {
        assertEvent(event, 'receipt.resend');
        return { orderId: event.orderId, orderNumber: event.orderNumber };
      },
      error: null,
    }),
    setError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
    clear: assign({ order: null, error: null }),
    /** The app reads the audit trail again (the resend is written there). */
    notifyChanged: () => {},
  },
}).createMachine({
  id: 'staffReceipt',
  context: { order: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'receipt.resend': { target: 'sending', actions: 'setOrder' } },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'resendReceipt',
        src: 'resendReceipt',
        input: ({ context }) => ({ orderId: context.order!.orderId }),
        onDone: { target: 'sent', actions: 'notifyChanged' },
        onError: { target: 'failed', actions: 'setError' },
      },
    },
    sent: {
      on: {
        'receipt.resend': { target: 'sending', actions: 'setOrder' },
        'receipt.dismissed': { target: 'idle', actions: 'clear' },
      },
    },
    failed: {
      on: {
        'receipt.resend': { target: 'sending', actions: 'setOrder' },
        'receipt.dismissed': { target: 'idle', actions: 'clear' },
      },
    },
  },
});
