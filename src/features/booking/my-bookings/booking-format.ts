import type { Booking, BookingStatus, CancellationTerms, CancelResult } from '@machines/booking/booking-shapes';
import { formatCad } from '@/lib/money';
import { formatTime, formatVenueDate } from '@/lib/venue-time';

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

/*
 * Texts people read as prose are built from whole sentences, one function per sentence with its
 * values, and joined with a space. A sentence never ends on a time, so "p.m." never meets a period.
 */

/** "Court 1, from 9:00 a.m. to 11:00 a.m. on Tuesday, March 3, 2026." */
export const bookingSentence = ({ court, startsAt, endsAt, timeZone }: Pick<Booking, 'court' | 'startsAt' | 'endsAt' | 'timeZone'>) =>
  `Court ${court}, from ${formatTime(startsAt, timeZone)} to ${formatTime(endsAt, timeZone)} on ${formatVenueDate(startsAt, timeZone)}.`;

/** What cancelling now gives, then when free cancellation ends (or ended): two sentences, each said once. */
export function cancellationTermsSentences(terms: CancellationTerms, zone: string): string[] {
  const cutoff = terms.cutoffAt ? `${formatTime(terms.cutoffAt, zone)} on ${formatVenueDate(terms.cutoffAt, zone)}` : null;
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
