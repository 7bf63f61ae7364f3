import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BookingService } from '../bookings/booking-service.js';
import { courtBookingProduct } from '../bookings/court-booking-product.js';
import { BookingNotifications } from '../bookings/notifications.js';
import { readBookingRules } from '../bookings/rules.js';
import type { AppConfig } from '../config.js';
import { OrderNotifications } from '../orders/order-notifications.js';
import { OrderService } from '../orders/order-service.js';
import { ProductRegistry } from '../orders/product-registry.js';
import { LocalPaymentProvider } from '../payments/local-provider.js';
import { PaymentsService } from '../payments/payments-service.js';
import { StripePaymentProvider } from '../payments/stripe-provider.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The time orders and payments run on; tests replace `now` to travel. */
    clock: { now(): Date };
    products: ProductRegistry;
    payments: PaymentsService;
    orders: OrderService;
    bookingService: BookingService;
  }
}

/** Card payments (the local test checkout or Stripe), orders for every product, and the products on sale. */
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
      app.log.warn('Payments run in TEST MODE (no Stripe keys): orders are confirmed without charging anyone.');
    }

    const products = new ProductRegistry();
    const payments = new PaymentsService(app.db, products, active, local, stripe, now, app.log);
    payments.notices = new OrderNotifications(app.db, products, app.mailer, config.appOrigin, app.log);
    // Stripe will not hold a checkout for less than half an hour; the hold is never shorter than that.
    const holdMinutes = async () => Math.max((await readBookingRules(app.db)).checkoutHoldMinutes, active.minimumHoldMinutes);
    const orders = new OrderService(app.db, products, payments, holdMinutes, now, config.appOrigin, app.log);

    const bookingService = new BookingService(app.db, payments, new BookingNotifications(app.db, app.mailer, config.appOrigin, now, app.log), now, config.appOrigin, app.log);
    bookingService.orders = orders;
    products.register(courtBookingProduct(bookingService));

    app.decorate('products', products);
    app.decorate('payments', payments);
    app.decorate('orders', orders);
    app.decorate('bookingService', bookingService);
  },
  { name: 'payments', dependencies: ['db', 'mailer'] },
);
