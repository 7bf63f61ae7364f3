import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.js';
import { badRequest, conflict, notFound } from '../../../lib/http-error.js';
import { formatMoney } from '../../../lib/money.js';
import { lineOfOrder, lockOrder, type OrderRow, type OrderService, type PaymentProviderName } from '../orders/index.js';
import { historyNote, type Buyer, type HistoryNote, type SoldLine, type Tx } from '../products/index.js';
import type { PaymentProvider, Refunder, RefundInput, RefundResult } from './provider.js';
import {
  claimRefundAttempt,
  insertLineRefund,
  insertRefund,
  insertRefundRow,
  recordRefundFailure,
  recordRefundResult,
  refundableOnLine,
  type LineRefundRoom,
  type PaymentRoom,
} from './refunds-repository.js';
import type { PaymentRow, RefundRow } from './schema.js';

type Writer = Database | Tx;

/** Refunds are retried by the sweeper this many times before staff must look. */
const MAX_REFUND_ATTEMPTS = 8;

/** Money paid at the front desk: recorded, never sent anywhere; a refund is cash back at the desk. */
const deskProvider: Refunder = {
  refundsWithoutNetwork: true,
  async refund(input: RefundInput): Promise<RefundResult> {
    return { refundId: `desk_${input.idempotencyKey}`, status: 'succeeded' };
  },
};

export interface QueuedRefund {
  order: Pick<OrderRow, 'id'>;
  payment: PaymentRow;
  amountCents: number;
  reason: string;
  key: string;
  lineId?: number;
  createdById?: number | null;
}

/**
 * Refunds: queued inside the transaction that decides them (a cancelled line, a late or second
 * payment), sent to the provider after the commit, retried by the sweeper when the provider did
 * not take them. When one goes through, the order's line and history follow (orders' lifecycle).
 * A line's refund from a provider that needs no network (refundLine) is settled in that transaction instead.
 */
export class PaymentRefunds {
  constructor(
    private readonly db: Database,
    private readonly orders: OrderService,
    private readonly provider: (name: 'local' | 'stripe') => PaymentProvider,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  private refunder(name: PaymentProviderName): Refunder {
    return name === 'desk' ? deskProvider : this.provider(name);
  }

  async queue(tx: Writer, input: QueuedRefund): Promise<number> {
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

  /**
   * Inside a transaction that locked the order: queues a refund of part or all of one line
   * against the order's payments (oldest first). Returns null when nothing was paid.
   */
  async queueLineRefund(
    tx: Tx,
    input: {
      order: Pick<OrderRow, 'id'>;
      line: Pick<SoldLine, 'id' | 'totalCents'>;
      amountCents: number;
      reason: string;
      byId: number | null;
      /** What is left to refund on the line, when the caller has just read it under the same lock. */
      refundable?: number;
    },
  ): Promise<number | null> {
    const room = Math.min(input.amountCents, input.refundable ?? (await refundableOnLine(tx, input.line)));
    if (room <= 0) return null;
    // The payment it comes out of, its key and the refund itself: one statement.
    return insertLineRefund(tx, {
      orderId: input.order.id,
      lineId: input.line.id,
      amountCents: room,
      reason: input.reason,
      createdById: input.byId,
      now: this.now(),
    });
  }

  /**
   * Inside a transaction that locked the order and read the line's room (lineRefundRoom): refunds part
   * or all of the line from the oldest payment with that much left, and writes the caller's history
   * note (`note(refunded)`). A provider that refunds without a network call settles it here: the
   * refund, the line's refunded money, the note, the refund's and a full refund's status are one
   * statement, committed with what the caller cancels. Any other provider's refund is queued, as
   * queueLineRefund does, for process() after the commit. Null when no payment has the room.
   */
  async refundLine(
    tx: Tx,
    input: {
      order: Pick<OrderRow, 'id' | 'status'>;
      line: Pick<SoldLine, 'id'>;
      room: LineRefundRoom;
      amountCents: number;
      reason: string;
      byId: number | null;
      note: (refunded: boolean) => HistoryNote;
    },
  ): Promise<RefundRow | null> {
    const { order, line, room, reason, byId } = input;
    const amountCents = Math.min(input.amountCents, room.refundable);
    const payment = amountCents > 0 ? room.payments.find((paid) => paid.amountCents - paid.takenCents >= amountCents) : undefined;
    if (!payment) {
      await this.orders.note(tx, order, input.note(false));
      return null;
    }
    const now = this.now();
    const refund = {
      orderId: order.id,
      paymentId: payment.id,
      orderLineId: line.id,
      provider: payment.provider,
      // Keyed by the line's refund count, as insertLineRefund keys it.
      idempotencyKey: `refund-line-${line.id}-${room.refundsOnLine + 1}`,
      amountCents,
      currency: payment.currency,
      reason,
      createdById: byId,
      createdAt: now,
      updatedAt: now,
    };
    const settled = await this.settleWithin(tx, order, payment, refund, room, input.note(true));
    if (settled) return settled;
    const queued = await insertRefundRow(tx, { ...refund, status: 'pending' });
    await this.orders.note(tx, order, input.note(true));
    return queued;
  }

  /**
   * A network-free provider's refund, decided now: nothing leaves the server, so it is only real once
   * this transaction commits, and a rollback leaves nothing behind. Null when the provider needs the
   * network, or did not give the refund (it is then queued, and process() records what it says).
   */
  private async settleWithin(
    tx: Tx,
    order: Pick<OrderRow, 'id' | 'status'>,
    payment: PaymentRoom,
    refund: Omit<Parameters<typeof insertRefundRow>[1], 'status'> & { orderLineId: number },
    room: LineRefundRoom,
    before: HistoryNote,
  ): Promise<RefundRow | null> {
    const refunder = this.refunder(payment.provider);
    if (!refunder.refundsWithoutNetwork) return null;
    let result: RefundResult;
    try {
      result = await refunder.refund({
        paymentId: payment.providerPaymentId,
        amountCents: refund.amountCents,
        currency: refund.currency,
        idempotencyKey: refund.idempotencyKey,
        reason: refund.reason,
      });
    } catch (error) {
      this.log.warn({ err: error, orderId: order.id }, 'refund not settled in its transaction; queued for after the commit');
      return null;
    }
    if (result.status !== 'succeeded') return null;
    // The order's money as this transaction's lock holds it, this refund added: is it all given back?
    const paid = room.payments.reduce((sum, each) => sum + each.amountCents, 0);
    const refunded = room.payments.reduce((sum, each) => sum + each.refundedCents, 0) + refund.amountCents >= paid;
    const note = historyNote('refund_issued', { amountCents: refund.amountCents, where: payment.provider === 'desk' ? 'desk' : 'card' });
    const writes = this.orders.refundWrites(tx, order, { lineId: refund.orderLineId, amountCents: refund.amountCents, refunded }, { before: [before], note });
    // One attempt, and it went through.
    const row = await insertRefundRow(tx, { ...refund, status: 'succeeded', providerRefundId: result.refundId, attempts: 1 }, writes);
    this.log.info({ refundId: row.id, providerRefundId: result.refundId, orderId: order.id }, 'refund issued');
    return row;
  }

  /** Staff give back part or all of one line (goodwill, a rained-out hour): the reservation stays. */
  async refundLineByStaff(staff: Buyer, orderId: string, input: { lineId: number; amountCents: number; reason: string }) {
    const refundId = await this.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw notFound('There is no such order.').coded('order_not_found');
      const line = await lineOfOrder(tx, orderId, input.lineId);
      if (!line) throw badRequest('Please correct the highlighted fields.', { lineId: 'That line is not part of this order.' }).coded('line_not_in_order');
      const left = await refundableOnLine(tx, line);
      if (left === 0)
        throw badRequest('Please correct the highlighted fields.', { amountCents: 'Nothing is left to refund on this line.' }).coded('nothing_to_refund');
      if (input.amountCents > left)
        throw badRequest('Please correct the highlighted fields.', { amountCents: `At most ${formatMoney(left)} is left to refund on this line.` }).coded(
          'refund_too_large',
          { maxCents: left },
        );
      const refundId = await this.queueLineRefund(tx, { order, line, amountCents: input.amountCents, reason: input.reason, byId: staff.id });
      if (!refundId) throw conflict('Nothing was paid on this order, so there is nothing to refund.').coded('order_not_paid');
      await this.orders.note(
        tx,
        order,
        historyNote('refund_requested', { amountCents: input.amountCents, description: line.description, ended: 'no', reason: input.reason }),
      );
      return refundId;
    });
    await this.process(refundId, { notify: true });
  }

