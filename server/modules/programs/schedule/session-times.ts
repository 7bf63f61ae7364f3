import { addDays, daySchedule, sameTimeDaysLater, venueWallClock, wallClock, type OpeningHours } from '../../../lib/venue-time.js';

// Calendar and clock arithmetic for program sessions, in the venue's zone. Pure, so the DST and
// closed-day rules are tested without a database.

/** How far ahead weekly templates are kept generated. */
export const GENERATION_WEEKS = 8;

/** "18:30" → 1110. */
export const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The instants of a wall-clock period on a venue date (18:00 stays 18:00 across a DST change). */
export function sessionInstants(date: string, startTime: string, endTime: string, timeZone: string) {
  return {
    startsAt: wallClock(date, minutesOf(startTime), timeZone),
    endsAt: wallClock(date, minutesOf(endTime), timeZone),
  };
}

/** 0 = Sunday … 6 = Saturday, as the spec numbers weekdays. */
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The dates from `from` to `to` (inclusive) falling on a weekday. */
export function weeklyDates(weekday: number, from: string, to: string): string[] {
  const dates: string[] = [];
  let date = addDays(from, (weekday - weekdayOf(from) + 7) % 7);
  while (date <= to) {
    dates.push(date);
    date = addDays(date, 7);
  }
  return dates;
}

/** Why a period cannot be scheduled on a date under the venue's hours, or null when it can. */
export function hoursProblem(settings: OpeningHours, date: string, startTime: string, endTime: string): 'closed' | 'outside_hours' | null {
  const day = daySchedule(settings, date);
  if (day.closed || !day.opensAt || !day.closesAt) return 'closed';
  if (minutesOf(startTime) < minutesOf(day.opensAt) || minutesOf(endTime) > minutesOf(day.closesAt)) return 'outside_hours';
  return null;
}

/** The venue's opening and closing ("HH:mm") on a weekday (0 = Sunday), or null when it is closed that day. */
export function hoursOnWeekday(settings: OpeningHours, weekday: number): { opensAt: string; closesAt: string } | null {
  // Any date with that weekday will do: hours are per weekday.
  const date = addDays('2024-01-07', weekday); // 2024-01-07 was a Sunday
  const day = daySchedule(settings, date);
  return day.closed || !day.opensAt || !day.closesAt ? null : { opensAt: day.opensAt, closesAt: day.closesAt };
}

/** When registration opens: a fixed instant, or N days before the start at the same wall-clock time. */
export function registrationOpensAt(program: { opensAt: Date | null; opensDaysBefore: number | null }, startsAt: Date, timeZone: string): Date {
  if (program.opensAt) return program.opensAt;
  // Written for every session a list shows: the zone's remembered offsets, not luxon.
  return sameTimeDaysLater(startsAt, -(program.opensDaysBefore ?? 0), timeZone);
}

/** "HH:mm" of an instant in the zone. */
export const wallTime = (at: Date, timeZone: string) => venueWallClock(at, timeZone).time;
