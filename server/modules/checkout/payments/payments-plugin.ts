import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import holdSweeperPlugin from './hold-sweeper-plugin.js';
import { LocalPaymentProvider } from './local-provider.js';
import paymentsRoutes from './payments-routes.js';
import { PaymentsService } from './payments-service.js';
import staffPaymentRoutes from './staff-payment-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsService;
    /** The active provider's shortest checkout hold (Stripe: 31 minutes); settings answer max(rule, this). */
    checkoutHoldMinimumMinutes: number;
  }
}

/**
 * Card payments (the local test checkout or Stripe) and the desk's money, for every product. Payments
 * never import a product, and reach orders only through their index: this plugs the payments into
 * orders (checkouts, desk payments, each order's money trail) and calls the order's lifecycle back.
 */
export default fp(
  async function paymentsModule(app: FastifyInstance) {
    const { config } = app;
    const now = () => app.clock.now();
    const local = new LocalPaymentProvider(app.db, config.appOrigin, config.jwtSecret, now);
    // Stripe's SDK takes about a third of a second to load: only a venue with Stripe keys loads it.
    const stripe = config.stripe ? new (await import('./stripe-provider.js')).StripePaymentProvider(config.stripe) : null;
    const active = config.paymentProvider === 'stripe' && stripe ? stripe : local;
    if (active === local && config.isProduction) {
      app.log.warn('Payments run in TEST MODE (no Stripe keys): orders are confirmed without charging anyone.');
    }
    const payments = new PaymentsService(app.db, app.orders, active, local, stripe, config.appOrigin, now, app.log);
    app.orders.connectPayments(payments);
    app.decorate('payments', payments);
    app.decorate('checkoutHoldMinimumMinutes', active.minimumHoldMinutes);
    await app.register(holdSweeperPlugin, { intervalSeconds: config.holdSweepIntervalSeconds });
  },
  { name: 'payments', dependencies: ['db', 'clock', 'orders'] },
);

/** /api/checkout/sessions, /api/payments/*, and the staff's desk payments, line refunds and takings. */
export const paymentsModuleRoutes = fp(
  async function paymentsModuleRoutes(app: FastifyInstance) {
    await app.register(paymentsRoutes, { prefix: '/api' });
    await app.register(staffPaymentRoutes, { prefix: '/api' });
  },
  { name: 'payments-routes', dependencies: ['payments', 'auth'] },
);
