// The settings module's public surface: the venue's settings, booking rules and sales tax, and their tables.
export { default as settingsModule, settingsModuleRoutes } from './settings-plugin.js';
export { type BookingRules } from './booking-rules.js';
export { type CompanySettings } from './company-settings.js';
export { readBookingRules, readBookingRulesWithin, readCompanySettings } from './settings-service.js';
export * from './sales-tax.js';
