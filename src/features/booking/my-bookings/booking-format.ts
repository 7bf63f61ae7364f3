import type { Booking, BookingStatus, CancellationTerms, CancelResult } from '@machines/booking';
import type { MessageId, Translate } from '@/i18n/translate';
import { formatCad } from '@/lib/money';
import { formatTime, formatVenueDate } from '@/lib/venue-time';

export const STATUS_LABELS: Record<BookingStatus, MessageId> = {
  held: 'booking.status.held',
  confirmed: 'booking.status.confirmed',
  cancelled: 'booking.status.cancelled',
  expired: 'booking.status.expired',
  blocked: 'booking.status.blocked',
};

export const STATUS_COLOURS: Record<BookingStatus, 'success' | 'warning' | 'subtle' | 'danger' | 'informative'> = {
  held: 'warning',
  confirmed: 'success',
  cancelled: 'subtle',
  expired: 'subtle',
  blocked: 'informative',
};

/*
 * Texts people read as prose are built from whole sentences, one message per sentence with its
 * values, and joined with a space. A sentence never ends on a time, so "p.m." never meets a period.
 */

/** "Court 1, from 9:00 a.m. to 11:00 a.m. on Tuesday, March 3, 2026." */
export const bookingSentence = (t: Translate, { court, startsAt, endsAt, timeZone }: Pick<Booking, 'court' | 'startsAt' | 'endsAt' | 'timeZone'>) =>
  t('booking.mine.sentence', { court, start: formatTime(startsAt, timeZone), end: formatTime(endsAt, timeZone), date: formatVenueDate(startsAt, timeZone) });

/** What cancelling now gives, then when free cancellation ends (or ended): two sentences, each said once. */
export function cancellationTermsSentences(t: Translate, terms: CancellationTerms, zone: string): string[] {
  const cutoff = terms.cutoffAt ? { time: formatTime(terms.cutoffAt, zone), date: formatVenueDate(terms.cutoffAt, zone) } : null;
  if (terms.refund === 'full') {
    return [t('booking.cancel.fullRefund', { amount: formatCad(terms.refundAmountCents) }), ...(cutoff ? [t('booking.cancel.freeEndsAt', cutoff)] : [])];
  }
  return [...(cutoff ? [t('booking.cancel.freeEndedAt', cutoff)] : []), t('booking.cancel.noRefund')];
}

/** The outcome of a cancellation: "Your booking is cancelled. A refund of $60.00 is on its way." */
export function cancelledSentences(t: Translate, result: CancelResult | null): string[] {
  return [
    t('booking.cancel.cancelled'),
    result?.refund ? t('booking.cancel.refundOnItsWay', { amount: formatCad(result.refund.amountCents) }) : t('booking.cancel.noRefundApplies'),
  ];
}

/**
 * Why this booking cannot be cancelled here, in the screen's language: the server's reasons come
 * from the booking's status, where it was made and whether it has started; any other falls back
 * to the server's words.
 */
export function notCancellableText(t: Translate, booking: Booking, terms: CancellationTerms | null): string {
  if (booking.status === 'held') return t('booking.cancel.notCancellable.held');
  if (booking.status !== 'confirmed') return t('booking.cancel.notCancellable.status', { status: booking.status });
  if (booking.source !== 'online') return t('booking.cancel.notCancellable.desk');
  if (Date.parse(terms?.startsAt ?? booking.startsAt) <= Date.now()) return t('booking.cancel.notCancellable.started');
  return terms?.reason ?? terms?.message ?? '';
}

/** Whole sentences as one paragraph's text. */
export const joinSentences = (sentences: string[]) => sentences.join(' ');
