import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ownerListRoutes } from '../../../lib/owner-list/owner-list-routes.js';
import { coachList } from './coach-list.js';

declare module 'fastify' {
  interface FastifyInstance {
    coaches: ReturnType<typeof coachList>;
  }
}

/** Coaches' profiles, written and ordered by the owner and shown on /coaches; programs name their coach. */
export default fp(
  async function coachesModule(app: FastifyInstance) {
    app.decorate('coaches', coachList(app.db));
  },
  { name: 'coaches', dependencies: ['db'] },
);

export const coachesModuleRoutes = fp(
  async function coachesModuleRoutes(app: FastifyInstance) {
    await app.register(ownerListRoutes(app.coaches), { prefix: '/api' });
  },
  { name: 'coaches-routes', dependencies: ['coaches', 'auth'] },
);
