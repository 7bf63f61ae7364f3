import type { Booking, BookingHold, CheckoutOutcome } from '@/lib/api/bookings-types';

// The day the booking machines are tested with, shared with them.
export { availability, slot } from '../../machines/booking-fixtures';

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
