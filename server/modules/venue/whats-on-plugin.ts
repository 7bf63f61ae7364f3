import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import whatsOnRoutes from './whats-on-routes.js';
import { WhatsOnService } from './whats-on-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    whatsOn: WhatsOnService;
  }
}

/** The home page's "what is on": one public read over the bookings' and programs' own. */
export default fp(
  async function whatsOnModule(app: FastifyInstance) {
    app.decorate(
      'whatsOn',
      new WhatsOnService(
        app.db,
        () => app.clock.now(),
        (date, caller) => app.bookingService.availability(date, caller),
        app.programCatalogue,
      ),
    );
  },
  { name: 'whats-on', dependencies: ['db', 'clock', 'settings', 'bookings', 'programs'] },
);

export const whatsOnModuleRoutes = fp(
  async function whatsOnModuleRoutes(app: FastifyInstance) {
    await app.register(whatsOnRoutes, { prefix: '/api' });
  },
  { name: 'whats-on-routes', dependencies: ['whats-on'] },
);