  /**
   * Sends a pending refund to its provider; on failure it stays pending for the sweeper. A refund
   * refundLine settled in its transaction is only told (the e-mail, when asked): no statement.
   */
  async process(refund: number | RefundRow, options: { notify: boolean }): Promise<RefundRow | null> {
    if (typeof refund !== 'number' && refund.status !== 'pending') {
      if (refund.status === 'succeeded' && options.notify) await this.orders.notices.refundIssued(refund);
      return refund;
    }
    const refundId = typeof refund === 'number' ? refund : refund.id;
    const claimed = await claimRefundAttempt(this.db, refundId, this.now());
    if (!claimed) return null;
    const { providerPaymentId, ...row } = claimed;
    let result: RefundResult;
    try {
      result = await this.refunder(row.provider).refund({
        paymentId: providerPaymentId,
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
        if (giveUp)
          await this.orders.note(
            tx,
            (await lockOrder(tx, row.orderId))!,
            historyNote('refund_gave_up', { amountCents: row.amountCents, attempts: row.attempts }),
          );
      });
      return { ...row, status: giveUp ? ('failed' as const) : ('pending' as const) };
    }

    await this.db.transaction(async (tx) => {
      const order = (await lockOrder(tx, row.orderId))!;
      const { fullyRefunded } = await recordRefundResult(tx, refundId, { status: result.status, providerRefundId: result.refundId }, this.now());
      if (result.status !== 'succeeded') {
        await this.orders.note(tx, order, historyNote('refund_refused', { amountCents: row.amountCents, provider: row.provider }));
        return;
      }
      this.log.info({ refundId, providerRefundId: result.refundId, orderId: row.orderId }, 'refund issued');
      const message = historyNote('refund_issued', { amountCents: row.amountCents, where: row.provider === 'desk' ? 'desk' : 'card' });
      await this.orders.refundRecorded(tx, order, { lineId: row.orderLineId, amountCents: row.amountCents, refunded: fullyRefunded }, message);
    });
    if (result.status === 'succeeded' && options.notify) await this.orders.notices.refundIssued(row);
    return { ...row, status: result.status, providerRefundId: result.refundId };
  }
}
