// The one schema drizzle-kit reads: each module owns its tables; this file only gathers them.
export * from '../modules/users/schema.js';
export * from '../modules/auth/schema.js';
export * from '../modules/mail/schema.js';
export * from '../modules/settings/alert/schema.js';
export * from '../modules/settings/company/schema.js';
export * from '../modules/account/households/schema.js';
export * from '../modules/audit/schema.js';
export * from '../modules/account/memberships/schema.js';
export * from '../modules/checkout/orders/schema.js';
export * from '../modules/booking/schema.js';
export * from '../modules/checkout/payments/schema.js';
export * from '../modules/content/uploads/schema.js';
export * from '../modules/content/coaches/schema.js';
export * from '../modules/content/partners/schema.js';
export * from '../modules/programs/schedule/schema.js';
