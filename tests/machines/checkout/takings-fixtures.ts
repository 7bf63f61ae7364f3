import type { Takings } from '@machines/checkout/order-shapes';

/** A takings report for a range: two card payments of a court booking with HST, one refund. */
export function aTakings(from: string, to: string): Takings {
  return {
    from,
    to,
    timeZone: 'America/Toronto',
    currency: 'CAD',
    totals: { grossCents: 13560, taxCents: 1170, refundsCents: 3390, netCents: 10170, payments: 2, refunds: 1 },
    byProduct: [{ product: 'court_booking', grossCents: 13560, taxCents: 1170, refundsCents: 3390, netCents: 10170 }],
    byMethod: [{ method: 'card', grossCents: 13560, taxCents: 1170, refundsCents: 3390, netCents: 10170 }],
    taxes: [{ name: 'HST', ratePercent: 13, amountCents: 1170 }],
  };
}
