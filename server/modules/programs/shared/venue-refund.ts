import { lineByReference, lockOrder, type OrderLineRow, type OrderService } from '../../checkout/orders/index.js';
import { refundableOnLine, type PaymentsService } from '../../checkout/payments/index.js';
import { historyNote } from '../../checkout/products/index.js';
import type { Tx } from './db-handles.js';
import { PROGRAM_REGISTRATION } from './program-product.js';

/**
 * The venue cancelled (a session or a whole program), inside its transaction: the place's order line
 * is refunded in full, the cutoff notwithstanding, and the order's history says why. Answers the
 * refund to process after commit and the amount, or nothing when no line was paid.
 */
export async function queueVenueRefund(
  tx: Tx,
  services: { orders: OrderService; payments: PaymentsService },
  sold: string | { line: OrderLineRow | null; shareCents?: number },
  // 'entry': the partner did not accept a tournament invitation in time, so the venue withdrew the entry.
  cancelled: { what: 'session' | 'program'; reason: string } | { what: 'entry' },
): Promise<{ refundId: number | null; refundCents: number }> {
  // A reference, or the line itself with the part of it one person paid (a doubles line sells two places).
  const line = typeof sold === 'string' ? await lineByReference(tx, PROGRAM_REGISTRATION, sold) : sold.line;
  if (!line) return { refundId: null, refundCents: 0 };
  const order = (await lockOrder(tx, line.orderId))!;
  const refundable = await refundableOnLine(tx, line);
  const amount = typeof sold === 'string' || sold.shareCents === undefined ? refundable : Math.min(refundable, sold.shareCents);
  const refundId =
    amount > 0
      ? await services.payments.queueLineRefund(tx, {
          order,
          line,
          amountCents: amount,
          reason: cancelled.what === 'entry' ? 'cancellation' : `${cancelled.what}-cancelled`,
          byId: null,
        })
      : null;
  const amountCents = refundId ? amount : 0;
  await services.orders.note(
    tx,
    order,
    cancelled.what === 'entry'
      ? historyNote('entry_withdrawn', { description: line.description, amountCents })
      : historyNote('place_cancelled_by_venue', { description: line.description, what: cancelled.what, reason: cancelled.reason, amountCents }),
  );
  return { refundId, refundCents: refundId ? amount : 0 };
}
