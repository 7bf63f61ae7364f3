import { DateTime } from 'luxon';
import { WEEKDAYS, closingTimeField, minutesToTime, openingTimeField, type CompanySettings, type Weekday } from '@machines/settings/company-settings';

export interface OpeningHoursRow {
  day: Weekday;
  label: string;
  /** Luxon weekday: 1 = Monday … 7 = Sunday. */
  isoWeekday: number;
  /** Null when the venue is closed that day (opening equals closing). */
  hours: string | null;
}

/** Monday first, the way a Canadian week reads on a poster. */
const MONDAY_FIRST = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

/** "7:00 a.m." for minutes from midnight, read in the venue's zone; 1440 is the end of the day. */
export function formatTimeOfDay(minutes: number, timeZone: string): string {
  if (minutes >= 1440) return 'midnight';
  const { hour, minute } = minutesToTime(minutes);
  return DateTime.fromObject({ hour, minute }, { zone: timeZone }).setLocale('en-CA').toLocaleString(DateTime.TIME_SIMPLE);
}

export function openingHours(settings: CompanySettings): OpeningHoursRow[] {
  return MONDAY_FIRST.map(({ key, label }, index) => {
    const opening = settings[openingTimeField(key)];
    const closing = settings[closingTimeField(key)];
    const hours =
      opening === closing ? null : `${formatTimeOfDay(opening, settings.timeZone)} – ${formatTimeOfDay(closing, settings.timeZone)}`;
    return { day: key, label, isoWeekday: index + 1, hours };
  });
}

/** Today's weekday in the venue (not the visitor's) time zone. */
export function venueWeekday(timeZone: string): number {
  return DateTime.now().setZone(timeZone).weekday;
}

/** e.g. "Eastern Time", so a visitor in another zone knows how to read the hours. */
export function zoneName(timeZone: string): string {
  const name = DateTime.now().setZone(timeZone).setLocale('en-CA').offsetNameLong;
  return name ?? timeZone;
}
