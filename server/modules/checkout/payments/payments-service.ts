import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.js';
import { conflict, notFound } from '../../../lib/http-error.js';
import {
  lockOrder,
  lockOrderOfSession,
  taxLabel,
  type CheckoutLine,
  type ConfirmedOrder,
  type DeskPayment,
  type OrderLineRow,
  type OrderPayments,
  type OrderRow,
  type OrderService,
  type OrderStatus,
} from '../orders/index.js';
import { historyNote, type Buyer, type HistoryNote } from '../products/index.js';
import type { LocalPaymentProvider } from './local-provider.js';
import { PaymentRefunds } from './payment-refunds.js';
import { insertPaymentOnce, moneyTrailOf } from './payments-repository.js';
import { PaymentProviderError, type PaymentProvider, type ProviderEvent, type ReceivedPayment } from './provider.js';
import { takings, type Takings } from './takings.js';

export type FulfilmentOutcome =
  | { kind: 'confirmed'; late: boolean; refundIds: number[] }
  | { kind: 'already-recorded' }
  | { kind: 'refunding'; refundId: number; why: 'reservation-taken' | 'second-payment' | 'amount-mismatch' }
  | { kind: 'unknown-order' };

/** The status a checkout return page shows. */
export type CheckoutOutcome = 'confirmed' | 'pending' | 'failed' | 'cancelled';

/**
 * Payments: the providers (the local test checkout, Stripe), the money they report and the money
 * given back. Every path that learns of money (webhook, the local Pay button, a return page whose
 * provider says "paid", the desk) ends in fulfilOrder, which is idempotent: it locks the order and
 * keys each payment by the provider's payment id. What the money does to the order (lines made
 * final or let go, its history) is the orders module's lifecycle, called through its index.
 */
export class PaymentsService implements OrderPayments {
  private readonly refunds: PaymentRefunds;

