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
    app.decorate('alert', new AlertRepository(app.db));
  },
  { name: 'alert', dependencies: ['db'] },
);

export const alertModuleRoutes = fp(
  async function alertModuleRoutes(app: FastifyInstance) {
    await app.register(alertRoutes, { prefix: '/api/app-alert' });
  },
  { name: 'alert-routes', dependencies: ['alert', 'auth'] },
);
