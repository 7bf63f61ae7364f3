import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import {
  claimRefundAttempt,
  clearOrderHold,
  fullyRefunded,
  insertPayment,
  insertRefund,
  lockLapsedOrders,
  lockOrder,
  noteOrder,
  orderById,
  orderBySession,
  paymentById,
  paymentByProviderId,
  recordCheckoutSession,
  recordOrderPayment,
  recordRefundFailure,
  recordRefundResult,
  setOrderStatus,
  type OrderLineRow,
  type OrderRow,
  type OrderStatus,
  type PaymentMethod,
  type PaymentProviderName,
  type PaymentRow,
  linesOf,
  recordLineRefund,
  setLineStatus,
} from '../orders/index.js';
import { formatMoney } from '../../lib/money.js';
import type { ProductRegistry } from '../products/index.js';
import type { LocalPaymentProvider } from './local-provider.js';
import {
  PaymentProviderError,
  type CheckoutInput,
  type PaymentProvider,
  type ProviderEvent,
  type ReceivedPayment,
  type RefundInput,
  type RefundResult,
} from './provider.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Writer = Database | Tx;

/** What the mail side is told after a commit; implemented in server/modules/orders/order-notifications.ts. */
export interface PaymentNotices {
  orderConfirmed(orderId: string): Promise<void>;
  refundIssued(refundId: number): Promise<void>;
}

export type FulfilmentOutcome =
  | { kind: 'confirmed'; late: boolean; refundIds: number[] }
  | { kind: 'already-recorded' }
  | { kind: 'refunding'; refundId: number; why: 'reservation-taken' | 'second-payment' | 'amount-mismatch' }
  | { kind: 'unknown-order' };

/** Money taken at the front desk: how, its slip or receipt number, and who recorded it. */
export interface DeskPayment {
  method: Exclude<PaymentMethod, 'card'>;
  reference: string | null;
  recordedById: number;
}

const PROVIDER_WORDS: Record<string, string> = { local: 'the test checkout', stripe: 'Stripe' };

/** The status a checkout return page shows. */
export type CheckoutOutcome = 'confirmed' | 'pending' | 'failed' | 'cancelled';

/** Refunds are retried by the sweeper this many times before staff must look. */
const MAX_REFUND_ATTEMPTS = 8;

/** Money paid at the front desk: recorded, never sent anywhere; a refund is cash back at the desk. */
const deskProvider = {
  async refund(input: RefundInput): Promise<RefundResult> {
    return { refundId: `desk_${input.idempotencyKey}`, status: 'succeeded' };
  },
};

/**
 * Orders, payments and refunds. Every path that learns of money (webhook, the local Pay button,
 * a return page whose provider says "paid") ends in fulfilOrder, which is idempotent: it locks
 * the order row and keys each payment by the provider's payment id.
 */
export class PaymentsService {
  notices: PaymentNotices = { orderConfirmed: async () => {}, refundIssued: async () => {} };

