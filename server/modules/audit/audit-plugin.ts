import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import auditRoutes from './audit-routes.js';
import { recordStaffAction, staffMember } from './staff-actions-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The trail's writers, for modules the audit module itself depends on (users: importing audit
     * would close a cycle through the staff_actions table's reference to users).
     */
    audit: { record: typeof recordStaffAction; staffMember: typeof staffMember };
  }
}

/** The staff actions trail: its writers on the instance. */
export default fp(
  async function auditModule(app: FastifyInstance) {
    app.decorate('audit', { record: recordStaffAction, staffMember });
  },
  { name: 'audit', dependencies: ['db', 'users'] },
);

/** GET /api/staff/accounts/:userId/audit. */
export const auditModuleRoutes = fp(
  async function auditModuleRoutes(app: FastifyInstance) {
    await app.register(auditRoutes, { prefix: '/api/staff' });
  },
  { name: 'audit-routes', dependencies: ['audit', 'auth', 'users'] },
);
