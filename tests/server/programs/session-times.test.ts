import { describe, expect, it } from 'vitest';
import { offerNow, offerTime, offerWindowMs } from '../../../server/modules/programs/shared/offer-windows.js';
import { registrationOpensAt, sessionInstants, weeklyDates } from '../../../server/modules/programs/schedule/session-times.js';

const ZONE = 'America/Toronto';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('session times in the venue zone', () => {
  it('keeps 18:00 local across the spring and autumn changes', () => {
    // 2026: EDT from Sunday 8 March, EST again from Sunday 1 November.
    expect(sessionInstants('2026-03-01', '18:00', '20:00', ZONE).startsAt.toISOString()).toBe('2026-03-01T23:00:00.000Z');
    expect(sessionInstants('2026-03-08', '18:00', '20:00', ZONE).startsAt.toISOString()).toBe('2026-03-08T22:00:00.000Z');
    expect(sessionInstants('2026-10-25', '18:00', '20:00', ZONE).startsAt.toISOString()).toBe('2026-10-25T22:00:00.000Z');
    expect(sessionInstants('2026-11-01', '18:00', '20:00', ZONE).startsAt.toISOString()).toBe('2026-11-01T23:00:00.000Z');
  });

  it('lists a weekday’s dates in a range, the first on or after the start', () => {
    expect(weeklyDates(2, '2026-03-02', '2026-03-24')).toEqual(['2026-03-03', '2026-03-10', '2026-03-17', '2026-03-24']);
    expect(weeklyDates(1, '2026-03-02', '2026-03-09')).toEqual(['2026-03-02', '2026-03-09']);
    expect(weeklyDates(0, '2026-03-02', '2026-03-07')).toEqual([]);
  });

  it('opens registration N days before at the same wall-clock time, across a DST change', () => {
    const startsAt = sessionInstants('2026-03-10', '18:00', '20:00', ZONE).startsAt; // EDT
    expect(registrationOpensAt({ opensAt: null, opensDaysBefore: 7 }, startsAt, ZONE).toISOString()).toBe('2026-03-03T23:00:00.000Z'); // 18:00 EST
    const fixed = new Date('2026-02-01T13:00:00Z');
    expect(registrationOpensAt({ opensAt: fixed, opensDaysBefore: 7 }, startsAt, ZONE)).toEqual(fixed);
  });
});

describe('waitlist offer windows', () => {
  const start = new Date('2026-03-10T22:00:00Z'); // Tuesday 18:00 EDT

  it('holds a spot 2 hours at 16 h or more before the start, 30 minutes from 1 to 16 h, 10 minutes under an hour', () => {
    expect(offerWindowMs(new Date(start.getTime() - 20 * HOUR), start)).toBe(2 * HOUR);
    expect(offerWindowMs(new Date(start.getTime() - 16 * HOUR), start)).toBe(2 * HOUR);
    expect(offerWindowMs(new Date(start.getTime() - 5 * HOUR), start)).toBe(30 * MINUTE);
    expect(offerWindowMs(new Date(start.getTime() - HOUR), start)).toBe(30 * MINUTE);
    expect(offerWindowMs(new Date(start.getTime() - 30 * MINUTE), start)).toBe(10 * MINUTE);
    expect(offerWindowMs(new Date(start.getTime() - 4 * MINUTE), start)).toBe(4 * MINUTE);
  });

  it('sends no offer between 22:00 and 08:00 venue time unless the session starts within 5 hours', () => {
    const evening = new Date('2026-03-04T23:00:00Z'); // Wednesday 18:00 EST: not quiet hours
    expect(offerTime(evening, new Date('2026-03-05T23:00:00Z'), ZONE)).toEqual(evening);
    const lateNight = new Date('2026-03-05T04:00:00Z'); // Wednesday 23:00 EST
    const nextEvening = new Date('2026-03-05T23:00:00Z'); // Thursday 18:00 EST
    expect(offerTime(lateNight, nextEvening, ZONE).toISOString()).toBe('2026-03-05T13:00:00.000Z'); // Thursday 08:00 EST
    expect(offerNow(lateNight, nextEvening, ZONE)).toBeNull();
    const morning = new Date('2026-03-05T13:00:00Z');
    expect(offerNow(morning, nextEvening, ZONE)).toEqual({ offeredAt: morning, expiresAt: new Date(morning.getTime() + 30 * MINUTE) });
    const early = new Date('2026-03-05T09:00:00Z'); // 04:00 EST
    expect(offerTime(early, nextEvening, ZONE).toISOString()).toBe('2026-03-05T13:00:00.000Z');
    // A session at 02:00 and a spot freed at 23:00: offered at once, 30 minutes.
    const soon = new Date('2026-03-05T07:00:00Z'); // Thursday 02:00 EST
    expect(offerNow(lateNight, soon, ZONE)).toEqual({ offeredAt: lateNight, expiresAt: new Date(lateNight.getTime() + 30 * MINUTE) });
  });
});
