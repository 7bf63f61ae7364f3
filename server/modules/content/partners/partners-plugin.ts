import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ownerListRoutes } from '../../../lib/owner-list/owner-list-routes.js';
import { partnerList } from './partner-list.js';

declare module 'fastify' {
  interface FastifyInstance {
    partners: ReturnType<typeof partnerList>;
  }
}

/** Partners, written and ordered by the owner and listed on /partners. */
export default fp(
  async function partnersModule(app: FastifyInstance) {
    app.decorate('partners', partnerList(app.db));
  },
  { name: 'partners', dependencies: ['db'] },
);

export const partnersModuleRoutes = fp(
  async function partnersModuleRoutes(app: FastifyInstance) {
    await app.register(ownerListRoutes(app.partners), { prefix: '/api' });
  },
  { name: 'partners-routes', dependencies: ['partners', 'auth'] },
);
