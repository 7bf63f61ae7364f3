import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    databaseKind: DatabaseHandle['kind'];
  }
}

/** Hands the opened database to every route and closes it when the server closes. */
export default fp(
  async function dbPlugin(app: FastifyInstance, opts: { handle: DatabaseHandle; closeOnShutdown: boolean }) {
    app.decorate('db', opts.handle.db);
    app.decorate('databaseKind', opts.handle.kind);
    if (opts.closeOnShutdown) app.addHook('onClose', async () => opts.handle.close());
  },
  { name: 'db' },
);
