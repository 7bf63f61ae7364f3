import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import coachesRoutes from './coaches-routes.js';
import { CoachesService } from './coaches-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    coaches: CoachesService;
  }
}

/** Coaches' profiles, written by the owner (issue 14). */
export default fp(
  async function coachesModule(app: FastifyInstance) {
    app.decorate('coaches', new CoachesService(app.db));
  },
  { name: 'coaches', dependencies: ['db'] },
);

export const coachesModuleRoutes = fp(
  async function coachesModuleRoutes(app: FastifyInstance) {
    await app.register(coachesRoutes, { prefix: '/api' });
  },
  { name: 'coaches-routes', dependencies: ['coaches', 'auth'] },
);
