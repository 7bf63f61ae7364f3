// The memberships module's public surface: whether the account holder is a member at a given time
// (cached per user), how long their membership runs, its plugin and routes.
import type { CourtsideModule } from '../../../lib/courtside-module.js';
import membershipsPlugin, { membershipsModuleRoutes } from './memberships-plugin.js';

export { hasActiveMembership, hasActiveMembershipWithin, isMemberAt, isMemberAtWithin, membershipRunsUntil } from './memberships-repository.js';

/** The module as server/app.ts registers it; its routes: /api/memberships; staff: /api/staff/accounts/:userId/memberships, /api/staff/memberships/:id/refund. */
export const membershipsModule: CourtsideModule = { name: 'account/memberships', plugin: membershipsPlugin, routes: membershipsModuleRoutes };
