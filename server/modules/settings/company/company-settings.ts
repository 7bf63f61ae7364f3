import { z } from 'zod';
import { fieldRule } from '../../../lib/field-rules.js';
import { moneyCentsField, textField } from '../../../lib/field-schemas.js';
import { PROVINCES, TAX_REGISTRATION_PATTERN } from './sales-tax.js';
import type { CompanySettingsRow } from './schema.js';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
type Weekday = (typeof WEEKDAYS)[number];
type DayField = `${Weekday}${'Opening' | 'Closing'}TimeInMins`;

const cents = moneyCentsField(100_000_000);
const minuteOfDay = z.number().int('Use whole minutes.').min(0, 'Use minutes from 0 to 1440.').max(1440, 'Use minutes from 0 to 1440.');
const timeZone = textField(64).refine((zone) => {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'Use an IANA time zone such as America/Toronto.');

const dayFields = Object.fromEntries(
  WEEKDAYS.flatMap((day) => [
    [`${day}OpeningTimeInMins`, minuteOfDay],
    [`${day}ClosingTimeInMins`, minuteOfDay],
  ]),
) as Record<DayField, typeof minuteOfDay>;

const settingsShape = {
  membershipPrice: cents,
  numberOfCourts: z.number().int('Use a whole number.').min(1, 'The venue needs at least 1 court.').max(50, 'At most 50 courts.'),
  maxNumberOfOnlineOpenCourtsShown: z.number().int('Use a whole number.').min(0, 'Use 0 or more.').max(50, 'At most 50 courts.'),
  defaultOneHourRentalPrice: cents,
  memberOneHourRentalPrice: cents,
  userBookingWindowDays: z.number().int('Use a whole number of days.').min(1, 'At least 1 day.').max(365, 'At most 365 days.'),
  // How far ahead a member (at the hour played) may book; migration 0010 started it at the user window.
  memberBookingWindowDays: z.number().int('Use a whole number of days.').min(1, 'At least 1 day.').max(365, 'At most 365 days.'),
  ...dayFields,
  timeZone,
  province: z.enum(PROVINCES, 'Use a province or territory code such as ON or QC.'),
  taxRegistrationNumber: z.string(),
  // The footer's venue links, which the owner edits: https only.
  facebookUrl: z.string(),
  instagramUrl: z.string(),
  badmintonAssociationUrl: z.string(),
  newsletterUrl: z.string(),
};

/** The venue links the footer shows, each an https address (400 url_not_https otherwise). */
export const VENUE_LINK_FIELDS = ['facebookUrl', 'instagramUrl', 'badmintonAssociationUrl', 'newsletterUrl'] as const;
const venueLink = textField(2000, { min: 1 });
const venueLinkInputs = Object.fromEntries(VENUE_LINK_FIELDS.map((field) => [field, venueLink])) as Record<
  (typeof VENUE_LINK_FIELDS)[number],
  typeof venueLink
>;

// Spaces are tolerated as typed ("123456789 RT 0001") and stored without them.
const taxRegistrationInput = textField(40)
  .transform((value) => value.replace(/\s/g, '').toUpperCase())
  .refine(
    (value) => value === '' || TAX_REGISTRATION_PATTERN.test(value),
    'Use the GST/HST number as 9 digits, RT and 4 digits (123456789RT0001), or leave it empty.',
  );

export const companySettingsSchema = z.object(settingsShape);
export type CompanySettings = z.infer<typeof companySettingsSchema>;
export const settingsPatch = z.strictObject({ ...settingsShape, taxRegistrationNumber: taxRegistrationInput, ...venueLinkInputs }).partial();

export function toCompanySettings(row: CompanySettingsRow): CompanySettings {
  const { id: _id, updatedAt: _updatedAt, ...settings } = row;
  return { ...settings, province: settings.province as CompanySettings['province'] };
}

/** Rules across fields, checked on the settings as they would be after the change. */
export function crossFieldErrors(settings: CompanySettings): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const day of WEEKDAYS) {
    if (settings[`${day}OpeningTimeInMins`] > settings[`${day}ClosingTimeInMins`]) {
      errors[`${day}ClosingTimeInMins`] = fieldRule('closing_after_opening');
    }
  }
  if (settings.maxNumberOfOnlineOpenCourtsShown > settings.numberOfCourts) {
    errors.maxNumberOfOnlineOpenCourtsShown = fieldRule('courts_shown_max', { courts: settings.numberOfCourts });
  }
  return errors;
}
export type CompanySettingsPatch = z.infer<typeof settingsPatch>;
