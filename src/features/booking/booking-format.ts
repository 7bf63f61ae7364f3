import { DateTime } from 'luxon';
import type { DayAvailability, DaySlot } from '@machines/booking/booking-selection';

const inZone = (iso: string, zone: string) => DateTime.fromISO(iso).setZone(zone).setLocale('en-CA');

/** "9:00 a.m." in the venue's zone (the autumn day's two 1:00 a.m. hours read the same, as clocks do). */
export const timeLabel = (iso: string, zone: string) => inZone(iso, zone).toLocaleString(DateTime.TIME_SIMPLE);

/** "9:00 a.m. to 10:00 a.m." */
export const slotLabel = (slot: Pick<DaySlot, 'startsAt' | 'endsAt'>, zone: string) =>
  `${timeLabel(slot.startsAt, zone)} to ${timeLabel(slot.endsAt, zone)}`;

/** "Tuesday, March 3, 2026" for a YYYY-MM-DD venue date. */
export const dateLabel = (date: string) => DateTime.fromISO(date, { zone: 'utc' }).setLocale('en-CA').toFormat('cccc, MMMM d, yyyy');

/** YYYY-MM-DD today in the venue's zone (before the first answer tells us the zone, the default one). */

// Calendar-day arithmetic lives with the booking machines' shapes.
export { shiftDate } from '@machines/shared/iso-date';

/** Why nothing on this day can be booked, or null when something can. */
export function dayNotice(day: DayAvailability): string | null {
  if (day.closed) return `The venue is closed on ${dateLabel(day.date)}. Please choose another day.`;
  if (day.slots.length && day.slots.every((slot) => slot.reason === 'beyond-window')) {
    const to = day.bookableDates?.to;
    return `Bookings for ${dateLabel(day.date)} are not open yet.${to ? ` You can book up to ${dateLabel(to)}.` : ''}`;
  }
  if (day.slots.length && day.slots.every((slot) => slot.reason === 'past')) return `Every hour on ${dateLabel(day.date)} has already started.`;
  if (day.slots.length && day.slots.every((slot) => !slot.bookable)) return `Every court is taken on ${dateLabel(day.date)}. Please try another day.`;
  return null;
}

export const CELL_STATUS: Record<string, string> = {
  available: 'available',
  selected: 'selected',
  past: 'already started',
  'beyond-window': 'not open for booking yet',
  full: 'unavailable',
  taken: 'unavailable',
};

/**
 * Courts that no hour of the day offers online (the venue keeps some for the desk and drop-ins),
 * named so a member knows why they show no free hours: "Courts 5 and 6 are …", or null.
 */
export function courtsKeptForDeskNote(day: DayAvailability): string | null {
  if (day.staffView || day.closed || !day.slots.some((slot) => slot.bookable)) return null;
  const offered = new Set(day.slots.flatMap((slot) => slot.openCourts));
  const kept = Array.from({ length: day.numberOfCourts }, (_, i) => i + 1).filter((court) => !offered.has(court));
  if (kept.length === 0) return null;
  const names = kept.length === 1 ? `Court ${kept[0]} is` : `Courts ${kept.slice(0, -1).join(', ')} and ${kept.at(-1)} are`;
  return `${names} not offered online on this day: ask at the front desk.`;
}
