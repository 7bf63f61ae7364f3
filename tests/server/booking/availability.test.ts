/**
 * GET /api/bookings/availability: hourly slots from opening to closing in the venue's zone (a
 * closed day, both 2026 DST days in America/Toronto), courts offered online up to
 * maxNumberOfOnlineOpenCourtsShown (staff see every free court), the booking window and past
 * slots, and the caller's price (member price only with an active membership).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Agent } from '../helpers/test-app.js';
import { clearBookings, createBookingTestApp, giveMembership, memberAgent, setUpVenue, staffAgent, type BookingTestApp } from './support.js';

let t: BookingTestApp;
let staff: Agent;
beforeAll(async () => {
  t = await createBookingTestApp();
  await setUpVenue(t);
  staff = (await staffAgent(t)).agent;
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearBookings(t);
  await setUpVenue(t);
  t.setNow('2026-03-01T17:00:00Z'); // Sunday 1 March 2026, 12:00 EST
});

const availability = (agent: Agent, date: string) => agent.get(`/api/bookings/availability?date=${date}`);
const allDay = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((day) => [
    [`${day}OpeningTimeInMins`, 0],
    [`${day}ClosingTimeInMins`, 1440],
  ]),
);

async function deskBooking(date: string, startTime: string, court: number, hours = 1) {
  const response = await staff.post('/api/admin/bookings', { kind: 'walk-in', name: 'Walk In', date, startTime, hours, court });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('slots of a day', () => {
  it('runs hourly from opening to closing in the venue zone, with exact instants', async () => {
    const response = await availability(new Agent(t.app), '2026-03-03');
    expect(response.statusCode).toBe(200);
    const day = response.json();
    expect(day).toMatchObject({ date: '2026-03-03', timeZone: 'America/Toronto', closed: false, opensAt: '07:00', closesAt: '22:00', numberOfCourts: 6 });
    expect(day.slots).toHaveLength(15);
    expect(day.slots[0]).toMatchObject({
      index: 0,
      startTime: '07:00',
      endTime: '08:00',
      startsAt: '2026-03-03T12:00:00.000Z',
      endsAt: '2026-03-03T13:00:00.000Z',
    });
    expect(day.slots.at(-1)).toMatchObject({ startTime: '21:00', endTime: '22:00', endsAt: '2026-03-04T03:00:00.000Z' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a day whose opening equals its closing as closed, with no slots', async () => {
    await setUpVenue(t, { wednesdayOpeningTimeInMins: 540, wednesdayClosingTimeInMins: 540 });
    const day = (await availability(new Agent(t.app), '2026-03-04')).json();
    expect(day).toMatchObject({ closed: true, opensAt: null, closesAt: null, slots: [] });
  });

  it('gives the spring-forward day (2026-03-08) the 23 hours it really has', async () => {
    await setUpVenue(t, allDay);
    const day = (await availability(new Agent(t.app), '2026-03-08')).json();
    expect(day.slots).toHaveLength(23);
    expect(day.slots.map((slot: { startTime: string }) => slot.startTime)).not.toContain('02:00');
    expect(day.slots[1]).toMatchObject({ startTime: '01:00', endTime: '03:00', startsAt: '2026-03-08T06:00:00.000Z', endsAt: '2026-03-08T07:00:00.000Z' });
    expect(day.slots.at(-1)).toMatchObject({ startTime: '23:00', endTime: '24:00', endsAt: '2026-03-09T04:00:00.000Z' });
    for (const slot of day.slots) expect(Date.parse(slot.endsAt) - Date.parse(slot.startsAt)).toBe(3_600_000);
  });

  it('gives the fall-back day (2026-11-01) 25 hours, with 01:00 twice', async () => {
    await setUpVenue(t, allDay);
    t.setNow('2026-10-25T16:00:00Z');
    const day = (await availability(new Agent(t.app), '2026-11-01')).json();
    expect(day.slots).toHaveLength(25);
    const ones = day.slots.filter((slot: { startTime: string }) => slot.startTime === '01:00');
    expect(ones.map((slot: { startsAt: string }) => slot.startsAt)).toEqual(['2026-11-01T05:00:00.000Z', '2026-11-01T06:00:00.000Z']);
    expect(new Set(day.slots.map((slot: { startsAt: string }) => slot.startsAt)).size).toBe(25);
    expect(day.slots.at(-1)).toMatchObject({ endTime: '24:00', endsAt: '2026-11-02T05:00:00.000Z' });
  });

  it('keeps ordinary opening hours at the right instants on both DST days', async () => {
    const spring = (await availability(new Agent(t.app), '2026-03-08')).json();
    expect(spring.slots).toHaveLength(15);
    expect(spring.slots[0].startsAt).toBe('2026-03-08T11:00:00.000Z'); // 07:00 EDT
    t.setNow('2026-10-25T16:00:00Z');
    const autumn = (await availability(new Agent(t.app), '2026-11-01')).json();
    expect(autumn.slots).toHaveLength(15);
    expect(autumn.slots[0].startsAt).toBe('2026-11-01T12:00:00.000Z'); // 07:00 EST
  });

  it('refuses a date that is not a real YYYY-MM-DD date', async () => {
    for (const date of ['2026-02-30', '03/08/2026', '2026-3-8', '']) {
      const response = await availability(new Agent(t.app), date);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('date');
    }
    expect((await new Agent(t.app).get('/api/bookings/availability')).statusCode).toBe(400);
  });
});

describe('what is bookable', () => {
  it('offers today and the next userBookingWindowDays days, never past slots, to members and visitors', async () => {
    const visitor = new Agent(t.app);
    const last = (await availability(visitor, '2026-03-15')).json();
    expect(last.bookableDates).toEqual({ from: '2026-03-01', to: '2026-03-15' });
    expect(last.slots.every((slot: { bookable: boolean }) => slot.bookable)).toBe(true);

    const beyond = (await availability(visitor, '2026-03-16')).json();
    expect(beyond.slots.every((slot: { bookable: boolean; reason: string }) => !slot.bookable && slot.reason === 'beyond-window')).toBe(true);

    const today = (await availability(visitor, '2026-03-01')).json();
    const past = today.slots.filter((slot: { reason: string }) => slot.reason === 'past').map((slot: { startTime: string }) => slot.startTime);
    expect(past).toEqual(['07:00', '08:00', '09:00', '10:00', '11:00', '12:00']); // 12:00 has started
    expect(today.slots.find((slot: { startTime: string }) => slot.startTime === '13:00').bookable).toBe(true);

    const yesterday = (await availability(visitor, '2026-02-28')).json();
    expect(yesterday.slots.every((slot: { reason: string }) => slot.reason === 'past')).toBe(true);
  });

  it('lets staff book beyond the window and the hour in progress, but not hours that are over', async () => {
    const beyond = (await availability(staff, '2026-06-01')).json();
    expect(beyond).toMatchObject({ staffView: true, bookableDates: null });
    expect(beyond.slots.every((slot: { bookable: boolean }) => slot.bookable)).toBe(true);
    const today = (await availability(staff, '2026-03-01')).json();
    expect(today.slots.find((slot: { startTime: string }) => slot.startTime === '11:00').reason).toBe('past');
    expect(today.slots.find((slot: { startTime: string }) => slot.startTime === '12:00').bookable).toBe(true);
  });

  it('offers at most maxNumberOfOnlineOpenCourtsShown free courts online, lowest first; staff see them all', async () => {
    await deskBooking('2026-03-03', '09:00', 1);
    await deskBooking('2026-03-03', '09:00', 2);
    const slotAt = (day: { slots: { startTime: string; openCourts: number[] }[] }, time: string) => day.slots.find((slot) => slot.startTime === time)!;
    const visitorView = (await availability(new Agent(t.app), '2026-03-03')).json();
    expect(slotAt(visitorView, '09:00').openCourts).toEqual([3, 4, 5, 6].slice(0, 4));
    expect(slotAt(visitorView, '10:00').openCourts).toEqual([1, 2, 3, 4]);

    await setUpVenue(t, { maxNumberOfOnlineOpenCourtsShown: 2 });
    expect(slotAt((await availability(new Agent(t.app), '2026-03-03')).json(), '09:00').openCourts).toEqual([3, 4]);
    expect(slotAt((await availability(staff, '2026-03-03')).json(), '09:00').openCourts).toEqual([3, 4, 5, 6]);
  });

  it('marks a slot with every court taken as full', async () => {
    for (const court of [1, 2, 3, 4, 5, 6]) await deskBooking('2026-03-03', '18:00', court);
    const slot = (await availability(new Agent(t.app), '2026-03-03')).json().slots.find((s: { startTime: string }) => s.startTime === '18:00');
    expect(slot).toMatchObject({ openCourts: [], bookable: false, reason: 'full' });
  });

  it('counts a held court as taken until its hold runs out, then as free at once', async () => {
    const { agent } = await memberAgent(t);
    const held = await agent.post('/api/bookings', { date: '2026-03-03', startTime: '10:00', hours: 1, court: 1 });
    expect(held.statusCode, held.body).toBe(201);
    const slotAt10 = async () => (await availability(new Agent(t.app), '2026-03-03')).json().slots.find((s: { startTime: string }) => s.startTime === '10:00');
    expect((await slotAt10()).openCourts).toEqual([2, 3, 4, 5]);
    t.setNow('2026-03-01T17:16:00Z'); // the 15-minute hold is over; no sweep has run
    expect((await slotAt10()).openCourts).toEqual([1, 2, 3, 4]);
  });
});

describe('the price per hour', () => {
  it('is the default price for visitors and for accounts without an active membership', async () => {
    const visitor = (await availability(new Agent(t.app), '2026-03-03')).json();
    expect(visitor.price).toEqual({ perHourCents: 3000, kind: 'default', memberPerHourCents: 2000, defaultPerHourCents: 3000, currency: 'CAD' });
    const { agent, user } = await memberAgent(t);
    expect((await availability(agent, '2026-03-03')).json().price).toMatchObject({ perHourCents: 3000, kind: 'default' });
    await giveMembership(t, user.id, '2025-01-01T00:00:00Z', '2026-02-01T00:00:00Z'); // lapsed
    await giveMembership(t, user.id, '2026-04-01T00:00:00Z', '2027-04-01T00:00:00Z'); // not started
    expect((await availability(agent, '2026-03-03')).json().price).toMatchObject({ perHourCents: 3000, kind: 'default' });
  });

  it('answers 401 TokenExpiredError to a caller whose access token has expired, so the SPA refreshes and asks again', async () => {
    const { agent } = await memberAgent(t, { member: true });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 16 * 60_000);
      const expired = await availability(agent, '2026-03-03');
      expect(expired.statusCode).toBe(401);
      expect(expired.json().name).toBe('TokenExpiredError');
      expect((await agent.post('/api/auth/refresh')).statusCode).toBe(201);
      expect((await availability(agent, '2026-03-03')).json().price.kind).toBe('member');
    } finally {
      vi.useRealTimers();
    }
    // A token that is simply bad is a visitor, not an error.
    const response = await t.app.inject({ method: 'GET', url: '/api/bookings/availability?date=2026-03-03', cookies: { access_token: 'not-a-token' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().price.kind).toBe('default');
  });

  it('is the member price for an account whose membership covers now', async () => {
    const { agent } = await memberAgent(t, { member: true });
    expect((await availability(agent, '2026-03-03')).json().price).toMatchObject({ perHourCents: 2000, kind: 'member' });
  });
});
