import type { BookingStatus, StaffBooking } from '@machines/booking/booking-shapes';
import type { MessageId, Translate } from '@/i18n/translate';

/** Who holds a court, as the desk says it. */
export function whoLabel(t: Translate, booking: StaffBooking): string {
  if (booking.who.kind === 'maintenance') return t('booking.overview.who.maintenance', { name: booking.who.name });
  if (booking.who.kind === 'walk-in') return t('booking.overview.who.walkIn', { name: booking.who.name });
  return booking.who.name; // a member's name, or a program session's title
}

/** A program session's roster (staff). */
export const rosterPath = (sessionId: number) => `/admin/bookings-overview/sessions/${sessionId}`;

export const STATUS_LABELS: Record<BookingStatus, MessageId> = {
  held: 'booking.overview.status.held',
  confirmed: 'booking.overview.status.confirmed',
  cancelled: 'booking.overview.status.cancelled',
  expired: 'booking.overview.status.expired',
  blocked: 'booking.overview.status.blocked',
};

export const STATUS_COLOURS: Record<BookingStatus, 'success' | 'warning' | 'subtle' | 'informative'> = {
  held: 'warning',
  confirmed: 'success',
  cancelled: 'subtle',
  expired: 'subtle',
  blocked: 'informative',
};
