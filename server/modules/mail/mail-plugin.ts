import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OutboxRepository } from './outbox-repository.js';
import outboxRoutes from './outbox-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxRepository;
  }
}

/** The development outbox: its table and, outside production, GET /api/dev/outbox. */
export default fp(
  async function mailModule(app: FastifyInstance) {
    app.decorate('outbox', new OutboxRepository(app.db));
  },
  { name: 'mail-module', dependencies: ['db', 'mailer'] },
);

export const mailModuleRoutes = fp(
  async function mailModuleRoutes(app: FastifyInstance) {
    if (!app.config.isProduction) await app.register(outboxRoutes, { prefix: '/api/dev' });
  },
  { name: 'mail-routes', dependencies: ['mail-module'] },
);
