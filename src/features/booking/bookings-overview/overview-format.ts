import type { BookingStatus, StaffBooking } from '@machines/booking';
import type { MessageId, Translate } from '@/i18n/translate';
import { formatCad } from '@/lib/money';

/** Who holds a court, as the desk says it. */
export function whoLabel(t: Translate, booking: StaffBooking): string {
  if (booking.who.kind === 'maintenance') return t('booking.overview.who.maintenance', { name: booking.who.name });
  if (booking.who.kind === 'walk-in') return t('booking.overview.who.walkIn', { name: booking.who.name });
  return booking.who.name; // a member's name, or a program session's title
}

/** "$30.00, paid $30.00, refunded $10.00": what a booking costs and what became of the money (none for a block). */
export function moneyLine(t: Translate, booking: StaffBooking): string | null {
  if (booking.status === 'blocked') return null;
  const order = booking.order;
  const parts = [formatCad(booking.priceCents)];
  if (order) {
    parts.push(order.paidCents > 0 ? t('booking.dayGrid.paid', { amount: formatCad(order.paidCents) }) : t('booking.dayGrid.notPaid'));
    if (order.refundedCents > 0) parts.push(t('booking.dayGrid.refunded', { amount: formatCad(order.refundedCents) }));
  }
  return parts.join(', ');
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
