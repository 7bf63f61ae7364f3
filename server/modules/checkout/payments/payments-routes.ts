import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import checkoutRoutes from './checkout-routes.js';
import localCheckoutRoutes from './local-checkout-routes.js';
import stripeWebhookRoutes from './stripe-webhook-routes.js';

/** Checkout returns, the embedded test checkout (local provider) and the Stripe webhook. */
const route: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  await app.register(checkoutRoutes, { prefix: '/checkout/sessions' });
  if (app.payments.active.name === 'local') await app.register(localCheckoutRoutes, { prefix: '/payments/local/checkout' });
  if (app.config.stripe) await app.register(stripeWebhookRoutes, { prefix: '/payments/stripe' });
};

export default route;
