import { BoundedMap } from './bounded-map.js';
import { formatDateText } from './date-text.js';
import type { Locale } from './request-locale.js';
import { translator } from './server-i18n.js';

/** Weekday (Monday first) to the settings' field prefix. */
const WEEKDAY_FIELDS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** The part of the venue's settings a day's schedule depends on (the settings module's shape fits). */
export type OpeningHours = { timeZone: string } & Record<`${(typeof WEEKDAY_FIELDS)[number]}${'Opening' | 'Closing'}TimeInMins`, number>;

/** Shared by every caller once computed (see daySchedule's cache): treat as read-only. */
export interface Slot {
  /** Position in the day, 0-based; the key a client should use on DST days, where labels repeat. */
  index: number;
  startsAt: Date;
  endsAt: Date;
  /** The same instants as ISO strings, written once here rather than on every answer. */
  startsAtIso: string;
  endsAtIso: string;
  /** Wall-clock labels in the venue's zone ("01:00" twice on the autumn DST day). */
  startTime: string;
  endTime: string;
}

export interface DaySchedule {
  date: string;
  timeZone: string;
  closed: boolean;
  /** Wall-clock opening and closing ("24:00" for midnight at the end of the day). */
  opensAt: string | null;
  closesAt: string | null;
  slots: Slot[];
}

/**
 * The instant a wall-clock time of a date has in the zone; 1440 minutes is the next midnight. A time
 * the spring change skips moves forward by the gap, as clocks do; a time the autumn change repeats is
 * its first occurrence (see wallClockMillis).
 */
export function wallClock(date: string, minutes: number, timeZone: string): Date {
  return new Date(wallClockMillis(date, minutes, timeZone));
}

/**
 * The instant a venue date begins (its midnight in the zone), remembered: availability asks for it on
 * every request. A pure function of its inputs.
 */
export function venueMidnight(date: string, timeZone: string): Date {
  const key = `${timeZone}|${date}`;
  const known = midnightCache.get(key);
  if (known) return new Date(known);
  const at = wallClockMillis(date, 0, timeZone);
  midnightCache.set(key, at);
  return new Date(at);
}

const midnightCache = new BoundedMap<string, number>(2000);

const label = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Hourly slots from opening to closing on one date in the venue's zone. Hours are added as real
 * elapsed hours, so the spring-forward day has one slot fewer and the autumn day one more.
 */
export function daySchedule(settings: OpeningHours, date: string): DaySchedule {
  const zone = settings.timeZone;
  // A calendar date's weekday is the same in every zone: plain UTC arithmetic, no luxon before the cache.
  const weekday = WEEKDAY_FIELDS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7];
  const opening = settings[`${weekday}OpeningTimeInMins`];
  const closing = settings[`${weekday}ClosingTimeInMins`];
  // A pure function of these four values, and luxon's zone arithmetic is the costly part of an
  // availability answer: remember recent days (bounded, oldest forgotten first).
  const key = `${zone}|${date}|${opening}|${closing}`;
  const known = scheduleCache.get(key);
  if (known) return known;
  const schedule = computeSchedule(zone, date, opening, closing);
  scheduleCache.set(key, schedule);
  return schedule;
}

const scheduleCache = new BoundedMap<string, DaySchedule>(2000);

function computeSchedule(zone: string, date: string, opening: number, closing: number): DaySchedule {
  if (opening >= closing) return { date, timeZone: zone, closed: true, opensAt: null, closesAt: null, slots: [] };

  const open = wallClockMillis(date, opening, zone);
  const close = wallClockMillis(date, closing, zone);
  const slots: Slot[] = [];
  for (let start = open; start + HOUR <= close; start += HOUR) {
    const end = start + HOUR;
    const startsAt = new Date(start);
    const endsAt = new Date(end);
    slots.push({
      index: slots.length,
      startsAt,
      endsAt,
      startsAtIso: startsAt.toISOString(),
      endsAtIso: endsAt.toISOString(),
      startTime: venueWallClock(startsAt, zone).time,
      endTime: end === close && closing === 1440 ? '24:00' : venueWallClock(endsAt, zone).time,
    });
  }
  return { date, timeZone: zone, closed: slots.length === 0, opensAt: label(opening), closesAt: label(closing), slots };
}

const HOUR = 3_600_000;
const DAY = 86_400_000;

