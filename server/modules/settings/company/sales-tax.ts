/**
 * Canadian sales tax on what the venue sells, by the venue's province.
 *
 * Source: Canada Revenue Agency, "GST/HST rates" (canada.ca, GST/HST for businesses), and Revenu
 * Québec, "QST rate". Effective dates: GST 5% since 2008-01-01; HST 13% (ON) since 2010-07-01;
 * HST 15 % (NB, NL, PE) since 2016-07-01; HST 14 % (NS) since 2025-04-01; QST 9.975% since 2013-01-01.
 * A rate change is a new entry here; past orders keep the rate stored on their lines.
 */
export const PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;
export type Province = (typeof PROVINCES)[number];

/** Rates in thousandths of a percent (9.975 % = 9975), so every computation stays in integers. */
interface TaxRate {
  name: string;
  milliPercent: number;
}

const GST: TaxRate = { name: 'GST', milliPercent: 5_000 };
const hst = (milliPercent: number): TaxRate => ({ name: 'HST', milliPercent });
const QST: TaxRate = { name: 'QST', milliPercent: 9_975 };

export const SALES_TAX_RATES: Record<Province, readonly TaxRate[]> = {
  AB: [GST],
  BC: [GST],
  MB: [GST],
  NB: [hst(15_000)],
  NL: [hst(15_000)],
  NS: [hst(14_000)],
  NT: [GST],
  NU: [GST],
  ON: [hst(13_000)],
  PE: [hst(15_000)],
  QC: [GST, QST],
  SK: [GST],
  YT: [GST],
};

/** A GST/HST registration (business) number: 9 digits, RT, 4 digits (program account). */
export const TAX_REGISTRATION_PATTERN = /^\d{9}RT\d{4}$/;

export interface ChargedTax {
  name: string;
  ratePercent: number;
  amountCents: number;
}

/** Half-up to the cent: amount = subtotal × rate, computed exactly in integers. */
export function taxAmount(subtotalCents: number, milliPercent: number): number {
  return Math.floor((subtotalCents * milliPercent + 50_000) / 100_000);
}

/**
 * The taxes one line carries. A venue with no registration number is a small supplier and
 * charges none; a free line carries none.
 */
export function lineTaxes(subtotalCents: number, venue: { province: string; taxRegistrationNumber: string }): ChargedTax[] {
  if (!venue.taxRegistrationNumber || subtotalCents <= 0) return [];
  const rates = SALES_TAX_RATES[venue.province as Province] ?? SALES_TAX_RATES.ON;
  return rates.map((rate) => ({ name: rate.name, ratePercent: rate.milliPercent / 1000, amountCents: taxAmount(subtotalCents, rate.milliPercent) }));
}

/** The same taxes summed over lines, one entry per name and rate, in the order first seen. */
export function sumTaxes(lists: readonly (readonly ChargedTax[])[]): ChargedTax[] {
  const byKey = new Map<string, ChargedTax>();
  for (const taxes of lists) {
    for (const tax of taxes) {
      const key = `${tax.name}@${tax.ratePercent}`;
      const seen = byKey.get(key);
      if (seen) seen.amountCents += tax.amountCents;
      else byKey.set(key, { ...tax });
    }
  }
  return [...byKey.values()];
}

/** The rates a venue charges now (none for a small supplier), for screens that say "+ tax". */
export function taxRates(venue: { province: string; taxRegistrationNumber: string }): { name: string; ratePercent: number }[] {
  if (!venue.taxRegistrationNumber) return [];
  return (SALES_TAX_RATES[venue.province as Province] ?? SALES_TAX_RATES.ON).map((rate) => ({ name: rate.name, ratePercent: rate.milliPercent / 1000 }));
}
