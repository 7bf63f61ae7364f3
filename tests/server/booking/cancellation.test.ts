/**
 * Cancelling: the member sees what applies before confirming (a full refund before the cutoff,
 * none after), under the policy snapshot the booking was made with; a refund goes back through
 * the provider automatically (the test checkout's, which needs no network, in the cancelling
 * transaction) and a pending one is retried by the sweeper; staff cancel anything with or without
 * a refund; notices are mailed.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingRules, localCheckoutSessions } from '../../../server/db/schema.js';
import { type Agent } from '../helpers/test-app.js';
import {
  book,
  bookingRows,
  clearBookings,
  createBookingTestApp,
  historyOf,
  memberAgent,
  orderRow,
  pressPay,
  refundRows,
  setUpVenue,
  staffAgent,
  type BookingTestApp,
} from './support.js';

let t: BookingTestApp;
let staff: Agent;
beforeAll(async () => {
  t = await createBookingTestApp();
  staff = (await staffAgent(t)).agent;
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearBookings(t);
  await setUpVenue(t);
  await t.database.db.update(bookingRules).set({ cancellationCutoffHours: 24, checkoutHoldMinutes: 15 });
  t.mail.sent.length = 0;
  t.setNow('2026-03-01T17:00:00Z');
});

/** A paid booking: Tuesday 3 March 2026, 09:00–11:00 EST (14:00Z), court 3, $60. */
async function paidBooking(agent: Agent, startTime = '09:00') {
  const created = (await book(agent, { date: '2026-03-03', startTime, hours: 2, court: 3 })).json();
  expect((await pressPay(t, created.checkoutUrl)).statusCode).toBe(303);
  return created as { orderId: string; sessionId: string; checkoutUrl: string; booking: { id: number } };
}

describe('before the cutoff', () => {
  it('shows a full refund, then cancels, refunds through the provider, frees the court and mails a notice', async () => {
    const { agent, user } = await memberAgent(t);
    const created = await paidBooking(agent);
    const terms = await agent.get(`/api/bookings/${created.booking.id}/cancellation`);
    expect(terms.json()).toMatchObject({
      cancellable: true,
      refund: 'full',
      refundAmountCents: 6000,
      cutoffAt: '2026-03-02T14:00:00.000Z',
      policy: { cancellationCutoffHours: 24, refundBeforeCutoff: 'full', refundAfterCutoff: 'none' },
    });
    expect(terms.json().message).toBe('Cancel before Monday, March 2, 2026 at 9:00 a.m. EST for a full refund of $60.00.');

    const cancelled = await agent.post(`/api/bookings/${created.booking.id}/cancel`, { expectedRefund: 'full' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      booking: { status: 'cancelled', cancelReason: 'Cancelled by the member' },
      refund: { amountCents: 6000, status: 'succeeded' },
    });
    const [refund] = await refundRows(t, created.orderId);
    // Refunds are per order line: the booking's line is refunded in full (tax included), keyed by the line.
    expect(refund).toMatchObject({ provider: 'local', status: 'succeeded', reason: 'cancellation', amountCents: 6000 });
    expect(refund.idempotencyKey).toBe(`refund-line-${refund.orderLineId}-1`);
    const [line] = (await agent.get(`/api/orders/${created.orderId}`)).json().lines;
    expect(line).toMatchObject({ id: refund.orderLineId, status: 'refunded', refundedCents: 6000 });
    expect(await orderRow(t, created.orderId)).toMatchObject({ status: 'refunded' });

    const other = await memberAgent(t);
    expect((await book(other.agent, { date: '2026-03-03', startTime: '10:00', hours: 1, court: 3 })).statusCode).toBe(201);

    const mails = t.mail.to(user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Your Courtside Pickleball order \d+ is confirmed$/),
      'Your Courtside Pickleball court booking was cancelled',
    ]);
    expect(mails[1].text).toMatch(/You cancelled this booking/);
    expect(mails[1].text).toMatch(/A refund of \$60\.00 is on its way/);
  });

  it('settles the test checkout’s refund in the cancelling transaction: once, in one attempt, its history after the cancellation', async () => {
    const { agent } = await memberAgent(t);
    const created = await paidBooking(agent);
    expect((await agent.post(`/api/bookings/${created.booking.id}/cancel`)).statusCode).toBe(200);
    expect((await agent.post(`/api/bookings/${created.booking.id}/cancel`)).statusCode).toBe(409);
    expect(await refundRows(t, created.orderId)).toEqual([
      expect.objectContaining({ status: 'succeeded', attempts: 1, providerRefundId: expect.stringMatching(/^lre_/) as string }),
    ]);
    expect(await t.app.holdSweeper.sweep()).toMatchObject({ refundsRetried: 0 });
    const history = await historyOf(t, created.orderId);
    expect(history.slice(-2).map((entry) => [entry.noteCode, entry.status])).toEqual([
      ['court_cancelled_by_member', 'paid'],
      ['refund_issued', 'refunded'],
    ]);
  });

  it('leaves a refund the provider did not take pending, and the sweeper retries it', async () => {
    const { agent, user } = await memberAgent(t);
    const created = await paidBooking(agent);
    const local = t.app.payments.local;
    const original = local.refund.bind(local);
    local.refund = async () => {
      throw new Error('provider unavailable');
    };
    try {
      const cancelled = await agent.post(`/api/bookings/${created.booking.id}/cancel`);
      expect(cancelled.json()).toMatchObject({ booking: { status: 'cancelled' }, refund: { status: 'pending' } });
      expect(await orderRow(t, created.orderId)).toMatchObject({ status: 'paid' });
    } finally {
      local.refund = original;
    }
    t.setNow('2026-03-01T17:05:00Z');
    expect(await t.app.holdSweeper.sweep()).toMatchObject({ refundsRetried: 1 });
    expect(await refundRows(t, created.orderId)).toMatchObject([{ status: 'succeeded', attempts: 2 }]);
    expect(await orderRow(t, created.orderId)).toMatchObject({ status: 'refunded' });
    expect(t.mail.to(user.email).at(-1)!.subject).toMatch(/your refund of \$60\.00/);
  });
});

