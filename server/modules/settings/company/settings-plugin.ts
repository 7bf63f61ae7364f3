import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import bookingRulesRoutes from './booking-rules-routes.js';
import companySettingsRoutes from './company-settings-routes.js';
import { settingsCaches } from './settings-cache.js';
import { SettingsService } from './settings-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsService;
  }
}

/** Venue settings and booking rules (routes: /api/company-settings and /api/booking-rules). */
export default fp(
  async function settingsModule(app: FastifyInstance) {
    app.decorate('settings', new SettingsService(app.db, app.changeFeed));
    // Every instance keeps both rows in memory until a trigger on their tables says they changed.
    const { cache, release } = settingsCaches.attach(app.db, app.changeFeed);
    const unsubscribe = await app.changeFeed.subscribe('settings_changed', (event) => cache.changed(event.type === 'message' ? event.payload : null));
    app.addHook('onClose', async () => {
      unsubscribe();
      release();
    });
  },
  { name: 'settings', dependencies: ['db', 'change-feed'] },
);

export const settingsModuleRoutes = fp(
  async function settingsModuleRoutes(app: FastifyInstance) {
    await app.register(companySettingsRoutes, { prefix: '/api/company-settings' });
    // The effective checkout hold is never under the active payment provider's minimum, which payments decorate.
    await app.register(bookingRulesRoutes, { prefix: '/api/booking-rules' });
  },
  { name: 'settings-routes', dependencies: ['settings', 'auth', 'payments'] },
);
