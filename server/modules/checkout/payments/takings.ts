import type { Database } from '../../../db/client.js';
import { addDays, wallClock } from '../../../lib/venue-time.js';
import { linesOfOrders, type OrderLineRow } from '../orders/index.js';
import { readCompanySettings, sumTaxes, type ChargedTax } from '../../settings/company/index.js';
import { paymentsReceivedBetween } from './payments-repository.js';
import { refundsGivenBetween } from './refunds-repository.js';
import type { PaymentMethod } from './schema.js';

interface Row {
  grossCents: number;
  taxCents: number;
  refundsCents: number;
  netCents: number;
}

const emptyRow = (): Row => ({ grossCents: 0, taxCents: 0, refundsCents: 0, netCents: 0 });

/** Splits an amount over lines in proportion to their totals; the last line takes the rounding. */
function shares(amountCents: number, lines: OrderLineRow[]): { line: OrderLineRow | null; cents: number }[] {
  const total = lines.reduce((sum, line) => sum + line.totalCents, 0);
  if (lines.length === 0 || total === 0) return [{ line: lines[0] ?? null, cents: amountCents }];
  let given = 0;
  return lines.map((line, index) => {
    const cents = index === lines.length - 1 ? amountCents - given : Math.round((amountCents * line.totalCents) / total);
    given += cents;
    return { line, cents };
  });
}

/** The tax inside an amount of a line, as the line itself charged it. */
const taxIn = (cents: number, line: OrderLineRow | null) => (line && line.totalCents > 0 ? Math.round((cents * line.taxCents) / line.totalCents) : 0);

function taxesIn(cents: number, line: OrderLineRow | null, sign: 1 | -1): ChargedTax[] {
  if (!line || line.totalCents === 0) return [];
  return line.taxes.map((tax) => ({ ...tax, amountCents: sign * Math.round((cents * tax.amountCents) / line.totalCents) }));
}

/**
 * Money that moved between two venue-local dates (inclusive): payments by the date received,
 * refunds by the date they went through. Gross, tax, refunds and net, per product kind (each
 * payment shared over its order's lines) and per payment method, for the bank and the tax return.
 */
export async function takings(db: Database, from: string, to: string) {
  const { timeZone } = await readCompanySettings(db);
  const start = wallClock(from, 0, timeZone);
  const end = wallClock(addDays(to, 1), 0, timeZone);

  const received = await paymentsReceivedBetween(db, start, end);
  const given = await refundsGivenBetween(db, start, end);
  const orderIds = [...new Set([...received.map((row) => row.orderId), ...given.map((row) => row.orderId)])];
  const lines = await linesOfOrders(db, orderIds);
  const linesBy = new Map<string, OrderLineRow[]>();
  for (const line of lines) linesBy.set(line.orderId, [...(linesBy.get(line.orderId) ?? []), line]);
  const lineById = new Map(lines.map((line) => [line.id, line]));

  const totals = { ...emptyRow(), payments: received.length, refunds: given.length };
  const byProduct = new Map<string, Row>();
  const byMethod = new Map<PaymentMethod, Row>();
  const taxLists: ChargedTax[][] = [];
  const bucket = <K>(map: Map<K, Row>, key: K) => map.get(key) ?? map.set(key, emptyRow()).get(key)!;

  for (const payment of received) {
    const method = bucket(byMethod, payment.method);
    method.grossCents += payment.amountCents;
    totals.grossCents += payment.amountCents;
    for (const { line, cents } of shares(payment.amountCents, linesBy.get(payment.orderId) ?? [])) {
      const product = bucket(byProduct, line?.product ?? 'other');
      const tax = taxIn(cents, line);
      product.grossCents += cents;
      product.taxCents += tax;
      method.taxCents += tax;
      totals.taxCents += tax;
      taxLists.push(taxesIn(cents, line, 1));
    }
  }
  for (const refund of given) {
    const method = bucket(byMethod, refund.method);
    method.refundsCents += refund.amountCents;
    totals.refundsCents += refund.amountCents;
    const line = refund.lineId ? (lineById.get(refund.lineId) ?? null) : null;
    const parts = line ? [{ line, cents: refund.amountCents }] : shares(refund.amountCents, linesBy.get(refund.orderId) ?? []);
    for (const part of parts) {
      const product = bucket(byProduct, part.line?.product ?? 'other');
      const tax = taxIn(part.cents, part.line);
      product.refundsCents += part.cents;
      // Tax given back with a refund is tax the venue no longer owes.
      product.taxCents -= tax;
      method.taxCents -= tax;
      totals.taxCents -= tax;
      taxLists.push(taxesIn(part.cents, part.line, -1));
    }
  }
  const net = <T extends Row>(row: T): T => ({ ...row, netCents: row.grossCents - row.refundsCents });
  return {
    from,
    to,
    timeZone,
    currency: 'CAD' as const,
    totals: net(totals),
    byProduct: [...byProduct].map(([product, row]) => net({ product, ...row })).sort((a, b) => a.product.localeCompare(b.product)),
    byMethod: [...byMethod].map(([method, row]) => net({ method, ...row })).sort((a, b) => a.method.localeCompare(b.method)),
    taxes: sumTaxes(taxLists),
  };
}

export type Takings = Awaited<ReturnType<typeof takings>>;
