/**
 * Issue 11: availability keeps each venue date's taken courts in memory, dropped by the
 * court_changes trigger's message whoever writes, with holds filtered by their expiry per read.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../../../server/db/schema.js';
import { within } from '../cache/support.js';
import { countStatements, type StatementLog } from '../helpers/statement-count.js';
import type { Agent } from '../helpers/test-app.js';
import { book, clearBookings, createBookingTestApp, memberAgent, setUpVenue, type BookingTestApp } from './support.js';

let t: BookingTestApp;
let log: StatementLog;
let member: Agent;
beforeAll(async () => {
  t = await createBookingTestApp();
  await setUpVenue(t);
  member = (await memberAgent(t)).agent;
  log = countStatements(t.database);
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearBookings(t);
  t.setNow('2026-03-01T17:00:00Z');
});

// 10 a.m. in Toronto on 3 March 2026 (EST).
const TEN_AM = { startsAt: new Date('2026-03-03T15:00:00Z'), endsAt: new Date('2026-03-03T16:00:00Z') };
const courtsAtTen = async (date = '2026-03-03') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/bookings/availability?date=${date}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ slots: { startTime: string; openCourts: number[] }[] }>().slots.find((slot) => slot.startTime === '10:00')!.openCourts;
};

describe('busy courts per date, in memory', () => {
  it('a date read once is answered again without a database statement', async () => {
    await t.app.changeFeed.caughtUp();
    await courtsAtTen('2026-03-06');
    log.start();
    expect(await courtsAtTen('2026-03-06')).toEqual([1, 2, 3, 4]);
    expect(log.statements, log.statements.join('\n')).toHaveLength(0);
  });

  it('a booking written behind the API (a script, psql, another instance) shows within a second', async () => {
    expect(await courtsAtTen()).toContain(1);
    await t.database.db.insert(bookings).values({ court: 1, ...TEN_AM, status: 'confirmed', source: 'desk' });
    await within(1_000, async () => !(await courtsAtTen()).includes(1));
  });

  it('a hold that runs out frees its court on the next read, with no write and no statement', async () => {
    await t.database.db.insert(bookings).values({ court: 1, ...TEN_AM, status: 'held', source: 'online', holdExpiresAt: new Date('2026-03-01T17:10:00Z') });
    await within(1_000, async () => !(await courtsAtTen()).includes(1));
    // Every message about the writes above has been heard: the date is read once more, then kept.
    await t.app.changeFeed.caughtUp();
    expect(await courtsAtTen()).not.toContain(1);
    t.setNow('2026-03-01T17:10:01Z');
    log.start();
    expect(await courtsAtTen()).toContain(1);
    expect(log.statements, log.statements.join('\n')).toHaveLength(0);
  });

  it('whoever books through this instance sees the court taken on the very next read', async () => {
    expect(await courtsAtTen()).toEqual([1, 2, 3, 4]);
    const response = await book(member, { date: '2026-03-03', startTime: '10:00', hours: 1, court: 1 });
    expect(response.statusCode, response.body).toBe(201);
    expect(await courtsAtTen()).toEqual([2, 3, 4, 5]);
  });
});
