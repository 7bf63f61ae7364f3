import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OrderService } from './order-service.js';
import ordersRoutes from './orders-routes.js';
import staffAccountOrderRoutes from './staff-account-order-routes.js';
import staffOrderRoutes from './staff-order-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrderService;
  }
}

/** Orders for every product; the payments module plugs in after it (OrderService.connectPayments). */
export default fp(
  async function ordersModule(app: FastifyInstance) {
    app.decorate('orders', new OrderService(app.db, app.products, app.mailer, app.config.appOrigin, () => app.clock.now(), app.log));
  },
  { name: 'orders', dependencies: ['db', 'clock', 'mailer', 'products', 'settings'] },
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
