import type { Booking, CancellationTerms, StaffDay } from '@machines/booking/booking-shapes';
import type { DayAvailability, DaySlot } from '@machines/booking/booking-selection';

const hh = (hour: number) => String(hour).padStart(2, '0');

/** An hour of 2026-03-03 in Toronto (EST, UTC−5). */
export function slot(index: number, hour: number, openCourts: number[], reason: DaySlot['reason'] = null): DaySlot {
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

/** Tuesday 3 March 2026, 07:00–11:00, three courts: the first hour is over; court 3 is free all morning, court 1 only at 08:00. */
export function availability(overrides: Partial<DayAvailability> = {}): DayAvailability {
  return {
    date: '2026-03-03',
    timeZone: 'America/Toronto',
    closed: false,
    opensAt: '07:00',
    closesAt: '11:00',
    numberOfCourts: 3,
    staffView: false,
    price: { perHourCents: 3000, kind: 'default', memberPerHourCents: 2000, defaultPerHourCents: 3000, currency: 'CAD' },
    taxes: [],
    bookableDates: { from: '2026-03-01', to: '2026-03-15' },
    rules: { maxBookingHours: 3, cancellationCutoffHours: 24, checkoutHoldMinutes: 15 },
    slots: [slot(0, 7, [], 'past'), slot(1, 8, [1, 2, 3]), slot(2, 9, [2, 3]), slot(3, 10, [3])],
    ...overrides,
  };
}

export const booking = (overrides: Partial<Booking> = {}): Booking => ({
  id: 1,
  court: 1,
  date: '2026-03-03',
  timeZone: 'America/Toronto',
  startTime: '09:00',
  endTime: '11:00',
  startsAt: '2026-03-03T14:00:00.000Z',
  endsAt: '2026-03-03T16:00:00.000Z',
  hours: 2,
  status: 'confirmed',
  source: 'online',
  priceCents: 6000,
  currency: 'CAD',
  orderId: 'order-1',
  policy: { cancellationCutoffHours: 24, refundBeforeCutoff: 'full', refundAfterCutoff: 'none' },
  holdExpiresAt: null,
  checkoutUrl: null,
  walkInName: null,
  blockReason: null,
  cancelledAt: null,
  cancelReason: null,
  createdAt: '2026-03-01T17:00:00.000Z',
  ...overrides,
});

export const fullRefundTerms: CancellationTerms = {
  bookingId: 1,
  cancellable: true,
  reason: null,
  refund: 'full',
  refundAmountCents: 6000,
  currency: 'CAD',
  startsAt: '2026-03-03T14:00:00.000Z',
  cutoffAt: '2026-03-02T14:00:00.000Z',
  policy: { cancellationCutoffHours: 24, refundBeforeCutoff: 'full', refundAfterCutoff: 'none' },
  message: 'Cancel before Monday, March 2, 2026 at 9:00 a.m. EST for a full refund of $60.00.',
};

export const noRefundTerms: CancellationTerms = {
  ...fullRefundTerms,
  refund: 'none',
  refundAmountCents: 0,
  message: 'The free-cancellation cutoff passed on Monday, March 2, 2026 at 9:00 a.m. EST: cancelling now gives no refund.',
};

export const notCancellableTerms: CancellationTerms = {
  ...noRefundTerms,
  cancellable: false,
  reason: 'This booking has already started.',
  message: 'This booking has already started.',
};

/** 07:00–10:00, courts 1–2: Maya on court 1 09:00–10:00 (confirmed), a block on court 2 at 07:00, a cancelled walk-in. */
export const staffDay = (date = '2026-03-03'): StaffDay => ({
  date,
  timeZone: 'America/Toronto',
  closed: false,
  opensAt: '07:00',
  closesAt: '10:00',
  courts: [1, 2],
  slots: [
    // Every free court is offered online (the desk keeps none back).
    { index: 0, startTime: '07:00', endTime: '08:00', startsAt: `${date}T12:00:00.000Z`, endsAt: `${date}T13:00:00.000Z`, onlineCourts: [1] },
    { index: 1, startTime: '08:00', endTime: '09:00', startsAt: `${date}T13:00:00.000Z`, endsAt: `${date}T14:00:00.000Z`, onlineCourts: [1] },
    { index: 2, startTime: '09:00', endTime: '10:00', startsAt: `${date}T14:00:00.000Z`, endsAt: `${date}T15:00:00.000Z`, onlineCourts: [2] },
  ],
  grid: [
    { court: 1, cells: [null, null, 1] },
    { court: 2, cells: [2, 2, null] },
  ],
  bookings: [
    {
      ...booking({ id: 1, date, startTime: '09:00', endTime: '10:00', hours: 1, priceCents: 3000 }),
      who: { kind: 'member', userId: 3, name: 'Maya Member', email: 'member@example.com' },
      live: true,
      order: { id: 'order-1', status: 'paid', provider: 'local', amountCents: 3000, paidCents: 3000, refundedCents: 0 },
    },
    {
      ...booking({
        id: 2,
        court: 2,
        date,
        startTime: '07:00',
        endTime: '09:00',
        status: 'blocked',
        source: 'maintenance',
        priceCents: 0,
        orderId: null,
        blockReason: 'Net repair',
      }),
      who: { kind: 'maintenance', name: 'Net repair' },
      live: true,
      order: null,
    },
    {
      ...booking({
        id: 3,
        court: 2,
        date,
        startTime: '09:00',
        endTime: '10:00',
        hours: 1,
        status: 'cancelled',
        source: 'desk',
        priceCents: 3000,
        walkInName: 'Sam Walker',
      }),
      who: { kind: 'walk-in', name: 'Sam Walker', email: null },
      live: false,
      order: { id: 'order-3', status: 'refunded', provider: 'desk', amountCents: 3000, paidCents: 3000, refundedCents: 3000 },
    },
  ],
  totals: { confirmedBookings: 1, paidCents: 6000, refundedCents: 3000 },
});
