/** Why money went back, in words for people; staff-written reasons are shown as written. */
const REFUND_REASONS: Record<string, string> = {
  'late-payment-reservation-taken': 'Your payment arrived after the hold had ended and what it held had been taken, so we could not confirm it.',
  'late-payment-court-taken': 'Your payment arrived after the hold on your court had ended and the court had been taken, so we could not confirm it.',
  'second-payment': 'We received a second payment for an order that was already paid.',
  'amount-mismatch': 'The amount we received did not match your order, so we could not confirm it.',
  cancellation: 'You cancelled before the cutoff.',
  'cancellation-by-staff': 'The front desk cancelled it.',
};

export function refundReasonText(reason: string): string {
  return REFUND_REASONS[reason] ?? reason;
}
