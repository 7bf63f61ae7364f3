import { addDays } from '../lib/venue-time.js';

/**
 * The statutory and common public holidays of a Canadian venue (federal, Ontario, and the days most
 * provinces share), with the weekday a weekend holiday is observed on: the demo keeps its programs
 * off them (docs/decisions.md, "Demo programs on ordinary days"). Dates are calendar dates YYYY-MM-DD.
 */

/** 0 = Sunday … 6 = Saturday, as the rest of the product numbers weekdays. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

const iso = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The `nth` (1-based) `weekday` of a month. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  const first = iso(year, month, 1);
  return addDays(first, ((weekday - weekdayOf(first) + 7) % 7) + 7 * (nth - 1));
}

/** The Monday before May 25 (Victoria Day, and Quebec's Journée nationale des patriotes). */
const mondayBefore25May = (year: number) => addDays(iso(year, 5, 24), -((weekdayOf(iso(year, 5, 24)) + 6) % 7));

/** Easter Sunday (the anonymous Gregorian computus). */
function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(year, month, day);
}

/** A fixed-date holiday on a weekend is observed on the next weekday not already a holiday (Christmas on a Saturday: Monday, then Boxing Day on Tuesday). */
function observed(holidays: [string, string][]): [string, string][] {
  const taken = new Set(holidays.map(([date]) => date));
  const extra: [string, string][] = [];
  for (const [date, name] of holidays) {
    if (weekdayOf(date) !== 0 && weekdayOf(date) !== 6) continue;
    let day = addDays(date, 1);
    while (weekdayOf(day) === 0 || weekdayOf(day) === 6 || taken.has(day)) day = addDays(day, 1);
    taken.add(day);
    extra.push([day, `${name} (observed)`]);
  }
  return extra;
}

const byYear = new Map<number, Map<string, string>>();

/** The year's holidays by date, observed days included ("Christmas Day (observed)"). */
export function holidaysOf(year: number): Map<string, string> {
  const known = byYear.get(year);
  if (known) return known;
  const fixed: [string, string][] = [
    [iso(year, 1, 1), 'New Year’s Day'],
    [iso(year, 6, 24), 'Saint-Jean-Baptiste Day'],
    [iso(year, 7, 1), 'Canada Day'],
    [iso(year, 9, 30), 'National Day for Truth and Reconciliation'],
    [iso(year, 11, 11), 'Remembrance Day'],
    [iso(year, 12, 25), 'Christmas Day'],
    [iso(year, 12, 26), 'Boxing Day'],
  ];
  const moving: [string, string][] = [
    [nthWeekday(year, 2, 1, 3), 'Family Day'],
    [addDays(easter(year), -2), 'Good Friday'],
    [addDays(easter(year), 1), 'Easter Monday'],
    [mondayBefore25May(year), 'Victoria Day'],
    [nthWeekday(year, 8, 1, 1), 'Civic Holiday'],
    [nthWeekday(year, 9, 1, 1), 'Labour Day'],
    [nthWeekday(year, 10, 1, 2), 'Thanksgiving'],
  ];
  const holidays = new Map<string, string>([...fixed, ...moving, ...observed(fixed)]);
  byYear.set(year, holidays);
  return holidays;
}

/** The holiday a date is (or is observed on), or null. */
export const holidayOn = (date: string): string | null => holidaysOf(Number(date.slice(0, 4))).get(date) ?? null;

/** A day a demo program may fall on: no holiday, nor Christmas Eve or New Year's Eve (venues close early). */
export const isOrdinaryDay = (date: string) => holidayOn(date) === null && !date.endsWith('-12-24') && !date.endsWith('-12-31');
