import type { LineTax, Order, OrderLineStatus, OrderPayment, OrderRefund, OrderStatus, PaymentMethod, ProductKind } from '@machines/checkout';
import { activeLocale } from '@/i18n/catalogs';
import { translate, type Translate } from '@/i18n/translate';
import { formatCad } from './money';
import { formatZonedInstant } from './venue-time';

/**
 * Orders as people read them, in the language on screen: short numbers and statuses in words
 * (times: src/lib/venue-time.ts). Each takes the view's `t`; without it, the language on screen now.
 */

export const orderNumber = (order: Pick<Order, 'number'>, t: Translate = translate) => t('checkout.order.number', { number: order.number });

export const orderStatusWords = (status: OrderStatus, t: Translate = translate) => t('checkout.order.status', { status });

export const ORDER_STATUS_COLOURS: Record<OrderStatus, 'success' | 'warning' | 'subtle' | 'danger' | 'informative'> = {
  awaiting_payment: 'warning',
  paid: 'success',
  expired: 'subtle',
  cancelled: 'subtle',
  failed: 'danger',
  refund_due: 'warning',
  refunded: 'informative',
};

export const lineStatusWords = (status: OrderLineStatus, t: Translate = translate) => t('checkout.order.lineStatus', { status });

const KNOWN_PRODUCTS = new Set(['court_booking', 'membership', 'program_registration', 'other']);

/** "court_booking" → "Court bookings"; a product we do not know yet reads from its kind. */
export const productWords = (product: ProductKind, t: Translate = translate) =>
  KNOWN_PRODUCTS.has(product) ? t('checkout.order.product', { product }) : (product.charAt(0).toUpperCase() + product.slice(1)).replace(/_/g, ' ');

export const paymentMethodWords = (method: PaymentMethod, t: Translate = translate) => t('checkout.order.paymentMethod', { method });

/** "Paid by card" / "Paid at the desk (cash)" / "Test payment: no money moved". */
export const paymentWords = (payment: OrderPayment, t: Translate = translate) => t('checkout.order.paidHow', { how: payment.test ? 'test' : payment.method });

const percentFormats = new Map<string, Intl.NumberFormat>();
/** 13 → "13%" (en-CA), "13 %" (fr-CA); 9.975 → "9.975%", "9,975 %". */
function formatPercent(ratePercent: number): string {
  const locale = activeLocale();
  let format = percentFormats.get(locale);
  if (!format) percentFormats.set(locale, (format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 })));
  return format.format(ratePercent / 100);
}

/** "HST 13%", "QST 9.975%"; in French the tax's French name ("TVH 13 %"). */
export const taxLabel = (tax: Pick<LineTax, 'name' | 'ratePercent'>, t: Translate = translate) =>
  t('checkout.order.taxLabel', { name: t('checkout.order.taxName', { name: tax.name }), rate: formatPercent(tax.ratePercent) });

/** A refund in a sentence, e.g. "$12.00 refunded to your card on Sun, Mar 1, 2026, 12:00 p.m. EST". */
export function refundWords(refund: OrderRefund, zone: string, whose: 'your' | 'the' = 'your', t: Translate = translate): string {
  const amount = formatCad(refund.amountCents);
  const where = t('checkout.order.refundWhere', { where: refund.method === 'desk' ? 'desk' : whose === 'your' ? 'yourCard' : 'theCard' });
  if (refund.status === 'pending') return t('checkout.order.refundPending', { amount, where });
  if (refund.status === 'failed') return t('checkout.order.refundFailed', { amount, where });
  return t('checkout.order.refundDone', { amount, where, when: formatZonedInstant(refund.createdAt, zone) });
}

/** An amount as the refund form's field shows it: "67.80" (en-CA), "67,80" (fr-CA); no symbol, no grouping. */
export function formatDollarsInput(cents: number): string {
  return new Intl.NumberFormat(activeLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(cents / 100);
}

/** The dollar sign, and whether it goes before the amount ("$12.50") or after it ("12,50 $") in the language on screen. */
export function dollarSign(): { symbol: string; first: boolean } {
  const parts = new Intl.NumberFormat(activeLocale(), { style: 'currency', currency: 'CAD' }).formatToParts(1);
  const at = parts.findIndex((part) => part.type === 'currency');
  return { symbol: parts[at]?.value ?? '$', first: at === 0 };
}

/** A checkout the member left (cancelled, or timed out) with nothing paid: to them, a checkout not completed. */
export const checkoutNotCompleted = (order: Pick<Order, 'status' | 'payments'>) =>
  (order.status === 'cancelled' || order.status === 'expired') && order.payments.length === 0;

/** A receipt makes sense once money moved or nothing was owed and the order went through. */
export const hasReceipt = (order: Pick<Order, 'status' | 'payments'>) =>
  order.payments.length > 0 || order.status === 'paid' || order.status === 'refunded' || order.status === 'refund_due';
