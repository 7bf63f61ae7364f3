import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/error-responses.js';
import type { Locale } from '../../../lib/request-locale.js';
import { notFound } from '../../../lib/http-error.js';
import { orderViewSchema, type OrderRow } from '../orders/index.js';
import { buyerOf } from '../products/index.js';
import type { CheckoutOutcome } from './payments-service.js';

const sessionParams = z.strictObject({
  sessionId: z
    .string()
    .min(8)
    .max(255)
    .regex(/^[\w-]+$/, 'That is not a checkout session id.'),
});

const checkoutSchema = z.object({
  status: z.enum(['confirmed', 'pending', 'failed', 'cancelled']),
  message: z.string(),
  orderId: z.string(),
  orderStatus: orderViewSchema.shape.status,
  amountCents: z.number().int(),
  currency: z.string(),
  holdExpiresAt: z.string().nullable(),
  order: orderViewSchema,
});

// Product-neutral: the lines of the order say what was bought.
const MESSAGES: Record<string, string> = {
  confirmed: 'Your order is confirmed. A receipt is on its way by e-mail.',
  pending: 'Checking your payment: we are waiting for the payment provider to confirm it.',
  cancelled: 'You cancelled the checkout: what it held was released and nothing was charged.',
  expired: 'The hold ended before the payment arrived, so nothing was reserved or charged.',
  failed: 'The payment did not go through, so nothing was reserved.',
  refund_due: 'Your payment arrived after the hold had ended and what it held had been taken: we are refunding it in full.',
  refunded: 'Your payment arrived after the hold had ended and what it held had been taken: it has been refunded in full.',
  'refunded-after-paid': 'This order was paid, then cancelled and refunded.',
};

/** The checkout return pages' calls: success asks (never tells) whether it was paid; cancel frees the hold. */
const route: FastifyPluginAsyncZod = async (app) => {
  const visible = async (request: FastifyRequest, sessionId: string) => {
    const order = await app.orders.orderBySession(sessionId);
    if (!order) throw notFound('We could not find this checkout.').coded('checkout_not_found');
    return app.orders.visibleTo(buyerOf(request.user), order.id);
  };

  app.get('/:sessionId', {
    config: { access: 'user' },
    schema: {
      tags: ['payments'],
      summary:
        'Checkout outcome for the success page: confirmed, pending (ask again shortly), failed or cancelled, with the order. Only the provider’s word confirms.',
      params: sessionParams,
      response: { 200: checkoutSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const { status, order } = await app.payments.checkoutOutcome(await visible(request, request.params.sessionId));
      return answer(app, status, order, request.locale);
    },
  });

  app.post('/:sessionId/cancel', {
    config: { access: 'user' },
    schema: {
      tags: ['payments'],
      summary: 'The cancel return: closes the provider’s checkout and releases what the order held at once (idempotent)',
      params: sessionParams,
      response: { 200: checkoutSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { status, order } = await app.payments.cancelCheckout(await visible(request, request.params.sessionId));
      return answer(app, status, order, request.locale);
    },
  });
};

async function answer(app: FastifyInstance, status: CheckoutOutcome, order: OrderRow, locale: Locale) {
  const [view, history] = await Promise.all([app.orders.view(order, { staff: false, locale }), app.orders.statusHistory(order.id)]);
  // A refunded order that was once paid was a real purchase, cancelled later: not a failed checkout.
  const everPaid = history.some((status) => status === 'paid');
  const outcome: CheckoutOutcome = order.status === 'refunded' && everPaid ? 'confirmed' : status;
  const messageKey = order.status === 'refunded' && everPaid ? 'refunded-after-paid' : status === 'failed' ? order.status : status;
  return {
    status: outcome,
    message: MESSAGES[messageKey] ?? MESSAGES.failed,
    orderId: order.id,
    orderStatus: order.status,
    amountCents: order.amountCents,
    currency: order.currency,
    holdExpiresAt: order.status === 'awaiting_payment' ? (order.holdExpiresAt?.toISOString() ?? null) : null,
    order: view,
  };
}

export default route;
