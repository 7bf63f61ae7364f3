import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorOf, hasStatus, toApiError, type ApiError } from '../shared';
import type { Order, OrderLine, PaymentMethod } from './order-shapes';

/** Wait this long after the last keystroke before searching. */
export const ORDER_SEARCH_DEBOUNCE_MS = 300;

export type DeskMethod = Exclude<PaymentMethod, 'card'>;

export interface DeskPaymentRequest {
  orderId: string;
  method: DeskMethod;
  /** Terminal slip or receipt number; left out when blank. */
  reference?: string;
}

export interface LineRefundRequest {
  orderId: string;
  lineId: number;
  amountCents: number;
  reason: string;
}

/** What the last desk payment or refund did, for a success message. */
export type LookupOutcome =
  | { kind: 'deskPayment'; orderNumber: number; method: DeskMethod; amountCents: number }
  | { kind: 'refund'; orderNumber: number; lineId: number; amountCents: number };

/**
 * What is wrong with a field of the refund form: our own check (a code and its values, worded by
 * the view), or the server's 400 `fields` message as it came.
 */
export type RefundFieldProblem =
  | { code: 'amountNotDollars' }
  | { code: 'amountNotPositive' }
  | { code: 'amountAboveLeft'; leftCents: number }
  | { code: 'reasonMissing' }
  | { code: 'server'; message: string };

/** The refund form's field problems, by field. */
export type RefundFieldErrors = Partial<Record<'amountCents' | 'reason', RefundFieldProblem>>;

export interface OrderLookupInput {
  /** An order number ("1042", "#1042") or part of a member's name or e-mail; '' lists the latest. */
  query?: string;
}

export interface OrderLookupContext {
  query: string;
  results: Order[];
  /** Why the last search failed; the list keeps its previous rows. */
  searchError: ApiError | null;
  /** The order whose details are open (kept up to date after a payment or refund). */
  order: Order | null;
  /** The line whose refund dialog is open. */
  refundLineId: number | null;
  deskPayment: DeskPaymentRequest | null;
  refund: LineRefundRequest | null;
  refundFieldErrors: RefundFieldErrors;
  /** Why the last desk payment, refund or order refresh failed. */
  actionError: ApiError | null;
  outcome: LookupOutcome | null;
}

export type OrderLookupEvent =
  | { type: 'orders.queryChanged'; query: string }
  | { type: 'orders.retry' }
  | { type: 'orders.selected'; orderId: string }
  | { type: 'orders.closed' }
  | { type: 'orders.deskPaymentOpened' }
  | { type: 'orders.deskPaymentSubmitted'; method: DeskMethod; reference?: string }
  | { type: 'orders.refundOpened'; lineId: number }
  | { type: 'orders.refundSubmitted'; amount: string; reason: string }
  | { type: 'orders.dialogClosed' };

