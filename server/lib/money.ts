import type { Locale } from './request-locale.js';

/** One formatter per language and currency: building an Intl.NumberFormat costs far more than using one. */
const formatters = new Map<string, Intl.NumberFormat>();

/** CAD (or another currency) from integer cents, as the language writes it: "$60.00" (en-CA), "60,00 $" (fr-CA). */
export function formatMoney(cents: number, currency = 'CAD', locale: Locale = 'en-CA'): string {
  const key = `${locale}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, format);
  }
  return format.format(cents / 100);
}
