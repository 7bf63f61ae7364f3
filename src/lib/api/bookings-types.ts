/**
 * Shapes of the bookings and payments API (docs/orders-and-payments.md). Money in cents (CAD).
 * The shapes the booking machines hold are declared once in machines/ (which import nothing from
 * src/); the client takes them from there and adds the ones only it uses.
 */
import type { Booking, DayAvailability, HoldRequest } from '@machines/booking';

export type { Booking, CancellationTerms, CancelResult, StaffBookingRequest, StaffDay } from '@machines/booking';

export type Availability = DayAvailability;
export type BookingRequest = HoldRequest;

export interface BookingHold {
  status: 'held' | 'confirmed';
  orderId: string;
  booking: Booking;
  amountCents: number;
  currency: 'CAD';
  price: { perHourCents: number; kind: 'member' | 'default' };
  checkoutUrl: string | null;
  sessionId: string | null;
  expiresAt: string | null;
}

export interface BookingRules {
  maxBookingHours: number;
  maxUpcomingBookingsPerMember: number;
  cancellationCutoffHours: number;
  checkoutHoldMinutes: number;
  effectiveCheckoutHoldMinutes: number;
  updatedAt: string;
}
