import { WEEKDAYS, closingTimeField, openingTimeField, type CompanySettings, type Weekday } from '@machines/settings';
import { currentLocale, formatMinutesOfDay } from '@/lib/venue-clock';

export interface OpeningHoursRow {
  day: Weekday;
  /** The weekday's name in the language on screen ("Monday", "Lundi"), from Intl. */
  label: string;
  /** Luxon weekday: 1 = Monday … 7 = Sunday. */
  isoWeekday: number;
  /** Null when the venue is closed that day (opening equals closing). */
  hours: { opens: string; closes: string } | null;
}

/** Monday first, the way a Canadian week reads on a poster. */
const MONDAY_FIRST = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

/**
 * A weekday's name from Intl (on Intl alone: luxon stays out of the first page). 1 January 2024 was
 * a Monday; the date is read in UTC so the visitor's zone cannot shift it. French writes day names
 * in lower case; at the head of a table row they take a capital, as on a venue's poster.
 */
function weekdayName(isoWeekday: number, locale: string): string {
  const name = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, isoWeekday));
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

export function openingHours(settings: CompanySettings): OpeningHoursRow[] {
  const locale = currentLocale();
  return MONDAY_FIRST.map(({ key }, index) => {
    const opening = settings[openingTimeField(key)];
    const closing = settings[closingTimeField(key)];
    const hours = opening === closing ? null : { opens: formatMinutesOfDay(opening), closes: formatMinutesOfDay(closing) };
    return { day: key, label: weekdayName(index + 1, locale), isoWeekday: index + 1, hours };
  });
}
