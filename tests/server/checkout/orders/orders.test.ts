/**
 * POST /api/orders and the order views: several lines held in one transaction (all or nothing),
 * priced and taxed on the server per line, one checkout, per-line refunds, receipts, and the
 * caller's own orders.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companySettings } from '../../../../server/db/schema.js';
import { Agent } from '../../helpers/test-app.js';
import { sql } from 'drizzle-orm';
import {
  book,
  bookingRows,
  clearBookings,
  createBookingTestApp,
  memberAgent,
  paymentRows,
  pressPay,
  refundRows,
  setUpVenue,
  staffAgent,
  type BookingTestApp,
} from '../../booking/support.js';
import { courtLine, placeOrder, saleCounts, TUESDAY } from './support.js';

let t: BookingTestApp;
beforeAll(async () => {
  t = await createBookingTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearBookings(t);
  await setUpVenue(t, { taxRegistrationNumber: '123456789RT0001', province: 'ON' });
  t.mail.sent.length = 0;
  t.setNow('2026-03-01T17:00:00Z');
});

async function paidTwoLineOrder(agent: Agent) {
  const placed = await placeOrder(agent, [courtLine('09:00', 1, 2), courtLine('14:00', 2, 1)]);
  expect(placed.statusCode, placed.body).toBe(201);
  expect((await pressPay(t, placed.json().checkoutUrl)).statusCode).toBe(303);
  return (await agent.get(`/api/orders/${placed.json().order.id}`)).json();
}

describe('placing an order', () => {
  it('holds two court lines in one order with HST on each, opens one checkout, and confirms both when paid', async () => {
    const { agent } = await memberAgent(t);
    const placed = await placeOrder(agent, [courtLine('09:00', 1, 2), courtLine('14:00', 2, 1)]);
    expect(placed.statusCode, placed.body).toBe(201);
    const { order, checkoutUrl } = placed.json();
    expect(checkoutUrl).toMatch(/\/api\/payments\/local\/checkout\/lcs_/);
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      number: expect.any(Number),
      subtotalCents: 9000,
      taxCents: 1170,
      totalCents: 10170,
      taxes: [{ name: 'HST', ratePercent: 13, amountCents: 1170 }],
      taxRegistrationNumber: '123456789RT0001',
      lines: [
        {
          position: 1,
          product: 'court_booking',
          description: 'Court 1 · Tue 3 Mar 2026 · 9:00–11:00 a.m.',
          unitPriceCents: 3000,
          quantity: 2,
          subtotalCents: 6000,
          taxes: [{ name: 'HST', ratePercent: 13, amountCents: 780 }],
          totalCents: 6780,
          status: 'held',
        },
        {
          position: 2,
          description: 'Court 2 · Tue 3 Mar 2026 · 2:00–3:00 p.m.',
          unitPriceCents: 3000,
          quantity: 1,
          subtotalCents: 3000,
          taxes: [{ name: 'HST', ratePercent: 13, amountCents: 390 }],
          totalCents: 3390,
          status: 'held',
        },
      ],
    });
    expect(order.number).toBeGreaterThan(1000);
    const page = await t.app.inject({ method: 'GET', url: new URL(checkoutUrl).pathname });
    expect(page.body).toContain('HST 13%');
    expect(page.body).toContain('$101.70');

    await pressPay(t, checkoutUrl);
    const paid = (await agent.get(`/api/orders/${order.id}`)).json();
    expect(paid).toMatchObject({
      status: 'paid',
      paidCents: 10170,
      lines: [{ status: 'fulfilled' }, { status: 'fulfilled' }],
      payments: [{ method: 'card', test: true, amountCents: 10170 }],
    });
    expect((await bookingRows(t)).map((row) => [row.court, row.status])).toEqual([
      [1, 'confirmed'],
      [2, 'confirmed'],
    ]);
    const [receipt] = t.mail.sent;
    expect(receipt.subject).toBe(`Your Courtside Pickleball order ${order.number} is confirmed`);
    expect(receipt.text).toContain('HST 13%: $11.70');
    expect(receipt.text).toContain('Total: $101.70');
    expect(receipt.text).toContain('GST/HST registration: 123456789RT0001');
    expect(receipt.attachments).toHaveLength(2);
  });

  it('refuses the whole order when its second line conflicts, naming the line, and holds nothing', async () => {
    const first = await memberAgent(t);
    expect((await book(first.agent, { date: TUESDAY, startTime: '09:00', hours: 1, court: 1 })).statusCode).toBe(201);
    const before = await saleCounts(t);
    const { agent } = await memberAgent(t);
    const refused = await placeOrder(agent, [courtLine('09:00', 2), courtLine('09:00', 1)]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Line 2: Court 1 is already booked/);
    expect(await saleCounts(t)).toEqual(before);
  });

  it('names the line and field of a product’s own validation error', async () => {
    const { agent } = await memberAgent(t);
    const refused = await placeOrder(agent, [courtLine('09:00', 1), courtLine('21:00', 2, 3)]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: expect.stringMatching(/^Line 2:/), fields: { 'lines.1.hours': expect.stringMatching(/closes at 22:00/) } });
    // A one-line order (Book Court's) reads as the product's own message, its fields still keyed by line.
    const single = await placeOrder(agent, [courtLine('21:00', 2, 3)]);
    expect(single.json()).toMatchObject({
      message: 'Please correct the highlighted fields.',
      fields: { 'lines.0.hours': expect.stringMatching(/closes at 22:00/) },
    });
  });

  it('charges the member price per line and ignores nothing silently: a price field is refused', async () => {
    const { agent } = await memberAgent(t, { member: true });
    const placed = await placeOrder(agent, [courtLine('09:00', 1, 2)]);
    expect(placed.json().order.lines[0]).toMatchObject({ unitPriceCents: 2000, subtotalCents: 4000, totalCents: 4520 });
    const priced = await placeOrder(agent, [{ ...courtLine('11:00', 1), priceCents: 1 }]);
    expect(priced.statusCode).toBe(400);
    expect(priced.json().fields).toHaveProperty(['lines.0.priceCents']);
  });

  it('confirms at once, with no checkout, when nothing is owed', async () => {
    await t.database.db.update(companySettings).set({ defaultOneHourRentalPrice: 0, memberOneHourRentalPrice: 0 });
    const { agent } = await memberAgent(t);
    const placed = await placeOrder(agent, [courtLine('09:00', 1)]);
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({
      checkoutUrl: null,
      order: { status: 'paid', totalCents: 0, taxes: [], lines: [{ status: 'fulfilled', taxes: [] }] },
    });
    expect((await bookingRows(t))[0].status).toBe('confirmed');
    expect(t.mail.sent).toHaveLength(1);
  });

  it('tells Book Court which taxes will be added to its before-tax prices', async () => {
    const visitor = new Agent(t.app);
    expect((await visitor.get(`/api/bookings/availability?date=${TUESDAY}`)).json().taxes).toEqual([{ name: 'HST', ratePercent: 13 }]);
    await t.database.db.update(companySettings).set({ province: 'QC' });
    expect((await visitor.get(`/api/bookings/availability?date=${TUESDAY}`)).json().taxes).toEqual([
      { name: 'GST', ratePercent: 5 },
      { name: 'QST', ratePercent: 9.975 },
    ]);
    await t.database.db.update(companySettings).set({ taxRegistrationNumber: '' });
    expect((await visitor.get(`/api/bookings/availability?date=${TUESDAY}`)).json().taxes).toEqual([]);
  });

  it('keeps the tax it charged when the owner changes the province or the number afterwards', async () => {
    const { agent } = await memberAgent(t);
    const paid = await paidTwoLineOrder(agent);
    await t.database.db.update(companySettings).set({ province: 'QC', taxRegistrationNumber: '' });
    const again = (await agent.get(`/api/orders/${paid.id}`)).json();
    expect(again.lines.map((line: { taxes: unknown }) => line.taxes)).toEqual(paid.lines.map((line: { taxes: unknown }) => line.taxes));
    expect(again.totalCents).toBe(10170);
    const next = await placeOrder(agent, [courtLine('16:00', 3)]);
    expect(next.json().order).toMatchObject({ taxCents: 0, totalCents: 3000, taxRegistrationNumber: null });
  });
});

describe('bad orders', () => {
  const cases: [string, unknown, string | null][] = [
    ['no lines', { lines: [] }, 'lines'],
    ['21 lines', { lines: Array.from({ length: 21 }, (_, i) => courtLine(`${String(7 + (i % 14)).padStart(2, '0')}:00`)) }, 'lines'],
    ['101 lines', { lines: Array.from({ length: 101 }, () => courtLine('09:00')) }, null],
    ['an unknown product', { lines: [{ product: 'spaceship', date: TUESDAY }] }, 'lines.0.product'],
    ['a line without a product', { lines: [{ date: TUESDAY }] }, null],
    ['lines that are not objects', { lines: ['court'] }, null],
    ['zero hours', { lines: [courtLine('09:00', 1, 0)] }, 'lines.0.hours'],
    ['an absurd quantity of hours', { lines: [courtLine('09:00', 1, 1e9)] }, 'lines.0.hours'],
    ['a court the venue does not have', { lines: [courtLine('09:00', 9)] }, 'lines.0.court'],
    ['a date that is not a date', { lines: [{ ...courtLine('09:00'), date: '2026-02-30' }] }, 'lines.0.date'],
    ['an unknown field on the order', { lines: [courtLine('09:00')], coupon: 'FREE' }, null],
  ];

  it.each(cases)('%s: 400, nothing held or charged', async (_label, body, field) => {
    const { agent } = await memberAgent(t);
    const before = await saleCounts(t);
    const response = await agent.post('/api/orders', body as Record<string, unknown>);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    if (field) expect(response.json().fields).toHaveProperty([field]);
    expect(await saleCounts(t)).toEqual(before);
  });

  it('asks a visitor to log in first', async () => {
    const visitor = new Agent(t.app);
    expect((await placeOrder(visitor, [courtLine('09:00')])).statusCode).toBe(401);
  });
});

describe('refunds per line', () => {
  it('cancelling one line of a paid order refunds that line only, tax included', async () => {
    const { agent } = await memberAgent(t);
    const order = await paidTwoLineOrder(agent);
    const second = order.lines[1];
    const cancelled = await agent.post(`/api/bookings/${second.reference}/cancel`, { expectedRefund: 'full' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().refund).toMatchObject({ amountCents: 3390, status: 'succeeded' });
    const after = (await agent.get(`/api/orders/${order.id}`)).json();
    expect(after).toMatchObject({
      status: 'paid',
      refundedCents: 3390,
      lines: [
        { status: 'fulfilled', refundedCents: 0 },
        { status: 'refunded', refundedCents: 3390 },
      ],
    });
    expect(after.refunds).toMatchObject([{ lineId: second.id, amountCents: 3390, method: 'card', reason: 'You cancelled before the cutoff.' }]);
  });

  it('counts only a payment’s own refunds when choosing which payment a line refund comes from', async () => {
    const { agent } = await memberAgent(t);
    const { agent: staff } = await staffAgent(t);
    const a = (await placeOrder(agent, [courtLine('09:00', 1)])).json();
    await pressPay(t, a.checkoutUrl);
    const [paymentA] = await paymentRows(t, a.order.id);
    // A refund whose id equals its own payment's id: a query that confused the two tables would count it everywhere.
    await t.database.db.execute(sql`select setval(pg_get_serial_sequence('refunds', 'id'), ${paymentA.id - 1})`);
    await staff.post(`/api/staff/orders/${a.order.id}/refunds`, { lineId: a.order.lines[0].id, amountCents: 3390, reason: 'Test' });
    expect((await refundRows(t, a.order.id))[0]).toMatchObject({ id: paymentA.id, paymentId: paymentA.id });
    const b = (await placeOrder(agent, [courtLine('10:00', 1)])).json();
    await pressPay(t, b.checkoutUrl);
    const cancelled = await agent.post(`/api/bookings/${b.order.lines[0].reference}/cancel`, { expectedRefund: 'full' });
    expect(cancelled.json().refund).toMatchObject({ amountCents: 3390, status: 'succeeded' });
  });

  it('a late payment confirms the lines still free and refunds the line whose court was taken', async () => {
    const { agent, user } = await memberAgent(t);
    const placed = (await placeOrder(agent, [courtLine('09:00', 1), courtLine('10:00', 1)])).json();
    t.setNow('2026-03-01T17:40:00Z'); // the hold is over
    const other = await memberAgent(t);
    expect((await book(other.agent, { date: TUESDAY, startTime: '10:00', hours: 1, court: 1 })).statusCode).toBe(201);
    const outcome = await t.app.payments.fulfilOrder(placed.order.id, { paymentId: 'lpi_late_one', amountCents: 6780, currency: 'CAD' }, 'a test');
    expect(outcome).toMatchObject({ kind: 'confirmed', late: true });
    const after = (await agent.get(`/api/orders/${placed.order.id}`)).json();
    expect(after).toMatchObject({ status: 'paid', lines: [{ status: 'fulfilled' }, { status: 'refunded', refundedCents: 3390 }] });
    expect(await refundRows(t, placed.order.id)).toMatchObject([
      { amountCents: 3390, status: 'succeeded', reason: 'late-payment-reservation-taken', orderLineId: after.lines[1].id },
    ]);
    expect(t.mail.to(user.email).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/order \d+ is confirmed/),
      expect.stringMatching(/refund of \$33\.90/),
    ]);
  });
});

describe('seeing orders', () => {
  it('lists the caller’s own orders newest first, and nobody else’s', async () => {
    const { agent } = await memberAgent(t);
    const first = (await placeOrder(agent, [courtLine('09:00', 1)])).json().order;
    t.setNow('2026-03-01T17:01:00Z');
    const second = (await placeOrder(agent, [courtLine('10:00', 1)])).json().order;
    const other = await memberAgent(t);
    await placeOrder(other.agent, [courtLine('11:00', 1)]);
    const mine = await agent.get('/api/orders/mine');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items.map((order: { id: string }) => order.id)).toEqual([second.id, first.id]);
    expect((await new Agent(t.app).get('/api/orders/mine')).statusCode).toBe(401);
  });

  it('prints a receipt for its owner and staff, in words and local time, never with ids', async () => {
    const { agent } = await memberAgent(t);
    const order = await paidTwoLineOrder(agent);
    const receipt = await agent.get(`/api/orders/${order.id}/receipt`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toMatch(/^text\/html/);
    for (const text of [
      `Receipt for order ${order.number}`,
      'Courtside Pickleball',
      'Court 1 · Tue 3 Mar 2026 · 9:00–11:00 a.m.',
      'Subtotal',
      '$90.00',
      'HST 13%',
      '$11.70',
      '$101.70',
      'Test payment: no money moved',
      'GST/HST registration number: 123456789RT0001',
      'EST',
    ]) {
      expect(receipt.body).toContain(text);
    }
    expect(receipt.body).not.toMatch(/lpi_|lcs_|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}|\d{4}-\d{2}-\d{2}T\d{2}:/);
    const { agent: staff } = await staffAgent(t);
    expect((await staff.get(`/api/orders/${order.id}/receipt`)).statusCode).toBe(200);
    const other = await memberAgent(t);
    expect((await other.agent.get(`/api/orders/${order.id}/receipt`)).statusCode).toBe(404);
    expect((await new Agent(t.app).get(`/api/orders/${order.id}/receipt`)).statusCode).toBe(401);
  });
});
