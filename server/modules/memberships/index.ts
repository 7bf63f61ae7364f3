// The memberships module's public surface: whether someone is a member now, and its table.
export { hasActiveMembership } from './memberships-repository.js';
;
