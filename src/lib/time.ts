import { DateTime } from 'luxon';

export const DEFAULT_TIME_ZONE = 'America/Toronto';

/** "7:00 a.m." style label for minutes from midnight, the way en-CA reads times. */
export function formatMinutesOfDay(minutes: number): string {
  if (minutes >= 1440) return 'midnight';
  return DateTime.fromObject({ hour: Math.floor(minutes / 60), minute: minutes % 60 }).setLocale('en-CA').toLocaleString(DateTime.TIME_SIMPLE);
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

/** Now, in the venue's time zone. */
export const venueNow = (timeZone = DEFAULT_TIME_ZONE) => DateTime.now().setZone(timeZone);

/** Today's date ("YYYY-MM-DD") in the venue's time zone. */
export const venueToday = (timeZone = DEFAULT_TIME_ZONE) => venueNow(timeZone).toISODate()!;

export function formatVenueDateTime(iso: string, timeZone = DEFAULT_TIME_ZONE): string {
  return DateTime.fromISO(iso).setZone(timeZone).setLocale('en-CA').toLocaleString(DateTime.DATETIME_MED);
}
