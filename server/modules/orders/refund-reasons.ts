import type { Locale } from '../../lib/request-locale.js';
import { translator, type ServerMessageId } from '../../lib/server-i18n.js';

/** Why money went back, in words for people; staff-written reasons are shown as written. */
const REFUND_REASONS: Record<string, ServerMessageId> = {
  'late-payment-reservation-taken': 'receipt.refundReason.lateReservationTaken',
  'late-payment-court-taken': 'receipt.refundReason.lateCourtTaken',
  'second-payment': 'receipt.refundReason.secondPayment',
  'amount-mismatch': 'receipt.refundReason.amountMismatch',
  cancellation: 'receipt.refundReason.cancellation',
  'cancellation-by-staff': 'receipt.refundReason.cancellationByStaff',
  'membership-cooling-off': 'receipt.refundReason.coolingOff',
};

export const isRefundReasonCode = (reason: string) => Object.hasOwn(REFUND_REASONS, reason);

export function refundReasonText(reason: string, locale: Locale = 'en-CA'): string {
  const id = REFUND_REASONS[reason];
  return id ? translator(locale)(id) : reason;
}
