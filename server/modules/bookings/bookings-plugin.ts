import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import adminBookingRoutes from './admin-booking-routes.js';
import { BookingService } from './booking-service.js';
import bookingsRoutes from './bookings-routes.js';
import { courtBookingProduct } from './court-booking-product.js';
import { BookingNotifications } from './notifications.js';

declare module 'fastify' {
  interface FastifyInstance {
    bookingService: BookingService;
  }
}

/** Court bookings: the service, and the court product registered with the order registry. */
export default fp(
  async function bookingsModule(app: FastifyInstance) {
    const { config } = app;
    const now = () => app.clock.now();
    const notifications = new BookingNotifications(app.db, app.mailer, config.appOrigin, now, app.log);
    const bookingService = new BookingService(app.db, app.payments, notifications, now, app.log);
    bookingService.orders = app.orders;
    app.products.register(courtBookingProduct(bookingService.holds));
    app.decorate('bookingService', bookingService);
  },
  { name: 'bookings', dependencies: ['db', 'clock', 'mailer', 'products', 'payments', 'orders'] },
);

/** /api/bookings and the staff calls under /api/admin. */
export const bookingsModuleRoutes = fp(
  async function bookingsModuleRoutes(app: FastifyInstance) {
    await app.register(bookingsRoutes, { prefix: '/api/bookings' });
    await app.register(adminBookingRoutes, { prefix: '/api/admin' });
  },
  { name: 'bookings-routes', dependencies: ['bookings', 'auth'] },
);
