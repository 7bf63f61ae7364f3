import type { LineTax, Order, OrderLineStatus, OrderPayment, OrderRefund, OrderStatus, PaymentMethod, ProductKind } from '@machines/checkout/order-shapes';
import { formatCad } from './money';
import { formatZonedInstant } from './venue-time';

/** Orders as people read them: short numbers and statuses in words (times: src/lib/venue-time.ts). */

export const orderNumber = (order: Pick<Order, 'number'>) => `Order ${order.number}`;

export const ORDER_STATUS_WORDS: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  expired: 'Expired: not paid in time',
  cancelled: 'Cancelled',
  failed: 'Payment failed',
  refund_due: 'Refund due',
  refunded: 'Refunded',
};

export const ORDER_STATUS_COLOURS: Record<OrderStatus, 'success' | 'warning' | 'subtle' | 'danger' | 'informative'> = {
  awaiting_payment: 'warning',
  paid: 'success',
  expired: 'subtle',
  cancelled: 'subtle',
  failed: 'danger',
  refund_due: 'warning',
  refunded: 'informative',
};

export const LINE_STATUS_WORDS: Record<OrderLineStatus, string> = {
  held: 'Held until paid',
  fulfilled: 'Confirmed',
  released: 'Released',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
};

const PRODUCT_WORDS: Record<string, string> = {
  court_booking: 'Court bookings',
  membership: 'Memberships',
  program_registration: 'Programs and events',
  other: 'Other',
};

/** "court_booking" → "Court bookings"; a product we do not know yet reads from its kind. */
export const productWords = (product: ProductKind) =>
  PRODUCT_WORDS[product] ?? (product.charAt(0).toUpperCase() + product.slice(1)).replace(/_/g, ' ');

export const PAYMENT_METHOD_WORDS: Record<PaymentMethod, string> = {
  card: 'Card (online)',
  cash: 'Cash at the desk',
  card_terminal: 'Card terminal at the desk',
};

/** "Paid by card" / "Paid at the desk (cash)" / "Test payment: no money moved". */
export function paymentWords(payment: OrderPayment): string {
  if (payment.test) return 'Test payment: no money moved';
  if (payment.method === 'card') return 'Paid by card';
  return `Paid at the desk (${payment.method === 'cash' ? 'cash' : 'card terminal'})`;
}

/** "HST 13%", "QST 9.975%". */
export const taxLabel = (tax: Pick<LineTax, 'name' | 'ratePercent'>) => `${tax.name} ${tax.ratePercent}%`;

/** A refund in a sentence, e.g. "$12.00 refunded to your card on Sun, Mar 1, 2026, 12:00 p.m. EST". */
export function refundWords(refund: OrderRefund, zone: string, whose: 'your' | 'the' = 'your'): string {
  const amount = formatCad(refund.amountCents);
  const where = refund.method === 'desk' ? 'at the front desk' : `to ${whose} card`;
  if (refund.status === 'pending') return `${amount} is being refunded ${where}`;
  if (refund.status === 'failed') return `A refund of ${amount} ${where} did not go through`;
  return `${amount} refunded ${where} on ${formatZonedInstant(refund.createdAt, zone)}`;
}

/** A receipt makes sense once money moved or nothing was owed and the order went through. */
export const hasReceipt = (order: Pick<Order, 'status' | 'payments'>) =>
  order.payments.length > 0 || order.status === 'paid' || order.status === 'refunded' || order.status === 'refund_due';
