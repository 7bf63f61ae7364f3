/**
 * Orders under concurrency: a multi-line order is all or nothing, and payment events arriving
 * together for one multi-line order fulfil each line once (on real PostgreSQL with test:pg).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingRules } from '../../../../server/db/schema.js';
import {
  book,
  bookingRows,
  clearBookings,
  createBookingTestApp,
  historyOf,
  memberAgent,
  paymentRows,
  setUpVenue,
  type BookingTestApp,
} from '../../booking/support.js';
import { courtLine, placeOrder, saleCounts, TUESDAY } from './support.js';

let t: BookingTestApp;
beforeAll(async () => {
  t = await createBookingTestApp();
  await setUpVenue(t);
  await t.database.db.update(bookingRules).set({ maxUpcomingBookingsPerMember: 1000 });
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearBookings(t);
  t.mail.sent.length = 0;
  t.setNow('2026-03-01T17:00:00Z');
});

describe('a multi-line order is all or nothing', () => {
  it('holds nothing when its second line’s court is taken by a concurrent booking', async () => {
    const racer = await memberAgent(t);
    const buyer = await memberAgent(t);
    const [order, single] = await Promise.all([
      placeOrder(buyer.agent, [courtLine('09:00', 2), courtLine('09:00', 1)]),
      book(racer.agent, { date: TUESDAY, startTime: '09:00', hours: 1, court: 1 }),
    ]);
    const statuses = [order.statusCode, single.statusCode].sort();
    expect(statuses).toEqual([201, 409]);
    const rows = await bookingRows(t);
    if (order.statusCode === 409) {
      // The order lost court 1: its court 2 hold rolled back with it.
      expect(rows.map((row) => row.court)).toEqual([1]);
      expect((await saleCounts(t)).lines).toBe(1);
    } else {
      expect(rows.map((row) => row.court).sort()).toEqual([1, 2]);
      expect((await saleCounts(t)).lines).toBe(2);
    }
  });
});

describe('concurrent payment events for one multi-line order', () => {
  it('record one payment and fulfil each line once, with one receipt', async () => {
    const { agent, user } = await memberAgent(t);
    const { order } = (await placeOrder(agent, [courtLine('09:00', 1), courtLine('10:00', 2), courtLine('11:00', 3)])).json();
    const payment = { paymentId: 'lpi_concurrent', amountCents: order.totalCents, currency: 'CAD' };
    const outcomes = await Promise.all(Array.from({ length: 6 }, (_, i) => t.app.payments.fulfilOrder(order.id, payment, `delivery ${i}`)));
    expect(outcomes.filter((outcome) => outcome.kind === 'confirmed')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind === 'already-recorded')).toHaveLength(5);
    expect(await paymentRows(t, order.id)).toHaveLength(1);
    expect((await historyOf(t, order.id)).filter((entry) => entry.status === 'paid')).toHaveLength(1);
    const view = (await agent.get(`/api/orders/${order.id}`)).json();
    expect(view.lines.map((line: { status: string }) => line.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect((await bookingRows(t)).map((row) => row.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(t.mail.to(user.email)).toHaveLength(1);
  });
});
