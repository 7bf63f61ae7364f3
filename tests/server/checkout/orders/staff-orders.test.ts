/**
 * Staff order tools: desk payments for open orders, per-line (partial) refunds, order look-up by
 * number or customer, and the takings report with its CSV, each for staff only.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Agent } from '../../helpers/test-app.js';
import { clearBookings, createBookingTestApp, memberAgent, pressPay, refundRows, setUpVenue, staffAgent, type BookingTestApp } from '../../booking/support.js';
import { courtLine, placeOrder, saleCounts } from './support.js';

let t: BookingTestApp;
let staff: Agent;
beforeAll(async () => {
  t = await createBookingTestApp();
  staff = (await staffAgent(t)).agent;
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearBookings(t);
  await setUpVenue(t, { taxRegistrationNumber: '123456789RT0001', province: 'ON' });
  t.mail.sent.length = 0;
  t.setNow('2026-03-01T17:00:00Z');
});

describe('desk payments', () => {
  it('records money taken at the desk for an open order, closes its online checkout, and fulfils it like a card payment', async () => {
    const { agent } = await memberAgent(t);
    const { order, checkoutUrl } = (await placeOrder(agent, [courtLine('09:00', 1)])).json();
    const paid = await staff.post(`/api/staff/orders/${order.id}/desk-payment`, { method: 'card_terminal', reference: 'T-42' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      status: 'paid',
      lines: [{ status: 'fulfilled' }],
      payments: [{ method: 'card_terminal', reference: 'T-42', test: false, amountCents: 3390 }],
    });
    expect((await pressPay(t, checkoutUrl)).statusCode).toBe(410); // nobody can pay it online any more
    expect(t.mail.sent[0].text).toContain('Paid at the desk (card terminal): $33.90');
    expect((await staff.post(`/api/staff/orders/${order.id}/desk-payment`, { method: 'cash' })).statusCode).toBe(409);
  });

  it('refuses a closed order, bad methods, and anyone but staff', async () => {
    const { agent } = await memberAgent(t);
    const { order } = (await placeOrder(agent, [courtLine('09:00', 1)])).json();
    expect((await agent.post(`/api/staff/orders/${order.id}/desk-payment`, { method: 'cash' })).statusCode).toBe(403);
    expect((await new Agent(t.app).post(`/api/staff/orders/${order.id}/desk-payment`, { method: 'cash' })).statusCode).toBe(401);
    const bad = await staff.post(`/api/staff/orders/${order.id}/desk-payment`, { method: 'cheque' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty(['method']);
    expect((await staff.post(`/api/staff/orders/${order.id}/desk-payment`, { method: 'cash', reference: 'x'.repeat(101) })).statusCode).toBe(400);
    expect((await staff.post('/api/staff/orders/00000000-0000-4000-8000-000000000000/desk-payment', { method: 'cash' })).statusCode).toBe(404);
    await agent.post(`/api/checkout/sessions/${new URL((await agent.get(`/api/orders/${order.id}`)).json().checkoutUrl).pathname.split('/').pop()}/cancel`);
    const closed = await staff.post(`/api/staff/orders/${order.id}/desk-payment`, { method: 'cash' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toMatch(/only an order waiting for payment/);
  });
});

describe('staff refunds of a line', () => {
  it('refunds part of a line, then the rest, and no more', async () => {
    const { agent, user } = await memberAgent(t);
    const { order, checkoutUrl } = (await placeOrder(agent, [courtLine('09:00', 1, 2)])).json();
    await pressPay(t, checkoutUrl);
    const line = order.lines[0];
    const part = await staff.post(`/api/staff/orders/${order.id}/refunds`, { lineId: line.id, amountCents: 1000, reason: 'Lights out for an hour' });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({
      status: 'paid',
      lines: [{ status: 'partially_refunded', refundedCents: 1000 }],
      refunds: [{ amountCents: 1000, reason: 'Lights out for an hour', status: 'succeeded' }],
    });
    const tooMuch = await staff.post(`/api/staff/orders/${order.id}/refunds`, { lineId: line.id, amountCents: 5781, reason: 'Again' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().fields.amountCents).toMatch(/\$57\.80 is left/);
    const rest = await staff.post(`/api/staff/orders/${order.id}/refunds`, { lineId: line.id, amountCents: 5780, reason: 'Closed early' });
    expect(rest.json()).toMatchObject({ status: 'refunded', lines: [{ status: 'refunded', refundedCents: 6780 }] });
    expect(t.mail.to(user.email).filter((mail) => /refund/.test(mail.subject))).toHaveLength(2);
  });

  it('names the field for a line of another order, an empty reason or a zero amount, and writes nothing', async () => {
    const { agent } = await memberAgent(t);
    const a = (await placeOrder(agent, [courtLine('09:00', 1)])).json();
    const b = (await placeOrder(agent, [courtLine('10:00', 1)])).json();
    await pressPay(t, a.checkoutUrl);
    const before = await saleCounts(t);
    for (const [body, field] of [
      [{ lineId: b.order.lines[0].id, amountCents: 100, reason: 'x' }, 'lineId'],
      [{ lineId: a.order.lines[0].id, amountCents: 100, reason: '' }, 'reason'],
      [{ lineId: a.order.lines[0].id, amountCents: 0, reason: 'x' }, 'amountCents'],
      [{ lineId: a.order.lines[0].id, amountCents: 100, reason: 'a\u0000b' }, 'reason'],
    ] as const) {
      const response = await staff.post(`/api/staff/orders/${a.order.id}/refunds`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fields).toHaveProperty([field]);
    }
    expect(await saleCounts(t)).toEqual(before);
    expect((await agent.post(`/api/staff/orders/${a.order.id}/refunds`, { lineId: a.order.lines[0].id, amountCents: 100, reason: 'x' })).statusCode).toBe(403);
  });

  it('gives desk money back at the desk', async () => {
    const { agent } = await memberAgent(t);
    const { order } = (await placeOrder(agent, [courtLine('09:00', 1)])).json();
    await staff.post(`/api/staff/orders/${order.id}/desk-payment`, { method: 'cash' });
    const refunded = await staff.post(`/api/staff/orders/${order.id}/refunds`, { lineId: order.lines[0].id, amountCents: 3390, reason: 'Changed plans' });
    expect(refunded.json()).toMatchObject({ status: 'refunded', refunds: [{ method: 'desk', status: 'succeeded' }] });
    expect(await refundRows(t, order.id)).toMatchObject([{ provider: 'desk' }]);
  });
});

describe('looking orders up', () => {
  it('finds an order by its number, with or without #, and by part of the customer’s name or e-mail', async () => {
    const { agent, user } = await memberAgent(t);
    const { order } = (await placeOrder(agent, [courtLine('09:00', 1)])).json();
    const walkIn = await staff.post('/api/admin/bookings', { kind: 'walk-in', name: 'Zed Walker', date: '2026-03-03', startTime: '12:00', hours: 1, court: 6 });
    expect(walkIn.statusCode).toBe(201);
    const ids = async (q: string) => (await staff.get(`/api/admin/orders?q=${encodeURIComponent(q)}`)).json().items.map((o: { id: string }) => o.id);
    expect(await ids(String(order.number))).toEqual([order.id]);
    expect(await ids(`#${order.number}`)).toEqual([order.id]);
    expect(await ids(user.email.slice(0, 8).toUpperCase())).toContain(order.id);
    expect(await ids(user.lastName)).toContain(order.id);
    expect(await ids('zed walk')).toEqual([walkIn.json().orderId]);
    expect(await ids('100%_')).toEqual([]);
    expect((await ids('')).length).toBe(2);
    const found = (await staff.get(`/api/admin/orders?q=${order.number}`)).json().items[0];
    expect(found.provider).toMatchObject({ provider: 'local', sessionId: expect.stringMatching(/^lcs_/) });
    expect((await agent.get('/api/admin/orders?q=1')).statusCode).toBe(403);
  });
});

describe('takings', () => {
  it('adds up money received and refunded between two venue dates, by product and by payment method, with tax', async () => {
    const { agent } = await memberAgent(t);
    const card = (await placeOrder(agent, [courtLine('09:00', 1, 2)])).json();
    await pressPay(t, card.checkoutUrl); // $67.80 by card (test)
    const desk = (await placeOrder(agent, [courtLine('12:00', 2)])).json();
    await staff.post(`/api/staff/orders/${desk.order.id}/desk-payment`, { method: 'cash' }); // $33.90 cash
    await staff.post(`/api/staff/orders/${card.order.id}/refunds`, { lineId: card.order.lines[0].id, amountCents: 1130, reason: 'Goodwill' }); // $11.30 back, $1.30 of it tax

    const report = await staff.get('/api/admin/takings?from=2026-03-01&to=2026-03-01');
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toMatchObject({
      timeZone: 'America/Toronto',
      totals: { grossCents: 10170, taxCents: 1170 - 130, refundsCents: 1130, netCents: 9040, payments: 2, refunds: 1 },
      byProduct: [{ product: 'court_booking', grossCents: 10170, refundsCents: 1130, netCents: 9040 }],
      byMethod: [
        { method: 'card', grossCents: 6780, refundsCents: 1130, netCents: 5650 },
        { method: 'cash', grossCents: 3390, refundsCents: 0, netCents: 3390 },
      ],
      taxes: [{ name: 'HST', ratePercent: 13, amountCents: 1040 }],
    });
    // The venue's day, not UTC's: nothing moved on the 2nd.
    expect((await staff.get('/api/admin/takings?from=2026-03-02&to=2026-03-02')).json().totals.grossCents).toBe(0);

    const csv = await staff.get('/api/admin/takings.csv?from=2026-03-01&to=2026-03-01');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('courtside-takings-2026-03-01-to-2026-03-01.csv');
    expect(csv.body.split('\r\n')).toEqual(
      expect.arrayContaining([
        'Section,Item,Gross (CAD),Tax (CAD),Refunds (CAD),Net (CAD)',
        'Total,2026-03-01 to 2026-03-01 (Eastern Standard Time),101.70,10.40,11.30,90.40',
        'Product,court_booking,101.70,10.40,11.30,90.40',
        'Payment method,cash,33.90,3.90,0.00,33.90',
      ]),
    );
  });

  it('refuses a range that ends before it starts or spans more than a year, and anyone but staff', async () => {
    expect((await staff.get('/api/admin/takings?from=2026-03-02&to=2026-03-01')).json().fields).toHaveProperty(['to']);
    expect((await staff.get('/api/admin/takings?from=2024-01-01&to=2026-03-01')).statusCode).toBe(400);
    expect((await staff.get('/api/admin/takings?from=2026-13-01&to=2026-03-01')).statusCode).toBe(400);
    const { agent } = await memberAgent(t);
    expect((await agent.get('/api/admin/takings?from=2026-03-01&to=2026-03-01')).statusCode).toBe(403);
    expect((await agent.get('/api/admin/takings.csv?from=2026-03-01&to=2026-03-01')).statusCode).toBe(403);
  });
});