/** "12", "12.5", "$12.50", "12,50 $" (French) → 1250; anything else (negative, three decimals, words) → null. */
export function dollarsToCents(text: string): number | null {
  const match = /^\s*\$?\s*(\d{1,6})(?:[.,](\d{0,2}))?\s*\$?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** What is left to refund of a line: its total with tax, less what was refunded already. */
export const refundableCents = (line: Pick<OrderLine, 'totalCents' | 'refundedCents' | 'status'>) =>
  line.status === 'fulfilled' || line.status === 'partially_refunded' ? Math.max(0, line.totalCents - line.refundedCents) : 0;

/** The refund form's own checks, the same as the server's: an amount up to what is left, and a reason. */
export function refundFieldErrors(line: OrderLine | undefined, amount: string, reason: string): RefundFieldErrors {
  const errors: RefundFieldErrors = {};
  const cents = dollarsToCents(amount);
  const left = line ? refundableCents(line) : 0;
  if (cents === null) errors.amountCents = { code: 'amountNotDollars' };
  else if (cents <= 0) errors.amountCents = { code: 'amountNotPositive' };
  else if (cents > left) errors.amountCents = { code: 'amountAboveLeft', leftCents: left };
  if (!reason.trim()) errors.reason = { code: 'reasonMissing' };
  return errors;
}

const lineOf = (context: OrderLookupContext, lineId: number | null) => context.order?.lines.find((line) => line.id === lineId);

const NO_DIALOG = { deskPayment: null, refund: null, refundLineId: null, refundFieldErrors: {}, actionError: null };

/**
 * Staff: find an order by number or member, open it, record a payment taken at the desk for an
 * order awaiting payment, or refund part or all of one line.
 */
export const orderLookupMachine = setup({
  types: {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- setup() takes the input type from this assertion
    input: {} as OrderLookupInput,
    context: {} as OrderLookupContext,
    events: {} as OrderLookupEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** GET admin/orders?q= */
    searchOrders: fromPromise<Order[], { query: string }>(async () => {
      throw new Error('provide searchOrders');
    }),
    /** GET orders/{id}: the order as it is now (after a 409). */
    loadOrder: fromPromise<Order, { orderId: string }>(async () => {
      throw new Error('provide loadOrder');
    }),
    /** POST staff/orders/{id}/desk-payment { method, reference? } */
    recordDeskPayment: fromPromise<Order, DeskPaymentRequest>(async () => {
      throw new Error('provide recordDeskPayment');
    }),
    /** POST staff/orders/{id}/refunds { lineId, amountCents, reason } */
    refundLine: fromPromise<Order, LineRefundRequest>(async () => {
      throw new Error('provide refundLine');
    }),
  },
  delays: {
    searchDebounce: ORDER_SEARCH_DEBOUNCE_MS,
  },
  actions: {
    setQuery: assign({
      query: ({ event }) => {
        assertEvent(event, 'orders.queryChanged');
        return event.query;
      },
    }),
    setResults: assign((_, results: Order[]) => ({ results, searchError: null })),
    setSearchError: assign({ searchError: ({ event }) => toApiError(errorOf(event)) }),
    clearSearchError: assign({ searchError: null }),
    selectOrder: assign(({ context, event }) => {
      assertEvent(event, 'orders.selected');
      return { order: context.results.find((order) => order.id === event.orderId) ?? null, outcome: null, ...NO_DIALOG };
    }),
    closeOrder: assign({ order: null, outcome: null, ...NO_DIALOG }),
    openDeskPayment: assign({ outcome: null, ...NO_DIALOG }),
    setDeskPayment: assign({
      deskPayment: ({ context, event }) => {
        assertEvent(event, 'orders.deskPaymentSubmitted');
        const reference = event.reference?.trim();
        return { orderId: context.order!.id, method: event.method, ...(reference ? { reference } : {}) };
      },
      actionError: null,
    }),
    openRefund: assign(({ event }) => {
      assertEvent(event, 'orders.refundOpened');
      return { outcome: null, ...NO_DIALOG, refundLineId: event.lineId };
    }),
    setRefund: assign({
      refund: ({ context, event }) => {
        assertEvent(event, 'orders.refundSubmitted');
        return { orderId: context.order!.id, lineId: context.refundLineId!, amountCents: dollarsToCents(event.amount)!, reason: event.reason.trim() };
      },
      refundFieldErrors: {},
      actionError: null,
    }),
    setRefundFieldErrors: assign({
      refundFieldErrors: ({ context, event }) => {
        assertEvent(event, 'orders.refundSubmitted');
        return refundFieldErrors(lineOf(context, context.refundLineId), event.amount, event.reason);
      },
      actionError: null,
    }),
    /** The server's answer replaces the order in the details and in the results. */
    applyOrder: assign(({ context }, order: Order) => ({ order, results: context.results.map((o) => (o.id === order.id ? order : o)) })),
    setDeskPaymentDone: assign(({ context }) => ({
      outcome: {
        kind: 'deskPayment' as const,
        orderNumber: context.order!.number,
        method: context.deskPayment!.method,
        amountCents: context.order!.payments.at(-1)?.amountCents ?? context.order!.totalCents,
      },
      ...NO_DIALOG,
    })),
    setRefundDone: assign(({ context }) => ({
      outcome: { kind: 'refund' as const, orderNumber: context.order!.number, lineId: context.refund!.lineId, amountCents: context.refund!.amountCents },
      ...NO_DIALOG,
    })),
    setActionError: assign(({ event }) => {
      const actionError = toApiError(errorOf(event));
      const fields = actionError.fields ?? {};
      const refundFieldErrors: RefundFieldErrors = {
        ...(fields.amountCents ? { amountCents: { code: 'server', message: fields.amountCents } } : {}),
        ...(fields.reason ? { reason: { code: 'server', message: fields.reason } } : {}),
      };
      return { actionError, refundFieldErrors };
    }),
    /** A 409: the order changed meanwhile. The dialog closes; its message stays above the details. */
    closeDialogKeepError: assign({ deskPayment: null, refund: null, refundLineId: null, refundFieldErrors: {} }),
    closeDialog: assign(NO_DIALOG),
  },
  guards: {
    isListedOrder: ({ context, event }) => event.type === 'orders.selected' && context.results.some((order) => order.id === event.orderId),
    isAwaitingPayment: ({ context }) => context.order?.status === 'awaiting_payment',
    isRefundableLine: ({ context, event }) => {
      if (event.type !== 'orders.refundOpened') return false;
      const line = lineOf(context, event.lineId);
      return Boolean(line && context.order && context.order.paidCents > 0 && refundableCents(line) > 0);
    },
    isValidRefund: ({ context, event }) =>
      event.type === 'orders.refundSubmitted' && Object.keys(refundFieldErrors(lineOf(context, context.refundLineId), event.amount, event.reason)).length === 0,
    isConflict: ({ event }) => hasStatus(errorOf(event), 409),
  },
}).createMachine({
  id: 'orderLookup',
  context: ({ input }) => ({
    query: input?.query ?? '',
    results: [],
    searchError: null,
    order: null,
    refundLineId: null,
    deskPayment: null,
    refund: null,
    refundFieldErrors: {},
    actionError: null,
    outcome: null,
  }),
  type: 'parallel',
  states: {
    search: {
      initial: 'searching',
      states: {
        debouncing: {
          after: { searchDebounce: { target: 'searching' } },
          on: {
            // Every keystroke restarts the wait.
            'orders.queryChanged': { target: 'debouncing', reenter: true, actions: 'setQuery' },
          },
        },
        searching: {
          tags: ['busy'],
          invoke: {
            id: 'searchOrders',
            src: 'searchOrders',
            input: ({ context }) => ({ query: context.query.trim() }),
            onDone: { target: 'ready', actions: { type: 'setResults', params: ({ event }) => event.output } },
            onError: { target: 'ready', actions: 'setSearchError' },
          },
          on: {
            // Typing again drops the search in flight.
            'orders.queryChanged': { target: 'debouncing', actions: 'setQuery' },
          },
        },
        ready: {
          on: {
            'orders.queryChanged': { target: 'debouncing', actions: 'setQuery' },
            'orders.retry': { target: 'searching', actions: 'clearSearchError' },
          },
        },
      },
    },
    details: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'orders.selected': { guard: 'isListedOrder', target: 'viewing', actions: 'selectOrder' } },
        },
        viewing: {
          on: {
            'orders.selected': { guard: 'isListedOrder', target: 'viewing', actions: 'selectOrder' },
            'orders.closed': { target: 'closed', actions: 'closeOrder' },
            'orders.deskPaymentOpened': { guard: 'isAwaitingPayment', target: 'deskPaymentForm', actions: 'openDeskPayment' },
            'orders.refundOpened': { guard: 'isRefundableLine', target: 'refundForm', actions: 'openRefund' },
          },
        },
        deskPaymentForm: {
          on: {
            'orders.deskPaymentSubmitted': { target: 'recordingDeskPayment', actions: 'setDeskPayment' },
            'orders.dialogClosed': { target: 'viewing', actions: 'closeDialog' },
          },
        },
        recordingDeskPayment: {
          tags: ['busy'],
          invoke: {
            id: 'recordDeskPayment',
            src: 'recordDeskPayment',
            input: ({ context }) => context.deskPayment!,
            onDone: { target: 'viewing', actions: [{ type: 'applyOrder', params: ({ event }) => event.output }, 'setDeskPaymentDone'] },
            onError: [
              // Paid online, expired or cancelled meanwhile: show the order as it is now.
              { guard: 'isConflict', target: 'refreshing', actions: ['setActionError', 'closeDialogKeepError'] },
              { target: 'deskPaymentForm', actions: 'setActionError' },
            ],
          },
        },
        refundForm: {
          on: {
            'orders.refundSubmitted': [{ guard: 'isValidRefund', target: 'refunding', actions: 'setRefund' }, { actions: 'setRefundFieldErrors' }],
            'orders.dialogClosed': { target: 'viewing', actions: 'closeDialog' },
          },
        },
        refunding: {
          tags: ['busy'],
          invoke: {
            id: 'refundLine',
            src: 'refundLine',
            input: ({ context }) => context.refund!,
            onDone: { target: 'viewing', actions: [{ type: 'applyOrder', params: ({ event }) => event.output }, 'setRefundDone'] },
            onError: [
              { guard: 'isConflict', target: 'refreshing', actions: ['setActionError', 'closeDialogKeepError'] },
              // A 400 names the field (amountCents, reason): shown there, the form stays open.
              { target: 'refundForm', actions: 'setActionError' },
            ],
          },
        },
        refreshing: {
          tags: ['busy'],
          invoke: {
            id: 'loadOrder',
            src: 'loadOrder',
            input: ({ context }) => ({ orderId: context.order!.id }),
            onDone: { target: 'viewing', actions: { type: 'applyOrder', params: ({ event }) => event.output } },
            // The conflict's message stays; the details show what was known.
            onError: { target: 'viewing' },
          },
        },
      },
    },
  },
});
