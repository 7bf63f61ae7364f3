import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { membershipCaches } from './memberships-repository.js';

/** Keeps each caller's membership periods in memory until a membership of theirs is written. */
export default fp(
  async function membershipsModule(app: FastifyInstance) {
    const { cache, release } = membershipCaches.attach(app.db, app.changeFeed);
    const unsubscribe = await app.changeFeed.subscribe('membership_changed', (event) => cache.changed(event.type === 'message' ? event.payload : null));
    app.addHook('onClose', async () => {
      unsubscribe();
      release();
    });
  },
  { name: 'memberships', dependencies: ['db', 'change-feed'] },
);
