import type { Locale } from '../../../lib/request-locale.js';
import { translator, type ServerMessageId } from '../../../lib/server-i18n.js';

/**
 * Reasons any sale may carry, whatever it sold: a payment that came late, twice or for the wrong
 * amount, and a cancellation by the buyer or the desk. A product adds its own (Product.refundReasons).
 */
const GENERAL_REASONS: Readonly<Record<string, ServerMessageId>> = {
  'late-payment-reservation-taken': 'receipt.refundReason.lateReservationTaken',
  'second-payment': 'receipt.refundReason.secondPayment',
  'amount-mismatch': 'receipt.refundReason.amountMismatch',
  cancellation: 'receipt.refundReason.cancellation',
  'cancellation-by-staff': 'receipt.refundReason.cancellationByStaff',
};

/** Why money went back, in words for people; staff-written reasons are shown as written. */
export class RefundReasons {
  private readonly words = new Map<string, ServerMessageId>(Object.entries(GENERAL_REASONS));

  /** A product's own codes, all or none: a code already taken (general or another product's) is refused. */
  addAll(reasons: Readonly<Record<string, ServerMessageId>>) {
    const taken = Object.keys(reasons).find((code) => this.words.has(code));
    if (taken) throw new Error(`The refund reason ${taken} is registered twice.`);
    for (const [code, id] of Object.entries(reasons)) this.words.set(code, id);
  }

  /** Whether the reason is a code the app words itself (else staff wrote it). */
  isCode(reason: string) {
    return this.words.has(reason);
  }

  text(reason: string, locale: Locale = 'en-CA'): string {
    const id = this.words.get(reason);
    return id ? translator(locale)(id) : reason;
  }
}
