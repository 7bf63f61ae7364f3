import { describeInstant } from '../../../lib/venue-time.js';
import { zoneLongName } from '../../../lib/venue-words.js';
import { formatMoney } from '../../../lib/money.js';
import type { Locale } from '../../../lib/request-locale.js';
import { translator } from '../../../lib/server-i18n.js';
import { VENUE_NAME } from '../../../lib/venue-identity.js';
import type { OrderView } from './order-views.js';
import type { ProductRegistry } from '../products/index.js';
import { lineStatusWords, paymentWords, statusWords, taxLabel } from './receipt-text.js';

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

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

/**
 * A printable receipt of one order: venue, date, lines, subtotal, each tax, total, payments,
 * refunds; in the viewer's language (dates and money formatted for it, in the venue's zone).
 */
export function receiptPage(order: OrderView, locale: Locale, reasons: Pick<ProductRegistry['refundReasons'], 'text'>): string {
  const t = translator(locale);
  const money = (cents: number) => escape(formatMoney(cents, 'CAD', locale));
  const when = (iso: string) => describeInstant(new Date(iso), order.timeZone, locale);
  const lines = order.lines
    .map(
      (line) =>
        `<tr><td>${escape(line.description)}${line.participant ? `<br><span class="muted">${escape(t('receipt.page.for', { name: line.participant.name }))}</span>` : ''}${
          line.taxExempt ? `<br><span class="muted">${escape(t('receipt.taxExempt'))}</span>` : ''
        }${
          line.status !== 'fulfilled' ? `<br><span class="muted">${escape(lineStatusWords(t, line.status))}</span>` : ''
        }</td><td class="amount">${line.quantity} × ${money(line.unitPriceCents)}</td><td class="amount">${money(line.subtotalCents)}</td></tr>`,
    )
    .join('');
  const taxes = order.taxes
    .map((tax) => `<tr><td colspan="2">${escape(taxLabel(tax, locale))}</td><td class="amount">${money(tax.amountCents)}</td></tr>`)
    .join('');
  const paid = order.payments
    .map((payment) => {
      const method = paymentWords(payment, t);
      const text = payment.reference
        ? t('receipt.page.paymentReference', { method, when: when(payment.createdAt), reference: payment.reference })
        : t('receipt.page.payment', { method, when: when(payment.createdAt) });
      return `<tr><td colspan="2">${escape(text)}</td><td class="amount">${money(payment.amountCents)}</td></tr>`;
    })
    .join('');
  const refunded = order.refunds
    .filter((refund) => refund.status !== 'failed')
    .map((refund) => {
      const label = t(refund.status === 'pending' ? 'receipt.refundPending' : 'receipt.refund');
      const text = t('receipt.page.refund', {
        label,
        when: when(refund.createdAt),
        reason: refund.reasonCode ? reasons.text(refund.reasonCode, locale) : refund.reason,
      });
      return `<tr><td colspan="2">${escape(text)}</td><td class="amount">−${money(refund.amountCents)}</td></tr>`;
    })
    .join('');
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escape(t('receipt.page.title', { number: order.number, venue: VENUE_NAME }))}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${VENUE_NAME}</h1>
<p class="muted">${escape(t('receipt.page.heading', { number: order.number, when: when(order.createdAt) }))}</p>
${order.customer ? `<p>${escape(order.customer.name)}${order.customer.email ? ` · ${escape(order.customer.email)}` : ''}</p>` : ''}
<p><strong>${escape(statusWords(t, order.status))}</strong></p>
<table>
<thead><tr><th>${escape(t('receipt.page.item'))}</th><th class="amount">${escape(t('receipt.page.quantityPrice'))}</th><th class="amount">${escape(t('receipt.page.amount'))}</th></tr></thead>
<tbody>${lines}</tbody>
<tfoot>
<tr><td colspan="2">${escape(t('receipt.subtotal'))}</td><td class="amount">${money(order.subtotalCents)}</td></tr>
${taxes}
<tr class="total"><td colspan="2">${escape(t('receipt.page.totalCad'))}</td><td class="amount">${money(order.totalCents)}</td></tr>
${paid}
${refunded}
</tfoot>
</table>
${order.taxRegistrationNumber ? `<p>${escape(t('receipt.page.taxNumber', { number: order.taxRegistrationNumber }))}</p>` : `<p class="muted">${escape(t('receipt.page.noTax'))}</p>`}
<p class="muted">${escape(t('receipt.page.timeZone', { timeZone: zoneLongName(order.timeZone, new Date(order.createdAt), locale) }))}</p>
<p class="print"><a href="/account">${escape(t('receipt.page.back'))}</a></p>
</main>
</body>
</html>`;
}
