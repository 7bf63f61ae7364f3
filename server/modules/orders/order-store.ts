import { and, eq, inArray, lte, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orders, orderStatusHistory, payments, refunds, type OrderRow, type OrderStatus, type PaymentRow, type RefundRow } from './schema.js';

type Reader = Pick<Database, 'select'>;
type Writer = Pick<Database, 'insert' | 'update'>;

// The only SQL over orders, their history, payments and refunds that other modules run: payments
// (fulfilment, refunds, the sweeper) and products (bookings) call these inside their own transactions.

// ── Orders ──────────────────────────────────────────────────────────────────────────────────

export async function orderById(db: Reader, orderId: string): Promise<OrderRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(orderId)) return null;
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

export async function orderBySession(db: Reader, sessionId: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
  return row ?? null;
}

export async function ordersByIds(db: Reader, orderIds: string[]): Promise<OrderRow[]> {
  return orderIds.length ? db.select().from(orders).where(inArray(orders.id, orderIds)) : [];
}

/** Locks the order row for the caller's transaction (`FOR UPDATE`); undefined when there is none. */
export async function lockOrder(tx: Reader, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

/** Of the given orders, locks those whose hold has run out, skipping any another transaction holds. */
export async function lockLapsedOrders(tx: Reader, orderIds: string[], now: Date): Promise<string[]> {
  const locked = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.id, orderIds), eq(orders.status, 'awaiting_payment'), lte(orders.holdExpiresAt, now)))
    .for('update', { skipLocked: true });
  return locked.map((row) => row.id);
}

/** Orders still waiting for payment whose hold ran out, for the sweeper. */
export async function lapsedHolds(db: Reader, now: Date, limit: number) {
  return db
    .select({ id: orders.id, provider: orders.provider, sessionId: orders.providerSessionId })
    .from(orders)
    .where(and(eq(orders.status, 'awaiting_payment'), lte(orders.holdExpiresAt, now)))
    .limit(limit);
}

export async function setOrderStatus(tx: Writer, orderId: string, status: OrderStatus, note: string, now: Date) {
  await tx.update(orders).set({ status, updatedAt: now }).where(eq(orders.id, orderId));
  await tx.insert(orderStatusHistory).values({ orderId, status, note, createdAt: now });
}

export async function noteOrder(tx: Pick<Database, 'insert'>, order: Pick<OrderRow, 'id' | 'status'>, note: string, now: Date) {
  await tx.insert(orderStatusHistory).values({ orderId: order.id, status: order.status, note, createdAt: now });
}

/** Keeps the provider's session on the order and notes it in the history, in one statement; answers the order as it now is. */
export async function recordCheckoutSession(db: Pick<Database, 'update' | 'insert' | '$with' | 'with'>, order: Pick<OrderRow, 'id' | 'status'>, session: { sessionId: string; url: string }, note: string, now: Date): Promise<OrderRow> {
  const history = db.$with('history').as(db.insert(orderStatusHistory).values({ orderId: order.id, status: order.status, note, createdAt: now }).returning({ id: orderStatusHistory.id }));
  const [row] = await db.with(history).update(orders).set({ providerSessionId: session.sessionId, checkoutUrl: session.url, updatedAt: now }).where(eq(orders.id, order.id)).returning();
  return row;
}

/** The order no longer holds anything against the clock. */
export async function clearOrderHold(tx: Pick<Database, 'update'>, orderId: string) {
  await tx.update(orders).set({ holdExpiresAt: null }).where(eq(orders.id, orderId));
}

/** A payment settled the order: its provider id is kept and the hold ends. */
export async function recordOrderPayment(tx: Pick<Database, 'update'>, orderId: string, providerPaymentId: string) {
  await tx.update(orders).set({ providerPaymentId, holdExpiresAt: null }).where(eq(orders.id, orderId));
}

// ── Payments ────────────────────────────────────────────────────────────────────────────────

