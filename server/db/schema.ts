// The one schema drizzle-kit reads: each module owns its tables; this file only gathers them.
export * from '../modules/users/schema.js';
export * from '../modules/auth/schema.js';
export * from '../modules/mail/schema.js';
export * from '../modules/alert/schema.js';
export * from '../modules/settings/schema.js';
export * from '../modules/households/schema.js';
export * from '../modules/audit/schema.js';
export * from '../modules/memberships/schema.js';
export * from '../modules/orders/schema.js';
export * from '../modules/bookings/schema.js';
export * from '../modules/payments/schema.js';
export * from '../modules/uploads/schema.js';
export * from '../modules/coaches/schema.js';
export * from '../modules/partners/schema.js';
export * from '../modules/programs/schema.js';
