/** Company settings (spec §3): field names, defaults and time helpers shared by the machine and views. */

/** Spec §9 numbering: Sunday 0 through Saturday 6. Views name the days with Intl, in the screen's language. */
export const WEEKDAYS = [
  { number: 0, key: 'sunday' },
  { number: 1, key: 'monday' },
  { number: 2, key: 'tuesday' },
  { number: 3, key: 'wednesday' },
  { number: 4, key: 'thursday' },
  { number: 5, key: 'friday' },
  { number: 6, key: 'saturday' },
] as const;

export type Weekday = (typeof WEEKDAYS)[number]['key'];
export type OpeningTimeField = `${Weekday}OpeningTimeInMins`;
export type ClosingTimeField = `${Weekday}ClosingTimeInMins`;

export function openingTimeField(day: Weekday): OpeningTimeField {
  return `${day}OpeningTimeInMins`;
}

export function closingTimeField(day: Weekday): ClosingTimeField {
  return `${day}ClosingTimeInMins`;
}

/** The weekday for a spec day number (0 = Sunday), e.g. from `Date#getDay()`. */
export function weekdayOf(dayNumber: number): Weekday {
  const day = WEEKDAYS.find((d) => d.number === dayNumber);
  if (!day) throw new RangeError(`No weekday numbered ${dayNumber}`);
  return day.key;
}

/** Provinces and territories, as the server stores them (two-letter codes); views name them in the screen's language. */
export const PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;

export type Province = (typeof PROVINCES)[number];

/** A GST/HST registration (business) number: 9 digits, RT, 4 digits, e.g. 123456789RT0001. */
const TAX_REGISTRATION_PATTERN = /^\d{9}RT\d{4}$/;

/** What the owner typed, as the server stores it: spaces dropped, letters upper-case ('' stays ''). */
export const normaliseTaxRegistration = (text: string) => text.replace(/\s/g, '').toUpperCase();

/** The server's rule: empty (a small supplier, no tax) or 9 digits + RT + 4 digits. */
export const isTaxRegistrationNumber = (text: string) => {
  const value = normaliseTaxRegistration(text);
  return value === '' || TAX_REGISTRATION_PATTERN.test(value);
};

/** Sales tax applies once the venue has a GST/HST number; without one it is a small supplier. */
export const chargesTax = (settings: Pick<CompanySettings, 'taxRegistrationNumber'>) => settings.taxRegistrationNumber !== '';

export type CompanySettings = {
  /** Cents. */
  membershipPrice: number;
  numberOfCourts: number;
  maxNumberOfOnlineOpenCourtsShown: number;
  /** Cents. */
  defaultOneHourRentalPrice: number;
  /** Cents. */
  memberOneHourRentalPrice: number;
  userBookingWindowDays: number;
  /** How far ahead a member (at the hour played) books; the server starts it at userBookingWindowDays. */
  memberBookingWindowDays: number;
  /** IANA zone the opening times are in. */
  timeZone: string;
  /** Where the venue is: which sales tax applies. */
  province: Province;
  /** GST/HST registration number; '' means a small supplier that charges no tax. */
  taxRegistrationNumber: string;
  /** The footer's venue links (https addresses); '' until loaded. */
  facebookUrl: string;
  instagramUrl: string;
  badmintonAssociationUrl: string;
  newsletterUrl: string;
} & Record<OpeningTimeField | ClosingTimeField, number>;

export type CompanySettingsField = keyof CompanySettings;

/**
 * The whole numbers the count fields take, as server/modules/settings/company/company-settings.ts checks
 * them: the form refuses anything else with a message that says the range. The courts offered
 * online are also at most the venue's courts (checked by the form and the server).
 */
export const COMPANY_SETTINGS_RANGES = {
  numberOfCourts: { min: 1, max: 50 },
  maxNumberOfOnlineOpenCourtsShown: { min: 0, max: 50 },
  userBookingWindowDays: { min: 1, max: 365 },
  memberBookingWindowDays: { min: 1, max: 365 },
} as const;
export type CountField = keyof typeof COMPANY_SETTINGS_RANGES;

const DEFAULT_TIME_ZONE = 'America/Toronto';

/** Spec §9: every number is 0 until loaded; the venue is in Ontario and charges no tax until set. */
export const DEFAULT_COMPANY_SETTINGS: CompanySettings = {
  membershipPrice: 0,
  numberOfCourts: 0,
  maxNumberOfOnlineOpenCourtsShown: 0,
  defaultOneHourRentalPrice: 0,
  memberOneHourRentalPrice: 0,
  userBookingWindowDays: 0,
  memberBookingWindowDays: 0,
  ...(Object.fromEntries(
    WEEKDAYS.flatMap(({ key }) => [
      [openingTimeField(key), 0],
      [closingTimeField(key), 0],
    ]),
  ) as Record<OpeningTimeField | ClosingTimeField, number>),
  timeZone: DEFAULT_TIME_ZONE,
  province: 'ON',
  taxRegistrationNumber: '',
  facebookUrl: '',
  instagramUrl: '',
  badmintonAssociationUrl: '',
  newsletterUrl: '',
};

export const COMPANY_SETTINGS_FIELDS = Object.keys(DEFAULT_COMPANY_SETTINGS) as CompanySettingsField[];

/** Minutes from midnight to a clock time: hour = minutes div 60, minute = minutes mod 60. */
export function minutesToTime(minutes: number): { hour: number; minute: number } {
  return { hour: Math.floor(minutes / 60), minute: minutes % 60 };
}

export function timeToMinutes(hour: number, minute: number): number {
  return hour * 60 + minute;
}

/** Court numbers run from 1 to numberOfCourts. */
export function courtNumbers(settings: Pick<CompanySettings, 'numberOfCourts'>): number[] {
  return Array.from({ length: Math.max(0, settings.numberOfCourts) }, (_, i) => i + 1);
}

/** Only the fields whose value differs: the body of a partial PATCH. */
export function changedSettings(saved: CompanySettings, draft: CompanySettings): Partial<CompanySettings> {
  return Object.fromEntries(COMPANY_SETTINGS_FIELDS.filter((f) => draft[f] !== saved[f]).map((f) => [f, draft[f]]));
}

/** Fills gaps in a server answer with the defaults and drops fields we do not know. */
export function toCompanySettings(value: Partial<CompanySettings> | null | undefined): CompanySettings {
  const settings = { ...DEFAULT_COMPANY_SETTINGS };
  for (const field of COMPANY_SETTINGS_FIELDS) {
    const v = value?.[field];
    if (typeof v === typeof DEFAULT_COMPANY_SETTINGS[field]) (settings as Record<string, unknown>)[field] = v;
  }
  return settings;
}
