import { DateTime } from 'luxon';
import type { Booking, BookingStatus, CancellationTerms, CancelResult } from '@machines/booking/booking-shapes';
import { formatCad } from '@/lib/money';
import { DEFAULT_TIME_ZONE } from '@/lib/time';

const at = (iso: string, zone: string) => DateTime.fromISO(iso).setZone(zone).setLocale('en-CA');

/** "Tuesday, March 3, 2026" in the venue's zone. */
export const formatBookingDate = (startsAt: string, zone = DEFAULT_TIME_ZONE) =>
  at(startsAt, zone).toLocaleString({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/** "9:00 a.m. – 11:00 a.m." in the venue's zone. */
export const formatTimeRange = (startsAt: string, endsAt: string, zone = DEFAULT_TIME_ZONE) =>
  `${at(startsAt, zone).toLocaleString(DateTime.TIME_SIMPLE)} – ${at(endsAt, zone).toLocaleString(DateTime.TIME_SIMPLE)}`;

/** "March 1, 2026, 12:15 p.m." in the venue's zone. */
export const formatInstant = (iso: string, zone = DEFAULT_TIME_ZONE) =>
  at(iso, zone).toLocaleString({ month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

export const STATUS_LABELS: Record<BookingStatus, string> = {
  held: 'Awaiting payment',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  expired: 'Expired',
  blocked: 'Blocked',
};

export const STATUS_COLOURS: Record<BookingStatus, 'success' | 'warning' | 'subtle' | 'danger' | 'informative'> = {
  held: 'warning',
  confirmed: 'success',
  cancelled: 'subtle',
  expired: 'subtle',
  blocked: 'informative',
};

const time = (iso: string, zone: string) => at(iso, zone).toLocaleString(DateTime.TIME_SIMPLE);

/*
 * Texts people read as prose are built from whole sentences, one function per sentence with its
 * values, and joined with a space. A sentence never ends on a time, so "p.m." never meets a period.
 */

/** "Court 1, from 9:00 a.m. to 11:00 a.m. on Tuesday, March 3, 2026." */
export const bookingSentence = (booking: Pick<Booking, 'court' | 'startsAt' | 'endsAt'>, zone = DEFAULT_TIME_ZONE) =>
  `Court ${booking.court}, from ${time(booking.startsAt, zone)} to ${time(booking.endsAt, zone)} on ${formatBookingDate(booking.startsAt, zone)}.`;

/** What cancelling now gives, then when free cancellation ends (or ended): two sentences, each said once. */
export function cancellationTermsSentences(terms: CancellationTerms, zone = DEFAULT_TIME_ZONE): string[] {
  const cutoff = terms.cutoffAt ? `${time(terms.cutoffAt, zone)} on ${formatBookingDate(terms.cutoffAt, zone)}` : null;
  if (terms.refund === 'full') {
    return [`Cancelling now gives a full refund of ${formatCad(terms.refundAmountCents)}.`, ...(cutoff ? [`Free cancellation ends at ${cutoff}.`] : [])];
  }
  return [...(cutoff ? [`Free cancellation ended at ${cutoff}.`] : []), 'Cancelling now gives no refund.'];
}

/** The outcome of a cancellation: "Your booking is cancelled. A refund of $60.00 is on its way." */
export function cancelledSentences(result: CancelResult | null): string[] {
  return ['Your booking is cancelled.', result?.refund ? `A refund of ${formatCad(result.refund.amountCents)} is on its way.` : 'No refund applies.'];
}

/** Whole sentences as one paragraph's text. */
export const joinSentences = (sentences: string[]) => sentences.join(' ');
