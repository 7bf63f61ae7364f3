// The settings domain: the venue's company settings, booking rules and site alert.
export { type BookingRuleField, type BookingRulesAnswer, bookingRulesMachine, type BookingRulesValues, draftProblems } from './booking-rules.machine';
export {
  chargesTax,
  closingTimeField,
  COMPANY_SETTINGS_RANGES,
  type CompanySettings,
  type CompanySettingsField,
  type CountField,
  isTaxRegistrationNumber,
  normaliseTaxRegistration,
  openingTimeField,
  type Province,
  PROVINCES,
  toCompanySettings,
  type Weekday,
  WEEKDAYS,
} from './company-settings';
export { companySettingsMachine } from './company-settings.machine';
export { ALERT_MESSAGE_MAX, ALERT_MESSAGE_REQUIRED, alertBody, alertMessageLength, siteAlertEditorMachine } from './site-alert-editor.machine';
