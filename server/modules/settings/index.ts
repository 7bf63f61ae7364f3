// The settings module's public surface: the venue's settings, booking rules and sales tax, and their tables.
export { default as settingsModule, settingsModuleRoutes } from './settings-plugin.js';
export { bookingRulesSchema, bookingRulesShape, toBookingRules, type BookingRules } from './booking-rules.js';
export { companySettingsSchema, crossFieldErrors, toCompanySettings, WEEKDAYS, type CompanySettings } from './company-settings.js';
export { readBookingRules, readCompanySettings, SettingsService } from './settings-service.js';
export * from './sales-tax.js';
export { bookingRules, companySettings, type BookingRulesRow, type CompanySettingsRow } from './schema.js';
