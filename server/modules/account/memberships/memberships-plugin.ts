import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { membershipGuard } from './membership-guard.js';
import { membershipProduct } from './membership-product.js';
import membershipRemindersPlugin from './membership-reminders-plugin.js';
import { membershipCaches } from './memberships-repository.js';
import membershipsRoutes from './memberships-routes.js';
import { MembershipsService } from './memberships-service.js';
import staffMembershipRoutes from './staff-membership-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    memberships: MembershipsService;
  }
}

/**
 * Annual memberships: the product on the order registry, the guard that keeps a member with one on
 * the account, the reminder job, and each caller's membership periods kept in memory until a
 * membership of theirs is written.
 */
export default fp(
  async function membershipsModule(app: FastifyInstance) {
    const { cache, release } = membershipCaches.attach(app.db, app.changeFeed);
    const unsubscribe = await app.changeFeed.subscribe('membership_changed', (event) => cache.changed(event.type === 'message' ? event.payload : null));
    app.addHook('onClose', async () => {
      unsubscribe();
      release();
    });
    app.products.register(membershipProduct(app.orders));
    app.households.guards.register(membershipGuard);
    app.decorate('memberships', new MembershipsService(app.db, app.orders, app.payments, app.households, () => app.clock.now()));
    await app.register(membershipRemindersPlugin, { intervalMs: app.config.membershipReminderIntervalMs });
  },
  { name: 'memberships', dependencies: ['db', 'change-feed', 'clock', 'mailer', 'settings', 'products', 'payments', 'orders', 'households'] },
);

/** /api/memberships for the account holder and the staff calls under /api/staff. */
export const membershipsModuleRoutes = fp(
  async function membershipsModuleRoutes(app: FastifyInstance) {
    await app.register(membershipsRoutes, { prefix: '/api/memberships' });
    await app.register(staffMembershipRoutes, { prefix: '/api' });
  },
  { name: 'memberships-routes', dependencies: ['memberships', 'auth'] },
);
