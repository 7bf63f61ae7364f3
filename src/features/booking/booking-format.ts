import type { DayAvailability } from '@machines/booking/booking-selection';
import { formatDate } from '@/lib/venue-time';

/** Why nothing on this day can be booked, or null when something can. */
export function dayNotice(day: DayAvailability): string | null {
  if (day.closed) return `The venue is closed on ${formatDate(day.date)}. Please choose another day.`;
  if (day.slots.length && day.slots.every((slot) => slot.reason === 'beyond-window')) {
    const to = day.bookableDates?.to;
    return `Bookings for ${formatDate(day.date)} are not open yet.${to ? ` You can book up to ${formatDate(to)}.` : ''}`;
  }
  if (day.slots.length && day.slots.every((slot) => slot.reason === 'past')) return `Every hour on ${formatDate(day.date)} has already started.`;
  if (day.slots.length && day.slots.every((slot) => !slot.bookable)) return `Every court is taken on ${formatDate(day.date)}. Please try another day.`;
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
