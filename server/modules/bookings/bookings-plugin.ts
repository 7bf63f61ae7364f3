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

/** Court bookings: the product registered with the order registry, /api/bookings and the staff calls under /api/admin. */
export default fp(
  async function bookingsModule(app: FastifyInstance) {
    const { config } = app;
    const now = () => app.clock.now();
    const notifications = new BookingNotifications(app.db, app.mailer, config.appOrigin, now, app.log);
    const bookingService = new BookingService(app.db, app.payments, notifications, now, app.log);
    bookingService.orders = app.orders;
    app.products.register(courtBookingProduct(bookingService.holds));
    app.decorate('bookingService', bookingService);
    await app.register(bookingsRoutes, { prefix: '/api/bookings' });
    await app.register(adminBookingRoutes, { prefix: '/api/admin' });
  },
  { name: 'bookings', dependencies: ['db', 'auth', 'clock', 'mailer', 'products', 'payments', 'orders'] },
);
