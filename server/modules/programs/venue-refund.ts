import { formatMoney } from '../../lib/money.js';
import { lineByReference, lockOrder, refundableOnLine, type OrderService } from '../orders/index.js';
import type { PaymentsService } from '../payments/index.js';
import type { Tx } from './program-ports.js';
import { PROGRAM_REGISTRATION } from './registration-product.js';

/**
 * The venue cancelled (a session or a whole program), inside its transaction: the place's order line
 * is refunded in full, the cutoff notwithstanding, and the order's history says why. Answers the
 * refund to process after commit and the amount, or nothing when no line was paid.
 */
export async function queueVenueRefund(
  tx: Tx,
  services: { orders: OrderService; payments: PaymentsService },
  reference: string,
  cancelled: { what: 'session' | 'program'; reason: string },
): Promise<{ refundId: number | null; refundCents: number }> {
  const line = await lineByReference(tx, PROGRAM_REGISTRATION, reference);
  if (!line) return { refundId: null, refundCents: 0 };
  const order = (await lockOrder(tx, line.orderId))!;
  const amount = await refundableOnLine(tx, line);
  const refundId = amount > 0 ? await services.orders.queueLineRefund(tx, { order, line, amountCents: amount, reason: `${cancelled.what}-cancelled`, byId: null }) : null;
  const outcome = refundId ? `refund of ${formatMoney(amount)} requested` : 'nothing to refund';
  await services.payments.note(tx, order, `${line.description}: the ${cancelled.what} was cancelled by the venue (${cancelled.reason}); ${outcome}`);
  return { refundId, refundCents: refundId ? amount : 0 };
}
