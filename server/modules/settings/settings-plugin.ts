import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import bookingRulesRoutes from './booking-rules-routes.js';
import companySettingsRoutes from './company-settings-routes.js';
import { SettingsService } from './settings-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsService;
  }
}

/** Venue settings and booking rules, under /api/company-settings and /api/booking-rules. */
export default fp(
  async function settingsModule(app: FastifyInstance) {
    app.decorate('settings', new SettingsService(app.db));
    await app.register(companySettingsRoutes, { prefix: '/api/company-settings' });
    // The effective checkout hold depends on the payment provider, which the bookings service knows.
    await app.register(bookingRulesRoutes, { prefix: '/api/booking-rules' });
  },
  { name: 'settings', dependencies: ['db', 'auth', 'bookings'] },
);
