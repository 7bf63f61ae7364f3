// The memberships module's public surface: whether someone is a member now (cached per user), its plugin.
export { default as membershipsModule } from './memberships-plugin.js';
export { hasActiveMembership } from './memberships-repository.js';
