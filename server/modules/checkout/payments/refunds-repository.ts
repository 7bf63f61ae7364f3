import { and, eq, getTableColumns, gte, inArray, lt, lte, sql, type SQL, type WithSubquery } from 'drizzle-orm';
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

/**
 * A refund of part or all of one line, in one statement: taken from the order's oldest payment with
 * that much left (counting pending refunds), keyed by the line's refund count; null when no payment has.
 * The caller holds the order's lock, so the counts cannot move under it.
 */
export async function insertLineRefund(
  tx: Pick<Database, 'insert' | 'select'>,
  refund: { orderId: string; lineId: number; amountCents: number; reason: string; createdById: number | null; now: Date },
): Promise<number | null> {
  const { orderId, lineId, amountCents, reason, createdById, now } = refund;
  const taken = sql`coalesce((select sum(r.amount_cents) from ${refunds} r where r.payment_id = ${payments.id} and r.status in ('pending', 'succeeded')), 0)`;
  const source = tx
    .select({
      // Every column, in the table's order (insert … select names them all): the defaults spelled out.
      id: sql`nextval(pg_get_serial_sequence('refunds', 'id'))`.as('id'),
      orderId: sql`${orderId}::uuid`.as('order_id'),
      paymentId: payments.id,
      bookingId: sql`null::int`.as('booking_id'),
      orderLineId: sql`${lineId}::int`.as('order_line_id'),
      provider: payments.provider,
      providerRefundId: sql`null::text`.as('provider_refund_id'),
      idempotencyKey: sql`'refund-line-' || ${lineId}::int || '-' || ((select count(*) from ${refunds} r where r.order_line_id = ${lineId}::int) + 1)`.as(
        'idempotency_key',
      ),
      amountCents: sql`${amountCents}::int`.as('amount_cents'),
      currency: payments.currency,
      status: sql`'pending'`.as('status'),
      reason: sql`${reason}::text`.as('reason'),
      failureMessage: sql`null::text`.as('failure_message'),
      attempts: sql`0`.as('attempts'),
      createdById: sql`${createdById}::int`.as('created_by_id'),
      createdAt: sql`${now}::timestamptz`.as('created_at'),
      updatedAt: sql`${now}::timestamptz`.as('updated_at'),
    })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), sql`${payments.amountCents} - ${taken} >= ${amountCents}`))
    .orderBy(payments.id)
    .limit(1);
  const [row] = await tx.insert(refunds).select(source).returning({ id: refunds.id });
  return row?.id ?? null;
}

/**
 * The refund as given, answered whole; `writes`: data-modifying CTEs the same statement carries (a
 * refund settled in its deciding transaction brings the order's line, history and status along).
 */
export async function insertRefundRow(
  tx: Pick<Database, 'insert' | 'with'>,
  values: typeof refunds.$inferInsert,
  writes: WithSubquery[] = [],
): Promise<RefundRow> {
  const [row] = writes.length
    ? await tx
        .with(...writes)
        .insert(refunds)
        .values(values)
        .returning()
    : await tx.insert(refunds).values(values).returning();
  return row;
}

/** One payment of an order and what is taken out of it (refunds pending or made) and given back (made). */
export interface PaymentRoom {
  id: number;
  provider: RefundRow['provider'];
  providerPaymentId: string;
  currency: string;
  amountCents: number;
  takenCents: number;
  refundedCents: number;
}

/** What a line's refund is decided from, read under the order's lock so none of it moves meanwhile. */
export interface LineRefundRoom {
  /** What is left to refund on the line (refunds pending or made counted). */
  refundable: number;
  /** Everything paid on the order less refunds pending or made. */
  netPaid: number;
  /** Refunds of the line so far, in any status (a new one's key counts them). */
  refundsOnLine: number;
  /** The order's payments, oldest first. */
  payments: PaymentRoom[];
}

