/**
 * The bookings API's shapes as the booking machines hold them (docs/orders-and-payments.md).
 * Machines import nothing from src/, so they keep their own copy; src/lib/api/bookings-types.ts is
 * structurally the same. Money in integer cents (CAD).
 */
export type BookingStatus = 'held' | 'confirmed' | 'cancelled' | 'expired' | 'blocked';
export type RefundKind = 'full' | 'none';
export type BookingScope = 'upcoming' | 'past';

interface CancellationPolicy {
  cancellationCutoffHours: number;
  refundBeforeCutoff: RefundKind;
  refundAfterCutoff: RefundKind;
}

export interface Booking {
  id: number;
  court: number;
  date: string;
  /** The venue's zone the date and times are in. */
  timeZone: string;
  startTime: string;
  endTime: string;
  startsAt: string;
  endsAt: string;
  hours: number;
  status: BookingStatus;
  source: 'online' | 'desk' | 'maintenance' | 'program';
  /** Before tax. */
  priceCents: number;
  /** What its order line charged, tax included (the member's own list answers it); null or absent elsewhere. */
  totalCents?: number | null;
  currency: 'CAD';
  orderId: string | null;
  policy: CancellationPolicy | null;
  holdExpiresAt: string | null;
  checkoutUrl: string | null;
  walkInName: string | null;
  blockReason: string | null;
  /** A program session's court block: the session (staff open its roster). */
  sessionId?: number | null;
  cancelledAt: string | null;
  /** Why, as a code the app words (cancelled_by_member, cancelled_by_staff, block_removed_by_staff); null when staff typed it. */
  cancelReasonCode?: string | null;
  /** Staff's own words (or, with a code, its English words for older clients). */
  cancelReason: string | null;
  createdAt: string;
}

export interface CancellationTerms {
  bookingId: number;
  cancellable: boolean;
  reason: string | null;
  refund: RefundKind;
  refundAmountCents: number;
  currency: 'CAD';
  startsAt: string;
  cutoffAt: string | null;
  policy: CancellationPolicy | null;
  message: string;
}

export interface CancelResult {
  booking: Booking;
  refund: { id: number; amountCents: number; currency: 'CAD'; status: 'succeeded' | 'pending' | 'failed' } | null;
}

export interface StaffBooking extends Booking {
  who: { kind: 'member' | 'walk-in' | 'maintenance' | 'program'; userId?: number; name: string; email?: string | null };
  live: boolean;
  order: { id: string; status: string; provider: string; amountCents: number; paidCents: number; refundedCents: number } | null;
}

export interface StaffDay {
  date: string;
  timeZone: string;
  closed: boolean;
  opensAt: string | null;
  closesAt: string | null;
  courts: number[];
  /** Per hour, the free courts members are offered online; the other free courts are kept for the desk. */
  slots: { index: number; startTime: string; endTime: string; startsAt: string; endsAt: string; onlineCourts: number[] }[];
  grid: { court: number; cells: (number | null)[] }[];
  bookings: StaffBooking[];
  totals: { confirmedBookings: number; paidCents: number; refundedCents: number };
}

type StaffSlot = { date: string; startTime: string; hours: number; court: number | 'any' };
export type StaffBookingRequest =
  | ({ kind: 'member'; userId: number } & StaffSlot)
  | ({ kind: 'walk-in'; name: string; email?: string } & StaffSlot)
  | ({ kind: 'block'; reason: string } & StaffSlot);
