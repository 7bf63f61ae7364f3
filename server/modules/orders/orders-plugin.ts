import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { readBookingRules } from '../settings/index.js';
import { OrderNotifications } from './order-notifications.js';
import { OrderService } from './order-service.js';
import ordersRoutes from './orders-routes.js';
import staffAccountOrderRoutes from './staff-account-order-routes.js';
import staffOrderRoutes from './staff-order-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrderService;
  }
}

/** Orders for every product: /api/orders for members and the staff order calls under /api. */
export default fp(
  async function ordersModule(app: FastifyInstance) {
    const { config, payments } = app;
    payments.notices = new OrderNotifications(app.db, app.products, app.mailer, config.appOrigin, app.log);
    // Stripe will not hold a checkout for less than half an hour; the hold is never shorter than that.
    const holdMinutes = async () => Math.max((await readBookingRules(app.db)).checkoutHoldMinutes, app.checkoutHoldMinimumMinutes);
    app.decorate('orders', new OrderService(app.db, app.products, payments, holdMinutes, () => app.clock.now(), config.appOrigin, app.log));
  },
  { name: 'orders', dependencies: ['db', 'clock', 'mailer', 'products', 'payments'] },
);

/** /api/orders for members and the staff order calls under /api. */
export const ordersModuleRoutes = fp(
  async function ordersModuleRoutes(app: FastifyInstance) {
    await app.register(ordersRoutes, { prefix: '/api/orders' });
    await app.register(staffOrderRoutes, { prefix: '/api' });
    await app.register(staffAccountOrderRoutes, { prefix: '/api/staff' });
  },
  { name: 'orders-routes', dependencies: ['orders', 'auth', 'users'] },
);
