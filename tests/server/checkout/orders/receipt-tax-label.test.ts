import { describe, expect, it } from 'vitest';
import { receiptTextLines, taxLabel } from '../../../../server/modules/checkout/orders/receipt-text.js';
import { receiptPage } from '../../../../server/modules/checkout/orders/receipt-page.js';
import type { OrderView } from '../../../../server/modules/checkout/orders/order-views.js';

// A receipt names each tax and its rate in the reader's language: the tax's French name and a French
// number in French (no-break space before %), as the client's order summary does.

const NBSP = '\u00a0';

describe('tax labels', () => {
  it('says the taxes in English as before', () => {
    expect(taxLabel({ name: 'HST', ratePercent: 13 })).toBe('HST 13%');
    expect(taxLabel({ name: 'GST', ratePercent: 5 }, 'en-CA')).toBe('GST 5%');
    expect(taxLabel({ name: 'QST', ratePercent: 9.975 }, 'en-CA')).toBe('QST 9.975%');
  });

  it('says them in French with their French names and a decimal comma', () => {
    expect(taxLabel({ name: 'HST', ratePercent: 13 }, 'fr-CA')).toBe(`TVH 13${NBSP}%`);
    expect(taxLabel({ name: 'GST', ratePercent: 5 }, 'fr-CA')).toBe(`TPS 5${NBSP}%`);
    expect(taxLabel({ name: 'QST', ratePercent: 9.975 }, 'fr-CA')).toBe(`TVQ 9,975${NBSP}%`);
    expect(taxLabel({ name: 'HST', ratePercent: 14 }, 'fr-CA')).toBe(`TVH 14${NBSP}%`);
  });
});

const QUEBEC_ORDER = {
  id: '00000000-0000-4000-8000-000000000001',
  number: 1042,
  status: 'paid',
  createdAt: '2026-03-01T17:00:00.000Z',
  timeZone: 'America/Toronto',
  lines: [
    {
      position: 1,
      product: 'court_booking',
      description: 'Terrain 1',
      unitPriceCents: 3000,
      quantity: 1,
      subtotalCents: 3000,
      taxes: [],
      totalCents: 3449,
      status: 'fulfilled',
      taxExempt: false,
      participant: null,
    },
  ],
  subtotalCents: 3000,
  taxes: [
    { name: 'GST', ratePercent: 5, amountCents: 150 },
    { name: 'QST', ratePercent: 9.975, amountCents: 299 },
  ],
  totalCents: 3449,
  payments: [],
  refunds: [],
  taxRegistrationNumber: '123456789RT0001',
} as unknown as OrderView;

describe('a Quebec receipt', () => {
  it('mails GST and QST as TPS and TVQ in French, GST and QST in English', () => {
    const french = receiptTextLines(QUEBEC_ORDER, 'fr-CA').join('\n');
    expect(french).toContain(`TPS 5${NBSP}%${NBSP}: 1,50${NBSP}$`);
    expect(french).toContain(`TVQ 9,975${NBSP}%${NBSP}: 2,99${NBSP}$`);
    expect(french).not.toMatch(/GST|QST|HST|9\.975/);
    const english = receiptTextLines(QUEBEC_ORDER, 'en-CA').join('\n');
    expect(english).toContain('GST 5%: $1.50');
    expect(english).toContain('QST 9.975%: $2.99');
  });

  it('prints them the same way on the printable receipt', () => {
    const reasons = { text: () => '' };
    const french = receiptPage(QUEBEC_ORDER, 'fr-CA', reasons);
    expect(french).toContain(`TPS 5${NBSP}%`);
    expect(french).toContain(`TVQ 9,975${NBSP}%`);
    expect(french).not.toMatch(/\bGST\b|\bQST\b/);
    expect(receiptPage(QUEBEC_ORDER, 'en-CA', reasons)).toContain('QST 9.975%');
  });
});
