import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import usersRoutes from './users-routes.js';
import { UsersService } from './users-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersService;
  }
}

/** Accounts: the users service over the users table. */
export default fp(
  async function usersModule(app: FastifyInstance) {
    app.decorate('users', new UsersService(app.db, app.changeFeed));
  },
  { name: 'users', dependencies: ['db', 'auth', 'change-feed'] },
);

/** /api/users, registered after every module's services (app.ts keeps the API's order). */
export const usersModuleRoutes = fp(
  async function usersModuleRoutes(app: FastifyInstance) {
    await app.register(usersRoutes, { prefix: '/api/users' });
  },
  { name: 'users-routes', dependencies: ['users', 'audit', 'clock'] },
);
