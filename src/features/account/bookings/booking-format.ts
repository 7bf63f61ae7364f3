import { DateTime } from 'luxon';
import type { BookingStatus } from '@machines/booking-shapes';
import { DEFAULT_TIME_ZONE } from '@/lib/time';

const at = (iso: string, zone: string) => DateTime.fromISO(iso).setZone(zone).setLocale('en-CA');

/** "Tuesday, March 3, 2026" in the venue's zone. */
export const formatBookingDate = (startsAt: string, zone = DEFAULT_TIME_ZONE) =>
  at(startsAt, zone).toLocaleString({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/** "9:00 a.m. – 11:00 a.m." in the venue's zone. */
export const formatTimeRange = (startsAt: string, endsAt: string, zone = DEFAULT_TIME_ZONE) =>
  `${at(startsAt, zone).toLocaleString(DateTime.TIME_SIMPLE)} – ${at(endsAt, zone).toLocaleString(DateTime.TIME_SIMPLE)}`;

/** "March 1, 2026, 12:15 p.m." in the venue's zone. */
export const formatInstant = (iso: string, zone = DEFAULT_TIME_ZONE) =>
  at(iso, zone).toLocaleString({ month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

export const STATUS_LABELS: Record<BookingStatus, string> = {
  held: 'Awaiting payment',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  expired: 'Expired',
  blocked: 'Blocked',
};

export const STATUS_COLOURS: Record<BookingStatus, 'success' | 'warning' | 'subtle' | 'danger' | 'informative'> = {
  held: 'warning',
  confirmed: 'success',
  cancelled: 'subtle',
  expired: 'subtle',
  blocked: 'informative',
};
