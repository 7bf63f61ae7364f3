/**
 * The staff view of an account in test data (machines/account/staff-account-shapes.ts), shared by
 * the machine and view tests: Maya Member (user 3) with an active membership paid in Order 1050, her
 * child Sam with none and her partner Alex whose membership has expired.
 */
import type { Memberships, PersonMembership } from '@machines/account/membership-shapes';
import type { AccountPlaces, AuditEntry } from '@machines/account/staff-account-shapes';
import type { Booking } from '@machines/booking/booking-shapes';
import type { Order } from '@machines/checkout/order-shapes';
import { booking } from '../booking/booking-fixtures';
import { anOrder, anOrderLine, HST } from '../checkout/order-fixtures';

export const USER_ID = 3;
export const MEMBERSHIP_ORDER_ID = 'order-membership';

export function aPerson(overrides: Partial<PersonMembership> = {}): PersonMembership {
  return {
    id: null,
    participant: { id: 'self', name: 'Maya Member' },
    status: 'none',
    validFrom: null,
    validUntil: null,
    renewableFrom: null,
    priceCents: 12000,
    canBuy: true,
    cancellableUntil: null,
    orderId: null,
    ...overrides,
  };
}

export const MAYA = aPerson({
  id: 11,
  status: 'active',
  validFrom: '2026-01-10',
  validUntil: '2027-01-09',
  renewableFrom: '2026-11-10',
  canBuy: false,
  orderId: MEMBERSHIP_ORDER_ID,
});
export const SAM = aPerson({ participant: { id: 5, name: 'Sam Member' } });
export const ALEX = aPerson({ participant: { id: 6, name: 'Alex Member' }, status: 'expired', validFrom: '2024-05-01', validUntil: '2025-04-30' });
export const PEOPLE = [MAYA, SAM, ALEX];
/** The staff memberships answer: the people and the tax a membership line carries (HST 13 %). */
export const MEMBERSHIPS: Memberships = { items: PEOPLE, taxes: [HST] };

/** Order 1050: Maya's membership, $120.00 + HST = $135.60, paid by card. */
export const MEMBERSHIP_LINE = anOrderLine({
  id: 21,
  product: 'membership',
  reference: '11',
  participant: { userId: USER_ID, name: 'Maya Member' },
  description: 'Annual membership — Maya Member · Jan 10, 2026 to Jan 9, 2027',
  unitPriceCents: 12000,
  quantity: 1,
  subtotalCents: 12000,
  taxes: [{ ...HST, amountCents: 1560 }],
  totalCents: 13560,
  startsAt: null,
  calendarUrl: null,
});
export const MEMBERSHIP_ORDER: Order = anOrder({ id: MEMBERSHIP_ORDER_ID, number: 1050, lines: [MEMBERSHIP_LINE], createdAt: '2026-01-10T15:00:00.000Z' });

/** What a desk sale for Sam and Alex answers: Order 1051, two lines, $271.20. */
export const DESK_SALE_ORDER: Order = anOrder({
  id: 'order-desk-sale',
  number: 1051,
  lines: [
    { ...MEMBERSHIP_LINE, id: 31, reference: '12', participant: { userId: USER_ID, name: 'Sam Member' }, description: 'Annual membership — Sam Member' },
    {
      ...MEMBERSHIP_LINE,
      id: 32,
      position: 1,
      reference: '13',
      participant: { userId: USER_ID, name: 'Alex Member' },
      description: 'Annual membership — Alex Member',
    },
  ],
});

export function anAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    at: '2026-11-20T15:30:00.000Z',
    staff: { id: 2, name: 'Ada Admin' },
    action: 'receipt.resent',
    detail: 'Resent the receipt of order #1050',
    params: { number: 1050 },
    reason: null,
    ...overrides,
  };
}

export const REFUND_ENTRY = anAuditEntry({
  id: 2,
  at: '2026-11-21T19:05:00.000Z',
  action: 'membership.refunded',
  detail: 'Refunded $135.60 on Annual membership — Maya Member; the membership ended',
  params: { name: 'Maya Member', amountCents: 13560, membershipId: 11, ended: 1 },
  reason: 'Moving away',
});

/** A booking as bookings/mine answers it (the staff list shows part of it): Court 2, Thu 3 Dec 2026, 8–10 a.m. */
export function aBookingRow(overrides: Partial<Booking> = {}): Booking {
  return booking({
    id: 7,
    court: 2,
    date: '2026-12-03',
    startTime: '08:00',
    endTime: '10:00',
    startsAt: '2026-12-03T13:00:00.000Z',
    endsAt: '2026-12-03T15:00:00.000Z',
    priceCents: 6780,
    orderId: 'order-booking',
    ...overrides,
  });
}

/**
 * Maya's household's places, upcoming: her own drop-in place (checked in to nothing yet), Sam's camp
 * (awaiting payment) and Alex waiting 2nd in line; all Toronto times.
 */
export const UPCOMING_PLACES: AccountPlaces = {
  registrations: [
    {
      id: 41,
      sessionId: 401,
      programId: 40,
      title: 'Drop-in',
      level: 'Intermediate 3.0–3.5',
      startsAt: '2026-12-01T23:00:00.000Z',
      endsAt: '2026-12-02T01:00:00.000Z',
      participantId: 'self',
      participantName: 'Maya Member',
      status: 'confirmed',
      sessionCancelled: false,
      attendance: null,
      priceCents: 800,
    },
  ],
  waitlist: [
    {
      id: 51,
      sessionId: 402,
      title: 'Drop-in',
      startsAt: '2026-12-02T23:00:00.000Z',
      endsAt: '2026-12-03T01:00:00.000Z',
      participantId: 6,
      participantName: 'Alex Member',
      position: 2,
      status: 'waiting',
      offerExpiresAt: null,
    },
  ],
  enrolments: [
    {
      id: 61,
      programId: 60,
      kind: 'camp',
      title: 'Winter break camp',
      startsAt: '2026-12-28T14:00:00.000Z',
      endsAt: '2026-12-30T17:00:00.000Z',
      sessionCount: 3,
      participantId: 5,
      participantName: 'Sam Member',
      status: 'held',
      programCancelled: false,
      priceCents: 20000,
      divisionName: null,
      partnerName: null,
    },
  ],
  timeZone: 'America/Toronto',
};

/** Past: Maya's tournament place (the tournament was cancelled) and Sam's drop-in place, marked a no-show. */
export const PAST_PLACES: AccountPlaces = {
  registrations: [
    {
      ...UPCOMING_PLACES.registrations[0],
      id: 42,
      sessionId: 399,
      startsAt: '2026-11-03T23:00:00.000Z',
      endsAt: '2026-11-04T01:00:00.000Z',
      participantId: 5,
      participantName: 'Sam Member',
      attendance: 'no_show',
    },
  ],
  waitlist: [],
  enrolments: [
    {
      ...UPCOMING_PLACES.enrolments[0],
      id: 62,
      programId: 63,
      kind: 'tournament',
      title: 'Fall open',
      startsAt: '2026-10-17T13:00:00.000Z',
      endsAt: '2026-10-17T22:00:00.000Z',
      sessionCount: 1,
      participantId: 'self',
      participantName: 'Maya Member',
      status: 'cancelled',
      programCancelled: true,
      divisionName: 'Mixed doubles 3.5',
      partnerName: 'Bob M.',
    },
  ],
  timeZone: 'America/Toronto',
};
