import { describeInstant } from '../../../lib/venue-time.js';
import { zoneLongName } from '../../../lib/venue-words.js';
import { formatMoney } from '../../../lib/money.js';
import type { Locale } from '../../../lib/request-locale.js';
import { translator, type ServerMessageId, type Translate } from '../../../lib/server-i18n.js';
import { VENUE_NAME } from '../../../lib/venue-identity.js';
import type { OrderView } from './order-views.js';

const STATUS_IDS: Record<OrderView['status'], ServerMessageId> = {
  awaiting_payment: 'receipt.status.awaitingPayment',
  paid: 'receipt.status.paid',
  expired: 'receipt.status.expired',
  cancelled: 'receipt.status.cancelled',
  failed: 'receipt.status.failed',
  refund_due: 'receipt.status.refundDue',
  refunded: 'receipt.status.refunded',
};

const LINE_STATUS_IDS: Record<OrderView['lines'][number]['status'], ServerMessageId> = {
  held: 'receipt.lineStatus.held',
  fulfilled: 'receipt.lineStatus.fulfilled',
  released: 'receipt.lineStatus.released',
  refunded: 'receipt.lineStatus.refunded',
  partially_refunded: 'receipt.lineStatus.partiallyRefunded',
};

const METHOD_IDS = { card: 'receipt.payment.card', cash: 'receipt.payment.cash', card_terminal: 'receipt.payment.cardTerminal' } as const;

/** An order's status in words: "Paid", "Expired: nothing was charged"… */
export const statusWords = (t: Translate, status: OrderView['status']) => t(STATUS_IDS[status]);
export const lineStatusWords = (t: Translate, status: OrderView['lines'][number]['status']) => t(LINE_STATUS_IDS[status]);

/** How a payment reads on a receipt: "Paid by card", "Paid at the desk (cash)", "Test payment: no money moved". */
export function paymentWords(payment: OrderView['payments'][number], t: Translate = translator('en-CA')): string {
  if (payment.test) return t('receipt.payment.test');
  return t(METHOD_IDS[payment.method]);
}

const percentFormats = new Map<Locale, Intl.NumberFormat>();
/** 13 → "13%" (en-CA), "13 %" (fr-CA, no-break space); 9.975 → "9.975%", "9,975 %". */
function formatPercent(ratePercent: number, locale: Locale): string {
  let format = percentFormats.get(locale);
  if (!format) percentFormats.set(locale, (format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 })));
  return format.format(ratePercent / 100);
}

/** "HST 13%", "QST 9.975%"; in French the tax's French name and number ("TVH 13 %", "TVQ 9,975 %"). */
export const taxLabel = (tax: { name: string; ratePercent: number }, locale: Locale = 'en-CA') => {
  const t = translator(locale);
  return t('receipt.tax', { name: t('receipt.taxName', { name: tax.name }), rate: formatPercent(tax.ratePercent, locale) });
};

/** Drops empty lines that follow another empty line (or start the text), so optional parts leave no gaps. */
export const collapseBlankLines = (lines: string[]) => lines.filter((line, index) => line !== '' || (index > 0 && lines[index - 1] !== ''));

/** The receipt as plain text lines, for the e-mail, in the recipient's language. */
export function receiptTextLines(order: OrderView, locale: Locale = 'en-CA'): string[] {
  const t = translator(locale);
  const money = (cents: number) => formatMoney(cents, 'CAD', locale);
  const when = (iso: string) => describeInstant(new Date(iso), order.timeZone, locale);
  const amount = (label: string, cents: number) => t('receipt.text.amount', { label, amount: money(cents) });
  return collapseBlankLines([
    t('receipt.text.heading', { venue: VENUE_NAME, number: order.number, when: when(order.createdAt) }),
    '',
    ...order.lines.flatMap((line) => [
      line.quantity > 1
        ? t('receipt.text.lineQuantity', {
            description: line.description,
            quantity: line.quantity,
            unitPrice: money(line.unitPriceCents),
            amount: money(line.subtotalCents),
          })
        : t('receipt.text.line', { description: line.description, amount: money(line.subtotalCents) }),
      ...(line.taxExempt ? [t('receipt.text.lineNote', { note: t('receipt.taxExempt') })] : []),
    ]),
    '',
    amount(t('receipt.subtotal'), order.subtotalCents),
    ...order.taxes.map((tax) => amount(taxLabel(tax, locale), tax.amountCents)),
    amount(t('receipt.total'), order.totalCents),
    ...order.payments.map((payment) =>
      t('receipt.text.payment', { method: paymentWords(payment, t), amount: money(payment.amountCents), when: when(payment.createdAt) }),
    ),
    ...order.refunds
      .filter((refund) => refund.status !== 'failed')
      .map((refund) => amount(t(refund.status === 'pending' ? 'receipt.refundPending' : 'receipt.refund'), refund.amountCents)),
    order.taxRegistrationNumber ? t('receipt.text.taxNumber', { number: order.taxRegistrationNumber }) : '',
    t('receipt.text.timeZone', { timeZone: zoneLongName(order.timeZone, new Date(order.createdAt), locale) }),
  ]);
}
