import type { Availability, AvailabilitySlot, Booking, BookingHold, CheckoutOutcome } from '@/lib/api/bookings-types';

const hh = (hour: number) => String(hour).padStart(2, '0');

/** An hour of 2026-03-03 in Toronto (EST, UTC−5). */
export function slot(index: number, hour: number, openCourts: number[], reason: AvailabilitySlot['reason'] = null): AvailabilitySlot {
  return {
    index,
    startTime: `${hh(hour)}:00`,
    endTime: `${hh(hour + 1)}:00`,
    startsAt: `2026-03-03T${hh(hour + 5)}:00:00.000Z`,
    endsAt: `2026-03-03T${hh(hour + 6)}:00:00.000Z`,
    openCourts,
    bookable: reason === null,
    reason,
  };
}

/** Tuesday 3 March 2026, 07:00–11:00, three courts, for a logged-in account without a membership. */
export function availability(overrides: Partial<Availability> = {}): Availability {
  return {
    date: '2026-03-03',
    timeZone: 'America/Toronto',
    closed: false,
    opensAt: '07:00',
    closesAt: '11:00',
    numberOfCourts: 3,
    staffView: false,
    price: { perHourCents: 3000, kind: 'default', memberPerHourCents: 2000, defaultPerHourCents: 3000, currency: 'CAD' },
    bookableDates: { from: '2026-03-01', to: '2026-03-15' },
    rules: { maxBookingHours: 3, cancellationCutoffHours: 24, checkoutHoldMinutes: 15 },
    slots: [slot(0, 7, [], 'past'), slot(1, 8, [1, 2, 3]), slot(2, 9, [2, 3]), slot(3, 10, [3])],
    ...overrides,
  };
}

export function booking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 1,
    court: 2,
    date: '2026-03-03',
    startTime: '08:00',
    endTime: '10:00',
    startsAt: '2026-03-03T13:00:00.000Z',
    endsAt: '2026-03-03T15:00:00.000Z',
    hours: 2,
    status: 'held',
    source: 'online',
    priceCents: 6000,
    currency: 'CAD',
    orderId: 'order-1',
    policy: { cancellationCutoffHours: 24, refundBeforeCutoff: 'full', refundAfterCutoff: 'none' },
    holdExpiresAt: '2026-03-01T17:15:00.000Z',
    checkoutUrl: 'http://localhost:3000/api/payments/local/checkout/lcs_1',
    walkInName: null,
    blockReason: null,
    cancelledAt: null,
    cancelReason: null,
    createdAt: '2026-03-01T17:00:00.000Z',
    ...overrides,
  };
}

export function hold(overrides: Partial<BookingHold> = {}): BookingHold {
  return {
    status: 'held',
    orderId: 'order-1',
    booking: booking(),
    amountCents: 6000,
    currency: 'CAD',
    price: { perHourCents: 3000, kind: 'default' },
    checkoutUrl: 'http://localhost:3000/api/payments/local/checkout/lcs_1',
    sessionId: 'lcs_1',
    expiresAt: '2026-03-01T17:15:00.000Z',
    ...overrides,
  };
}

export function outcome(status: CheckoutOutcome['status'], message: string): CheckoutOutcome {
  const live = status === 'confirmed' || status === 'pending';
  return {
    status,
    message,
    orderId: 'order-1',
    orderStatus: status === 'confirmed' ? 'paid' : status === 'pending' ? 'awaiting_payment' : status,
    amountCents: 6000,
    currency: 'CAD',
    holdExpiresAt: status === 'pending' ? '2026-03-01T17:15:00.000Z' : null,
    bookings: [booking({ status: live ? (status === 'confirmed' ? 'confirmed' : 'held') : 'expired' })],
  };
}

export const CONFIRMED_MESSAGE = 'Your booking is confirmed. A receipt with a calendar file is on its way by e-mail.';
export const PENDING_MESSAGE = 'We are waiting for the payment provider to confirm your payment.';
export const CANCELLED_MESSAGE = 'You cancelled the checkout: the court was released and nothing was charged.';
