import { describeInstant } from '../../lib/venue-time.js';
import { formatMoney } from '../../lib/money.js';
import type { OrderView } from './order-views.js';
import { LINE_STATUS_WORDS, paymentWords, STATUS_WORDS, taxLabel, VENUE_NAME } from './receipt-text.js';

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

// Inline styles only, and no script: the page passes the CSP as it is and prints cleanly.
const STYLE = `
  body { margin: 0; font-family: system-ui, sans-serif; color: #1b1b1b; background: #fff; }
  main { max-width: 640px; margin: 24px auto; padding: 0 16px; }
  h1 { font-size: 1.4rem; margin: 0 0 4px; }
  .muted { color: #555; }
  table { width: 100%; border-collapse: collapse; margin: 16px 0; }
  th, td { text-align: left; padding: 6px 4px; border-bottom: 1px solid #ddd; vertical-align: top; }
  td.amount, th.amount { text-align: right; white-space: nowrap; }
  tfoot td { border-bottom: none; }
  .total td { font-weight: 700; font-size: 1.1rem; border-top: 2px solid #1b1b1b; }
  .print { margin: 16px 0; }
  @media print { .print { display: none; } main { margin: 0; } }`;

/** A printable receipt of one order: venue, date, lines, subtotal, each tax, total, payments, refunds. */
export function receiptPage(order: OrderView): string {
  const money = (cents: number) => escape(formatMoney(cents));
  const when = (iso: string) => escape(describeInstant(new Date(iso), order.timeZone));
  const lines = order.lines
    .map(
      (line) => `<tr><td>${escape(line.description)}${line.participant ? `<br><span class="muted">For ${escape(line.participant.name)}</span>` : ''}${
        line.status !== 'fulfilled' ? `<br><span class="muted">${escape(LINE_STATUS_WORDS[line.status])}</span>` : ''
      }</td><td class="amount">${line.quantity} × ${money(line.unitPriceCents)}</td><td class="amount">${money(line.subtotalCents)}</td></tr>`,
    )
    .join('');
  const taxes = order.taxes.map((tax) => `<tr><td colspan="2">${escape(taxLabel(tax))}</td><td class="amount">${money(tax.amountCents)}</td></tr>`).join('');
  const paid = order.payments.map((payment) => `<tr><td colspan="2">${escape(paymentWords(payment))}, ${when(payment.createdAt)}${payment.reference ? ` (ref. ${escape(payment.reference)})` : ''}</td><td class="amount">${money(payment.amountCents)}</td></tr>`).join('');
  const refunded = order.refunds
    .filter((refund) => refund.status !== 'failed')
    .map((refund) => `<tr><td colspan="2">Refund${refund.status === 'pending' ? ' (in progress)' : ''}, ${when(refund.createdAt)}: ${escape(refund.reason)}</td><td class="amount">−${money(refund.amountCents)}</td></tr>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>Receipt: order ${order.number} – ${VENUE_NAME}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${VENUE_NAME}</h1>
<p class="muted">Receipt for order ${order.number} · ${when(order.createdAt)}</p>
${order.customer ? `<p>${escape(order.customer.name)}${order.customer.email ? ` · ${escape(order.customer.email)}` : ''}</p>` : ''}
<p><strong>${escape(STATUS_WORDS[order.status])}</strong></p>
<table>
<thead><tr><th>Item</th><th class="amount">Qty × price</th><th class="amount">Amount</th></tr></thead>
<tbody>${lines}</tbody>
<tfoot>
<tr><td colspan="2">Subtotal</td><td class="amount">${money(order.subtotalCents)}</td></tr>
${taxes}
<tr class="total"><td colspan="2">Total (CAD)</td><td class="amount">${money(order.totalCents)}</td></tr>
${paid}
${refunded}
</tfoot>
</table>
${order.taxRegistrationNumber ? `<p>GST/HST registration number: ${escape(order.taxRegistrationNumber)}</p>` : '<p class="muted">No sales tax charged (small supplier).</p>'}
<p class="muted">Times are in the venue's time zone (${escape(order.timeZone)}).</p>
<p class="print"><a href="/account">Back to your account</a></p>
</main>
</body>
</html>`;
}
