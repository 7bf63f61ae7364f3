import type { DayAvailability, DaySlot } from '@machines/booking';
import type { MessageId, Translate } from '@/i18n/translate';
import { currentLocale } from '@/lib/venue-clock';
import { formatDate, formatTime } from '@/lib/venue-time';

// A day's availability in words (the grid's cells, the day's notices); a member's own bookings are worded in my-bookings/booking-format.ts.

/** Why nothing on this day can be booked, or null when something can. */
export function dayNotice(t: Translate, day: DayAvailability): string | null {
  const date = formatDate(day.date);
  if (day.closed) return t('booking.day.closed', { date });
  if (day.slots.length && day.slots.every((slot) => slot.reason === 'beyond-window')) {
    const to = day.bookableDates?.to;
    const notOpen = t('booking.day.notOpenYet', { date });
    return to ? `${notOpen} ${t('booking.day.bookUpTo', { date: formatDate(to) })}` : notOpen;
  }
  if (day.slots.length && day.slots.every((slot) => slot.reason === 'past')) return t('booking.day.allStarted', { date });
  if (day.slots.length && day.slots.every((slot) => !slot.bookable)) return t('booking.day.allTaken', { date });
  return null;
}

/** A grid cell's state, as its accessible name says it. */
export type CellStatus = 'available' | 'selected' | 'taken' | NonNullable<DaySlot['reason']>;

const CELL_STATUS: Record<CellStatus, MessageId> = {
  available: 'booking.grid.status.available',
  selected: 'booking.grid.status.selected',
  past: 'booking.grid.status.past',
  'beyond-window': 'booking.grid.status.beyondWindow',
  full: 'booking.grid.status.unavailable',
  taken: 'booking.grid.status.unavailable',
};

export const cellStatusText = (t: Translate, status: CellStatus) => t(CELL_STATUS[status]);

/** "9:00 a.m. to 10:00 a.m." / "9 h 00 à 10 h 00". */
export const timeSpanText = (t: Translate, span: { startsAt: string; endsAt: string }, zone: string) =>
  t('booking.common.timeSpan', { start: formatTime(span.startsAt, zone), end: formatTime(span.endsAt, zone) });

/**
 * Courts that no hour of the day offers online (the venue keeps some for the desk and drop-ins),
 * named so a member knows why they show no free hours: "Courts 5 and 6 are …", or null.
 */
export function courtsKeptForDeskNote(t: Translate, day: DayAvailability): string | null {
  if (day.staffView || day.closed || !day.slots.some((slot) => slot.bookable)) return null;
  const offered = new Set(day.slots.flatMap((slot) => slot.openCourts));
  const kept = Array.from({ length: day.numberOfCourts }, (_, i) => i + 1).filter((court) => !offered.has(court));
  if (kept.length === 0) return null;
  const courts = new Intl.ListFormat(currentLocale(), { type: 'conjunction' }).format(kept.map(String));
  return t('booking.day.courtsKeptForDesk', { count: kept.length, courts });
}
