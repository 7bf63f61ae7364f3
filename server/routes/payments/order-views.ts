import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bookingViewSchema, toBookingView } from '../../bookings/booking-views.js';
import type { Caller } from '../../bookings/caller.js';
import { readCompanySettings } from '../../bookings/rules.js';
import { bookings, orderStatusHistory, payments, refunds, type OrderRow } from '../../db/schema.js';
import { notFound } from '../../lib/http-error.js';

export const orderStatusSchema = z.enum(['awaiting_payment', 'paid', 'expired', 'cancelled', 'failed', 'refund_due', 'refunded']);

export const orderSchema = z.object({
  id: z.string(),
  userId: z.number().int().nullable(),
  status: orderStatusSchema,
  provider: z.enum(['local', 'stripe', 'desk']),
  amountCents: z.number().int(),
  currency: z.string(),
  description: z.string(),
  providerSessionId: z.string().nullable(),
  providerPaymentId: z.string().nullable(),
  holdExpiresAt: z.string().nullable(),
  createdAt: z.string(),
  bookings: z.array(bookingViewSchema),
  payments: z.array(z.object({ id: z.number().int(), provider: z.string(), providerPaymentId: z.string(), amountCents: z.number().int(), currency: z.string(), createdAt: z.string() })),
  refunds: z.array(
    z.object({
      id: z.number().int(),
      bookingId: z.number().int().nullable(),
      amountCents: z.number().int(),
      currency: z.string(),
      status: z.enum(['pending', 'succeeded', 'failed']),
      reason: z.string(),
      providerRefundId: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  history: z.array(z.object({ status: orderStatusSchema, note: z.string(), at: z.string() })),
});

/** An order the caller may see: their own, or any for staff; others' answer 404, as if absent. */
export async function visibleOrder(app: FastifyInstance, caller: Caller, order: OrderRow | null): Promise<OrderRow> {
  if (!order || (!caller.isStaff && order.userId !== caller.id)) throw notFound('There is no such order.');
  return order;
}

export async function orderDetail(app: FastifyInstance, order: OrderRow): Promise<z.infer<typeof orderSchema>> {
  const [{ timeZone }, bookingRows, paymentRows, refundRows, history] = await Promise.all([
    readCompanySettings(app.db),
    app.db.select().from(bookings).where(eq(bookings.orderId, order.id)).orderBy(asc(bookings.startsAt)),
    app.db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.id)),
    app.db.select().from(refunds).where(eq(refunds.orderId, order.id)).orderBy(asc(refunds.id)),
    app.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id)).orderBy(asc(orderStatusHistory.id)),
  ]);
  return {
    id: order.id,
    userId: order.userId,
    status: order.status,
    provider: order.provider,
    amountCents: order.amountCents,
    currency: order.currency,
    description: order.description,
    providerSessionId: order.providerSessionId,
    providerPaymentId: order.providerPaymentId,
    holdExpiresAt: order.holdExpiresAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
    bookings: bookingRows.map((row) => toBookingView(row, timeZone, order)),
    payments: paymentRows.map((row) => ({ id: row.id, provider: row.provider, providerPaymentId: row.providerPaymentId, amountCents: row.amountCents, currency: row.currency, createdAt: row.createdAt.toISOString() })),
    refunds: refundRows.map((row) => ({
      id: row.id,
      bookingId: row.bookingId,
      amountCents: row.amountCents,
      currency: row.currency,
      status: row.status,
      reason: row.reason,
      providerRefundId: row.providerRefundId,
      createdAt: row.createdAt.toISOString(),
    })),
    history: history.map((row) => ({ status: row.status, note: row.note, at: row.createdAt.toISOString() })),
  };
}
