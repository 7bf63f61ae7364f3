import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orderLines, refunds, type OrderLineRow, type OrderLineStatus } from './schema.js';

type Reader = Pick<Database, 'select'>;
type Writer = Pick<Database, 'update'>;

/** The only SQL over order lines: what payments, products and views ask of them. */
export async function linesOf(db: Reader, orderId: string): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
}

export async function linesOfOrders(db: Reader, orderIds: string[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.orderId), asc(orderLines.position));
}

/** The line that sold a product's reservation (a booking, a registration…). */
export async function lineByReference(db: Reader, product: string, reference: string): Promise<OrderLineRow | null> {
  const [row] = await db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.product, product), eq(orderLines.reference, reference)));
  return row ?? null;
}

/** Each reference's line total (tax included) for one product: what a list of its reservations cost. */
export async function lineTotalsOf(db: Reader, product: string, references: string[]): Promise<Map<string, number>> {
  if (references.length === 0) return new Map();
  const rows = await db
    .select({ reference: orderLines.reference, totalCents: orderLines.totalCents })
    .from(orderLines)
    .where(and(eq(orderLines.product, product), inArray(orderLines.reference, references)));
  return new Map(rows.filter((row) => row.reference !== null).map((row) => [row.reference!, row.totalCents]));
}

export async function lineById(db: Reader, id: number): Promise<OrderLineRow | null> {
  const [row] = await db.select().from(orderLines).where(eq(orderLines.id, id));
  return row ?? null;
}

export async function setLineStatus(db: Writer, lineIds: number[], status: OrderLineStatus, now: Date) {
  if (lineIds.length === 0) return;
  await db.update(orderLines).set({ status, updatedAt: now }).where(inArray(orderLines.id, lineIds));
}

/** Money of a line not yet refunded or being refunded: the most a new refund of it may be. */
export async function refundableOnLine(db: Reader, line: Pick<OrderLineRow, 'id' | 'totalCents'>): Promise<number> {
  const [{ committed }] = await db
    .select({ committed: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderLineId, line.id), inArray(refunds.status, ['pending', 'succeeded'])));
  return Math.max(0, line.totalCents - Number(committed));
}

/** A refund of the line went through: add it, and mark the line refunded in whole or in part. */
export async function recordLineRefund(db: Writer, lineId: number, amountCents: number, now: Date) {
  await db
    .update(orderLines)
    .set({
      refundedCents: sql`least(${orderLines.totalCents}, ${orderLines.refundedCents} + ${amountCents})`,
      status: sql`case when ${orderLines.refundedCents} + ${amountCents} >= ${orderLines.totalCents} then 'refunded' else 'partially_refunded' end`,
      updatedAt: now,
    })
    .where(eq(orderLines.id, lineId));
}
