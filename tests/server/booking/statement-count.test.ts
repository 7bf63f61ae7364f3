/**
 * Issue 11: the booking hot path's round trips. Availability is one statement once settings,
 * rules, the session and the membership come from memory (none for a date read before); a booking is at most 6
 * (issue 28: BEGIN, the order with the account's lock, the courts around, the booking, the lines with the
 * test checkout, COMMIT).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countStatements, type StatementLog } from '../helpers/statement-count.js';
import type { Agent } from '../helpers/test-app.js';
import { book, clearBookings, createBookingTestApp, memberAgent, setUpVenue, type BookingTestApp } from './support.js';

let t: BookingTestApp;
let log: StatementLog;
let member: Agent;
beforeAll(async () => {
  t = await createBookingTestApp();
  await setUpVenue(t);
  member = (await memberAgent(t, { member: true })).agent;
  log = countStatements(t.database);
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearBookings(t);
  t.setNow('2026-03-01T17:00:00Z');
});

describe('statements per request', () => {
  it('POST /api/bookings runs at most 6', async () => {
    await member.get('/api/bookings/availability?date=2026-03-03'); // warm whatever is cached
    log.start();
    const response = await book(member, { date: '2026-03-03', startTime: '10:00', hours: 2, court: 'any' });
    expect(response.statusCode, response.body).toBe(201);
    // Counted as the driver sees them, BEGIN and COMMIT included.
    expect(log.count(), log.statements.join('\n')).toBeLessThanOrEqual(6);
    expect(
      log.statements.filter((text) => /^\(?select "court"/.test(text)),
      'the courts around the span are read once',
    ).toHaveLength(1);
  });

  it('availability runs one statement once settings, rules, the session and the membership are warm', async () => {
    await member.get('/api/bookings/availability?date=2026-03-03');
    log.start();
    const response = await member.get('/api/bookings/availability?date=2026-03-04');
    expect(response.statusCode).toBe(200);
    expect(log.statements, log.statements.join('\n')).toHaveLength(1);
    expect(log.statements[0]).toMatch(/^select "court", "starts_at", "ends_at", "status", "hold_expires_at" from "bookings"/);
    log.start();
    expect((await member.get('/api/bookings/availability?date=2026-03-04')).statusCode).toBe(200);
    expect(log.statements, 'a date read before, unchanged since, is answered from memory').toHaveLength(0);
  });
});
