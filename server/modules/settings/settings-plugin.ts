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

/** Venue settings and booking rules (routes: /api/company-settings and /api/booking-rules). */
export default fp(
  async function settingsModule(app: FastifyInstance) {
    app.decorate('settings', new SettingsService(app.db));
  },
  { name: 'settings', dependencies: ['db'] },
);

export const settingsModuleRoutes = fp(
  async function settingsModuleRoutes(app: FastifyInstance) {
    await app.register(companySettingsRoutes, { prefix: '/api/company-settings' });
    // The effective checkout hold is never under the active payment provider's minimum, which payments decorate.
    await app.register(bookingRulesRoutes, { prefix: '/api/booking-rules' });
  },
  { name: 'settings-routes', dependencies: ['settings', 'auth', 'payments'] },
);