  constructor(
    private readonly db: Database,
    private readonly orders: OrderService,
    readonly active: PaymentProvider,
    readonly local: LocalPaymentProvider,
    private readonly stripe: PaymentProvider | null,
    private readonly appOrigin: string,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {
    this.refunds = new PaymentRefunds(db, orders, (name) => this.provider(name), now, log);
  }

  get onlineProvider() {
    return this.active.name;
  }

  get minimumHoldMinutes() {
    return this.active.minimumHoldMinutes;
  }

  provider(name: 'local' | 'stripe'): PaymentProvider {
    if (name === 'local') return this.local;
    if (!this.stripe) throw new PaymentProviderError('Stripe is not configured on this server.');
    return this.stripe;
  }

  // Refunds (payment-refunds.ts): products queue a line's refund inside their transaction and process it after;
  // refundLine settles a network-free provider's refund in that transaction instead (processing it then only tells).
  queueLineRefund: PaymentRefunds['queueLineRefund'] = (...args) => this.refunds.queueLineRefund(...args);
  refundLine: PaymentRefunds['refundLine'] = (...args) => this.refunds.refundLine(...args);
  processRefund: PaymentRefunds['process'] = (...args) => this.refunds.process(...args);
  refundLineByStaff: PaymentRefunds['refundLineByStaff'] = (...args) => this.refunds.refundLineByStaff(...args);

  /** Each order's payments and refunds, for its views (the orders module asks through OrderPayments). */
  moneyOf(db: Pick<Database, 'select'>, orderIds: string[]) {
    return moneyTrailOf(db, orderIds);
  }

  /** Money in and out between two venue dates. */
  takings(from: string, to: string): Promise<Takings> {
    return takings(this.db, from, to);
  }

  /** Opens the provider's checkout for an order already holding what it sells (one item per line and per tax), and records it. */
  async openCheckout(order: OrderRow, lines: OrderLineRow[]) {
    const created = await this.provider(order.provider as 'local' | 'stripe').createCheckout(this.checkoutInput(order, lines));
    const recorded = await this.orders.checkoutOpened(order, created, historyNote('checkout_opened', { provider: order.provider }));
    this.log.info({ orderId: order.id, sessionId: created.sessionId, provider: order.provider }, 'checkout opened');
    return { ...created, order: recorded };
  }

  /** The test checkout needs no network: it opens inside the order's transaction, in the order's last statement (Stripe's does not). */
  checkoutWithin(tx: Pick<Database, '$with' | 'insert'>, order: OrderRow, lines: CheckoutLine[]) {
    if (order.provider !== 'local') return null;
    // The orders side logs it once the transaction has committed.
    const opened = this.local.checkoutWithin(tx, this.checkoutInput(order, lines));
    return { ...opened, note: historyNote('checkout_opened', { provider: order.provider }) };
  }

  private checkoutInput(order: OrderRow, lines: CheckoutLine[]) {
    return {
      lineItems: [
        ...lines.map((line) => ({ name: line.description, quantity: line.quantity, unitAmountCents: line.unitPriceCents })),
        ...taxItems(lines, order.locale ?? 'en-CA'),
      ],
      customerEmail: order.customerEmail,
      successUrl: `${this.appOrigin}/redirect/checkout-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${this.appOrigin}/redirect/checkout-cancel?session_id={CHECKOUT_SESSION_ID}`,
      orderId: order.id,
      amountCents: order.amountCents,
      currency: order.currency,
      expiresAt: order.holdExpiresAt!,
      idempotencyKey: `checkout-${order.id}`,
    };
  }

  /** A desk sale just placed: the money the desk took is recorded and the order fulfilled. */
  async payAtDesk(order: OrderRow, desk: DeskPayment) {
    await this.fulfilOrder(order.id, deskPaymentOf(order), 'desk', desk);
  }

  /** A webhook (or the local page's signed event): verify first, then act. Throws WebhookSignatureError. */
  async receiveWebhook(providerName: 'local' | 'stripe', rawBody: Buffer, headers: Record<string, string | string[] | undefined>) {
    const event = await this.provider(providerName).verifyWebhook(rawBody, headers);
    return this.handleEvent(event, providerName);
  }

  async handleEvent(event: ProviderEvent, via: string) {
    if (event.kind === 'ignored') return { handled: false as const, event };
    if (event.kind === 'paid') {
      // The order is found and locked in one statement, inside the fulfilment's transaction.
      const outcome = await this.fulfilOrder({ sessionId: event.sessionId, orderId: event.orderId }, event.payment, via, undefined, event.eventId);
      if (outcome.kind === 'unknown-order') {
        this.log.warn({ eventId: event.eventId, sessionId: event.sessionId }, 'payment event for an unknown order');
        return { handled: false as const, event };
      }
      return { handled: true as const, event, outcome };
    }
    const order = (await this.orders.orderBySession(event.sessionId)) ?? (event.orderId ? await this.orders.orderById(event.orderId) : null);
    if (!order) {
      this.log.warn({ eventId: event.eventId, sessionId: event.sessionId }, 'payment event for an unknown order');
      return { handled: false as const, event };
    }
    this.log.info({ eventId: event.eventId, kind: event.kind, orderId: order.id, via }, 'payment event');
    switch (event.kind) {
      case 'pending':
        await this.orders.note(this.db, order, historyNote('checkout_processing', { via }));
        return { handled: true as const, event };
      case 'expired':
        await this.orders.releaseHold(order.id, event.cancelled ? 'cancelled' : 'expired', historyNote('checkout_ended', { how: event.how, via }));
        return { handled: true as const, event };
      case 'failed':
        await this.orders.releaseHold(order.id, 'failed', historyNote('payment_failed', { via }));
        return { handled: true as const, event };
    }
  }

  /**
   * Records a payment and has the order fulfil its lines, exactly once per provider payment id. A
   * payment that arrives after the hold ended fulfils each line whose reservation is still to be
   * had and refunds the others, line by line; a wrong amount or a second payment goes straight back.
   * `via` says who told us, for the history: the provider's name, 'desk', 'sweeper' or 'status_check'.
   */
  async fulfilOrder(
    target: string | { sessionId: string; orderId: string | null },
    payment: ReceivedPayment,
    via: string,
    desk?: DeskPayment,
    eventId?: string,
  ): Promise<FulfilmentOutcome> {
    let confirmed = null as ConfirmedOrder | null;
    const outcome = await this.db.transaction(async (tx): Promise<FulfilmentOutcome> => {
      const order = typeof target === 'string' ? await lockOrder(tx, target) : await lockOrderOfSession(tx, target.sessionId, target.orderId);
      if (!order) return { kind: 'unknown-order' };
      const orderId = order.id;
      if (eventId) this.log.info({ eventId, kind: 'paid', orderId, via }, 'payment event');
      // Recorded once per provider payment id: a second report of it (webhook, return page, sweeper) finds it there.
      const paymentRow = await insertPaymentOnce(tx, {
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
      if (!paymentRow) return { kind: 'already-recorded' };
      // How the money came, for the history: every note about this payment starts with it.
      const received = { amountCents: payment.amountCents, how: desk ? desk.method : 'card', via };
      const note = (code: HistoryNote['code'], more: HistoryNote['params'] = {}) => historyNote(code, { ...received, ...more });

      if (payment.amountCents !== order.amountCents || payment.currency !== order.currency) {
        const refundId = await this.refunds.queue(tx, {
          order,
          payment: paymentRow,
          amountCents: payment.amountCents,
          reason: 'amount-mismatch',
          key: `refund-mismatch-${paymentRow.id}`,
        });
        await this.orders.setStatus(tx, order.id, 'refund_due', note('payment_amount_mismatch', { orderAmountCents: order.amountCents }));
        return { kind: 'refunding', refundId, why: 'amount-mismatch' };
      }

      const paid = await this.orders.fulfilPaid(tx, order);
      if (paid) {
        const { late, waiting, fulfilled, gone } = paid;
        if (fulfilled.length === 0 && waiting.length > 0) {
          const refundId = await this.refunds.queue(tx, {
            order,
            payment: paymentRow,
            amountCents: payment.amountCents,
            reason: 'late-payment-reservation-taken',
            key: `refund-late-${paymentRow.id}`,
          });
          await this.orders.settlePaid(tx, orderId, paid, payment.paymentId, 'refund_due', note('payment_late_taken'));
          return { kind: 'refunding', refundId, why: 'reservation-taken' };
        }
        const refundIds: number[] = [];
        for (const line of gone) {
          refundIds.push(
            await this.refunds.queue(tx, {
              order,
              payment: paymentRow,
              amountCents: line.totalCents,
              reason: 'late-payment-reservation-taken',
              key: `refund-late-${paymentRow.id}-line-${line.id}`,
              lineId: line.id,
            }),
          );
        }
        const now = this.now();
        await this.orders.settlePaid(
          tx,
          orderId,
          paid,
          payment.paymentId,
          'paid',
          note('payment_confirmed', { late: late ? 'yes' : 'no', taken: gone.length, waiting: waiting.length }),
        );
        // What the receipt needs, as this transaction left it. A confirmed order had no money before this
        // payment (any earlier one moved it out of the statuses a payment fulfils); refunds queued just now are read back.
        confirmed = {
          order: { ...order, status: 'paid', providerPaymentId: payment.paymentId, holdExpiresAt: null, updatedAt: now },
          lines: paid.lines.map((line) => (fulfilled.includes(line.id) ? { ...line, status: 'fulfilled' as const, updatedAt: now } : line)),
          money: refundIds.length ? null : { payments: [paymentRow], refunds: [] },
        };
        return { kind: 'confirmed', late, refundIds };
      }

      // Already paid (or refunded): a second payment for one order goes straight back.
      const refundId = await this.refunds.queue(tx, {
        order,
        payment: paymentRow,
        amountCents: payment.amountCents,
        reason: 'second-payment',
        key: `refund-second-${paymentRow.id}`,
      });
      await this.orders.note(tx, order, note('payment_second', { status: order.status }));
      return { kind: 'refunding', refundId, why: 'second-payment' };
    });

    if (outcome.kind === 'confirmed' && confirmed) {
      await this.orders.notices.orderConfirmed(confirmed);
      for (const refundId of outcome.refundIds) await this.processRefund(refundId, { notify: true });
    }
    if (outcome.kind === 'refunding') await this.processRefund(outcome.refundId, { notify: true });
    return outcome;
  }

  /** Staff record money taken at the desk for an order still waiting for its card payment. */
  async recordDeskPayment(staff: Buyer, orderId: string, input: { method: 'cash' | 'card_terminal'; reference: string | null }) {
    const order = await this.orders.orderById(orderId);
    if (!order) throw notFound('There is no such order.').coded('order_not_found');
    if (order.status !== 'awaiting_payment')
      throw conflict(`This order is ${order.status.replace('_', ' ')}: only an order waiting for payment can be paid at the desk.`).coded(
        'order_not_awaiting_payment',
        { status: order.status },
      );
    // Close the online checkout first, so nobody pays the same order twice.
    if (order.providerSessionId && order.provider !== 'desk') {
      const closed = await this.provider(order.provider)
        .expireCheckout(order.providerSessionId)
        .catch((error: unknown) => {
          this.log.warn({ err: error, orderId }, 'could not close the online checkout before a desk payment');
          return 'expired' as const;
        });
      if (closed === 'complete') {
        await this.checkoutOutcome(order);
        throw conflict('This order has just been paid by card online: no desk payment is needed.').coded('order_paid_online');
      }
    }
    const outcome = await this.fulfilOrder(orderId, deskPaymentOf(order), 'desk', {
      method: input.method,
      reference: input.reference,
      recordedById: staff.id,
    });
    if (outcome.kind === 'already-recorded') throw conflict('A desk payment is already recorded for this order.').coded('desk_payment_recorded');
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
          await this.fulfilOrder(current.id, state.payment, 'status_check');
        } else if (state.state === 'expired') {
          await this.orders.releaseHold(current.id, 'expired', historyNote('checkout_expired_by_provider'));
        }
      } catch (error) {
        this.log.warn({ err: error, orderId: current.id }, 'could not read the checkout from the provider; answering pending');
      }
      current = (await this.orders.orderById(current.id)) ?? current;
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
    await this.orders.releaseHold(order.id, 'cancelled', historyNote('checkout_cancelled_by_customer'));
    const current = (await this.orders.orderById(order.id)) ?? order;
    return { status: outcomeOf(current.status), order: current };
  }
}

/** Money taken at the desk, keyed by its order: a second desk payment for one order is 'already-recorded'. */
function deskPaymentOf(order: OrderRow): ReceivedPayment {
  return { paymentId: `desk_${order.id}`, amountCents: order.amountCents, currency: order.currency };
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

/** The checkout shows tax as its own items, one per tax name and rate (in the buyer's language), so the total matches the order. */
function taxItems(lines: CheckoutLine[], locale: 'en-CA' | 'fr-CA') {
  const byName = new Map<string, number>();
  for (const line of lines)
    for (const tax of line.taxes) {
      const label = taxLabel(tax, locale);
      byName.set(label, (byName.get(label) ?? 0) + tax.amountCents);
    }
  return [...byName].filter(([, cents]) => cents > 0).map(([name, cents]) => ({ name, quantity: 1, unitAmountCents: cents }));
}
