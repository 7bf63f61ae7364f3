import { count } from 'drizzle-orm';
import { bookings, orderLines, orders, payments, refunds } from '../../../../server/db/schema.js';
import type { Agent, TestApp } from '../../helpers/test-app.js';

export const TUESDAY = '2026-03-03';

/** A court_booking line as POST /api/orders takes it. */
export const courtLine = (startTime: string, court: number | 'any' = 'any', hours = 1, date = TUESDAY) => ({
  product: 'court_booking',
  date,
  startTime,
  hours,
  court,
});

export function placeOrder(agent: Agent, lines: Record<string, unknown>[]) {
  return agent.post('/api/orders', { lines });
}

/** How many rows the sale tables hold: "nothing held, nothing charged" is these staying put. */
export async function saleCounts(t: TestApp) {
  const db = t.database.db;
  const [[o], [l], [b], [p], [r]] = await Promise.all([
    db.select({ n: count() }).from(orders),
    db.select({ n: count() }).from(orderLines),
    db.select({ n: count() }).from(bookings),
    db.select({ n: count() }).from(payments),
    db.select({ n: count() }).from(refunds),
  ]);
  return { orders: o.n, lines: l.n, bookings: b.n, payments: p.n, refunds: r.n };
}
