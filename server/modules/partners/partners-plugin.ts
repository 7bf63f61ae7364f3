import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import partnersRoutes from './partners-routes.js';
import { PartnersService } from './partners-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    partners: PartnersService;
  }
}

/** Partners listed on /partners, written by the owner (issue 14). */
export default fp(
  async function partnersModule(app: FastifyInstance) {
    app.decorate('partners', new PartnersService(app.db));
  },
  { name: 'partners', dependencies: ['db'] },
);

export const partnersModuleRoutes = fp(
  async function partnersModuleRoutes(app: FastifyInstance) {
    await app.register(partnersRoutes, { prefix: '/api' });
  },
  { name: 'partners-routes', dependencies: ['partners', 'auth'] },
);
