import { describeInstant } from '../../lib/venue-time.js';
import { formatMoney } from '../../lib/money.js';
import type { OrderView } from './order-views.js';

/** The venue's trading name on receipts (company settings have no name field yet). */
export const VENUE_NAME = 'Courtside Pickleball';

export const STATUS_WORDS: Record<OrderView['status'], string> = {
  awaiting_payment: 'Waiting for payment',
  paid: 'Paid',
  expired: 'Expired: nothing was charged',
  cancelled: 'Cancelled: nothing was charged',
  failed: 'Payment failed: nothing was charged',
  refund_due: 'Being refunded',
  refunded: 'Refunded',
};

export const LINE_STATUS_WORDS: Record<OrderView['lines'][number]['status'], string> = {
  held: 'Held until paid',
  fulfilled: 'Confirmed',
  released: 'Released',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
};

const METHOD_WORDS = { card: 'Paid by card', cash: 'Paid at the desk (cash)', card_terminal: 'Paid at the desk (card terminal)' } as const;

/** How a payment reads on a receipt: "Paid by card", "Paid at the desk (cash)", "Test payment: no money moved". */
export function paymentWords(payment: OrderView['payments'][number]): string {
  if (payment.test) return 'Test payment: no money moved';
  return METHOD_WORDS[payment.method];
}

export const taxLabel = (tax: { name: string; ratePercent: number }) => `${tax.name} ${tax.ratePercent}%`;

/** Drops empty lines that follow another empty line (or start the text), so optional parts leave no gaps. */
export const collapseBlankLines = (lines: string[]) => lines.filter((line, index) => line !== '' || (index > 0 && lines[index - 1] !== ''));

/** The receipt as plain text lines, for the e-mail. */
export function receiptTextLines(order: OrderView): string[] {
  const money = (cents: number) => formatMoney(cents);
  return collapseBlankLines([
    `${VENUE_NAME}: order ${order.number}, ${describeInstant(new Date(order.createdAt), order.timeZone)}`,
    '',
    ...order.lines.map((line) => `  • ${line.description}${line.quantity > 1 ? ` (${line.quantity} × ${money(line.unitPriceCents)})` : ''}: ${money(line.subtotalCents)}`),
    '',
    `Subtotal: ${money(order.subtotalCents)}`,
    ...order.taxes.map((tax) => `${taxLabel(tax)}: ${money(tax.amountCents)}`),
    `Total: ${money(order.totalCents)}`,
    ...order.payments.map((payment) => `${paymentWords(payment)}: ${money(payment.amountCents)} on ${describeInstant(new Date(payment.createdAt), order.timeZone)}`),
    ...order.refunds.filter((refund) => refund.status !== 'failed').map((refund) => `Refund${refund.status === 'pending' ? ' (in progress)' : ''}: ${money(refund.amountCents)}`),
    order.taxRegistrationNumber ? `GST/HST registration: ${order.taxRegistrationNumber}` : '',
  ]);
}
