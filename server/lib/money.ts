/** CAD (or another currency) from integer cents, as en-CA writes it: "$60.00". */
export function formatMoney(cents: number, currency = 'CAD'): string {
  return new Intl.NumberFormat('en-CA', { style: 'currency', currency }).format(cents / 100);
}
