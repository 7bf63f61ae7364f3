import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The time orders, payments and bookings run on; tests replace `now` to travel. */
    clock: { now(): Date };
  }
}

export default fp(
  async function clockPlugin(app: FastifyInstance) {
    app.decorate('clock', { now: () => new Date() });
  },
  { name: 'clock' },
);
