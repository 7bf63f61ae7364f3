// The company settings module's public surface: the venue's settings, booking rules and sales tax, read through the cache.
import type { CourtsideModule } from '../../../lib/courtside-module.js';
import companySettingsPlugin, { settingsModuleRoutes } from './settings-plugin.js';

export { type BookingRules } from './booking-rules.js';
export { type CompanySettings } from './company-settings.js';
export { readBookingRules, readBookingRulesWithin, readCompanySettings } from './settings-service.js';
export * from './sales-tax.js';

/** The module as server/app.ts registers it; its routes: /api/company-settings, /api/booking-rules. */
export const companySettingsModule: CourtsideModule = { name: 'settings/company', plugin: companySettingsPlugin, routes: settingsModuleRoutes };