/** The line's refunds and the order's payments with their refunds, in one statement. */
export async function lineRefundRoom(db: Reader, line: Pick<SoldLine, 'id' | 'orderId' | 'totalCents'>): Promise<LineRefundRoom> {
  const sumOf = (status: SQL) => sql`(select coalesce(sum(r.amount_cents), 0) from refunds r where r.payment_id = p.id and ${status})`;
  const [row] = await db
    .select({
      committed: sql<number>`coalesce(sum(${refunds.amountCents}) filter (where ${refunds.status} in ('pending', 'succeeded')), 0)::int`,
      count: sql<number>`count(*)::int`,
      payments: sql<PaymentRoom[]>`(select coalesce(json_agg(json_build_object('id', p.id, 'provider', p.provider, 'providerPaymentId', p.provider_payment_id,
        'currency', p.currency, 'amountCents', p.amount_cents, 'takenCents', ${sumOf(sql`r.status in ('pending', 'succeeded')`)},
        'refundedCents', ${sumOf(sql`r.status = 'succeeded'`)}) order by p.id), '[]'::json) from payments p where p.order_id = ${line.orderId}::uuid)`,
    })
    .from(refunds)
    .where(eq(refunds.orderLineId, line.id));
  const paid = row.payments.map((payment) => ({
    ...payment,
    amountCents: Number(payment.amountCents),
    takenCents: Number(payment.takenCents),
    refundedCents: Number(payment.refundedCents),
  }));
  return {
    refundable: Math.max(0, line.totalCents - Number(row.committed)),
    netPaid: paid.reduce((sum, payment) => sum + payment.amountCents - payment.takenCents, 0),
    refundsOnLine: Number(row.count),
    payments: paid,
  };
}

/** Money of a line not yet refunded or being refunded: the most a new refund of it may be. */
export async function refundableOnLine(db: Reader, line: Pick<SoldLine, 'id' | 'totalCents'>): Promise<number> {
  const [{ committed }] = await db
    .select({ committed: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderLineId, line.id), inArray(refunds.status, ['pending', 'succeeded'])));
  return Math.max(0, line.totalCents - Number(committed));
}

/** Counts one more attempt of a pending refund and answers it; undefined when it is no longer pending. */
export async function claimRefundAttempt(
  db: Pick<Database, 'update'>,
  refundId: number,
  now: Date,
): Promise<(RefundRow & { providerPaymentId: string }) | undefined> {
  const [row] = await db
    .update(refunds)
    .set({ attempts: sql`${refunds.attempts} + 1`, updatedAt: now })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
    // The provider's id of the payment it comes out of, which the provider's refund names.
    .returning({
      ...getTableColumns(refunds),
      // Spelled out: an update's RETURNING names its columns unqualified, which the subquery would take as its own.
      providerPaymentId: sql<string>`(select p.provider_payment_id from payments p where p.id = refunds.payment_id)`,
    });
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

/**
 * The provider's answer, kept; answers whether the order's payments are now refunded in full (this
 * refund counted when it succeeded). The caller holds the order's lock, so no other refund of it moves meanwhile.
 */
export async function recordRefundResult(
  tx: Pick<Database, 'update'>,
  refundId: number,
  result: { status: RefundRow['status']; providerRefundId: string },
  now: Date,
): Promise<{ fullyRefunded: boolean }> {
  // The statement's subqueries see the refunds as they were before it: this one is added by hand.
  const [row] = await tx
    .update(refunds)
    .set({ status: result.status, providerRefundId: result.providerRefundId, failureMessage: null, updatedAt: now })
    .where(eq(refunds.id, refundId))
    .returning({
      // Spelled out: an update's RETURNING names its columns unqualified, which a subquery would take as its own.
      fullyRefunded: sql<boolean>`coalesce((select sum(r.amount_cents) from refunds r where r.order_id = refunds.order_id and r.status = 'succeeded' and r.id <> refunds.id), 0)
        + ${result.status === 'succeeded' ? sql`refunds.amount_cents` : sql`0`}
        >= coalesce((select sum(p.amount_cents) from payments p where p.order_id = refunds.order_id), 0)`,
    });
  return { fullyRefunded: Boolean(row?.fullyRefunded) };
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
