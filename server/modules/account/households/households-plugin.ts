import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HouseholdService } from './household-service.js';
import { householdRoutes, staffHouseholdRoutes } from './household-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Family members; products that take participants register with `households.guards`. */
    households: HouseholdService;
  }
}

/** Family members on an account. Registered before the products, which register their guards with it. */
export default fp(
  async function householdsModule(app: FastifyInstance) {
    app.decorate('households', new HouseholdService(app.db, () => app.clock.now()));
  },
  { name: 'households', dependencies: ['db', 'clock', 'users', 'settings'] },
);

/** /api/household (the caller's) and the staff calls under /api/staff/accounts/:userId/household. */
export const householdsModuleRoutes = fp(
  async function householdsModuleRoutes(app: FastifyInstance) {
    await app.register(householdRoutes, { prefix: '/api/household' });
    await app.register(staffHouseholdRoutes, { prefix: '/api/staff' });
  },
  { name: 'households-routes', dependencies: ['households', 'auth', 'users'] },
);
