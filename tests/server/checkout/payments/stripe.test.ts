/**
 * The Stripe provider with the real `stripe` SDK against a loopback stand-in: Checkout Sessions in
 * CAD with line items, the hold as expires_at and an idempotency key per order; the webhook
 * (signed with the SDK's test-header helper) for completed, async succeeded/failed and expired;
 * signature failures (unsigned, wrong secret, altered body, too old → 400, nothing fulfilled);
 * idempotent fulfilment; the success page asking Stripe; the cancel return expiring the session;
 * refunds through the Refunds API; a payment that arrives after its hold ended.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingRules } from '../../../../server/db/schema.js';
import { Agent } from '../../helpers/test-app.js';
import {
  book,
  bookingRows,
  clearBookings,
  createBookingTestApp,
  memberAgent,
  orderRow,
  paymentRows,
  refundRows,
  setUpVenue,
  staffAgent,
  type BookingTestApp,
} from '../../booking/support.js';
import { stripeEvent, StripeStandIn } from './stripe-stand-in.js';

const WEBHOOK_SECRET = 'whsec_courtsidestandinsecret';
let t: BookingTestApp;
let stripe: StripeStandIn;

beforeAll(async () => {
  stripe = new StripeStandIn(() => t.app.clock.now());
  await stripe.start();
  t = await createBookingTestApp({
    paymentProvider: 'stripe',
    stripe: { secretKey: 'sk_test_courtsidestandin', webhookSecret: WEBHOOK_SECRET, apiBase: stripe.baseUrl },
  });
});
afterAll(async () => {
  await t.close();
  await stripe.stop();
});
beforeEach(async () => {
  await clearBookings(t);
  await setUpVenue(t);
  await t.database.db.update(bookingRules).set({ checkoutHoldMinutes: 15, cancellationCutoffHours: 24 });
  t.mail.sent.length = 0;
  stripe.failWith = null;
  stripe.requests.length = 0;
  t.setNow('2026-03-01T17:00:00Z');
});

async function hold(agent: Agent, body: Record<string, unknown> = {}) {
  const response = await book(agent, { date: '2026-03-03', startTime: '09:00', hours: 2, court: 3, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function deliver(event: object, options: { secret?: string; timestamp?: number; header?: string | null; body?: string } = {}) {
  const payload = JSON.stringify(event);
  const header =
    options.header !== undefined
      ? options.header
      : Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', ...(header ? { 'stripe-signature': header } : {}) },
    payload: options.body ?? payload,
  });
}

describe('opening a checkout', () => {
  it('creates a Checkout Session in CAD with line items, the hold as expires_at and one idempotency key per order', async () => {
    const { agent, user } = await memberAgent(t);
    const created = await hold(agent);
    const [request] = stripe.requestsTo('POST', /^\/v1\/checkout\/sessions$/);
    expect(request.headers.authorization).toBe('Bearer sk_test_courtsidestandin');
    expect(request.headers['idempotency-key']).toBe(`checkout-${created.orderId}`);
    // Stripe holds a checkout for at least 30 minutes, so the court is held 31 (not the rule's 15).
    expect(created.expiresAt).toBe('2026-03-01T17:31:00.000Z');
    expect(request.body).toMatchObject({
      mode: 'payment',
      currency: 'cad',
      client_reference_id: created.orderId,
      customer_email: user.email,
      expires_at: String(Date.parse('2026-03-01T17:31:00Z') / 1000),
      success_url: 'http://localhost:3000/redirect/checkout-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/redirect/checkout-cancel?session_id={CHECKOUT_SESSION_ID}',
      metadata: { orderId: created.orderId },
      line_items: {
        0: { quantity: '2', price_data: { currency: 'cad', unit_amount: '3000', product_data: { name: 'Court 3 · Tue 3 Mar 2026 · 9:00–11:00 a.m.' } } },
      },
    });
    expect(created.checkoutUrl).toBe(`https://checkout.stripe.test/c/pay/${created.sessionId}`);
    expect((await t.app.inject({ method: 'GET', url: '/api/booking-rules' })).json()).toMatchObject({
      checkoutHoldMinutes: 15,
      effectiveCheckoutHoldMinutes: 31,
    });
  });

  it('releases the hold and answers 502 when Stripe fails', async () => {
    stripe.failWith = 500;
    const { agent } = await memberAgent(t);
    const response = await book(agent, { date: '2026-03-03', startTime: '09:00', hours: 1, court: 1 });
    expect(response.statusCode).toBe(502);
    expect((await bookingRows(t))[0].status).toBe('expired');
  });
});

describe('the webhook', () => {
  it('confirms the booking on checkout.session.completed, without any CSRF token', async () => {
    const { agent, user } = await memberAgent(t);
    const created = await hold(agent);
    const session = stripe.complete(created.sessionId);
    const response = await deliver(stripeEvent('checkout.session.completed', session));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await orderRow(t, created.orderId)).toMatchObject({ status: 'paid', providerPaymentId: session.payment_intent });
    expect(await paymentRows(t, created.orderId)).toMatchObject([
      { provider: 'stripe', providerPaymentId: session.payment_intent, amountCents: 6000, currency: 'CAD' },
    ]);
    expect((await bookingRows(t))[0].status).toBe('confirmed');
    expect(t.mail.to(user.email)).toHaveLength(1);
    expect((await agent.get(`/api/checkout/sessions/${created.sessionId}`)).json().status).toBe('confirmed');
  });

  it('fulfils once when the same event arrives five times at once and the success page asks meanwhile', async () => {
    const { agent, user } = await memberAgent(t);
    const created = await hold(agent);
    const event = stripeEvent('checkout.session.completed', stripe.complete(created.sessionId));
    const answers = await Promise.all([...Array.from({ length: 5 }, () => deliver(event)), agent.get(`/api/checkout/sessions/${created.sessionId}`)]);
    for (const answer of answers.slice(0, 5)) expect(answer.statusCode).toBe(200);
    expect(answers[5].json().status).toBe('confirmed'); // Stripe itself says paid: fulfilled on its word
    expect(await paymentRows(t, created.orderId)).toHaveLength(1);
    expect(await bookingRows(t, { status: 'confirmed' })).toHaveLength(1);
    expect(t.mail.to(user.email)).toHaveLength(1);
  });

  it.each([
    ['unsigned', { header: null }],
    ['signed with the wrong secret', { secret: 'whsec_somebodyelsessecret' }],
    ['too old (10 minutes)', { timestamp: Math.floor(Date.now() / 1000) - 600 }],
    ['with a malformed signature header', { header: 't=abc,v1=nothex' }],
  ])('answers 400 to an event %s and fulfils nothing', async (_label, options) => {
    const { agent, user } = await memberAgent(t);
    const created = await hold(agent);
    const response = await deliver(stripeEvent('checkout.session.completed', stripe.complete(created.sessionId)), options);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message: 'The webhook signature could not be verified.' });
    expect(await paymentRows(t, created.orderId)).toHaveLength(0);
    expect(await orderRow(t, created.orderId)).toMatchObject({ status: 'awaiting_payment' });
    expect((await bookingRows(t))[0].status).toBe('held');
    expect(t.mail.to(user.email)).toHaveLength(0);
  });

  it('answers 400 to an event whose body was altered after signing, and fulfils nothing', async () => {
    const { agent } = await memberAgent(t);
    const created = await hold(agent);
    const session = stripe.complete(created.sessionId);
    const event = stripeEvent('checkout.session.completed', session);
    const altered = JSON.stringify(event).replace('"amount_total":6000', '"amount_total":1');
    const response = await deliver(event, { body: altered });
    expect(response.statusCode).toBe(400);
    expect(await paymentRows(t, created.orderId)).toHaveLength(0);
  });

  it('waits for async_payment_succeeded when the checkout completed with a slow payment method', async () => {
    const { agent } = await memberAgent(t);
    const created = await hold(agent);
    expect((await deliver(stripeEvent('checkout.session.completed', stripe.complete(created.sessionId, 'unpaid')))).statusCode).toBe(200);
    expect((await bookingRows(t))[0].status).toBe('held');
    expect((await agent.get(`/api/checkout/sessions/${created.sessionId}`)).json().status).toBe('pending');
    expect((await deliver(stripeEvent('checkout.session.async_payment_succeeded', stripe.settle(created.sessionId)))).statusCode).toBe(200);
    expect((await bookingRows(t))[0].status).toBe('confirmed');
  });

  it('frees the court when the slow payment fails', async () => {
    const { agent } = await memberAgent(t);
    const created = await hold(agent);
    await deliver(stripeEvent('checkout.session.completed', stripe.complete(created.sessionId, 'unpaid')));
    expect((await deliver(stripeEvent('checkout.session.async_payment_failed', stripe.sessions.get(created.sessionId)!))).statusCode).toBe(200);
    expect(await orderRow(t, created.orderId)).toMatchObject({ status: 'failed' });
    expect((await agent.get(`/api/checkout/sessions/${created.sessionId}`)).json()).toMatchObject({
      status: 'failed',
      message: expect.stringMatching(/did not go through/),
    });
  });

  it('frees the court on checkout.session.expired', async () => {
    const { agent } = await memberAgent(t);
    const created = await hold(agent);
    const session = stripe.sessions.get(created.sessionId)!;
    session.status = 'expired';
    expect((await deliver(stripeEvent('checkout.session.expired', session))).statusCode).toBe(200);
    expect(await orderRow(t, created.orderId)).toMatchObject({ status: 'expired' });
    expect((await bookingRows(t))[0].status).toBe('expired');
  });

  it('acknowledges events it does not act on', async () => {
    const { agent } = await memberAgent(t);
    const created = await hold(agent);
    expect((await deliver(stripeEvent('checkout.session.updated', stripe.sessions.get(created.sessionId)!))).statusCode).toBe(200);
    expect((await bookingRows(t))[0].status).toBe('held');
  });
});

describe('return pages', () => {
  it('confirms on the success page when Stripe says paid before the webhook arrives, and the late webhook adds nothing', async () => {
    const { agent, user } = await memberAgent(t);
    const created = await hold(agent);
    expect((await agent.get(`/api/checkout/sessions/${created.sessionId}`)).json().status).toBe('pending');
    const session = stripe.complete(created.sessionId);
    expect((await agent.get(`/api/checkout/sessions/${created.sessionId}`)).json().status).toBe('confirmed');
    expect(await deliver(stripeEvent('checkout.session.completed', session))).toMatchObject({ statusCode: 200 });
    expect(await paymentRows(t, created.orderId)).toHaveLength(1);
    expect(t.mail.to(user.email)).toHaveLength(1);
  });

  it('expires the Stripe session on the cancel return, so it cannot be paid afterwards', async () => {
    const { agent } = await memberAgent(t);
    const created = await hold(agent);
    const response = await agent.post(`/api/checkout/sessions/${created.sessionId}/cancel`);
    expect(response.json()).toMatchObject({ status: 'cancelled' });
    expect(stripe.requestsTo('POST', new RegExp(`^/v1/checkout/sessions/${created.sessionId}/expire$`))).toHaveLength(1);
    expect(stripe.sessions.get(created.sessionId)!.status).toBe('expired');
  });

  it('answers confirmed on the cancel return when the customer had in fact paid', async () => {
    const { agent } = await memberAgent(t);
    const created = await hold(agent);
    stripe.complete(created.sessionId);
    expect((await agent.post(`/api/checkout/sessions/${created.sessionId}/cancel`)).json()).toMatchObject({ status: 'confirmed' });
    expect((await bookingRows(t))[0].status).toBe('confirmed');
  });
});

describe('refunds and late payments', () => {
  it('refunds through the Refunds API when a member cancels before the cutoff', async () => {
    const { agent } = await memberAgent(t);
    const created = await hold(agent);
    const session = stripe.complete(created.sessionId);
    await deliver(stripeEvent('checkout.session.completed', session));
    const cancelled = await agent.post(`/api/bookings/${created.booking.id}/cancel`, { expectedRefund: 'full' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ booking: { status: 'cancelled' }, refund: { amountCents: 6000, status: 'succeeded' } });
    const [request] = stripe.requestsTo('POST', /^\/v1\/refunds$/);
    expect(request.body).toMatchObject({ payment_intent: session.payment_intent, amount: '6000', reason: 'requested_by_customer' });
    const [refund] = await refundRows(t, created.orderId);
    expect(request.headers['idempotency-key']).toBe(`refund-line-${refund.orderLineId}-1`);
    expect(refund).toMatchObject({ status: 'succeeded', amountCents: 6000, provider: 'stripe' });
    expect(refund.providerRefundId).toMatch(/^re_/);
    expect(await orderRow(t, created.orderId)).toMatchObject({ status: 'refunded' });
  });

  it('refunds part of an order line through the Refunds API when staff give money back', async () => {
    const { agent } = await memberAgent(t);
    const created = await hold(agent);
    const session = stripe.complete(created.sessionId);
    await deliver(stripeEvent('checkout.session.completed', session));
    const { agent: staff } = await staffAgent(t);
    const [line] = (await agent.get(`/api/orders/${created.orderId}`)).json().lines;
    const refunded = await staff.post(`/api/staff/orders/${created.orderId}/refunds`, {
      lineId: line.id,
      amountCents: 1500,
      reason: 'One hour lost to a leak',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ status: 'paid', lines: [{ status: 'partially_refunded', refundedCents: 1500 }] });
    const [request] = stripe.requestsTo('POST', /^\/v1\/refunds$/);
    expect(request.body).toMatchObject({ payment_intent: session.payment_intent, amount: '1500' });
    expect(request.headers['idempotency-key']).toBe(`refund-line-${line.id}-1`);
  });

  it('refunds in full, and mails why, a payment that arrives after the hold ended and the court was taken', async () => {
    const first = await memberAgent(t);
    const created = await hold(first.agent);
    t.setNow('2026-03-01T17:40:00Z'); // the 31-minute hold is over
    const second = await memberAgent(t);
    expect((await book(second.agent, { date: '2026-03-03', startTime: '10:00', hours: 1, court: 3 })).statusCode).toBe(201);

    const session = stripe.complete(created.sessionId);
    expect((await deliver(stripeEvent('checkout.session.completed', session))).statusCode).toBe(200);
    expect(await orderRow(t, created.orderId)).toMatchObject({ status: 'refunded' });
    expect(await refundRows(t, created.orderId)).toMatchObject([{ status: 'succeeded', reason: 'late-payment-reservation-taken', amountCents: 6000 }]);
    expect(stripe.requestsTo('POST', /^\/v1\/refunds$/)[0].body).toMatchObject({ payment_intent: session.payment_intent, amount: '6000' });
    const [notice] = t.mail.to(first.user.email);
    expect(notice.subject).toMatch(/refund of \$60\.00/);
    expect(notice.text).toMatch(/after the hold had ended and what it held had been taken/);
    expect((await first.agent.get(`/api/checkout/sessions/${created.sessionId}`)).json()).toMatchObject({
      status: 'failed',
      message: expect.stringMatching(/refunded in full/),
    });
  });

  it('confirms a late payment when the court is still free', async () => {
    const { agent } = await memberAgent(t);
    const created = await hold(agent);
    t.setNow('2026-03-01T17:40:00Z');
    expect(await t.app.holdSweeper.sweep()).toMatchObject({ expired: 1 }); // and the session is expired at Stripe
    stripe.sessions.get(created.sessionId)!.status = 'open'; // …but the customer had got through just before
    const session = stripe.complete(created.sessionId);
    expect((await deliver(stripeEvent('checkout.session.completed', session))).statusCode).toBe(200);
    expect(await orderRow(t, created.orderId)).toMatchObject({ status: 'paid' });
    expect((await bookingRows(t))[0].status).toBe('confirmed');
    expect(await refundRows(t, created.orderId)).toHaveLength(0);
  });

  it('lets the sweeper fulfil a hold whose session Stripe reports paid', async () => {
    const { agent } = await memberAgent(t);
    const created = await hold(agent);
    stripe.complete(created.sessionId);
    t.setNow('2026-03-01T17:40:00Z');
    expect(await t.app.holdSweeper.sweep()).toMatchObject({ expired: 0, paidMeanwhile: 1 });
    expect((await bookingRows(t))[0].status).toBe('confirmed');
  });
});

describe('which provider routes exist', () => {
  it('has the Stripe webhook only with Stripe configured, and the test checkout only without it', async () => {
    const plain = await createBookingTestApp();
    try {
      expect(plain.app.hasRoute({ method: 'POST', url: '/api/payments/stripe/webhook' })).toBe(false);
      expect(plain.app.hasRoute({ method: 'GET', url: '/api/payments/local/checkout/:sessionId' })).toBe(true);
    } finally {
      await plain.close();
    }
    expect(t.app.hasRoute({ method: 'GET', url: '/api/payments/local/checkout/:sessionId' })).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/local/checkout/lcs_aaaaaaaaaaaaaaaaaaaaaaaa' })).statusCode).toBe(404);
    expect((await new Agent(t.app).get('/api/booking-rules')).statusCode).toBe(200);
  });
});
