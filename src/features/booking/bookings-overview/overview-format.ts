import type { BookingStatus, StaffBooking } from '@machines/booking/booking-shapes';

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
