/**
 * No double booking, under load: on real PostgreSQL, 50 concurrent requests for one court-hour
 * give exactly one 201 and 49 conflicts, with one row; overlapping hours conflict and adjacent
 * hours do not (that part runs on PGlite too, where queries are serialised anyway).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingRules, bookings, orders } from '../../../server/db/schema.js';
import { onRealPostgres } from '../helpers/test-database.js';
import type { Agent } from '../helpers/test-app.js';
import { book, clearBookings, createBookingTestApp, memberAgent, setUpVenue, staffAgent, type BookingTestApp } from './support.js';

let t: BookingTestApp;
beforeAll(async () => {
  t = await createBookingTestApp();
  await setUpVenue(t);
  await t.database.db.update(bookingRules).set({ maxUpcomingBookingsPerMember: 1000 });
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearBookings(t);
  t.setNow('2026-03-01T17:00:00Z');
});

describe.runIf(onRealPostgres())('50 concurrent requests for one court-hour (real PostgreSQL)', () => {
  let members: Agent[];
  beforeAll(async () => {
    members = await Promise.all(Array.from({ length: 50 }, async () => (await memberAgent(t)).agent));
  });

  it('gives exactly one success and 49 conflicts, and one row', async () => {
    const answers = await Promise.all(members.map((agent) => book(agent, { date: '2026-03-03', startTime: '09:00', hours: 1, court: 1 })));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const answer of answers.filter((a) => a.statusCode === 409)) expect(answer.json().message).toMatch(/Court 1/);
    const rows = await t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.court, 1), inArray(bookings.status, ['held', 'confirmed'])));
    expect(rows).toHaveLength(1);
    expect(await t.database.db.select().from(bookings)).toHaveLength(1);
    expect(await t.database.db.select().from(orders)).toHaveLength(1); // the losers' orders rolled back with them
  });

  it('fills every court with 50 concurrent "any court" requests: each court once, the rest conflicts', async () => {
    // Courts are offered up to 4 at a time, lowest first; as each is taken the next is offered,
    // and a request that loses a race reads the offer again, so all six end up taken exactly once.
    const answers = await Promise.all(members.map((agent) => book(agent, { date: '2026-03-03', startTime: '10:00', hours: 1, court: 'any' })));
    const won = answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.json().booking.court);
    expect(won.sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(44);
    expect(await t.database.db.select().from(bookings)).toHaveLength(6);
  });

  it('lets concurrent desk bookings and blocks race too, with the same single winner', async () => {
    const { agent: staff } = await staffAgent(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        staff.post(
          '/api/admin/bookings',
          i % 2
            ? { kind: 'block', reason: 'Race', date: '2026-03-03', startTime: '11:00', hours: 1, court: 5 }
            : { kind: 'walk-in', name: `W${i}`, date: '2026-03-03', startTime: '11:00', hours: 1, court: 5 },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
  });
});

describe('overlap and adjacency at the database', () => {
  it('refuses overlapping hours on a court and accepts adjacent ones, on the constraint itself', async () => {
    const { agent: staff } = await staffAgent(t);
    const first = await staff.post('/api/admin/bookings', { kind: 'walk-in', name: 'A', date: '2026-03-03', startTime: '09:00', hours: 2, court: 1 });
    expect(first.statusCode).toBe(201);
    // Straight at the table, so the exclusion constraint (not the route's own check) is what answers.
    const insert = (start: string, end: string, court = 1) =>
      t.database.db.insert(bookings).values({ court, startsAt: new Date(start), endsAt: new Date(end), status: 'confirmed', source: 'desk' });
    await expect(insert('2026-03-03T15:00:00Z', '2026-03-03T16:00:00Z')).rejects.toMatchObject({ cause: { code: '23P01' } });
    await expect(insert('2026-03-03T13:30:00Z', '2026-03-03T14:30:00Z')).rejects.toMatchObject({ cause: { code: '23P01' } });
    await insert('2026-03-03T16:00:00Z', '2026-03-03T17:00:00Z'); // adjacent after
    await insert('2026-03-03T13:00:00Z', '2026-03-03T14:00:00Z'); // adjacent before
    await insert('2026-03-03T14:00:00Z', '2026-03-03T16:00:00Z', 2); // same hours, another court
    // Cancelled and expired rows no longer count.
    await t.database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, first.json().id));
    await insert('2026-03-03T14:00:00Z', '2026-03-03T16:00:00Z');
  });
});
