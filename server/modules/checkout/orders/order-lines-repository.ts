import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { orderLines, orders, type OrderLineRow, type OrderLineStatus, type OrderRow } from './schema.js';

type Reader = Pick<Database, 'select'>;
type Writer = Pick<Database, 'update'>;

// The only SQL over order lines: what the order's lifecycle, its views, payments and products ask of them.

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

/**
 * For each reference of one product, the order that sold it and who took its money (a provider or
 * the desk): what a product shows of its own sales without reading the order tables.
 */
export async function salesOf(db: Reader, product: string, references: string[]): Promise<Map<string, { orderId: string; provider: OrderRow['provider'] }>> {
  if (references.length === 0) return new Map();
  const rows = await db
    .select({ reference: orderLines.reference, orderId: orders.id, provider: orders.provider })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.product, product), inArray(orderLines.reference, references)));
  return new Map(rows.filter((row) => row.reference !== null).map((row) => [row.reference!, { orderId: row.orderId, provider: row.provider }]));
}

export async function lineById(db: Reader, id: number): Promise<OrderLineRow | null> {
  const [row] = await db.select().from(orderLines).where(eq(orderLines.id, id));
  return row ?? null;
}

/** The line, when it belongs to that order. */
export async function lineOfOrder(db: Reader, orderId: string, lineId: number): Promise<OrderLineRow | null> {
  const [row] = await db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, orderId)));
  return row ?? null;
}

export async function setLineStatus(db: Writer, lineIds: number[], status: OrderLineStatus, now: Date) {
  if (lineIds.length === 0) return;
  await db.update(orderLines).set({ status, updatedAt: now }).where(inArray(orderLines.id, lineIds));
}

/** A refund of the line went through: add it, and mark the line refunded in whole or in part (a query, to await or to take as a CTE). */
export function lineRefundUpdate(db: Pick<Database, 'update'>, lineId: number, amountCents: number, now: Date) {
  return db
    .update(orderLines)
    .set({
      refundedCents: sql`least(${orderLines.totalCents}, ${orderLines.refundedCents} + ${amountCents})`,
      status: sql`case when ${orderLines.refundedCents} + ${amountCents} >= ${orderLines.totalCents} then 'refunded' else 'partially_refunded' end`,
      updatedAt: now,
    })
    .where(eq(orderLines.id, lineId))
    .returning({ id: orderLines.id });
}