export async function paymentByProviderId(db: Reader, providerPaymentId: string): Promise<{ id: number } | null> {
  const [seen] = await db.select({ id: payments.id }).from(payments).where(eq(payments.providerPaymentId, providerPaymentId));
  return seen ?? null;
}

export async function paymentById(db: Reader, paymentId: number): Promise<PaymentRow> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row;
}

export async function insertPayment(tx: Pick<Database, 'insert'>, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  return row;
}

/** Everything paid on the order less refunds pending or made. */
export async function netPaidOn(db: Reader, orderId: string): Promise<number> {
  const [{ paid }] = await db.select({ paid: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` }).from(payments).where(eq(payments.orderId, orderId));
  const [{ refunded }] = await db
    .select({ refunded: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, ['pending', 'succeeded'])));
  return Number(paid) - Number(refunded);
}

/** Per order: what was paid and what was refunded (succeeded refunds only), for views. */
export async function moneyOfOrders(db: Reader, orderIds: string[]): Promise<Map<string, { paidCents: number; refundedCents: number }>> {
  const money = new Map(orderIds.map((id) => [id, { paidCents: 0, refundedCents: 0 }]));
  if (orderIds.length === 0) return money;
  const [paid, refunded] = await Promise.all([
    db
      .select({ orderId: payments.orderId, cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` })
      .from(payments)
      .where(inArray(payments.orderId, orderIds))
      .groupBy(payments.orderId),
    db
      .select({ orderId: refunds.orderId, cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
      .from(refunds)
      .where(and(inArray(refunds.orderId, orderIds), eq(refunds.status, 'succeeded')))
      .groupBy(refunds.orderId),
  ]);
  for (const row of paid) money.get(row.orderId)!.paidCents = Number(row.cents);
  for (const row of refunded) money.get(row.orderId)!.refundedCents = Number(row.cents);
  return money;
}

// ── Refunds ─────────────────────────────────────────────────────────────────────────────────

export async function insertRefund(tx: Pick<Database, 'insert'>, values: typeof refunds.$inferInsert): Promise<number> {
  const [row] = await tx.insert(refunds).values(values).returning({ id: refunds.id });
  return row.id;
}

/** Counts one more attempt of a pending refund and answers it; undefined when it is no longer pending. */
export async function claimRefundAttempt(db: Pick<Database, 'update'>, refundId: number, now: Date): Promise<RefundRow | undefined> {
  const [row] = await db
    .update(refunds)
    .set({ attempts: sql`${refunds.attempts} + 1`, updatedAt: now })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
    .returning();
  return row;
}

export async function recordRefundFailure(tx: Pick<Database, 'update'>, refundId: number, failure: { message: string; status: 'failed' | 'pending' }, now: Date) {
  await tx.update(refunds).set({ failureMessage: failure.message, status: failure.status, updatedAt: now }).where(eq(refunds.id, refundId));
}

export async function recordRefundResult(tx: Pick<Database, 'update'>, refundId: number, result: { status: RefundRow['status']; providerRefundId: string }, now: Date) {
  await tx
    .update(refunds)
    .set({ status: result.status, providerRefundId: result.providerRefundId, failureMessage: null, updatedAt: now })
    .where(eq(refunds.id, refundId));
}

/** Whether succeeded refunds now cover everything paid on the order. */
export async function fullyRefunded(tx: Reader, orderId: string): Promise<boolean> {
  const [{ paid }] = await tx.select({ paid: sum(payments.amountCents) }).from(payments).where(eq(payments.orderId, orderId));
  const [{ refunded }] = await tx
    .select({ refunded: sum(refunds.amountCents) })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'succeeded')));
  return Number(refunded ?? 0) >= Number(paid ?? 0);
}

/** Pending refunds not tried since `before`, for the sweeper. */
export async function refundsDueForRetry(db: Reader, before: Date, limit: number) {
  return db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), lte(refunds.updatedAt, before)))
    .limit(limit);
}
