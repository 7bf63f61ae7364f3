import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingViewSchema, toBookingView } from '../../bookings/booking-views.js';
import { callerOf } from '../../bookings/caller.js';
import { readCompanySettings } from '../../bookings/rules.js';
import { bookings, orderStatusHistory, type OrderRow } from '../../db/schema.js';
import type { CheckoutOutcome } from '../../payments/payments-service.js';
import { currentUser } from '../../plugins/auth.js';
import { errorResponses } from '../error-responses.js';
import { orderStatusSchema, visibleOrder } from './order-views.js';

const sessionParams = z.strictObject({ sessionId: z.string().min(8).max(255).regex(/^[\w-]+$/, 'That is not a checkout session id.') });

const checkoutSchema = z.object({
  status: z.enum(['confirmed', 'pending', 'failed', 'cancelled']),
  message: z.string(),
  orderId: z.string(),
  orderStatus: orderStatusSchema,
  amountCents: z.number().int(),
  currency: z.string(),
  holdExpiresAt: z.string().nullable(),
  bookings: z.array(bookingViewSchema),
});

const MESSAGES: Record<string, string> = {
  confirmed: 'Your booking is confirmed. A receipt with a calendar file is on its way by e-mail.',
  pending: 'We are waiting for the payment provider to confirm your payment.',
  cancelled: 'You cancelled the checkout: the court was released and nothing was charged.',
  expired: 'The hold on your court ended before the payment arrived, so nothing was booked or charged.',
  failed: 'The payment did not go through, so nothing was booked.',
  refund_due: 'Your payment arrived after the hold on your court ended and the court had been taken: we are refunding it in full.',
  refunded: 'Your payment arrived after the hold on your court ended and the court had been taken: it has been refunded in full.',
  'refunded-after-booking': 'This booking was confirmed, then cancelled and refunded.',
};

/** The checkout return pages' calls: success asks (never tells) whether it was paid; cancel frees the hold. */
const route: FastifyPluginAsyncZod = async (app) => {
  app.get('/:sessionId', {
    config: { access: 'user' },
    schema: {
      tags: ['payments'],
      summary: 'Checkout outcome for the success page: confirmed, pending (ask again shortly), failed or cancelled. Only the provider’s word confirms.',
      params: sessionParams,
      response: { 200: checkoutSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const order = await visibleOrder(app, callerOf(currentUser(request)), await app.payments.orderBySession(request.params.sessionId));
      const { status, order: current } = await app.payments.checkoutOutcome(order);
      return answer(app, status, current);
    },
  });

  app.post('/:sessionId/cancel', {
    config: { access: 'user' },
    schema: {
      tags: ['payments'],
      summary: 'The cancel return: closes the provider’s checkout and frees the held court at once (idempotent)',
      params: sessionParams,
      response: { 200: checkoutSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const order = await visibleOrder(app, callerOf(currentUser(request)), await app.payments.orderBySession(request.params.sessionId));
      const { status, order: current } = await app.payments.cancelCheckout(order);
      return answer(app, status, current);
    },
  });
};

async function answer(app: FastifyInstance, status: CheckoutOutcome, order: OrderRow) {
  const [{ timeZone }, rows, history] = await Promise.all([
    readCompanySettings(app.db),
    app.db.select().from(bookings).where(eq(bookings.orderId, order.id)),
    app.db.select({ status: orderStatusHistory.status }).from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id)),
  ]);
  // A refunded order that was once paid was a real booking, cancelled later: not a failed checkout.
  const everPaid = history.some((entry) => entry.status === 'paid');
  const outcome: CheckoutOutcome = order.status === 'refunded' && everPaid ? 'confirmed' : status;
  const messageKey = order.status === 'refunded' && everPaid ? 'refunded-after-booking' : status === 'failed' ? order.status : status;
  return {
    status: outcome,
    message: MESSAGES[messageKey] ?? MESSAGES.failed,
    orderId: order.id,
    orderStatus: order.status,
    amountCents: order.amountCents,
    currency: order.currency,
    holdExpiresAt: order.status === 'awaiting_payment' ? (order.holdExpiresAt?.toISOString() ?? null) : null,
    bookings: rows.map((row) => toBookingView(row, timeZone, order)),
  };
}

export default route;
