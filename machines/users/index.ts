// The users domain: the admin's user list and roles, and the staff's password reset links.
export { type AdminUser, adminUsersMachine, type RolesChange, type UserRole, type UserSearchResult } from './admin-users.machine';
export { type StaffResetLink, staffResetLinkMachine } from './staff-reset-link.machine';
