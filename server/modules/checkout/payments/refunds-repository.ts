import { and, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import type { SoldLine } from '../products/index.js';
import { payments, refunds, type RefundRow } from './schema.js';

type Reader = Pick<Database, 'select'>;

// The only SQL over refunds: queued against a payment (of one line, or of a payment as a whole), sent
// to the provider after the commit, retried by the sweeper.

export async function insertRefund(tx: Pick<Database, 'insert'>, values: typeof refunds.$inferInsert): Promise<number> {
  const [row] = await tx.insert(refunds).values(values).returning({ id: refunds.id });
  return row.id;
}

/** Money of a line not yet refunded or being refunded: the most a new refund of it may be. */
export async function refundableOnLine(db: Reader, line: Pick<SoldLine, 'id' | 'totalCents'>): Promise<number> {
  const [{ committed }] = await db
    .select({ committed: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderLineId, line.id), inArray(refunds.status, ['pending', 'succeeded'])));
  return Math.max(0, line.totalCents - Number(committed));
}

/** Per payment: how much of it is refunded or being refunded. */
export async function refundedOfPayments(db: Reader, paymentIds: number[]): Promise<Map<number, number>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db
    .select({ paymentId: refunds.paymentId, cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(and(inArray(refunds.paymentId, paymentIds), inArray(refunds.status, ['pending', 'succeeded'])))
    .groupBy(refunds.paymentId);
  return new Map(rows.map((row) => [row.paymentId, Number(row.cents)]));
}

/** How many refunds a line has had, whatever became of them: the next one's idempotency key counts on. */
export async function refundCountOfLine(db: Reader, lineId: number): Promise<number> {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(refunds)
    .where(eq(refunds.orderLineId, lineId));
  return Number(count);
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

export async function recordRefundFailure(
  tx: Pick<Database, 'update'>,
  refundId: number,
  failure: { message: string; status: 'failed' | 'pending' },
  now: Date,
) {
  await tx.update(refunds).set({ failureMessage: failure.message, status: failure.status, updatedAt: now }).where(eq(refunds.id, refundId));
}

export async function recordRefundResult(
  tx: Pick<Database, 'update'>,
  refundId: number,
  result: { status: RefundRow['status']; providerRefundId: string },
  now: Date,
) {
  await tx
    .update(refunds)
    .set({ status: result.status, providerRefundId: result.providerRefundId, failureMessage: null, updatedAt: now })
    .where(eq(refunds.id, refundId));
}

/** Pending refunds not tried since `before`, for the sweeper. */
export async function refundsDueForRetry(db: Reader, before: Date, limit: number) {
  return db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), lte(refunds.updatedAt, before)))
    .limit(limit);
}

/** Refunds that went through between two instants, with the method of the payment they came out of, for the takings. */
export async function refundsGivenBetween(db: Reader, start: Date, end: Date) {
  return db
    .select({ orderId: refunds.orderId, lineId: refunds.orderLineId, amountCents: refunds.amountCents, method: payments.method })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(eq(refunds.status, 'succeeded'), gte(refunds.updatedAt, start), lt(refunds.updatedAt, end)));
}
