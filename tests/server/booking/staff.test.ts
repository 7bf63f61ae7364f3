/**
 * The admin bookings overview API: desk bookings for a member or a walk-in (paid at the desk,
 * confirmed at once), blocking a court, the day grid with who booked, status and amount, and the
 * day as CSV (quoted, and safe to open in a spreadsheet).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Agent } from '../helpers/test-app.js';
import {
  book,
  clearBookings,
  createBookingTestApp,
  memberAgent,
  orderRow,
  paymentRows,
  pressPay,
  setUpVenue,
  staffAgent,
  type BookingTestApp,
} from './support.js';

let t: BookingTestApp;
let staff: Agent;
let staffId: number;
beforeAll(async () => {
  t = await createBookingTestApp();
  const admin = await staffAgent(t);
  staff = admin.agent;
  staffId = admin.user.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearBookings(t);
  await setUpVenue(t);
  t.mail.sent.length = 0;
  t.setNow('2026-03-01T17:00:00Z');
});

const DATE = '2026-03-03';
const desk = (body: Record<string, unknown>) => staff.post('/api/admin/bookings', { date: DATE, hours: 1, ...body });

describe('desk bookings', () => {
  it('books for a member at their price, paid at the desk and confirmed at once, with a receipt', async () => {
    const { user } = await memberAgent(t, { member: true });
    const response = await desk({ kind: 'member', userId: user.id, startTime: '09:00', hours: 2, court: 5 });
    expect(response.statusCode, response.body).toBe(201);
    const booking = response.json();
    expect(booking).toMatchObject({ court: 5, status: 'confirmed', source: 'desk', priceCents: 4000, startTime: '09:00', endTime: '11:00' });
    expect(await orderRow(t, booking.orderId)).toMatchObject({ provider: 'desk', status: 'paid', amountCents: 4000, userId: user.id, createdById: staffId });
    expect(await paymentRows(t, booking.orderId)).toMatchObject([{ provider: 'desk', providerPaymentId: `desk_${booking.orderId}`, amountCents: 4000 }]);
    const [receipt] = t.mail.to(user.email);
    expect(receipt.text).toMatch(/Paid at the desk \(cash\): \$40\.00/);
    expect(receipt.text).toMatch(/call or visit the front desk/);
  });

  it('books for a walk-in at the default price, mailing a receipt only if given an address', async () => {
    const withMail = (await desk({ kind: 'walk-in', name: 'Sam Walker', email: 'Sam@Example.com', startTime: '09:00', court: 1 })).json();
    expect(withMail).toMatchObject({ walkInName: 'Sam Walker', priceCents: 3000, status: 'confirmed' });
    expect(t.mail.to('sam@example.com')).toHaveLength(1);
    expect((await desk({ kind: 'walk-in', name: 'No Mail', startTime: '10:00', court: 1 })).statusCode).toBe(201);
    expect(t.mail.sent).toHaveLength(1);
  });

  it('lets staff book beyond the window, any court and the hour in progress', async () => {
    expect((await desk({ kind: 'walk-in', name: 'Later', date: '2026-06-01', startTime: '09:00', court: 6 })).statusCode).toBe(201);
    expect((await desk({ kind: 'walk-in', name: 'Now', date: '2026-03-01', startTime: '12:00', court: 6 })).statusCode).toBe(201);
    expect((await desk({ kind: 'walk-in', name: 'Over', date: '2026-03-01', startTime: '11:00', court: 6 })).json().fields).toHaveProperty('startTime');
  });

  it.each([
    ['an unknown member', { kind: 'member', userId: 999999, startTime: '09:00', court: 1 }, 'userId'],
    ['a walk-in without a name', { kind: 'walk-in', name: '  ', startTime: '09:00', court: 1 }, 'name'],
    ['an unknown kind', { kind: 'friend', startTime: '09:00', court: 1 }, 'kind'],
    ['a block without a reason', { kind: 'block', startTime: '09:00', court: 1 }, 'reason'],
    ['a block on any court', { kind: 'block', reason: 'x', startTime: '09:00', court: 'any' }, 'court'],
  ])('answers 400 for %s', async (_label, body, field) => {
    const response = await desk(body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
  });
});

describe('blocking a court', () => {
  it('takes the court out of what is offered, and refuses to block over a booking', async () => {
    const block = await desk({ kind: 'block', reason: 'Resurfacing', startTime: '09:00', hours: 3, court: 1 });
    expect(block.statusCode, block.body).toBe(201);
    expect(block.json()).toMatchObject({ status: 'blocked', source: 'maintenance', blockReason: 'Resurfacing', orderId: null, priceCents: 0 });
    const slot = (await new Agent(t.app).get(`/api/bookings/availability?date=${DATE}`))
      .json()
      .slots.find((s: { startTime: string }) => s.startTime === '10:00');
    expect(slot.openCourts).toEqual([2, 3, 4, 5]);
    const { agent } = await memberAgent(t);
    expect((await book(agent, { date: DATE, startTime: '10:00', hours: 1, court: 1 })).statusCode).toBe(409);

    await desk({ kind: 'walk-in', name: 'A', startTime: '15:00', court: 2 });
    const clash = await desk({ kind: 'block', reason: 'Lights', startTime: '14:00', hours: 2, court: 2 });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toMatch(/Court 2 has a booking or block during .*cancel it first/);
  });
});

describe('the day overview', () => {
  it('shows every court with who booked, status and amount, and a grid of live bookings', async () => {
    const { agent, user } = await memberAgent(t);
    const online = (await book(agent, { date: DATE, startTime: '09:00', hours: 2, court: 1 })).json();
    await pressPay(t, online.checkoutUrl);
    const walkIn = (await desk({ kind: 'walk-in', name: 'Sam Walker', startTime: '09:00', court: 2 })).json();
    const block = (await desk({ kind: 'block', reason: 'Net repair', startTime: '12:00', court: 3 })).json();
    const held = (await book(agent, { date: DATE, startTime: '13:00', hours: 1, court: 1 })).json();
    const gone = (await desk({ kind: 'walk-in', name: 'Gone', startTime: '18:00', court: 4 })).json();
    await staff.post(`/api/admin/bookings/${gone.id}/cancel`, { refund: true });

    const response = await staff.get(`/api/admin/bookings?date=${DATE}`);
    expect(response.statusCode).toBe(200);
    const day = response.json();
    expect(day).toMatchObject({ date: DATE, courts: [1, 2, 3, 4, 5, 6], opensAt: '07:00', closesAt: '22:00' });
    expect(day.slots).toHaveLength(15);
    const byId = Object.fromEntries(day.bookings.map((b: { id: number }) => [b.id, b]));
    expect(byId[online.booking.id]).toMatchObject({
      status: 'confirmed',
      who: { kind: 'member', userId: user.id, email: user.email },
      order: { status: 'paid', provider: 'local', amountCents: 6000, paidCents: 6000, refundedCents: 0 },
    });
    expect(byId[walkIn.id]).toMatchObject({ who: { kind: 'walk-in', name: 'Sam Walker' }, order: { provider: 'desk', paidCents: 3000 } });
    expect(byId[block.id]).toMatchObject({ status: 'blocked', who: { kind: 'maintenance', name: 'Net repair' }, order: null });
    expect(byId[held.booking.id]).toMatchObject({ status: 'held', live: true, order: { status: 'awaiting_payment', paidCents: 0 } });
    expect(byId[gone.id]).toMatchObject({ status: 'cancelled', live: false, order: { status: 'refunded', refundedCents: 3000 } });

    const cells = (court: number) => day.grid.find((row: { court: number }) => row.court === court).cells;
    expect(cells(1).slice(2, 7)).toEqual([online.booking.id, online.booking.id, null, null, held.booking.id]); // 09:00–13:00
    expect(cells(2)[2]).toBe(walkIn.id);
    expect(cells(3)[5]).toBe(block.id);
    expect(cells(4).every((cell: number | null) => cell === null)).toBe(true); // the cancelled one is gone from the grid
    expect(day.totals).toMatchObject({ confirmedBookings: 2, paidCents: 12000, refundedCents: 3000 });
  });

  it('names the free courts members are offered online at each hour; the rest are the desk’s', async () => {
    await desk({ kind: 'walk-in', name: 'Sam Walker', startTime: '09:00', court: 1 });
    await desk({ kind: 'block', reason: 'Net repair', startTime: '09:00', court: 2 });
    const day = (await staff.get(`/api/admin/bookings?date=${DATE}`)).json<{ slots: { startTime: string; onlineCourts: number[] }[] }>();
    // Six courts, four shown online: the lowest free ones.
    expect(day.slots[0]).toMatchObject({ startTime: '07:00', onlineCourts: [1, 2, 3, 4] });
    expect(day.slots[2]).toMatchObject({ startTime: '09:00', onlineCourts: [3, 4, 5, 6] });
    // Exactly what a member is offered online, hour by hour.
    const { agent } = await memberAgent(t);
    const offered = (await agent.get(`/api/bookings/availability?date=${DATE}`)).json<{ slots: { startTime: string; openCourts: number[] }[] }>();
    expect(day.slots.map((slot) => [slot.startTime, slot.onlineCourts])).toEqual(offered.slots.map((slot) => [slot.startTime, slot.openCourts]));
  });

  it('exports the day as CSV, quoting commas and defusing formulas', async () => {
    await desk({ kind: 'walk-in', name: 'Walker, Sam', startTime: '09:00', court: 2 });
    await desk({ kind: 'walk-in', name: '=HYPERLINK("http://evil")', startTime: '10:00', court: 2 });
    const response = await staff.get(`/api/admin/bookings.csv?date=${DATE}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="courtside-bookings-${DATE}.csv"`);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Booking,Date,Start,End,Court,Status,Source,Name,E-mail,Price (CAD),Paid (CAD),Refunded (CAD),Order status,Payment,Order,Note');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^\d+,2026-03-03,09:00,10:00,2,confirmed,desk,"Walker, Sam",,30\.00,30\.00,0\.00,paid,desk,[0-9a-f-]{36},$/);
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });
});
