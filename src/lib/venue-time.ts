/**
 * Venue time, the one place the SPA reads dates and times (luxon, en-CA). Instants are shown in the
 * venue's zone, always passed in from company settings or the answer's `timeZone`; DEFAULT_TIME_ZONE
 * only stands in before any answer has told us the zone. Calendar dates ("YYYY-MM-DD") have no zone.
 */
import { DateTime } from 'luxon';

export const DEFAULT_TIME_ZONE = 'America/Toronto';

const LOCALE = 'en-CA';

const inZone = (iso: string, zone: string) => DateTime.fromISO(iso).setZone(zone).setLocale(LOCALE);
const calendarDate = (date: string) => DateTime.fromISO(date, { zone: 'utc' }).setLocale(LOCALE);

const DATE_STYLES = {
  /** "Tuesday, March 3, 2026" */
  full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  /** "March 3, 2026" */
  long: { month: 'long', day: 'numeric', year: 'numeric' },
} as const;

/** A calendar date ("YYYY-MM-DD"): "Tuesday, March 3, 2026", or "March 3, 2026" in the long style; unreadable input comes back as is. */
export function formatDate(date: string, style: keyof typeof DATE_STYLES = 'full'): string {
  const value = calendarDate(date);
  return value.isValid ? value.toLocaleString(DATE_STYLES[style]) : date;
}

/** The venue date an instant falls on: "Tuesday, March 3, 2026". */
export const formatVenueDate = (iso: string, zone: string) => inZone(iso, zone).toLocaleString(DATE_STYLES.full);

/** "9:00 a.m." (the autumn day's two 1:00 a.m. hours read the same, as clocks do). */
export const formatTime = (iso: string, zone: string) => inZone(iso, zone).toLocaleString(DateTime.TIME_SIMPLE);

/** "9:00 a.m. – 10:00 a.m.", or with another joiner ("9:00 a.m. to 10:00 a.m."). */
export const formatTimeSpan = (span: { startsAt: string; endsAt: string }, zone: string, joiner = ' – ') =>
  `${formatTime(span.startsAt, zone)}${joiner}${formatTime(span.endsAt, zone)}`;

/** "March 1, 2026, 12:15 p.m." */
export const formatInstant = (iso: string, zone: string) =>
  inZone(iso, zone).toLocaleString({ month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** "Sun, Mar 1, 2026, 12:00 p.m. EST": the zone named, for orders and receipts. */
export const formatZonedInstant = (iso: string, zone: string) =>
  inZone(iso, zone).toLocaleString({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/** "12:00 p.m. EST" */
export const formatZonedTime = (iso: string, zone: string) => inZone(iso, zone).toLocaleString({ hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/** "in 2 hours", from now. */
export const formatFromNow = (iso: string) => DateTime.fromISO(iso).toRelative({ locale: LOCALE });

/** "7:00 a.m." for minutes from midnight (a wall-clock time, the same in every zone); 1440 is the end of the day. */
export function formatMinutesOfDay(minutes: number): string {
  if (minutes >= 1440) return 'midnight';
  return DateTime.fromObject({ hour: Math.floor(minutes / 60), minute: minutes % 60 }).setLocale(LOCALE).toLocaleString(DateTime.TIME_SIMPLE);
}

/** "HH:mm" for a time input. */
export function minutesToInputValue(minutes: number): string {
  const hour = Math.floor(Math.min(minutes, 1439) / 60);
  const minute = Math.min(minutes, 1439) % 60;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

export function inputValueToMinutes(value: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour < 24 && minute < 60 ? hour * 60 + minute : null;
}

/** Today's date ("YYYY-MM-DD") in the venue's zone. */
export const venueToday = (zone = DEFAULT_TIME_ZONE) => DateTime.now().setZone(zone).toISODate()!;

/** Today's weekday in the venue's (not the visitor's) zone: 1 = Monday … 7 = Sunday. */
export const venueWeekday = (zone: string) => DateTime.now().setZone(zone).weekday;

/** The first or last day of the month or year `back` periods before a calendar date. */
export const periodStart = (date: string, unit: 'month' | 'year', back = 0) => calendarDate(date).minus({ [unit]: back }).startOf(unit).toISODate()!;
export const periodEnd = (date: string, unit: 'month' | 'year', back = 0) => calendarDate(date).minus({ [unit]: back }).endOf(unit).toISODate()!;

/** "Eastern Standard Time": the zone's name at an instant (by default now), so a visitor elsewhere knows how to read times. */
export function zoneName(zone: string, atIso?: string): string {
  const when = atIso ? DateTime.fromISO(atIso) : DateTime.now();
  return when.setZone(zone).setLocale(LOCALE).offsetNameLong ?? zone;
}
