import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { book, clearBookings, createBookingTestApp, memberAgent, pressPay, setUpVenue, type BookingTestApp } from './support.js';

// My bookings shows what a booking cost the member, tax included, as Purchases does (issue 25: a
// booking that cost $45.20 showed $40.00). The clock stands on Sunday 1 March 2026 in Toronto.

let t: BookingTestApp;
beforeAll(async () => {
  t = await createBookingTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearBookings(t);
  await setUpVenue(t, { province: 'ON', taxRegistrationNumber: '123456789RT0001' });
  t.setNow('2026-03-01T17:00:00Z');
});

describe('the member’s bookings list', () => {
  it('answers each booking’s price before tax and the total its order line charged with tax', async () => {
    const { agent } = await memberAgent(t);
    const created = await book(agent, { court: 2, date: '2026-03-03', startTime: '18:00', hours: 2 });
    expect(created.statusCode).toBe(201);
    await pressPay(t, created.json<{ checkoutUrl: string }>().checkoutUrl);
    const mine = await agent.get('/api/bookings/mine?scope=upcoming');
    expect(mine.json<{ items: unknown[] }>().items).toEqual([expect.objectContaining({ court: 2, status: 'confirmed', priceCents: 6000, totalCents: 6780 })]);
  });
});
