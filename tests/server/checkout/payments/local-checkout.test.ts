/**
 * The local (embedded, test-mode) provider end to end: the hosted TEST MODE page (no script, same-
 * origin forms), Pay fulfilling through the signed-event path, the success page that only ever
 * reports what the provider says, idempotent fulfilment of one event delivered five times at once,
 * the receipt with its calendar file, orders with their history, own bookings, and a checkout the
 * provider could not open.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WebhookSignatureError } from '../../../../server/modules/checkout/payments/index.js';
import { type Agent } from '../../helpers/test-app.js';
import {
  book,
  bookingRows,
  clearBookings,
  createBookingTestApp,
  historyOf,
  memberAgent,
  orderRow,
  paymentRows,
  pressPay,
  setUpVenue,
  staffAgent,
  type BookingTestApp,
} from '../../booking/support.js';

let t: BookingTestApp;
beforeAll(async () => {
  t = await createBookingTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearBookings(t);
  await setUpVenue(t);
  t.mail.sent.length = 0;
  t.setNow('2026-03-01T17:00:00Z');
});

async function hold(agent: Agent, body: Record<string, unknown> = {}) {
  const response = await book(agent, { date: '2026-03-03', startTime: '09:00', hours: 2, court: 3, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('the TEST MODE checkout page', () => {
  it('is a plain page, clearly marked, with same-origin Pay and Cancel forms and no script', async () => {
    const { agent } = await memberAgent(t);
    const created = await hold(agent);
    const page = await t.app.inject({ method: 'GET', url: new URL(created.checkoutUrl).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('TEST MODE');
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain(`<form method="post" action="/api/payments/local/checkout/${created.sessionId}/pay">`);
    expect(page.body).toContain(`<form method="post" action="/api/payments/local/checkout/${created.sessionId}/cancel">`);
    expect(page.body).toContain('$60.00'); // 2 h at the default price
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.headers['content-security-policy']).toMatch(/form-action 'self'/);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/local/checkout/lcs_doesnotexistdoesnotexist' })).statusCode).toBe(404);
  });

  it('leads an ended checkout back to where its product registered ("Book again"), and an unknown one home', async () => {
    const { agent } = await memberAgent(t);
    const created = await hold(agent);
    t.setNow('2026-03-01T17:30:00Z'); // the 15-minute hold is over
    const ended = await t.app.inject({ method: 'GET', url: new URL(created.checkoutUrl).pathname });
    expect(ended.statusCode).toBe(410);
    expect(ended.body).toContain('Nothing was charged and the court was released.');
    expect(ended.body).toContain('<a href="/bookings">Book again</a>');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/payments/local/checkout/lcs_doesnotexistdoesnotexist',
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<a href="/">Retour à l’accueil</a>');
  });
});

describe('paying', () => {
  it('confirms the booking, records the payment, mails a receipt with a calendar file and redirects to the success page', async () => {
    const { agent, user } = await memberAgent(t);
    const created = await hold(agent);
    const pay = await pressPay(t, created.checkoutUrl);
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`http://localhost:3000/redirect/checkout-success?session_id=${created.sessionId}`);

    expect(await orderRow(t, created.orderId)).toMatchObject({ status: 'paid' });
    const [payment] = await paymentRows(t, created.orderId);
    expect(payment).toMatchObject({ provider: 'local', amountCents: 6000, currency: 'CAD' });
    expect(payment.providerPaymentId).toMatch(/^lpi_/);
    expect((await bookingRows(t))[0]).toMatchObject({ status: 'confirmed', holdExpiresAt: null });
    expect((await historyOf(t, created.orderId)).map((entry) => entry.status)).toContain('paid');

    const status = await agent.get(`/api/checkout/sessions/${created.sessionId}`);
    expect(status.json()).toMatchObject({
      status: 'confirmed',
      orderStatus: 'paid',
      amountCents: 6000,
      order: { totalCents: 6000, lines: [{ product: 'court_booking', status: 'fulfilled', description: 'Court 3 · Tue 3 Mar 2026 · 9:00–11:00 a.m.' }] },
    });
    // The page's heading says "Payment received"; the message does not repeat it.
    expect(status.json().message).toBe('Your order is confirmed. A receipt is on its way by e-mail.');

    const [receipt] = t.mail.to(user.email);
    expect(t.mail.sent).toHaveLength(1);
    expect(receipt.subject).toMatch(/confirmed/);
    expect(receipt.text).toContain('Court 3 · Tue 3 Mar 2026 · 9:00–11:00 a.m. (2 × $30.00): $60.00');
    expect(receipt.text).toMatch(/Test payment: no money moved: \$60\.00 on Sunday, March 1, 2026 at .* EST/);
    expect(receipt.text).toContain('$60.00');
    const [ics] = receipt.attachments!;
    expect(ics.filename).toMatch(/^courtside-booking-\d+\.ics$/);
    expect(ics.contentType).toMatch(/^text\/calendar/);
    expect(ics.content).toContain('BEGIN:VEVENT');
    expect(ics.content).toContain('DTSTART:20260303T140000Z');
    expect(ics.content).toContain('DTEND:20260303T160000Z');
    expect(ics.content.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    // Pressing Pay again (a double click) changes nothing.
    expect((await pressPay(t, created.checkoutUrl)).statusCode).toBe(303);
    expect(await paymentRows(t, created.orderId)).toHaveLength(1);
    expect(t.mail.sent).toHaveLength(1);
  });

  it('refuses a Pay posted from another site', async () => {
    const { agent } = await memberAgent(t);
    const created = await hold(agent);
    const response = await t.app.inject({
      method: 'POST',
      url: `${new URL(created.checkoutUrl).pathname}/pay`,
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(response.statusCode).toBe(403);
    expect(await paymentRows(t, created.orderId)).toHaveLength(0);
  });

  it('never confirms on the success page’s say-so: unpaid stays pending', async () => {
    const { agent } = await memberAgent(t);
    const created = await hold(agent);
    const status = await agent.get(`/api/checkout/sessions/${created.sessionId}`);
    expect(status.json()).toMatchObject({ status: 'pending', orderStatus: 'awaiting_payment', holdExpiresAt: '2026-03-01T17:15:00.000Z' });
    expect((await bookingRows(t))[0].status).toBe('held');
    expect(await paymentRows(t, created.orderId)).toHaveLength(0);
  });

  it('fulfils once when the same event arrives five times at once and the success page asks meanwhile', async () => {
    const { agent, user } = await memberAgent(t);
    const created = await hold(agent);
    const paid = await t.app.payments.local.pay(created.sessionId);
    if (paid.outcome !== 'paid') throw new Error('expected a paid session');
    const deliveries = Array.from({ length: 5 }, () => t.app.payments.receiveWebhook('local', paid.delivery.rawBody, paid.delivery.headers));
    const [statuses] = await Promise.all([Promise.all([agent.get(`/api/checkout/sessions/${created.sessionId}`)]), ...deliveries]);
    expect(['confirmed', 'pending']).toContain(statuses[0].json().status);
    expect(await paymentRows(t, created.orderId)).toHaveLength(1);
    expect(await bookingRows(t, { status: 'confirmed' })).toHaveLength(1);
    expect(t.mail.to(user.email)).toHaveLength(1);
    expect((await agent.get(`/api/checkout/sessions/${created.sessionId}`)).json().status).toBe('confirmed');
  });

  it('rejects a local event whose body was altered after signing, and fulfils nothing', async () => {
    const { agent } = await memberAgent(t);
    const created = await hold(agent);
    const paid = await t.app.payments.local.pay(created.sessionId);
    if (paid.outcome !== 'paid') throw new Error('expected a paid session');
    const altered = Buffer.from(paid.delivery.rawBody.toString().replace('"amountCents":6000', '"amountCents":1'));
    await expect(t.app.payments.receiveWebhook('local', altered, paid.delivery.headers)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(t.app.payments.receiveWebhook('local', paid.delivery.rawBody, {})).rejects.toBeInstanceOf(WebhookSignatureError);
    expect(await paymentRows(t, created.orderId)).toHaveLength(0);
  });

  it('confirms a free booking at once when the price is zero, with no checkout', async () => {
    await setUpVenue(t, { defaultOneHourRentalPrice: 0 });
    const { agent } = await memberAgent(t);
    const created = await hold(agent);
    expect(created).toMatchObject({ status: 'confirmed', checkoutUrl: null, amountCents: 0, booking: { status: 'confirmed' } });
    expect(t.mail.sent).toHaveLength(1);
  });

  it('holds nothing and answers 502 when the checkout cannot open in the order’s transaction', async () => {
    // The test checkout opens inside the order's own transaction (Stripe's, after it: stripe.test.ts).
    const local = t.app.payments.local;
    const original = local.checkoutWithin.bind(local);
    local.checkoutWithin = () => {
      throw new Error('provider down');
    };
    const { agent } = await memberAgent(t);
    const before = await bookingRows(t);
    try {
      const response = await book(agent, { date: '2026-03-03', startTime: '09:00', hours: 1, court: 1 });
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toMatch(/nothing was reserved or charged/);
      expect(await bookingRows(t), 'the whole order rolled back').toEqual(before);
    } finally {
      local.checkoutWithin = original;
    }
    expect((await book(agent, { date: '2026-03-03', startTime: '09:00', hours: 1, court: 1 })).statusCode, 'the court is free').toBe(201);
  });
});

describe('orders and own bookings', () => {
  it('shows an order with payments and status history to its owner and staff, and to nobody else', async () => {
    const { agent } = await memberAgent(t);
    const created = await hold(agent);
    await pressPay(t, created.checkoutUrl);
    const own = await agent.get(`/api/orders/${created.orderId}`);
    expect(own.statusCode).toBe(200);
    const order = own.json();
    expect(order).toMatchObject({
      id: created.orderId,
      status: 'paid',
      totalCents: 6000,
      currency: 'CAD',
      provider: null,
      lines: [{ product: 'court_booking', status: 'fulfilled' }],
    });
    expect(order.payments).toMatchObject([{ method: 'card', test: true, amountCents: 6000 }]);
    expect(order.history.map((entry: { status: string }) => entry.status)).toEqual(['awaiting_payment', 'awaiting_payment', 'paid']);
    expect(order.history.at(-1).note).toMatch(/^Payment of \$60\.00 received by card/);
    // Members never see provider ids; staff find them in the provider details.
    expect(JSON.stringify(order)).not.toMatch(/lpi_|lcs_/);

    const other = await memberAgent(t);
    expect((await other.agent.get(`/api/orders/${created.orderId}`)).statusCode).toBe(404);
    expect((await other.agent.get(`/api/checkout/sessions/${created.sessionId}`)).statusCode).toBe(404);
    const { agent: staff } = await staffAgent(t);
    const forStaff = await staff.get(`/api/orders/${created.orderId}`);
    expect(forStaff.statusCode).toBe(200);
    expect(forStaff.json().provider).toMatchObject({ provider: 'local', sessionId: created.sessionId, paymentIds: [expect.stringMatching(/^lpi_/)] });
    expect((await agent.get('/api/orders/not-a-uuid')).statusCode).toBe(400);
  });

  it('lists the member’s upcoming and past bookings, and serves a calendar file for their own', async () => {
    const { agent } = await memberAgent(t);
    const created = await hold(agent);
    await pressPay(t, created.checkoutUrl);
    const second = await hold(agent, { startTime: '13:00', hours: 1 });
    await agent.post(`/api/checkout/sessions/${second.sessionId}/cancel`);

    const upcoming = (await agent.get('/api/bookings/mine')).json().items;
    expect(upcoming.map((b: { startTime: string; status: string }) => `${b.startTime} ${b.status}`)).toEqual(['09:00 confirmed']);
    t.setNow('2026-03-04T12:00:00Z');
    const past = (await agent.get('/api/bookings/mine?scope=past')).json().items;
    expect(past.map((b: { startTime: string; status: string }) => `${b.startTime} ${b.status}`)).toEqual(['09:00 confirmed']);

    const ics = await agent.get(`/api/bookings/${created.booking.id}/calendar.ics`);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.body).toContain('DTSTART:20260303T140000Z');
    const other = await memberAgent(t);
    expect((await other.agent.get(`/api/bookings/${created.booking.id}/calendar.ics`)).statusCode).toBe(404);
    expect((await other.agent.get(`/api/bookings/${created.booking.id}`)).statusCode).toBe(404);
    expect((await agent.get(`/api/bookings/${created.booking.id}`)).json()).toMatchObject({ id: created.booking.id, status: 'confirmed' });
  });
});
