// The memberships module's public surface: whether the account holder is a member at a given time
// (cached per user), how long their membership runs, its plugin and routes.
export { default as membershipsModule, membershipsModuleRoutes } from './memberships-plugin.js';
export { hasActiveMembership, hasActiveMembershipWithin, isMemberAt, membershipRunsUntil } from './memberships-repository.js';