describe('after the cutoff', () => {
  it('shows no refund, refuses a cancel confirmed under the old terms, and cancels without a refund', async () => {
    const { agent, user } = await memberAgent(t);
    const created = await paidBooking(agent);
    t.setNow('2026-03-02T15:00:00Z');
    const terms = (await agent.get(`/api/bookings/${created.booking.id}/cancellation`)).json();
    expect(terms).toMatchObject({ cancellable: true, refund: 'none', refundAmountCents: 0 });
    expect(terms.message).toMatch(/cutoff passed on Monday, March 2, 2026 at 9:00 a\.m\. EST: cancelling now gives no refund/);

    const stale = await agent.post(`/api/bookings/${created.booking.id}/cancel`, { expectedRefund: 'full' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/no refund/);
    expect((await bookingRows(t))[0].status).toBe('confirmed');

    const cancelled = await agent.post(`/api/bookings/${created.booking.id}/cancel`, { expectedRefund: 'none' });
    expect(cancelled.json()).toMatchObject({ booking: { status: 'cancelled' }, refund: null });
    expect(await refundRows(t, created.orderId)).toHaveLength(0);
    expect(await orderRow(t, created.orderId)).toMatchObject({ status: 'paid' });
    expect(t.mail.to(user.email).at(-1)!.text).toMatch(/No refund applies/);
  });

  it('keeps the policy a booking was made with when the owner changes the cutoff', async () => {
    const { agent } = await memberAgent(t);
    const before = await paidBooking(agent);
    const { agent: owner } = await staffAgent(t, 'owner');
    expect((await owner.patch('/api/booking-rules', { cancellationCutoffHours: 2 })).statusCode).toBe(200);
    const after = await paidBooking(agent, '13:00');
    t.setNow('2026-03-03T04:00:00Z'); // 10 hours before the first booking
    expect((await agent.get(`/api/bookings/${before.booking.id}/cancellation`)).json()).toMatchObject({
      refund: 'none',
      policy: { cancellationCutoffHours: 24 },
    });
    expect((await agent.get(`/api/bookings/${after.booking.id}/cancellation`)).json()).toMatchObject({
      refund: 'full',
      policy: { cancellationCutoffHours: 2 },
    });
  });
});

describe('what a member cannot cancel online', () => {
  it('refuses a booking that has started, a desk booking, a held one, one already cancelled, and another member’s', async () => {
    const { agent, user } = await memberAgent(t);
    const paid = await paidBooking(agent);
    const desk = (
      await staff.post('/api/admin/bookings', { kind: 'member', userId: user.id, date: '2026-03-03', startTime: '15:00', hours: 1, court: 1 })
    ).json();
    const held = (await book(agent, { date: '2026-03-03', startTime: '17:00', hours: 1, court: 1 })).json();

    const deskTerms = (await agent.get(`/api/bookings/${desk.id}/cancellation`)).json();
    expect(deskTerms).toMatchObject({ cancellable: false, reason: expect.stringMatching(/front desk/) });
    expect((await agent.post(`/api/bookings/${desk.id}/cancel`)).statusCode).toBe(409);
    expect((await agent.post(`/api/bookings/${held.booking.id}/cancel`)).json().message).toMatch(/waiting for payment/);

    const other = await memberAgent(t);
    expect((await other.agent.get(`/api/bookings/${paid.booking.id}/cancellation`)).statusCode).toBe(404);
    expect((await other.agent.post(`/api/bookings/${paid.booking.id}/cancel`)).statusCode).toBe(404);

    t.setNow('2026-03-03T14:30:00Z');
    const started = await agent.post(`/api/bookings/${paid.booking.id}/cancel`);
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toMatch(/already started/);

    t.setNow('2026-03-01T17:00:00Z');
    expect((await agent.post(`/api/bookings/${paid.booking.id}/cancel`)).statusCode).toBe(200);
    expect((await agent.post(`/api/bookings/${paid.booking.id}/cancel`)).json().message).toMatch(/cancelled/);
  });
});

describe('staff cancelling', () => {
  it('refunds what was paid when asked, even after the cutoff, and mails the member', async () => {
    const { agent, user } = await memberAgent(t);
    const created = await paidBooking(agent);
    t.setNow('2026-03-03T10:00:00Z');
    const response = await staff.post(`/api/admin/bookings/${created.booking.id}/cancel`, { refund: true, reason: 'Court lights failed' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      booking: { status: 'cancelled', cancelReason: 'Court lights failed' },
      refund: { amountCents: 6000, status: 'succeeded' },
    });
    expect(await refundRows(t, created.orderId)).toMatchObject([{ reason: 'cancellation-by-staff', status: 'succeeded' }]);
    const notice = t.mail.to(user.email).at(-1)!;
    expect(notice.text).toMatch(/The front desk cancelled this booking/);
    expect(notice.text).toMatch(/refund of \$60\.00/);
  });

  it('cancels without a refund when told so', async () => {
    const { agent } = await memberAgent(t);
    const created = await paidBooking(agent);
    const response = await staff.post(`/api/admin/bookings/${created.booking.id}/cancel`, { refund: false });
    expect(response.json()).toMatchObject({ booking: { status: 'cancelled' }, refund: null });
    expect(await refundRows(t, created.orderId)).toHaveLength(0);
    expect(await orderRow(t, created.orderId)).toMatchObject({ status: 'paid' });
  });

  it('gives desk money back at the desk', async () => {
    const desk = (
      await staff.post('/api/admin/bookings', { kind: 'walk-in', name: 'Pat Walker', date: '2026-03-03', startTime: '15:00', hours: 1, court: 1 })
    ).json();
    const response = await staff.post(`/api/admin/bookings/${desk.id}/cancel`, { refund: true });
    expect(response.json()).toMatchObject({ refund: { amountCents: 3000, status: 'succeeded' } });
    const [refund] = await refundRows(t, desk.orderId);
    expect(refund).toMatchObject({ provider: 'desk', status: 'succeeded' });
    expect(refund.providerRefundId).toMatch(/^desk_/);
  });

  it('releases a held booking and closes its checkout', async () => {
    const { agent } = await memberAgent(t);
    const held = (await book(agent, { date: '2026-03-03', startTime: '17:00', hours: 1, court: 1 })).json();
    const response = await staff.post(`/api/admin/bookings/${held.booking.id}/cancel`, { refund: false });
    expect(response.json()).toMatchObject({ booking: { status: 'cancelled' }, refund: null });
    expect(await orderRow(t, held.orderId)).toMatchObject({ status: 'cancelled' });
    const [session] = (await t.database.db.select().from(localCheckoutSessions)).filter((row) => row.id === held.sessionId);
    expect(session.status).toBe('expired');
    expect((await pressPay(t, held.checkoutUrl)).statusCode).toBe(410);
  });

  it('removes a block, freeing the court', async () => {
    const block = (
      await staff.post('/api/admin/bookings', { kind: 'block', reason: 'Net repair', date: '2026-03-03', startTime: '09:00', hours: 3, court: 2 })
    ).json();
    expect((await staff.post(`/api/admin/bookings/${block.id}/cancel`, { refund: false })).json()).toMatchObject({
      booking: { status: 'cancelled' },
      refund: null,
    });
    const { agent } = await memberAgent(t);
    expect((await book(agent, { date: '2026-03-03', startTime: '10:00', hours: 1, court: 2 })).statusCode).toBe(201);
    expect((await staff.post(`/api/admin/bookings/${block.id}/cancel`, { refund: false })).statusCode).toBe(409);
    expect((await staff.post('/api/admin/bookings/999999/cancel', { refund: false })).statusCode).toBe(404);
  });
});
