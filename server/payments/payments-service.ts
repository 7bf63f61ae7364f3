import { and, eq, inArray, lte, sql, sum } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import {
  bookings,
  orders,
  orderStatusHistory,
  payments,
  refunds,
  type OrderRow,
  type OrderStatus,
  type PaymentProviderName,
  type PaymentRow,
} from '../db/schema.js';
import { formatMoney } from '../bookings/venue-time.js';
import { isOverlapError } from './db-errors.js';
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

/** What the mail side is told after a commit; implemented in server/bookings/notifications.ts. */
export interface PaymentNotices {
  bookingConfirmed(orderId: string): Promise<void>;
  refundIssued(refundId: number): Promise<void>;
}

export type FulfilmentOutcome =
  | { kind: 'confirmed'; late: boolean }
  | { kind: 'already-recorded' }
  | { kind: 'refunding'; refundId: number; why: 'court-taken' | 'second-payment' | 'amount-mismatch' }
  | { kind: 'unknown-order' };

/** The status a checkout return page shows. */
export type CheckoutOutcome = 'confirmed' | 'pending' | 'failed' | 'cancelled';

/** Refunds are retried by the sweeper this many times before staff must look. */
export const MAX_REFUND_ATTEMPTS = 8;

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
  notices: PaymentNotices = { bookingConfirmed: async () => {}, refundIssued: async () => {} };

  constructor(
    private readonly db: Database,
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
    await tx.update(orders).set({ status, updatedAt: this.now() }).where(eq(orders.id, orderId));
    await tx.insert(orderStatusHistory).values({ orderId, status, note, createdAt: this.now() });
  }

  async note(tx: Writer, order: Pick<OrderRow, 'id' | 'status'>, note: string) {
    await tx.insert(orderStatusHistory).values({ orderId: order.id, status: order.status, note, createdAt: this.now() });
  }

  /** Opens the provider's checkout for an order already holding its courts, and records it. */
  async openCheckout(order: OrderRow, input: Omit<CheckoutInput, 'orderId' | 'idempotencyKey' | 'amountCents' | 'currency' | 'expiresAt'>) {
    const created = await this.provider(order.provider as 'local' | 'stripe').createCheckout({
      ...input,
      orderId: order.id,
      amountCents: order.amountCents,
      currency: order.currency,
      expiresAt: order.holdExpiresAt!,
      idempotencyKey: `checkout-${order.id}`,
    });
    await this.db
      .update(orders)
      .set({ providerSessionId: created.sessionId, checkoutUrl: created.url, updatedAt: this.now() })
      .where(eq(orders.id, order.id));
    await this.note(this.db, order, `Checkout ${created.sessionId} opened with ${order.provider}`);
    return created;
  }

  async orderBySession(sessionId: string): Promise<OrderRow | null> {
    const [row] = await this.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
    return row ?? null;
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
    switch (event.kind) {
      case 'paid':
        return { handled: true as const, event, outcome: await this.fulfilOrder(order.id, event.payment, `${via} event ${event.eventId}`) };
      case 'pending':
        await this.note(this.db, order, `Checkout completed; the payment is still processing (${via} event ${event.eventId})`);
        return { handled: true as const, event };
      case 'expired':
        await this.releaseHold(order.id, event.cancelled ? 'cancelled' : 'expired', `${event.note} (${via} event ${event.eventId})`);
        return { handled: true as const, event };
      case 'failed':
        await this.releaseHold(order.id, 'failed', `The payment failed (${via} event ${event.eventId})`);
        return { handled: true as const, event };
    }
  }

  async orderById(orderId: string): Promise<OrderRow | null> {
    if (!/^[0-9a-f-]{36}$/i.test(orderId)) return null;
    const [row] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    return row ?? null;
  }

  /**
   * Records a payment and confirms the order's bookings, exactly once per provider payment id.
   * A payment that arrives after the hold ended confirms the booking if its court is still free,
   * and is refunded in full otherwise.
   */
  async fulfilOrder(orderId: string, payment: ReceivedPayment, via: string): Promise<FulfilmentOutcome> {
    const outcome = await this.db.transaction(async (tx): Promise<FulfilmentOutcome> => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) return { kind: 'unknown-order' };
      const [seen] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.providerPaymentId, payment.paymentId));
      if (seen) return { kind: 'already-recorded' };

      const [paymentRow] = await tx
        .insert(payments)
        .values({ orderId, provider: order.provider, providerPaymentId: payment.paymentId, amountCents: payment.amountCents, currency: payment.currency, createdAt: this.now() })
        .returning();
      const received = `Payment ${payment.paymentId} of ${formatMoney(payment.amountCents, payment.currency)} received (${via})`;

      if (payment.amountCents !== order.amountCents || payment.currency !== order.currency) {
        const refundId = await this.queueRefund(tx, { order, payment: paymentRow, amountCents: payment.amountCents, reason: 'amount-mismatch', key: `refund-mismatch-${paymentRow.id}` });
        await this.setStatus(tx, order.id, 'refund_due', `${received}, but the order is for ${formatMoney(order.amountCents, order.currency)}: refunding it`);
        return { kind: 'refunding', refundId, why: 'amount-mismatch' };
      }

      if (order.status === 'awaiting_payment') {
        await tx
          .update(bookings)
          .set({ status: 'confirmed', holdExpiresAt: null, updatedAt: this.now() })
          .where(and(eq(bookings.orderId, orderId), eq(bookings.status, 'held')));
        await tx.update(orders).set({ providerPaymentId: payment.paymentId }).where(eq(orders.id, orderId));
        await this.setStatus(tx, orderId, 'paid', `${received}; booking confirmed`);
        return { kind: 'confirmed', late: false };
      }

      if (order.status === 'expired' || order.status === 'cancelled' || order.status === 'failed') {
        try {
          // A savepoint: if the court was taken meanwhile, only this attempt rolls back.
          const revived = await tx.transaction(async (savepoint) =>
            savepoint
              .update(bookings)
              .set({ status: 'confirmed', holdExpiresAt: null, updatedAt: this.now() })
              .where(and(eq(bookings.orderId, orderId), eq(bookings.status, 'expired')))
              .returning({ id: bookings.id }),
          );
          if (revived.length > 0) {
            await tx.update(orders).set({ providerPaymentId: payment.paymentId }).where(eq(orders.id, orderId));
            await this.setStatus(tx, orderId, 'paid', `${received} after the hold ended; the court was still free, so the booking is confirmed`);
            return { kind: 'confirmed', late: true };
          }
        } catch (error) {
          if (!isOverlapError(error)) throw error;
        }
        const refundId = await this.queueRefund(tx, { order, payment: paymentRow, amountCents: payment.amountCents, reason: 'late-payment-court-taken', key: `refund-late-${paymentRow.id}` });
        await this.setStatus(tx, orderId, 'refund_due', `${received} after the hold ended and the court was taken: refunding in full`);
        return { kind: 'refunding', refundId, why: 'court-taken' };
      }

      // Already paid (or refunded): a second payment for one order goes straight back.
      const refundId = await this.queueRefund(tx, { order, payment: paymentRow, amountCents: payment.amountCents, reason: 'second-payment', key: `refund-second-${paymentRow.id}` });
      await this.note(tx, order, `${received}, but the order was already ${order.status}: refunding the second payment`);
      return { kind: 'refunding', refundId, why: 'second-payment' };
    });

    if (outcome.kind === 'confirmed') await this.notices.bookingConfirmed(orderId);
    if (outcome.kind === 'refunding') await this.processRefund(outcome.refundId, { notify: true });
    return outcome;
  }

  /** Frees the courts of an unpaid order at once (checkout cancelled, expired or failed). */
  async releaseHold(orderId: string, status: 'expired' | 'cancelled' | 'failed', note: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order || order.status !== 'awaiting_payment') return false;
      await tx
        .update(bookings)
        .set({ status: 'expired', holdExpiresAt: null, updatedAt: this.now() })
        .where(and(eq(bookings.orderId, orderId), eq(bookings.status, 'held')));
      await this.setStatus(tx, orderId, status, note);
      return true;
    });
  }

  /**
   * Inside a booking transaction: releases stale holds overlapping [start, end) so an expired hold
   * never blocks a new booking while it waits for the sweeper. Locks orders before bookings, like
   * fulfilment, and skips an order being fulfilled right now.
   */
  async releaseStaleHolds(tx: Tx, start: Date, end: Date, now: Date) {
    const stale = await tx
      .selectDistinct({ orderId: bookings.orderId })
      .from(bookings)
      .where(and(eq(bookings.status, 'held'), lte(bookings.holdExpiresAt, now), sql`${bookings.during} && tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`));
    const orderIds = stale.map((row) => row.orderId).filter((id): id is string => id !== null);
    if (orderIds.length === 0) return;
    const locked = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(inArray(orders.id, orderIds), eq(orders.status, 'awaiting_payment')))
      .for('update', { skipLocked: true });
    for (const { id } of locked) {
      await tx.update(bookings).set({ status: 'expired', holdExpiresAt: null, updatedAt: now }).where(and(eq(bookings.orderId, id), eq(bookings.status, 'held')));
      await this.setStatus(tx, id, 'expired', 'Hold expired (released for a new booking)');
    }
  }

  async queueRefund(
    tx: Writer,
    input: { order: OrderRow; payment: PaymentRow; amountCents: number; reason: string; key: string; bookingId?: number; createdById?: number | null },
  ): Promise<number> {
    const [row] = await tx
      .insert(refunds)
      .values({
        orderId: input.order.id,
        paymentId: input.payment.id,
        bookingId: input.bookingId ?? null,
        provider: input.payment.provider,
        idempotencyKey: input.key,
        amountCents: input.amountCents,
        currency: input.payment.currency,
        status: 'pending',
        reason: input.reason,
        createdById: input.createdById ?? null,
        createdAt: this.now(),
        updatedAt: this.now(),
      })
      .returning({ id: refunds.id });
    return row.id;
  }

  /** Sends a pending refund to its provider; on failure it stays pending for the sweeper. */
  async processRefund(refundId: number, options: { notify: boolean }) {
    const [row] = await this.db
      .update(refunds)
      .set({ attempts: sql`${refunds.attempts} + 1`, updatedAt: this.now() })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
      .returning();
    if (!row) return null;
    const [paymentRow] = await this.db.select().from(payments).where(eq(payments.id, row.paymentId));
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
        await tx
          .update(refunds)
          .set({ failureMessage: (error as Error).message.slice(0, 500), status: giveUp ? 'failed' : 'pending', updatedAt: this.now() })
          .where(eq(refunds.id, refundId));
        if (giveUp) await this.note(tx, await this.lockedOrder(tx, row.orderId), `Refund #${refundId} failed ${row.attempts} times: staff must refund by hand`);
      });
      return { ...row, status: giveUp ? ('failed' as const) : ('pending' as const) };
    }

    await this.db.transaction(async (tx) => {
      const order = await this.lockedOrder(tx, row.orderId);
      await tx
        .update(refunds)
        .set({ status: result.status, providerRefundId: result.refundId, failureMessage: null, updatedAt: this.now() })
        .where(eq(refunds.id, refundId));
      if (result.status !== 'succeeded') {
        await this.note(tx, order, `Refund #${refundId} was refused by ${row.provider}: staff must look`);
        return;
      }
      const [{ paid }] = await tx.select({ paid: sum(payments.amountCents) }).from(payments).where(eq(payments.orderId, row.orderId));
      const [{ refunded }] = await tx
        .select({ refunded: sum(refunds.amountCents) })
        .from(refunds)
        .where(and(eq(refunds.orderId, row.orderId), eq(refunds.status, 'succeeded')));
      const message = `Refund ${result.refundId} of ${formatMoney(row.amountCents, row.currency)} issued`;
      if (Number(refunded ?? 0) >= Number(paid ?? 0)) await this.setStatus(tx, row.orderId, 'refunded', message);
      else await this.note(tx, order, message);
    });
    if (result.status === 'succeeded' && options.notify) await this.notices.refundIssued(refundId);
    return { ...row, status: result.status, providerRefundId: result.refundId };
  }

  private async lockedOrder(tx: Tx, orderId: string) {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    return order;
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

  /** The cancel return: close the provider's checkout first (so nobody pays it after), then free the courts. */
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

export function outcomeOf(status: OrderStatus): CheckoutOutcome {
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
