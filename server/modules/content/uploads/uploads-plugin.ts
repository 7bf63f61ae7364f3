import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import uploadsRoutes from './uploads-routes.js';
import { UploadsService } from './uploads-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadsService;
  }
}

/** Images the owner uploads (coach photos, partner logos, images in rich text), kept in the database. */
export default fp(
  async function uploadsModule(app: FastifyInstance) {
    app.decorate('uploads', new UploadsService(app.db));
  },
  { name: 'uploads', dependencies: ['db'] },
);

export const uploadsModuleRoutes = fp(
  async function uploadsModuleRoutes(app: FastifyInstance) {
    await app.register(uploadsRoutes, { prefix: '/api/uploads' });
  },
  { name: 'uploads-routes', dependencies: ['uploads', 'auth', 'csrf'] },
);
