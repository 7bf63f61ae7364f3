/**
 * Venue time, the one place the SPA reads dates and times (luxon, in the language on screen), with its light Intl half in
 * ./venue-clock (wall-clock times, today, the zone's name) for the first page. Instants are shown in the
 * venue's zone, always passed in from company settings or the answer's `timeZone`; DEFAULT_TIME_ZONE
 * only stands in before any answer has told us the zone. Calendar dates ("YYYY-MM-DD") have no zone.
 */
import { DateTime, type DateTimeFormatOptions } from 'luxon';
import { frenchParts } from '@/i18n/date-text';
import { currentLocale } from './venue-clock';

const inZone = (iso: string, zone: string) => DateTime.fromISO(iso).setZone(zone).setLocale(currentLocale());
const calendarDate = (date: string) => DateTime.fromISO(date, { zone: 'utc' }).setLocale(currentLocale());
/** Every date and time the SPA writes goes through here: French through ./date-text ("9 h 30", "1er mars"), English as luxon writes it. */
const text = (value: DateTime, options: DateTimeFormatOptions) =>
  value.locale === 'fr-CA' ? frenchParts(value.toLocaleParts(options)) : value.toLocaleString(options);

const DATE_STYLES = {
  /** "Tuesday, March 3, 2026" */
  full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  /** "March 3, 2026" */
  long: { month: 'long', day: 'numeric', year: 'numeric' },
} as const;

/** A calendar date ("YYYY-MM-DD"): "Tuesday, March 3, 2026", or "March 3, 2026" in the long style; unreadable input comes back as is. */
export function formatDate(date: string, style: keyof typeof DATE_STYLES = 'full'): string {
  const value = calendarDate(date);
  return value.isValid ? text(value, DATE_STYLES[style]) : date;
}

/** A month ("YYYY-MM" or a date in it): "December 2026" (fr: "décembre 2026"). */
export function formatMonth(month: string): string {
  const value = calendarDate(`${month.slice(0, 7)}-01`);
  return value.isValid ? text(value, { month: 'long', year: 'numeric' }) : month;
}

/** The venue date an instant falls on: "Tuesday, March 3, 2026". */
export const formatVenueDate = (iso: string, zone: string) => text(inZone(iso, zone), DATE_STYLES.full);

/** "9:00 a.m." / "9 h" ("9 h 30") (the autumn day's two 1:00 a.m. hours read the same, as clocks do). */
export const formatTime = (iso: string, zone: string) => text(inZone(iso, zone), DateTime.TIME_SIMPLE);

/** formatTime in a language other than the one on screen (the court board writes both). */
export const formatTimeIn = (iso: string, zone: string, locale: string) => text(DateTime.fromISO(iso).setZone(zone).setLocale(locale), DateTime.TIME_SIMPLE);

/** "9:00 a.m. – 10:00 a.m.", or with another joiner ("9:00 a.m. to 10:00 a.m."). */
export const formatTimeSpan = (span: { startsAt: string; endsAt: string }, zone: string, joiner = ' – ') =>
  `${formatTime(span.startsAt, zone)}${joiner}${formatTime(span.endsAt, zone)}`;

/** "March 1, 2026, 12:15 p.m." */
export const formatInstant = (iso: string, zone: string) =>
  text(inZone(iso, zone), { month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * A deadline: as formatInstant, but one at midnight is the end of the day before ("December 31, 2026,
 * 11:59 p.m."), never "January 1, 2027, 12:00 a.m.", which people read as the start of the wrong day.
 */
export function formatDeadline(iso: string, zone: string): string {
  const at = inZone(iso, zone);
  const shown = at.hour === 0 && at.minute === 0 ? at.minus({ minutes: 1 }) : at;
  return text(shown, { month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** "Sun, Mar 1, 2026, 12:00 p.m. EST": the zone named, for orders and receipts. */
export const formatZonedInstant = (iso: string, zone: string) =>
  text(inZone(iso, zone), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });

/** "12:00 p.m. EST" */
export const formatZonedTime = (iso: string, zone: string) => text(inZone(iso, zone), { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/** "in 2 hours", from now. */
export const formatFromNow = (iso: string) => DateTime.fromISO(iso).toRelative({ locale: currentLocale() });

/** The first or last day of the month or year `back` periods before a calendar date. */
export const periodStart = (date: string, unit: 'month' | 'year', back = 0) =>
  calendarDate(date)
    .minus({ [unit]: back })
    .startOf(unit)
    .toISODate()!;
export const periodEnd = (date: string, unit: 'month' | 'year', back = 0) =>
  calendarDate(date)
    .minus({ [unit]: back })
    .endOf(unit)
    .toISODate()!;

/** "Tue 8:00 a.m." (fr: "mar. 8 h"): when something opens within the coming days. */
export const formatWeekdayTime = (iso: string, zone: string) => text(inZone(iso, zone), { weekday: 'short', hour: 'numeric', minute: '2-digit' });

/** The instant a venue date and wall time "HH:mm" stand for in the venue's zone (ISO, UTC). */
export const wallTimeToInstant = (wall: { date: string; time: string }, zone: string): string =>
  DateTime.fromISO(`${wall.date}T${wall.time}`, { zone }).toUTC().toISO()!;

/** An instant as the venue's date and wall time "HH:mm". */
export function instantToWallTime(iso: string, zone: string): { date: string; time: string } {
  const local = DateTime.fromISO(iso).setZone(zone);
  return { date: local.toISODate()!, time: local.toFormat('HH:mm') };
}
