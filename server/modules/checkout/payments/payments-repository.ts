import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import type { OrderMoney } from '../orders/index.js';
import { payments, refunds, type PaymentRow } from './schema.js';

type Reader = Pick<Database, 'select'>;

// The only SQL over payments received, and the sums of an order's money in and out.

/** The payment, once per provider payment id (its unique key): null when it was recorded before. */
export async function insertPaymentOnce(tx: Pick<Database, 'insert'>, values: typeof payments.$inferInsert): Promise<PaymentRow | null> {
  const [row] = await tx.insert(payments).values(values).onConflictDoNothing({ target: payments.providerPaymentId }).returning();
  return row ?? null;
}

/** Payments received between two instants, for the takings. */
export async function paymentsReceivedBetween(db: Reader, start: Date, end: Date) {
  return db
    .select({ orderId: payments.orderId, amountCents: payments.amountCents, method: payments.method })
    .from(payments)
    .where(and(gte(payments.createdAt, start), lt(payments.createdAt, end)));
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

/** Each order's payments and refunds, oldest first: the money trail its views and receipts show. */
export async function moneyTrailOf(db: Reader, orderIds: string[]): Promise<Map<string, OrderMoney>> {
  const trail = new Map<string, OrderMoney>(orderIds.map((id) => [id, { payments: [], refunds: [] }]));
  if (orderIds.length === 0) return trail;
  const [paid, given] = await Promise.all([
    db.select().from(payments).where(inArray(payments.orderId, orderIds)).orderBy(asc(payments.id)),
    db.select().from(refunds).where(inArray(refunds.orderId, orderIds)).orderBy(asc(refunds.id)),
  ]);
  for (const payment of paid) trail.get(payment.orderId)?.payments.push(payment);
  for (const refund of given) trail.get(refund.orderId)?.refunds.push(refund);
  return trail;
}
