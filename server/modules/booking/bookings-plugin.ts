import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import adminBookingRoutes, { staffAccountBookingRoutes } from './admin-booking-routes.js';
import { AvailabilityStreams } from './availability-stream.js';
import { BookingService } from './booking-service.js';
import { BusyDays } from './busy-days.js';
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
    // Availability's busy courts per date, dropped by the court_changes trigger's message from any instance.
    const busyDays = new BusyDays(() => app.changeFeed.live);
    const unsubscribe = await app.changeFeed.subscribe('court_changes', (event) => busyDays.changed(event.type === 'message' ? event.payload : null));
    app.addHook('onClose', async () => unsubscribe());
    const bookingService = new BookingService(app.db, app.payments, notifications, now, app.log, busyDays);
    bookingService.orders = app.orders;
    app.products.register(courtBookingProduct(bookingService.holds));
    app.decorate('bookingService', bookingService);
    const streams = new AvailabilityStreams(
      (channel, listener) => app.changeFeed.subscribe(channel, listener),
      app.log,
      (date) => bookingService.msUntilNextHoldExpires(date),
    );
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
    await app.register(staffAccountBookingRoutes, { prefix: '/api/staff' });
  },
  { name: 'bookings-routes', dependencies: ['bookings', 'auth', 'users'] },
);
