/**
 * POST /api/bookings: a hold on 1 to N consecutive hours with a checkout, the server's price (a
 * client's is ignored), the rules (longest booking, upcoming bookings per member, window, past,
 * opening hours, courts offered online), "any free court", conflicts (overlapping hours 409,
 * adjacent hours fine), and holds that end: expiry frees the court at once, the sweeper writes it
 * down, the cancel return and the test page's Cancel free it on the spot.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingRules, localCheckoutSessions } from '../../../server/db/schema.js';
import { Agent } from '../helpers/test-app.js';
import {
  book,
  bookingRows,
  clearBookings,
  createBookingTestApp,
  historyOf,
  memberAgent,
  orderRow,
  pressCancel,
  pressPay,
  setUpVenue,
  staffAgent,
  type BookingTestApp,
} from './support.js';

let t: BookingTestApp;
beforeAll(async () => {
  t = await createBookingTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearBookings(t);
  await setUpVenue(t);
  await t.database.db.update(bookingRules).set({ maxBookingHours: 3, maxUpcomingBookingsPerMember: 4, cancellationCutoffHours: 24, checkoutHoldMinutes: 15 });
  t.setNow('2026-03-01T17:00:00Z'); // Sunday 1 March 2026, 12:00 EST
});

const TUESDAY = '2026-03-03';

describe('holding a court', () => {
  it('holds the hours, prices them on the server and answers the checkout to pay at', async () => {
    const { agent, user } = await memberAgent(t, { member: true });
    const response = await book(agent, { date: TUESDAY, startTime: '09:00', hours: 2, court: 3, price: 1, priceCents: 1, amountCents: 1 });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      status: 'held',
      amountCents: 4000, // 2 h at the member price, whatever the client said
      currency: 'CAD',
      price: { perHourCents: 2000, kind: 'member' },
      expiresAt: '2026-03-01T17:15:00.000Z',
      booking: { court: 3, date: TUESDAY, startTime: '09:00', endTime: '11:00', hours: 2, status: 'held', source: 'online', priceCents: 4000 },
    });
    expect(created.checkoutUrl).toMatch(/^http:\/\/localhost:3000\/api\/payments\/local\/checkout\/lcs_/);
    expect(created.booking.checkoutUrl).toBe(created.checkoutUrl);
    expect(created.booking.policy).toEqual({ cancellationCutoffHours: 24, refundBeforeCutoff: 'full', refundAfterCutoff: 'none' });

    const [row] = await bookingRows(t, { userId: user.id });
    expect(row).toMatchObject({ court: 3, status: 'held', priceCents: 4000 });
    expect(row.startsAt.toISOString()).toBe('2026-03-03T14:00:00.000Z');
    expect(row.endsAt.toISOString()).toBe('2026-03-03T16:00:00.000Z');
    const order = await orderRow(t, created.orderId);
    expect(order).toMatchObject({ status: 'awaiting_payment', amountCents: 4000, currency: 'CAD', provider: 'local', userId: user.id });
    expect(order.providerSessionId).toBe(created.sessionId);
  });

  it('charges the default price without an active membership', async () => {
    const { agent } = await memberAgent(t);
    const created = (await book(agent, { date: TUESDAY, startTime: '09:00', hours: 3, court: 'any' })).json();
    expect(created).toMatchObject({ amountCents: 9000, price: { perHourCents: 3000, kind: 'default' } });
  });

  it('takes the lowest court offered for the whole span when asked for any court', async () => {
    const { agent: staff } = await staffAgent(t);
    await staff.post('/api/admin/bookings', { kind: 'walk-in', name: 'A', date: TUESDAY, startTime: '10:00', hours: 1, court: 1 });
    const { agent } = await memberAgent(t);
    const created = (await book(agent, { date: TUESDAY, startTime: '09:00', hours: 2, court: 'any' })).json();
    expect(created.booking.court).toBe(2);
  });

  it('accepts the exact instant for the repeated hour of the autumn DST day', async () => {
    await setUpVenue(t, { sundayOpeningTimeInMins: 0, sundayClosingTimeInMins: 1440 });
    t.setNow('2026-10-25T16:00:00Z');
    const { agent } = await memberAgent(t);
    const first = (await book(agent, { date: '2026-11-01', startTime: '01:00', hours: 1, court: 1 })).json();
    expect(first.booking.startsAt).toBe('2026-11-01T05:00:00.000Z');
    const second = await book(agent, { date: '2026-11-01', startsAt: '2026-11-01T06:00:00.000Z', hours: 1, court: 1 });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().booking).toMatchObject({ startTime: '01:00', endTime: '02:00', hours: 1 });
    // 02:00 EDT does not exist on the spring day: a 3-hour booking from 01:00 covers 01:00, 03:00 and 04:00.
    t.setNow('2026-03-01T17:00:00Z');
    await setUpVenue(t, { sundayOpeningTimeInMins: 0, sundayClosingTimeInMins: 1440 });
    const spring = (await book(agent, { date: '2026-03-08', startTime: '01:00', hours: 3, court: 2 })).json();
    expect(spring.booking).toMatchObject({ startsAt: '2026-03-08T06:00:00.000Z', endsAt: '2026-03-08T09:00:00.000Z', endTime: '05:00', hours: 3 });
  });
});

describe('the rules a member books under', () => {
  it.each([
    ['more hours than the longest booking', { date: TUESDAY, startTime: '09:00', hours: 4, court: 1 }, 'hours'],
    ['a date beyond the booking window', { date: '2026-03-16', startTime: '09:00', hours: 1, court: 1 }, 'date'],
    ['a slot that has started', { date: '2026-03-01', startTime: '12:00', hours: 1, court: 1 }, 'startTime'],
    ['a time that is not a slot start', { date: TUESDAY, startTime: '09:30', hours: 1, court: 1 }, 'startTime'],
    ['hours running past closing', { date: TUESDAY, startTime: '20:00', hours: 3, court: 1 }, 'hours'],
    ['a court the venue does not have', { date: TUESDAY, startTime: '09:00', hours: 1, court: 7 }, 'court'],
    ['both startTime and startsAt', { date: TUESDAY, startTime: '09:00', startsAt: '2026-03-03T14:00:00Z', hours: 1, court: 1 }, 'startTime'],
    ['zero hours', { date: TUESDAY, startTime: '09:00', hours: 0, court: 1 }, 'hours'],
    ['a court named otherwise', { date: TUESDAY, startTime: '09:00', hours: 1, court: 'best' }, 'court'],
    ['an unknown field', { date: TUESDAY, startTime: '09:00', hours: 1, court: 1, note: 'hi' }, 'note'],
  ])('answers 400 naming the field for %s, and holds nothing', async (_label, body, field) => {
    const { agent } = await memberAgent(t);
    const response = await book(agent, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
    expect(await bookingRows(t)).toHaveLength(0);
  });

  it('answers 400 for a closed day', async () => {
    await setUpVenue(t, { tuesdayOpeningTimeInMins: 0, tuesdayClosingTimeInMins: 0 });
    const { agent } = await memberAgent(t);
    const response = await book(agent, { date: TUESDAY, startTime: '09:00', hours: 1, court: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.date).toMatch(/closed/);
  });

  it('limits a member to maxUpcomingBookingsPerMember live bookings at once', async () => {
    const { agent } = await memberAgent(t);
    for (const hour of ['09:00', '10:00', '11:00', '12:00']) {
      expect((await book(agent, { date: TUESDAY, startTime: hour, hours: 1, court: 1 })).statusCode).toBe(201);
    }
    const fifth = await book(agent, { date: TUESDAY, startTime: '13:00', hours: 1, court: 1 });
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json().message).toMatch(/4 upcoming bookings/);
    // Letting one hold go makes room again.
    const [first] = await bookingRows(t);
    const order = await orderRow(t, first.orderId!);
    expect((await agent.post(`/api/checkout/sessions/${order.providerSessionId}/cancel`)).json().status).toBe('cancelled');
    expect((await book(agent, { date: TUESDAY, startTime: '13:00', hours: 1, court: 1 })).statusCode).toBe(201);
  });

  it('refuses a free court that is not offered online, and lets staff take it', async () => {
    const { agent } = await memberAgent(t);
    const refused = await book(agent, { date: TUESDAY, startTime: '09:00', hours: 1, court: 6 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Court 6 is not offered online.*courts 1, 2, 3, 4/);
    const { agent: staff } = await staffAgent(t);
    expect((await book(staff, { date: TUESDAY, startTime: '09:00', hours: 1, court: 6 })).statusCode).toBe(201);
  });

  it('applies the owner’s rule changes to the next booking', async () => {
    const { agent: owner } = await staffAgent(t, 'owner');
    expect((await owner.patch('/api/booking-rules', { maxBookingHours: 1 })).statusCode).toBe(200);
    const { agent } = await memberAgent(t);
    expect((await book(agent, { date: TUESDAY, startTime: '09:00', hours: 2, court: 1 })).json().fields.hours).toMatch(/at most 1 hour/);
  });
});

describe('no double booking', () => {
  it('answers 409 with a message for overlapping hours on the same court, and keeps one row', async () => {
    const first = await memberAgent(t);
    const second = await memberAgent(t);
    expect((await book(first.agent, { date: TUESDAY, startTime: '09:00', hours: 2, court: 1 })).statusCode).toBe(201);
    const clash = await book(second.agent, { date: TUESDAY, startTime: '10:00', hours: 1, court: 1 });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ statusCode: 409, error: 'Conflict' });
    expect(clash.json().message).toMatch(/Court 1 is already booked/);
    expect(await bookingRows(t, { court: 1 })).toHaveLength(1);
  });

  it('lets adjacent hours on the same court both stand', async () => {
    const first = await memberAgent(t);
    const second = await memberAgent(t);
    expect((await book(first.agent, { date: TUESDAY, startTime: '09:00', hours: 1, court: 1 })).statusCode).toBe(201);
    expect((await book(second.agent, { date: TUESDAY, startTime: '10:00', hours: 1, court: 1 })).statusCode).toBe(201);
    expect((await book(second.agent, { date: TUESDAY, startTime: '08:00', hours: 1, court: 1 })).statusCode).toBe(201);
  });

  it('says so when no court is free for the whole span', async () => {
    const { agent: staff } = await staffAgent(t);
    for (const court of [1, 2, 3, 4, 5, 6])
      await staff.post('/api/admin/bookings', { kind: 'block', reason: 'Resurfacing', date: TUESDAY, startTime: '10:00', hours: 1, court });
    const { agent } = await memberAgent(t);
    const response = await book(agent, { date: TUESDAY, startTime: '09:00', hours: 2, court: 'any' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/No court is free/);
  });
});

describe('holds that end', () => {
  it('frees the court the moment the hold runs out, even before the sweeper', async () => {
    const first = await memberAgent(t);
    const created = (await book(first.agent, { date: TUESDAY, startTime: '09:00', hours: 1, court: 1 })).json();
    const second = await memberAgent(t);
    expect((await book(second.agent, { date: TUESDAY, startTime: '09:00', hours: 1, court: 1 })).statusCode).toBe(409);

    t.setNow('2026-03-01T17:15:00Z'); // exactly the end of the 15-minute hold
    const taken = await book(second.agent, { date: TUESDAY, startTime: '09:00', hours: 1, court: 1 });
    expect(taken.statusCode, taken.body).toBe(201);
    expect(await orderRow(t, created.orderId)).toMatchObject({ status: 'expired' });
    expect((await bookingRows(t, { userId: first.user.id }))[0].status).toBe('expired');
    // The expired hold's test checkout no longer takes a payment.
    const pay = await pressPay(t, created.checkoutUrl);
    expect(pay.statusCode).toBe(410);
    expect(pay.body).toMatch(/TEST MODE/);
  });

  it('lets the sweeper expire holds past their time, close their checkout and leave live ones alone', async () => {
    const { agent } = await memberAgent(t);
    const old = (await book(agent, { date: TUESDAY, startTime: '09:00', hours: 1, court: 1 })).json();
    t.setNow('2026-03-01T17:10:00Z');
    const fresh = (await book(agent, { date: TUESDAY, startTime: '10:00', hours: 1, court: 1 })).json();
    t.setNow('2026-03-01T17:16:00Z');
    expect(await t.app.holdSweeper.sweep()).toMatchObject({ expired: 1 });
    expect(await orderRow(t, old.orderId)).toMatchObject({ status: 'expired' });
    expect(await orderRow(t, fresh.orderId)).toMatchObject({ status: 'awaiting_payment' });
    const [session] = await t.database.db.select().from(localCheckoutSessions).where(eq(localCheckoutSessions.id, old.sessionId));
    expect(session.status).toBe('expired');
    expect((await historyOf(t, old.orderId)).map((entry) => entry.status)).toEqual(['awaiting_payment', 'awaiting_payment', 'expired']);
    expect(await t.app.holdSweeper.sweep()).toMatchObject({ expired: 0 });
    // The member's return page says so.
    expect((await agent.get(`/api/checkout/sessions/${old.sessionId}`)).json()).toMatchObject({ status: 'failed', orderStatus: 'expired' });
  });

  it('frees the court on the cancel return, at once and idempotently', async () => {
    const { agent } = await memberAgent(t);
    const created = (await book(agent, { date: TUESDAY, startTime: '09:00', hours: 1, court: 1 })).json();
    const cancel = await agent.post(`/api/checkout/sessions/${created.sessionId}/cancel`);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({
      status: 'cancelled',
      orderStatus: 'cancelled',
      order: { lines: [{ product: 'court_booking', status: 'released' }] },
    });
    expect((await bookingRows(t)).map((row) => row.status)).toEqual(['expired']);
    expect((await agent.post(`/api/checkout/sessions/${created.sessionId}/cancel`)).json().status).toBe('cancelled');
    const slot = (await new Agent(t.app).get(`/api/bookings/availability?date=${TUESDAY}`)).json().slots[2];
    expect(slot.openCourts).toContain(1);
    expect((await pressPay(t, created.checkoutUrl)).statusCode).toBe(410); // closed at the provider too
  });

  it('frees the court when the test checkout’s Cancel is pressed, and sends the browser to the cancel page', async () => {
    const { agent } = await memberAgent(t);
    const created = (await book(agent, { date: TUESDAY, startTime: '09:00', hours: 1, court: 1 })).json();
    const response = await pressCancel(t, created.checkoutUrl);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`http://localhost:3000/redirect/checkout-cancel?session_id=${created.sessionId}`);
    expect(await orderRow(t, created.orderId)).toMatchObject({ status: 'cancelled' });
    expect((await bookingRows(t))[0].status).toBe('expired');
    expect((await agent.get(`/api/checkout/sessions/${created.sessionId}`)).json().status).toBe('cancelled');
  });
});

describe('releasing a held booking', () => {
  it('closes the checkout and frees the court at once for the member who held it, idempotently', async () => {
    const { agent } = await memberAgent(t);
    const created = (await book(agent, { date: TUESDAY, startTime: '09:00', hours: 1, court: 1 })).json();
    const other = await memberAgent(t);
    expect((await other.agent.post(`/api/bookings/${created.booking.id}/release`)).statusCode).toBe(404);
    const released = await agent.post(`/api/bookings/${created.booking.id}/release`);
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toMatchObject({ status: 'expired', checkoutUrl: null });
    expect((await agent.post(`/api/bookings/${created.booking.id}/release`)).statusCode).toBe(200);
    expect((await agent.get(`/api/orders/${created.orderId}`)).json()).toMatchObject({ status: 'cancelled', lines: [{ status: 'released' }] });
    expect((await pressPay(t, created.checkoutUrl)).statusCode).toBe(410);
    expect((await book(other.agent, { date: TUESDAY, startTime: '09:00', hours: 1, court: 1 })).statusCode).toBe(201);
  });

  it('refuses a paid booking (cancel it instead)', async () => {
    const { agent } = await memberAgent(t);
    const created = (await book(agent, { date: TUESDAY, startTime: '10:00', hours: 1, court: 1 })).json();
    await pressPay(t, created.checkoutUrl);
    const refused = await agent.post(`/api/bookings/${created.booking.id}/release`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/cancel it instead/);
  });
});
