/** One formatter per currency: building an Intl.NumberFormat costs far more than using one. */
const formatters = new Map<string, Intl.NumberFormat>();

/** CAD (or another currency) from integer cents, as en-CA writes it: "$60.00". */
export function formatMoney(cents: number, currency = 'CAD'): string {
  let format = formatters.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-CA', { style: 'currency', currency });
    formatters.set(currency, format);
  }
  return format.format(cents / 100);
}
