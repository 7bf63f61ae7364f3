import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BookingService } from '../bookings/booking-service.js';
import { BookingNotifications } from '../bookings/notifications.js';
import type { AppConfig } from '../config.js';
import { LocalPaymentProvider } from '../payments/local-provider.js';
import { PaymentsService } from '../payments/payments-service.js';
import { StripePaymentProvider } from '../payments/stripe-provider.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The time bookings and payments run on; tests replace `now` to travel. */
    clock: { now(): Date };
    payments: PaymentsService;
    bookingService: BookingService;
  }
}

/** Card payments (the local test checkout or Stripe) and the booking rules built on them. */
export default fp(
  async function paymentsPlugin(app: FastifyInstance, opts: { config: AppConfig }) {
    const { config } = opts;
    const clock = { now: () => new Date() };
    const now = () => clock.now();
    app.decorate('clock', clock);

    const local = new LocalPaymentProvider(app.db, config.appOrigin, config.jwtSecret, now);
    const stripe = config.stripe ? new StripePaymentProvider(config.stripe) : null;
    const active = config.paymentProvider === 'stripe' && stripe ? stripe : local;
    if (active === local && config.isProduction) {
      app.log.warn('Payments run in TEST MODE (no Stripe keys): bookings are confirmed without charging anyone.');
    }

    const payments = new PaymentsService(app.db, active, local, stripe, now, app.log);
    const notices = new BookingNotifications(app.db, app.mailer, config.appOrigin, now, app.log);
    payments.notices = notices;
    app.decorate('payments', payments);
    app.decorate('bookingService', new BookingService(app.db, payments, notices, now, config.appOrigin, app.log));
  },
  { name: 'payments', dependencies: ['db', 'mailer'] },
);
