// The audit module's public surface: writing and reading the staff actions trail, its plugin, its table.
export { default as auditModule, auditModuleRoutes } from './audit-plugin.js';
export { recordStaffAction, staffMember } from './staff-actions.js';
export * from './schema.js';