/**
 * wallClock's instant as epoch ms, from the zone's remembered offsets: no luxon (the booking path asks
 * for a day's schedule on first use of each date). A time the spring change skips moves forward by
 * the gap, as luxon did; a time the autumn change repeats is its first occurrence (luxon picked by
 * the offset in force on the day it ran, so the same call could answer differently in July and in
 * January).
 */
export function wallClockMillis(date: string, minutes: number, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return localToInstant(Date.UTC(year, month - 1, day) + minutes * 60_000, timeZone);
}

/**
 * The instant at the same venue wall-clock time `days` calendar days later (earlier when negative),
 * as luxon's `plus({ days })` in the zone gives it; a repeated time is its first occurrence.
 */
export function sameTimeDaysLater(at: Date, days: number, timeZone: string): Date {
  const local = at.getTime() + offsetMinutes(at.getTime(), timeZone) * 60_000;
  return new Date(localToInstant(local + days * DAY, timeZone));
}

/**
 * The instant a local wall-clock reading (epoch ms as if the zone were UTC) stands for. Zones change
 * offset at most once within a day of any instant, so the offsets a day either side are the only
 * candidates: one that reads back as itself is the answer (the earlier of two), and when neither
 * does the time was skipped, and is read with the offset before the change (moved forward by the gap).
 */
function localToInstant(local: number, timeZone: string): number {
  const before = offsetMinutes(local - DAY, timeZone);
  const after = offsetMinutes(local + DAY, timeZone);
  const candidates = [local - before * 60_000, local - after * 60_000].filter((at, i) => offsetMinutes(at, timeZone) === (i === 0 ? before : after));
  if (candidates.length > 0) return Math.min(...candidates);
  return local - Math.min(before, after) * 60_000;
}

/**
 * The venue's wall clock at an instant: its date and 24-hour time there. Lists of bookings write
 * both for every row, and luxon's zone arithmetic (a formatToParts per offset, several per
 * conversion) cost more than the rest of such a read. The zone's offset is remembered per quarter
 * hour of UTC (every transition since zones left local mean time, in the 19th century, falls on one),
 * so a conversion is arithmetic.
 */
