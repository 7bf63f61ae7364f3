/**
 * Member prices and the member booking window follow the account holder's membership at the hour
 * played, not at the moment of booking (docs/memberships-and-households.md).
 */
import { DateTime } from 'luxon';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { householdMembers, memberships } from '../../../../server/db/schema.js';
import { book, clearBookings, createBookingTestApp, giveMembership, memberAgent, type BookingTestApp } from '../../booking/support.js';
import { setUpMembershipVenue } from './support.js';

let t: BookingTestApp;
beforeAll(async () => {
  t = await createBookingTestApp();
  // Everyone books 14 days ahead, members 21; $30 an hour, $20 for members.
  await setUpMembershipVenue(t, { memberBookingWindowDays: 21 });
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearBookings(t);
  // Sunday 1 March 2026, noon in Toronto.
  t.setNow('2026-03-01T17:00:00Z');
});

/** A member whose membership ends at the Toronto midnight starting `endsOn` (their last day is the day before). */
async function memberUntil(endsOn: string) {
  const member = await memberAgent(t);
  await giveMembership(t, member.user.id, '2026-01-01T05:00:00Z', DateTime.fromISO(endsOn, { zone: 'America/Toronto' }).toUTC().toISO()!);
  return member;
}

describe('member price at the hour played', () => {
  it('a membership covering the hour played gives the member price', async () => {
    const { agent } = await memberUntil('2026-03-06');
    const response = await book(agent, { date: '2026-03-05', startTime: '10:00', hours: 1, court: 'any' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().price).toEqual({ perHourCents: 2000, kind: 'member' });
  });

  it('a membership ending before the hour played gives the default price, though it is active now', async () => {
    const { agent } = await memberUntil('2026-03-06');
    const response = await book(agent, { date: '2026-03-06', startTime: '10:00', hours: 1, court: 'any' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().price).toEqual({ perHourCents: 3000, kind: 'default' });
    const placed = await agent.post('/api/orders', { lines: [{ product: 'court_booking', date: '2026-03-07', startTime: '11:00', hours: 2, court: 'any' }] });
    expect(placed.json().order.lines[0]).toMatchObject({ unitPriceCents: 3000, quantity: 2 });
  });

  it('a membership that starts later (a renewal waiting) gives the member price for hours played in it', async () => {
    const { agent, user } = await memberAgent(t);
    await giveMembership(t, user.id, '2026-03-04T05:00:00Z', '2027-03-04T05:00:00Z');
    expect((await book(agent, { date: '2026-03-03', startTime: '10:00', hours: 1, court: 'any' })).json().price.kind).toBe('default');
    expect((await book(agent, { date: '2026-03-04', startTime: '10:00', hours: 1, court: 'any' })).json().price.kind).toBe('member');
  });

  it('a family member’s membership does not give the account holder the member price', async () => {
    const { agent, user } = await memberAgent(t);
    const [child] = await t.database.db
      .insert(householdMembers)
      .values({ accountUserId: user.id, firstName: 'Sam', lastName: 'Lee', birthday: '2015-06-01', relationship: 'child', guardianConsentAt: new Date() })
      .returning();
    await t.database.db
      .insert(memberships)
      .values({ userId: user.id, householdMemberId: child.id, startsAt: new Date('2026-01-01T05:00:00Z'), endsAt: new Date('2027-01-01T05:00:00Z') });
    expect((await book(agent, { date: '2026-03-05', startTime: '10:00', hours: 1, court: 'any' })).json().price).toEqual({
      perHourCents: 3000,
      kind: 'default',
    });
    expect((await agent.get('/api/bookings/availability?date=2026-03-05')).json().price.kind).toBe('default');
  });

  it('availability quotes the price of the day shown', async () => {
    const { agent } = await memberUntil('2026-03-06');
    const inside = (await agent.get('/api/bookings/availability?date=2026-03-05')).json();
    const after = (await agent.get('/api/bookings/availability?date=2026-03-06')).json();
    expect(inside.price).toMatchObject({ kind: 'member', perHourCents: 2000 });
    expect(after.price).toMatchObject({ kind: 'default', perHourCents: 3000 });
  });
});

describe('the member booking window', () => {
  it('a member at the hour played books up to memberBookingWindowDays ahead', async () => {
    const { agent } = await memberUntil('2027-01-01');
    const response = await book(agent, { date: '2026-03-22', startTime: '10:00', hours: 1, court: 'any' });
    expect(response.statusCode, response.body).toBe(201);
    const beyond = await book(agent, { date: '2026-03-23', startTime: '10:00', hours: 1, court: 'any' });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toMatchObject({ code: 'booking_window', params: { days: 21, lastDate: '2026-03-22' } });
    const day = (await agent.get('/api/bookings/availability?date=2026-03-22')).json();
    expect(day.bookableDates).toEqual({ from: '2026-03-01', to: '2026-03-22' });
    expect(day.slots.some((slot: { bookable: boolean }) => slot.bookable)).toBe(true);
  });

  it('everyone else books up to userBookingWindowDays ahead', async () => {
    const { agent } = await memberAgent(t);
    const response = await book(agent, { date: '2026-03-16', startTime: '10:00', hours: 1, court: 'any' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'booking_window', params: { days: 14, lastDate: '2026-03-15' } });
    expect((await agent.get('/api/bookings/availability?date=2026-03-16')).json().bookableDates).toEqual({ from: '2026-03-01', to: '2026-03-15' });
  });

  it('a member whose membership ends before the date has the user window for it', async () => {
    const { agent } = await memberUntil('2026-03-18');
    // Their last member day is 17 March: the window reaches that far, not to the 22nd.
    expect((await book(agent, { date: '2026-03-17', startTime: '10:00', hours: 1, court: 'any' })).statusCode).toBe(201);
    const after = await book(agent, { date: '2026-03-18', startTime: '10:00', hours: 1, court: 'any' });
    expect(after.statusCode).toBe(400);
    expect(after.json()).toMatchObject({ code: 'booking_window', params: { days: 14 } });
    const day = (await agent.get('/api/bookings/availability?date=2026-03-18')).json();
    expect(day.bookableDates).toEqual({ from: '2026-03-01', to: '2026-03-17' });
    expect(day.slots.every((slot: { reason: string | null }) => slot.reason === 'beyond-window')).toBe(true);
  });
});
