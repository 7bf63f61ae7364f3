/** The sales tax table and its arithmetic: per province, half-up rounding, small suppliers. */
import { describe, expect, it } from 'vitest';
import { lineTaxes, PROVINCES, SALES_TAX_RATES, sumTaxes, taxAmount } from '../../../../server/modules/settings/company/index.js';

const registered = (province: string) => ({ province, taxRegistrationNumber: '123456789RT0001' });

describe('rates by province', () => {
  it.each([
    ['ON', [['HST', 13]]],
    ['NB', [['HST', 15]]],
    ['NL', [['HST', 15]]],
    ['PE', [['HST', 15]]],
    ['NS', [['HST', 14]]],
    [
      'QC',
      [
        ['GST', 5],
        ['QST', 9.975],
      ],
    ],
    ['AB', [['GST', 5]]],
    ['BC', [['GST', 5]]],
    ['MB', [['GST', 5]]],
    ['SK', [['GST', 5]]],
    ['NT', [['GST', 5]]],
    ['NU', [['GST', 5]]],
    ['YT', [['GST', 5]]],
  ])('%s charges %j', (province, expected) => {
    expect(lineTaxes(10_000, registered(province)).map((tax) => [tax.name, tax.ratePercent])).toEqual(expected);
  });

  it('has a rate for every province and territory', () => {
    expect(Object.keys(SALES_TAX_RATES).sort()).toEqual([...PROVINCES].sort());
  });

  it('charges nothing without a registration number (small supplier), or on a free line', () => {
    expect(lineTaxes(10_000, { province: 'ON', taxRegistrationNumber: '' })).toEqual([]);
    expect(lineTaxes(0, registered('ON'))).toEqual([]);
  });
});

describe('rounding', () => {
  it('rounds half up to the cent', () => {
    expect(taxAmount(6000, 13_000)).toBe(780); // $60.00 × 13 % = $7.80
    expect(taxAmount(1050, 5_000)).toBe(53); // 52.5 → 53
    expect(taxAmount(1049, 5_000)).toBe(52); // 52.45 → 52
    expect(taxAmount(1, 13_000)).toBe(0); // 0.13 → 0
    expect(taxAmount(4, 13_000)).toBe(1); // 0.52 → 1
    expect(taxAmount(2000, 9_975)).toBe(200); // 199.5 → 200
    expect(taxAmount(1999, 9_975)).toBe(199); // 199.40 → 199
  });

  it('taxes each line on its own, so Quebec charges GST and QST separately', () => {
    expect(lineTaxes(3000, registered('QC'))).toEqual([
      { name: 'GST', ratePercent: 5, amountCents: 150 },
      { name: 'QST', ratePercent: 9.975, amountCents: 299 },
    ]);
  });

  it('sums the same tax over lines, keeping different rates apart', () => {
    expect(
      sumTaxes([
        [{ name: 'HST', ratePercent: 13, amountCents: 390 }],
        [{ name: 'HST', ratePercent: 13, amountCents: 260 }],
        [{ name: 'HST', ratePercent: 15, amountCents: 100 }],
      ]),
    ).toEqual([
      { name: 'HST', ratePercent: 13, amountCents: 650 },
      { name: 'HST', ratePercent: 15, amountCents: 100 },
    ]);
  });
});
