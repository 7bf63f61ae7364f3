// The audit module's public surface: writing the staff actions trail (in the action's transaction), and its definition.
import type { CourtsideModule } from '../../lib/courtside-module.js';
import auditPlugin, { auditModuleRoutes } from './audit-plugin.js';

export { recordStaffAction, staffMember } from './staff-actions-repository.js';

/** The module as server/app.ts registers it; its routes: staff: /api/staff/accounts/:userId/audit. */
export const auditModule: CourtsideModule = { name: 'audit', plugin: auditPlugin, routes: auditModuleRoutes };