  constructor(
    private readonly db: Database,
    private readonly registry: ProductRegistry,
    readonly active: PaymentProvider,
    readonly local: LocalPaymentProvider,
    private readonly stripe: PaymentProvider | null,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  provider(name: 'local' | 'stripe'): PaymentProvider {
    if (name === 'local') return this.local;
    if (!this.stripe) throw new PaymentProviderError('Stripe is not configured on this server.');
    return this.stripe;
  }

  private refunder(name: PaymentProviderName) {
    return name === 'desk' ? deskProvider : this.provider(name);
  }

  async setStatus(tx: Writer, orderId: string, status: OrderStatus, note: string) {
    await setOrderStatus(tx, orderId, status, note, this.now());
  }

  async note(tx: Writer, order: Pick<OrderRow, 'id' | 'status'>, note: string) {
    await noteOrder(tx, order, note, this.now());
  }

  /** Opens the provider's checkout for an order already holding what it sells, and records it. */
  async openCheckout(order: OrderRow, input: Omit<CheckoutInput, 'orderId' | 'idempotencyKey' | 'amountCents' | 'currency' | 'expiresAt'>) {
    const created = await this.provider(order.provider as 'local' | 'stripe').createCheckout({
      ...input,
      orderId: order.id,
      amountCents: order.amountCents,
      currency: order.currency,
      expiresAt: order.holdExpiresAt!,
      idempotencyKey: `checkout-${order.id}`,
    });
    const recorded = await recordCheckoutSession(this.db, order, created, `Checkout opened with ${PROVIDER_WORDS[order.provider] ?? order.provider}`, this.now());
    this.log.info({ orderId: order.id, sessionId: created.sessionId, provider: order.provider }, 'checkout opened');
    return { ...created, order: recorded };
  }

  async orderBySession(sessionId: string): Promise<OrderRow | null> {
    return orderBySession(this.db, sessionId);
  }

  /** A webhook (or the local page's signed event): verify first, then act. Throws WebhookSignatureError. */
  async receiveWebhook(providerName: 'local' | 'stripe', rawBody: Buffer, headers: Record<string, string | string[] | undefined>) {
    const event = await this.provider(providerName).verifyWebhook(rawBody, headers);
    return this.handleEvent(event, providerName);
  }

  async handleEvent(event: ProviderEvent, via: string) {
    if (event.kind === 'ignored') return { handled: false as const, event };
    const order = (await this.orderBySession(event.sessionId)) ?? (event.orderId ? await this.orderById(event.orderId) : null);
    if (!order) {
      this.log.warn({ eventId: event.eventId, sessionId: event.sessionId }, 'payment event for an unknown order');
      return { handled: false as const, event };
    }
    this.log.info({ eventId: event.eventId, kind: event.kind, orderId: order.id, via }, 'payment event');
    const from = `reported by ${PROVIDER_WORDS[via] ?? via}`;
    switch (event.kind) {
      case 'paid':
        return { handled: true as const, event, outcome: await this.fulfilOrder(order.id, event.payment, from) };
      case 'pending':
        await this.note(this.db, order, `Checkout completed; the payment is still processing (${from})`);
        return { handled: true as const, event };
      case 'expired':
        await this.releaseHold(order.id, event.cancelled ? 'cancelled' : 'expired', `${event.note} (${from})`);
        return { handled: true as const, event };
      case 'failed':
        await this.releaseHold(order.id, 'failed', `The payment failed (${from})`);
        return { handled: true as const, event };
    }
  }

  async orderById(orderId: string): Promise<OrderRow | null> {
    return orderById(this.db, orderId);
  }

  /**
   * Records a payment and fulfils the order's lines, exactly once per provider payment id. A
   * payment that arrives after the hold ended fulfils each line whose reservation is still to be
   * had and refunds the others, line by line.
   */
  async fulfilOrder(orderId: string, payment: ReceivedPayment, via: string, desk?: DeskPayment): Promise<FulfilmentOutcome> {
    const outcome = await this.db.transaction(async (tx): Promise<FulfilmentOutcome> => {
      const order = await lockOrder(tx, orderId);
      if (!order) return { kind: 'unknown-order' };
      if (await paymentByProviderId(tx, payment.paymentId)) return { kind: 'already-recorded' };

      const paymentRow = await insertPayment(tx, {
          orderId,
          provider: desk ? 'desk' : order.provider,
          method: desk?.method ?? 'card',
          reference: desk?.reference ?? null,
          recordedById: desk?.recordedById ?? null,
          providerPaymentId: payment.paymentId,
          amountCents: payment.amountCents,
          currency: payment.currency,
          createdAt: this.now(),
        });
      const how = desk ? (desk.method === 'cash' ? 'in cash at the desk' : 'on the card terminal at the desk') : `by card (${via})`;
      const received = `Payment of ${formatMoney(payment.amountCents, payment.currency)} received ${how}`;

      if (payment.amountCents !== order.amountCents || payment.currency !== order.currency) {
        const refundId = await this.queueRefund(tx, { order, payment: paymentRow, amountCents: payment.amountCents, reason: 'amount-mismatch', key: `refund-mismatch-${paymentRow.id}` });
        await this.setStatus(tx, order.id, 'refund_due', `${received}, but the order is for ${formatMoney(order.amountCents, order.currency)}: refunding it`);
        return { kind: 'refunding', refundId, why: 'amount-mismatch' };
      }

      const lines = await linesOf(tx, orderId);
      const late = order.status === 'expired' || order.status === 'cancelled' || order.status === 'failed';
      if (order.status === 'awaiting_payment' || late) {
        const waiting = lines.filter((line) => line.status === (late ? 'released' : 'held'));
        const { fulfilled, gone } = await this.fulfilLines(tx, waiting);
        await recordOrderPayment(tx, orderId, payment.paymentId);
        if (fulfilled.length === 0 && waiting.length > 0) {
          const refundId = await this.queueRefund(tx, { order, payment: paymentRow, amountCents: payment.amountCents, reason: 'late-payment-reservation-taken', key: `refund-late-${paymentRow.id}` });
          await this.setStatus(tx, orderId, 'refund_due', `${received} after the hold ended and what it held was taken: refunding in full`);
          return { kind: 'refunding', refundId, why: 'reservation-taken' };
        }
        const refundIds: number[] = [];
        for (const line of gone) {
          refundIds.push(
            await this.queueRefund(tx, { order, payment: paymentRow, amountCents: line.totalCents, reason: 'late-payment-reservation-taken', key: `refund-late-${paymentRow.id}-line-${line.id}`, lineId: line.id }),
          );
        }
        const partly = gone.length ? `; ${gone.length} of ${waiting.length} lines were taken meanwhile and are refunded` : '';
        await this.setStatus(tx, orderId, 'paid', late ? `${received} after the hold ended; still available, so confirmed${partly}` : `${received}; confirmed${partly}`);
        return { kind: 'confirmed', late, refundIds };
      }

      // Already paid (or refunded): a second payment for one order goes straight back.
      const refundId = await this.queueRefund(tx, { order, payment: paymentRow, amountCents: payment.amountCents, reason: 'second-payment', key: `refund-second-${paymentRow.id}` });
      await this.note(tx, order, `${received}, but the order was already ${order.status.replace('_', ' ')}: refunding the second payment`);
      return { kind: 'refunding', refundId, why: 'second-payment' };
    });

    if (outcome.kind === 'confirmed') {
      await this.notices.orderConfirmed(orderId);
      for (const refundId of outcome.refundIds) await this.processRefund(refundId, { notify: true });
    }
    if (outcome.kind === 'refunding') await this.processRefund(outcome.refundId, { notify: true });
    return outcome;
  }

  /** Asks each line's product to make its reservation final; the lines it could are marked fulfilled. */
  async fulfilLines(tx: Tx, lines: OrderLineRow[]): Promise<{ fulfilled: number[]; gone: OrderLineRow[] }> {
    const fulfilled: number[] = [];
    const gone: OrderLineRow[] = [];
    for (const line of lines) {
      if ((await this.registry.get(line.product).fulfil(tx, line, this.now())) === 'fulfilled') fulfilled.push(line.id);
      else gone.push(line);
    }
    await setLineStatus(tx, fulfilled, 'fulfilled', this.now());
    return { fulfilled, gone };
  }

  /** Lets go of everything an unpaid order holds (checkout cancelled, expired or failed). */
  async releaseHold(orderId: string, status: 'expired' | 'cancelled' | 'failed', note: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order || order.status !== 'awaiting_payment') return false;
      await this.releaseLockedOrder(tx, order.id, status, note);
      return true;
    });
  }

  /** Inside a transaction that already locked the order: release its held lines and say why. */
  async releaseLockedOrder(tx: Tx, orderId: string, status: 'expired' | 'cancelled' | 'failed', note: string) {
    const held = (await linesOf(tx, orderId)).filter((line) => line.status === 'held');
    for (const line of held) await this.registry.get(line.product).release(tx, line, this.now());
    await setLineStatus(
      tx,
      held.map((line) => line.id),
      'released',
      this.now(),
    );
    await clearOrderHold(tx, orderId);
    await this.setStatus(tx, orderId, status, note);
  }

  /**
   * Inside a transaction that is about to reserve something: releases the given orders if their
   * hold has run out, so an expired hold never blocks a new sale while it waits for the sweeper.
   * Skips an order being fulfilled right now.
   */
  async releaseLapsedOrders(tx: Tx, orderIds: string[], now: Date) {
    if (orderIds.length === 0) return;
    for (const id of await lockLapsedOrders(tx, orderIds, now)) await this.releaseLockedOrder(tx, id, 'expired', 'Hold expired (released for a new booking)');
  }

  async queueRefund(
    tx: Writer,
    input: { order: OrderRow; payment: PaymentRow; amountCents: number; reason: string; key: string; lineId?: number; createdById?: number | null },
  ): Promise<number> {
    return insertRefund(tx, {
        orderId: input.order.id,
        paymentId: input.payment.id,
        orderLineId: input.lineId ?? null,
        provider: input.payment.provider,
        idempotencyKey: input.key,
        amountCents: input.amountCents,
        currency: input.payment.currency,
        status: 'pending',
        reason: input.reason,
        createdById: input.createdById ?? null,
        createdAt: this.now(),
        updatedAt: this.now(),
      });
  }

  /** Sends a pending refund to its provider; on failure it stays pending for the sweeper. */
  async processRefund(refundId: number, options: { notify: boolean }) {
    const row = await claimRefundAttempt(this.db, refundId, this.now());
    if (!row) return null;
    const paymentRow = await paymentById(this.db, row.paymentId);
    let result: RefundResult;
    try {
      result = await this.refunder(row.provider).refund({
        paymentId: paymentRow.providerPaymentId,
        amountCents: row.amountCents,
        currency: row.currency,
        idempotencyKey: row.idempotencyKey,
        reason: row.reason,
      });
    } catch (error) {
      const giveUp = row.attempts >= MAX_REFUND_ATTEMPTS;
      this.log.error({ err: error, refundId, attempts: row.attempts }, 'refund failed');
      await this.db.transaction(async (tx) => {
        await recordRefundFailure(tx, refundId, { message: (error as Error).message.slice(0, 500), status: giveUp ? 'failed' : 'pending' }, this.now());
        if (giveUp) await this.note(tx, await this.lockedOrder(tx, row.orderId), `A refund of ${formatMoney(row.amountCents, row.currency)} failed ${row.attempts} times: staff must refund by hand`);
      });
      return { ...row, status: giveUp ? ('failed' as const) : ('pending' as const) };
    }

    await this.db.transaction(async (tx) => {
      const order = await this.lockedOrder(tx, row.orderId);
      await recordRefundResult(tx, refundId, { status: result.status, providerRefundId: result.refundId }, this.now());
      if (result.status !== 'succeeded') {
        await this.note(tx, order, `A refund of ${formatMoney(row.amountCents, row.currency)} was refused by ${PROVIDER_WORDS[row.provider] ?? row.provider}: staff must look`);
        return;
      }
      if (row.orderLineId) await recordLineRefund(tx, row.orderLineId, row.amountCents, this.now());
      this.log.info({ refundId, providerRefundId: result.refundId, orderId: row.orderId }, 'refund issued');
      const message = `Refund of ${formatMoney(row.amountCents, row.currency)} issued ${row.provider === 'desk' ? 'at the desk' : 'to the card'}`;
      if (await fullyRefunded(tx, row.orderId)) await this.setStatus(tx, row.orderId, 'refunded', message);
      else await this.note(tx, order, message);
    });
    if (result.status === 'succeeded' && options.notify) await this.notices.refundIssued(refundId);
    return { ...row, status: result.status, providerRefundId: result.refundId };
  }

  private async lockedOrder(tx: Tx, orderId: string) {
    return (await lockOrder(tx, orderId))!;
  }

  /**
   * The return page's question. Only the provider may say "paid": if our order still waits, we ask
   * the provider, and fulfil only on its word.
   */
  async checkoutOutcome(order: OrderRow): Promise<{ status: CheckoutOutcome; order: OrderRow }> {
    let current = order;
    if (current.status === 'awaiting_payment' && current.providerSessionId && current.provider !== 'desk') {
      try {
        const state = await this.provider(current.provider).getCheckout(current.providerSessionId);
        if (state.paid && state.payment) {
          await this.fulfilOrder(current.id, state.payment, 'status check with the provider');
        } else if (state.state === 'expired') {
          await this.releaseHold(current.id, 'expired', 'The provider reports the checkout expired');
        }
      } catch (error) {
        this.log.warn({ err: error, orderId: current.id }, 'could not read the checkout from the provider; answering pending');
      }
      current = (await this.orderById(current.id)) ?? current;
    }
    return { status: outcomeOf(current.status), order: current };
  }

  /** The cancel return: close the provider's checkout first (so nobody pays it after), then release what it held. */
  async cancelCheckout(order: OrderRow): Promise<{ status: CheckoutOutcome; order: OrderRow }> {
    if (order.status !== 'awaiting_payment' || !order.providerSessionId || order.provider === 'desk') return { status: outcomeOf(order.status), order };
    const provider = this.provider(order.provider);
    let closed: 'expired' | 'already-expired' | 'complete';
    try {
      closed = await provider.expireCheckout(order.providerSessionId);
    } catch (error) {
      this.log.warn({ err: error, orderId: order.id }, 'could not close the checkout; releasing the hold anyway');
      closed = 'expired';
    }
    if (closed === 'complete') return this.checkoutOutcome(order);
    await this.releaseHold(order.id, 'cancelled', 'Checkout cancelled by the customer');
    const current = (await this.orderById(order.id)) ?? order;
    return { status: outcomeOf(current.status), order: current };
  }
}

function outcomeOf(status: OrderStatus): CheckoutOutcome {
  switch (status) {
    case 'paid':
      return 'confirmed';
    case 'awaiting_payment':
      return 'pending';
    case 'cancelled':
      return 'cancelled';
    default:
      return 'failed';
  }
}
