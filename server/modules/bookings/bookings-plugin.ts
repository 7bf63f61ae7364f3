import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import adminBookingRoutes from './admin-booking-routes.js';
import { AvailabilityStreams } from './availability-stream.js';
import { BookingService } from './booking-service.js';
import bookingsRoutes from './bookings-routes.js';
import { courtBookingProduct } from './court-booking-product.js';
import { BookingNotifications } from './notifications.js';

declare module 'fastify' {
  interface FastifyInstance {
    bookingService: BookingService;
    availabilityStreams: AvailabilityStreams;
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
    const streams = new AvailabilityStreams((channel, listener) => app.changeFeed.subscribe(channel, listener), app.log);
    app.decorate('availabilityStreams', streams);
    // Open streams would keep the server from closing: end them first.
    app.addHook('preClose', async () => streams.close());
  },
  { name: 'bookings', dependencies: ['db', 'clock', 'mailer', 'products', 'payments', 'orders', 'change-feed'] },
);

/** /api/bookings and the staff calls under /api/admin. */
export const bookingsModuleRoutes = fp(
  async function bookingsModuleRoutes(app: FastifyInstance) {
    await app.register(bookingsRoutes, { prefix: '/api/bookings' });
    await app.register(adminBookingRoutes, { prefix: '/api/admin' });
  },
  { name: 'bookings-routes', dependencies: ['bookings', 'auth'] },
);
