import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import usersRoutes from './users-routes.js';
import { UsersService } from './users-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersService;
  }
}

/** Accounts: the users table and /api/users. */
export default fp(
  async function usersModule(app: FastifyInstance) {
    app.decorate('users', new UsersService(app.db));
    await app.register(usersRoutes, { prefix: '/api/users' });
  },
  { name: 'users', dependencies: ['db', 'auth'] },
);