export function venueWallClock(at: Date, timeZone: string): { date: string; time: string } {
  const local = new Date(at.getTime() + offsetMinutes(at.getTime(), timeZone) * 60_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

const QUARTER_HOUR = 900_000;
/** About three years of quarter hours for one zone. */
const offsetCache = new BoundedMap<string, number>(100_000);
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function offsetMinutes(epoch: number, timeZone: string): number {
  const key = `${timeZone}|${Math.floor(epoch / QUARTER_HOUR)}`;
  const known = offsetCache.get(key);
  if (known !== undefined) return known;
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    offsetFormats.set(timeZone, format);
  }
  const start = Math.floor(epoch / QUARTER_HOUR) * QUARTER_HOUR;
  const parts = Object.fromEntries(format.formatToParts(start).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  const offset = Math.round((asUtc - start) / 60_000);
  offsetCache.set(key, offset);
  return offset;
}

/** Per zone, the venue day last asked about and the instants it spans: most requests fall inside it. */
const currentDays = new Map<string, { date: string; startsAt: number; endsAt: number }>();

/** Today's date in the venue's zone. */
export function venueToday(now: Date, timeZone: string): string {
  const at = now.getTime();
  const known = currentDays.get(timeZone);
  if (known && at >= known.startsAt && at < known.endsAt) return known.date;
  const { date } = venueWallClock(now, timeZone);
  currentDays.set(timeZone, { date, startsAt: venueMidnight(date, timeZone).getTime(), endsAt: venueMidnight(addDays(date, 1), timeZone).getTime() });
  return date;
}

/** The calendar date `days` after a date (no zone involved: calendar arithmetic). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The last date members may book: today plus the window (a 7-day window on a Monday reaches next Monday). */
export function lastBookableDate(now: Date, timeZone: string, windowDays: number): string {
  // Asked on every availability read, for the same today and window: remembered.
  const today = venueToday(now, timeZone);
  const key = `${today}|${windowDays}`;
  let last = lastDates.get(key);
  if (last === undefined) {
    last = addDays(today, windowDays);
    lastDates.set(key, last);
  }
  return last;
}

const lastDates = new BoundedMap<string, string>(100);

/**
 * Intl formats by locale, zone and style, made once: luxon built a new one for every zone name it
 * wrote, and these descriptions are written for every order line, e-mail and calendar file. The
 * options are luxon's own for the tokens these functions used to format with (venue-time.test.ts
 * holds the two readings equal).
 */
const formats = new Map<string, Intl.DateTimeFormat>();
const FORMAT_OPTIONS = {
  longDay: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  time: { hour: 'numeric', minute: 'numeric' },
  dayAndTime: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: 'numeric' },
  zoneName: { timeZoneName: 'short', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' },
  shortWeekday: { weekday: 'short' },
  shortMonth: { month: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

function format(locale: Locale, timeZone: string, style: keyof typeof FORMAT_OPTIONS): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${style}`;
  let known = formats.get(key);
  if (!known) {
    known = new Intl.DateTimeFormat(locale, { ...FORMAT_OPTIONS[style], timeZone });
    formats.set(key, known);
  }
  return known;
}

/** One part of an instant as a format writes it ("EST", "sam.", "nov."). */
const part = (locale: Locale, timeZone: string, style: keyof typeof FORMAT_OPTIONS, at: Date, type: Intl.DateTimeFormatPartTypes) =>
  format(locale, timeZone, style)
    .formatToParts(at)
    .find((piece) => piece.type === type)?.value ?? '';

/** "9:00 a.m." in en-CA, "9 h" or "9 h 30" in fr-CA. */
export const clockTime = (at: Date, timeZone: string, locale: Locale) => formatDateText(format(locale, timeZone, 'time'), at, locale);
/** "EST", "HAE": the zone's short name at that instant. */
const zoneName = (at: Date, timeZone: string, locale: Locale) => part(locale, timeZone, 'zoneName', at, 'timeZoneName');

/**
 * "Sunday, March 8, 2026, 9:00 a.m. – 11:00 a.m. EDT" for e-mails and the calendar file; in fr-CA
 * "dimanche 8 mars 2026, 9 h – 11 h HAE".
 */
export function describePeriod(startsAt: Date, endsAt: Date, timeZone: string, locale: Locale = 'en-CA'): string {
  const day = formatDateText(format(locale, timeZone, 'longDay'), startsAt, locale);
  return `${day}, ${clockTime(startsAt, timeZone, locale)} – ${clockTime(endsAt, timeZone, locale)} ${zoneName(endsAt, timeZone, locale)}`;
}

/** "Saturday, March 7, 2026 at 9:00 a.m. EST"; in fr-CA "samedi 7 mars 2026 à 9 h HNE". */
export function describeInstant(at: Date, timeZone: string, locale: Locale = 'en-CA'): string {
  // French: Intl joins the date and the time itself ("… 2026 à 9 h"); the English is pinned as it was.
  if (locale !== 'en-CA') return `${formatDateText(format(locale, timeZone, 'dayAndTime'), at, locale)} ${zoneName(at, timeZone, locale)}`;
  return `${format(locale, timeZone, 'longDay').format(at)} at ${clockTime(at, timeZone, locale)} ${zoneName(at, timeZone, locale)}`;
}

/**
 * An order line's description for a court: "Court 3 · Sat 14 Nov 2026 · 6:00–8:00 p.m." in the
 * venue's zone; in fr-CA "Terrain 3 · sam. 14 nov. 2026 · 18 h – 20 h" ("1er nov." on the first).
 */
export function describeCourtLine(court: number, startsAt: Date, endsAt: Date, timeZone: string, locale: Locale = 'en-CA'): string {
  const [year, , date] = venueWallClock(startsAt, timeZone).date.split('-').map(Number);
  const dayOfMonth = locale === 'fr-CA' && date === 1 ? '1er' : String(date);
  const day = `${part(locale, timeZone, 'shortWeekday', startsAt, 'weekday')} ${dayOfMonth} ${part(locale, timeZone, 'shortMonth', startsAt, 'month')} ${String(year).padStart(4, '0')}`;
  const from = clockTime(startsAt, timeZone, locale);
  const to = clockTime(endsAt, timeZone, locale);
  if (locale !== 'en-CA') return translator(locale)('receipt.courtLine', { court, day, from, to });
  const meridiem = (at: Date) => (Number(venueWallClock(at, timeZone).time.slice(0, 2)) < 12 ? 'a.m.' : 'p.m.');
  return `Court ${court} · ${day} · ${meridiem(startsAt) === meridiem(endsAt) ? from.replace(/\s*[ap]\.m\.$/, '') : from}–${to}`;
}
