import { DateTime } from 'luxon';
import type { BookingStatus, StaffBooking } from '@machines/booking/booking-shapes';

/** Today's date in the venue's zone, "YYYY-MM-DD". */

/** "Tuesday, March 3, 2026" for a venue date. */
export const formatDayLong = (date: string) =>
  DateTime.fromISO(date).setLocale('en-CA').toLocaleString({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/** "9:00 a.m." in the venue's zone, as every other screen reads times. */
export const formatTime = (iso: string, zone: string) => DateTime.fromISO(iso).setZone(zone).setLocale('en-CA').toLocaleString(DateTime.TIME_SIMPLE);

/** "9:00 a.m. – 10:00 a.m." in the venue's zone. */
export const formatTimeSpan = (span: { startsAt: string; endsAt: string }, zone: string) =>
  `${formatTime(span.startsAt, zone)} – ${formatTime(span.endsAt, zone)}`;

/** Who holds a court, as the desk says it. */
export function whoLabel(booking: StaffBooking): string {
  if (booking.who.kind === 'maintenance') return `Maintenance: ${booking.who.name}`;
  if (booking.who.kind === 'walk-in') return `Walk-in: ${booking.who.name}`;
  return booking.who.name;
}

export const STATUS_LABELS: Record<BookingStatus, string> = {
  held: 'Held (awaiting payment)',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  expired: 'Expired',
  blocked: 'Blocked',
};

export const STATUS_COLOURS: Record<BookingStatus, 'success' | 'warning' | 'subtle' | 'informative'> = {
  held: 'warning',
  confirmed: 'success',
  cancelled: 'subtle',
  expired: 'subtle',
  blocked: 'informative',
};
