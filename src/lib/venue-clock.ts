/**
 * The light half of venue time: what the first page needs, on Intl alone so luxon stays out of the
 * first load. Everything else about dates and times is in ./venue-time (luxon), which builds on this.
 */
import { activeLocale } from '@/i18n/catalogs';
import { formatDateRangeText, formatDateText } from '@/i18n/date-text';

export const DEFAULT_TIME_ZONE = 'America/Toronto';

/** The language on screen, for Intl and luxon ("6:00 p.m." in en-CA, "18 h" in fr-CA, through ./date-text). */
export const currentLocale = (): string => activeLocale();

// A wall-clock time has no zone: format it as UTC so the visitor's own zone cannot shift it.
const wallClocks = new Map<string, Intl.DateTimeFormat>();
const wallClockIn = (locale: string) => {
  let formatter = wallClocks.get(locale);
  if (!formatter) wallClocks.set(locale, (formatter = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })));
  return formatter;
};

/** "7:00 a.m." / "7 h" ("7 h 30") for minutes from midnight (a wall-clock time, the same in every zone); 1440 is the end of the day. */
export function formatMinutesOfDay(minutes: number): string {
  const locale = currentLocale();
  if (minutes >= 1440) return locale === 'fr-CA' ? 'minuit' : 'midnight';
  return formatDateText(wallClockIn(locale), Date.UTC(1970, 0, 1, Math.floor(minutes / 60), minutes % 60), locale);
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

const partsIn = (zone: string, options: Intl.DateTimeFormatOptions, at = new Date()) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone }).formatToParts(at);
const part = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';

/** Today's date ("YYYY-MM-DD") in the venue's zone. */
export function venueToday(zone = DEFAULT_TIME_ZONE): string {
  const parts = partsIn(zone, { year: 'numeric', month: '2-digit', day: '2-digit' });
  return `${part(parts, 'year')}-${part(parts, 'month')}-${part(parts, 'day')}`;
}

const WEEKDAY_NUMBERS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** Today's weekday in the venue's (not the visitor's) zone: 1 = Monday … 7 = Sunday. */
export const venueWeekday = (zone: string) => WEEKDAY_NUMBERS[part(partsIn(zone, { weekday: 'short' }), 'weekday')];

/** "Eastern Standard Time": the zone's name at an instant (by default now), so a visitor elsewhere knows how to read times. */
export function zoneName(zone: string, atIso?: string): string {
  const at = atIso ? new Date(atIso) : new Date();
  if (Number.isNaN(at.getTime())) return zone;
  try {
    const parts = new Intl.DateTimeFormat(currentLocale(), { timeZone: zone, timeZoneName: 'long' }).formatToParts(at);
    return part(parts, 'timeZoneName') || zone;
  } catch {
    return zone; // not a zone Intl knows
  }
}

/** "6:00 p.m." / "18 h" for a wall-clock "HH:mm" in the venue's zone (as the API gives slots and sessions). */
export function formatWallTime(time: string): string {
  const [hour, minute] = time.split(':').map(Number);
  return formatMinutesOfDay(hour * 60 + minute);
}

// A venue date has no zone either: read at UTC midnight, formatted in UTC.
const utcDate = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
};

/** "Monday, March 2" / "lundi 2 mars" ("dimanche 1er mars"): a venue date (YYYY-MM-DD) in the language on screen. */
export const formatVenueDay = (date: string): string => {
  const locale = currentLocale();
  return formatDateText(new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }), utcDate(date), locale);
};

/** "March 9–13" / "9 – 13 mars" ("1er – 13 mars"), or one date ("Saturday, March 14") when both are the same day. */
export function formatVenueDates(first: string, last: string): string {
  if (first === last) return formatVenueDay(first);
  const locale = currentLocale();
  return formatDateRangeText(new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', timeZone: 'UTC' }), utcDate(first), utcDate(last), locale);
}

/** "Sun 6:00 p.m." / "dim. 18 h": an instant, in the venue's zone, within the coming week. */
export const formatWeekdayTimeIn = (iso: string, zone: string): string => {
  const locale = currentLocale();
  return formatDateText(new Intl.DateTimeFormat(locale, { weekday: 'short', hour: 'numeric', minute: '2-digit', timeZone: zone }), new Date(iso), locale);
};

/** "March 1" / "1er mars": an instant's date in the venue's zone. */
export const formatDayMonthIn = (iso: string, zone: string): string => {
  const locale = currentLocale();
  return formatDateText(new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', timeZone: zone }), new Date(iso), locale);
};
