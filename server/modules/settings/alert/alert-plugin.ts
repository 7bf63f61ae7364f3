import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AlertRepository } from './alert-repository.js';
import alertRoutes from './alert-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    alert: AlertRepository;
  }
}

/** The site-wide alert and /api/app-alert. */
export default fp(
  async function alertModule(app: FastifyInstance) {
    const alert = new AlertRepository(app.db, () => app.changeFeed.live);
    app.decorate('alert', alert);
    // The app_alert trigger (migration 0015) says `app_alert` on the settings channel; a reset may hide one.
    const unsubscribe = await app.changeFeed.subscribe('settings_changed', (event) => {
      if (event.type !== 'message' || event.payload === 'app_alert') alert.changed();
    });
    app.addHook('onClose', () => unsubscribe());
  },
  { name: 'alert', dependencies: ['db', 'change-feed'] },
);

export const alertModuleRoutes = fp(
  async function alertModuleRoutes(app: FastifyInstance) {
    await app.register(alertRoutes, { prefix: '/api/app-alert' });
  },
  { name: 'alert-routes', dependencies: ['alert', 'auth'] },
);
