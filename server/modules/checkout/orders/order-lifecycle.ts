import type { WithSubquery } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { conflict } from '../../../lib/http-error.js';
import { historyNote, type HistoryNote, type ProductRegistry, type Tx } from '../products/index.js';
import { storedNote } from './history-notes.js';
import { linesOf, setLineStatus } from './order-lines-repository.js';
import {
  clearOrderHold,
  lockLapsedOrders,
  lockOrder,
  noteOrder,
  recordCheckoutSession,
  orderRefundWrites,
  recordOrderRefund,
  setOrderStatus,
  settleOrder,
} from './order-repository.js';
import type { OrderLineRow, OrderRow, OrderStatus } from './schema.js';

type Writer = Database | Tx;

/** What a payment did to an order's lines: those it waited for, those made final, and those taken meanwhile. */
export interface PaidLines {
  /** The payment came after the hold ended (the order had expired, been cancelled or failed). */
  late: boolean;
  /** Every line of the order as it was before the payment. */
  lines: OrderLineRow[];
  waiting: OrderLineRow[];
  fulfilled: number[];
  gone: OrderLineRow[];
}

/**
 * An order's life after it is placed: its lines made final when paid, let go when the checkout ends
 * unpaid or the hold lapses, refunded line by line; and the history that says each step. Every step
 * asks the line's product through the registry, and never names one.
 */
export class OrderLifecycle {
  constructor(
    private readonly db: Database,
    private readonly registry: ProductRegistry,
    private readonly now: () => Date,
  ) {}

  async setStatus(tx: Writer, orderId: string, status: OrderStatus, note: HistoryNote) {
    await setOrderStatus(tx, orderId, status, storedNote(note), this.now());
  }

  async note(tx: Writer, order: Pick<OrderRow, 'id' | 'status'>, note: HistoryNote) {
    await noteOrder(tx, order, storedNote(note), this.now());
  }

  /** The provider's checkout is open: the order keeps its session and link; answers the order as it now is. */
  async checkoutOpened(order: OrderRow, session: { sessionId: string; url: string }, note: HistoryNote): Promise<OrderRow> {
    return recordCheckoutSession(this.db, order, session, storedNote(note), this.now());
  }

  /** Asks each line's product to make its reservation final; the lines it could are marked fulfilled. */
  async fulfilLines(tx: Tx, lines: OrderLineRow[]): Promise<{ fulfilled: number[]; gone: OrderLineRow[] }> {
    const asked = await this.askToFulfil(tx, lines);
    await setLineStatus(tx, asked.fulfilled, 'fulfilled', this.now());
    return asked;
  }

  /** Each line's product makes its reservation final, or answers that it was taken; nothing is written on the lines. */
  private async askToFulfil(tx: Tx, lines: OrderLineRow[]): Promise<{ fulfilled: number[]; gone: OrderLineRow[] }> {
    const fulfilled: number[] = [];
    const gone: OrderLineRow[] = [];
    for (const line of lines) {
      if ((await this.registry.get(line.product).fulfil(tx, line, this.now())) === 'fulfilled') fulfilled.push(line.id);
      else gone.push(line);
    }
    return { fulfilled, gone };
  }

  /**
   * Inside the transaction that locked the order and recorded a payment for it: the lines waiting for
   * that payment are made final (a late payment asks for the released ones again). Null when the
   * order was not waiting for money (already paid or refunded). The lines' new status, the payment id
   * and the order's status are written by settlePaid, in one statement, once the caller knows the status.
   */
  async fulfilPaid(tx: Tx, order: OrderRow): Promise<PaidLines | null> {
    const late = order.status === 'expired' || order.status === 'cancelled' || order.status === 'failed';
    if (order.status !== 'awaiting_payment' && !late) return null;
    const lines = await linesOf(tx, order.id);
    const waiting = lines.filter((line) => line.status === (late ? 'released' : 'held'));
    const { fulfilled, gone } = await this.askToFulfil(tx, waiting);
    return { late, lines, waiting, fulfilled, gone };
  }

  /** After fulfilPaid: the fulfilled lines marked, the payment id kept, the hold ended and the status noted, in one statement. */
  async settlePaid(tx: Tx, orderId: string, paid: PaidLines, providerPaymentId: string, status: OrderStatus, note: HistoryNote) {
    await settleOrder(tx, { orderId, fulfilledLineIds: paid.fulfilled, providerPaymentId, status, note: storedNote(note), now: this.now() });
  }

  /** Nothing to pay: every line is fulfilled in the placing transaction (a 409 rolls it all back if one was taken). */
  async fulfilFree(tx: Tx, order: OrderRow, lines: OrderLineRow[]) {
    const { gone } = await this.fulfilLines(tx, lines);
    if (gone.length) throw conflict(`${gone[0].description} is no longer available.`).coded('item_unavailable', { item: gone[0].description });
    await clearOrderHold(tx, order.id);
    await this.setStatus(tx, order.id, 'paid', historyNote('free_confirmed'));
  }

  /** Lets go of everything an unpaid order holds (checkout cancelled, expired or failed). */
  async releaseHold(orderId: string, status: 'expired' | 'cancelled' | 'failed', note: HistoryNote): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order || order.status !== 'awaiting_payment') return false;
      await this.releaseLockedOrder(tx, order.id, status, note);
      return true;
    });
  }

  /** Inside a transaction that already locked the order: release its held lines and say why. */
  async releaseLockedOrder(tx: Tx, orderId: string, status: 'expired' | 'cancelled' | 'failed', note: HistoryNote) {
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
    for (const id of await lockLapsedOrders(tx, orderIds, now)) await this.releaseLockedOrder(tx, id, 'expired', historyNote('hold_expired_for_new_sale'));
  }

  /**
   * A refund went through (under the order's lock): the line's refunded money and status follow (when
   * it names a line), and the history says so; `refunded`: the order is now refunded in full. One statement.
   */
  async refundRecorded(
    tx: Tx,
    order: Pick<OrderRow, 'id' | 'status'>,
    refund: { lineId: number | null; amountCents: number; refunded: boolean },
    note: HistoryNote,
  ) {
    await recordOrderRefund(tx, {
      order,
      line: refund.lineId ? { id: refund.lineId, amountCents: refund.amountCents } : null,
      status: refund.refunded ? 'refunded' : null,
      note: storedNote(note),
      now: this.now(),
    });
  }

  /**
   * The same as refundRecorded, for a refund settled inside the transaction that decides it: the
   * payments side's insert of the refund carries these writes, so the refund, the line, the history
   * (the caller's `before` notes, then the refund's) and a full refund's status are one statement.
   */
  refundWrites(
    tx: Tx,
    order: Pick<OrderRow, 'id' | 'status'>,
    refund: { lineId: number | null; amountCents: number; refunded: boolean },
    notes: { before: HistoryNote[]; note: HistoryNote },
  ): WithSubquery[] {
    return orderRefundWrites(tx, {
      order,
      line: refund.lineId ? { id: refund.lineId, amountCents: refund.amountCents } : null,
      status: refund.refunded ? 'refunded' : null,
      before: notes.before.map(storedNote),
      note: storedNote(notes.note),
      now: this.now(),
    });
  }
}
