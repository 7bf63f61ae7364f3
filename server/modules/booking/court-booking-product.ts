import { z } from 'zod';
import type { Product } from '../checkout/products/index.js';
import { courtField, oneStart, slotChoice } from './booking-schemas.js';
import { COURT_BOOKING, type OnlineBookingInput } from './booking-context.js';
import type { CourtHolds } from './court-holds.js';

/** A court_booking line's fields: the same as the body of POST /api/bookings (date, start, hours, court or "any"). */
const courtBookingLine = z.strictObject({ ...slotChoice, court: courtField }).superRefine(oneStart);

/** Court rental as a product on the order registry; the booking rules live in CourtHolds. */
export function courtBookingProduct(bookings: CourtHolds): Product<OnlineBookingInput> {
  return {
    kind: COURT_BOOKING,
    input: courtBookingLine,
    hold: (ctx, input) => bookings.holdCourt(ctx, input),
    fulfil: (tx, line, now) => bookings.fulfilCourt(tx, line, now),
    release: (tx, line, now) => bookings.releaseCourt(tx, line, now),
    cancellationTerms: (db, line, now) => bookings.lineCancellationTerms(db, line, now),
    details: (db, lines) => bookings.lineDetails(db, lines),
    calendar: (db, line, locale) => bookings.lineCalendar(db, line, locale),
    // Refunds made before the general late-payment reason existed name the court.
    refundReasons: { 'late-payment-court-taken': 'receipt.refundReason.lateCourtTaken' },
    returnLink: { path: '/bookings', label: 'checkout.bookAgain' },
  };
}
