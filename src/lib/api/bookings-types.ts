/** Shapes of the bookings and payments API (docs/bookings-and-payments.md). Money in cents (CAD). */
export type BookingStatus = 'held' | 'confirmed' | 'cancelled' | 'expired' | 'blocked';
export type BookingSource = 'online' | 'desk' | 'maintenance';

export interface CancellationPolicy {
  cancellationCutoffHours: number;
  refundBeforeCutoff: 'full' | 'none';
  refundAfterCutoff: 'full' | 'none';
}

export interface Booking {
  id: number;
  court: number;
  date: string;
  startTime: string;
  endTime: string;
  startsAt: string;
  endsAt: string;
  hours: number;
  status: BookingStatus;
  source: BookingSource;
  priceCents: number;
  currency: 'CAD';
  orderId: string | null;
  policy: CancellationPolicy | null;
  holdExpiresAt: string | null;
  checkoutUrl: string | null;
  walkInName: string | null;
  blockReason: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  createdAt: string;
}

export interface AvailabilitySlot {
  index: number;
  startTime: string;
  endTime: string;
  startsAt: string;
  endsAt: string;
  openCourts: number[];
  bookable: boolean;
  reason: 'past' | 'beyond-window' | 'full' | null;
}

export interface Availability {
  date: string;
  timeZone: string;
  closed: boolean;
  opensAt: string | null;
  closesAt: string | null;
  numberOfCourts: number;
  staffView: boolean;
  price: { perHourCents: number; kind: 'member' | 'default'; memberPerHourCents: number; defaultPerHourCents: number; currency: 'CAD' };
  bookableDates: { from: string; to: string } | null;
  rules: { maxBookingHours: number; cancellationCutoffHours: number; checkoutHoldMinutes: number };
  slots: AvailabilitySlot[];
}

export interface BookingRequest {
  date: string;
  /** "HH:mm"; or startsAt (ISO) for the repeated autumn hour. */
  startTime?: string;
  startsAt?: string;
  hours: number;
  court: number | 'any';
}

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

export type CheckoutOutcomeStatus = 'confirmed' | 'pending' | 'failed' | 'cancelled';

export interface CheckoutOutcome {
  status: CheckoutOutcomeStatus;
  message: string;
  orderId: string;
  orderStatus: string;
  amountCents: number;
  currency: 'CAD';
  holdExpiresAt: string | null;
  bookings: Booking[];
}

export interface CancellationTerms {
  bookingId: number;
  cancellable: boolean;
  reason: string | null;
  refund: 'full' | 'none';
  refundAmountCents: number;
  currency: 'CAD';
  startsAt: string;
  cutoffAt: string | null;
  policy: CancellationPolicy | null;
  message: string;
}

export interface Refund {
  id: number;
  amountCents: number;
  currency: 'CAD';
  status: 'succeeded' | 'pending' | 'failed';
}

export interface CancelResult {
  booking: Booking;
  refund: Refund | null;
}

export interface Order {
  id: string;
  userId: number | null;
  status: string;
  provider: string;
  amountCents: number;
  currency: 'CAD';
  description: string;
  providerSessionId: string | null;
  providerPaymentId: string | null;
  holdExpiresAt: string | null;
  createdAt: string;
  bookings: Booking[];
  payments: { id: number; provider: string; providerPaymentId: string; amountCents: number; currency: 'CAD'; createdAt: string }[];
  refunds: { id: number; bookingId: number; amountCents: number; currency: 'CAD'; status: string; reason: string; providerRefundId: string | null; createdAt: string }[];
  history: { status: string; note: string; at: string }[];
}

export interface StaffBooking extends Booking {
  who: { kind: 'member' | 'walk-in' | 'maintenance'; userId?: number; name: string; email?: string | null };
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
  slots: Omit<AvailabilitySlot, 'openCourts' | 'bookable' | 'reason'>[];
  grid: { court: number; cells: (number | null)[] }[];
  bookings: StaffBooking[];
  totals: { confirmedBookings: number; paidCents: number; refundedCents: number };
}

type Slot = { date: string; startTime: string; hours: number; court: number | 'any' };
export type StaffBookingRequest =
  | ({ kind: 'member'; userId: number } & Slot)
  | ({ kind: 'walk-in'; name: string; email?: string } & Slot)
  | ({ kind: 'block'; reason: string } & Slot);

export interface BookingRules {
  maxBookingHours: number;
  maxUpcomingBookingsPerMember: number;
  cancellationCutoffHours: number;
  checkoutHoldMinutes: number;
  effectiveCheckoutHoldMinutes: number;
  updatedAt: string;
}
