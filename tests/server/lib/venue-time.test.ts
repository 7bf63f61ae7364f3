/**
 * The venue wall clock without luxon on the hot path (issue 11): it must read exactly as luxon reads
 * the same instant, in every zone a venue might be in, across both DST changes of the year.
 */
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { daySchedule, venueMidnight, venueWallClock, wallClock } from '../../../server/lib/venue-time.js';

// Toronto and Vancouver (whole-hour DST), St. John's (a -3:30 zone changing at 02:00 local, 05:30
// UTC), Lord Howe (a 30-minute DST), Kathmandu (+5:45, none), UTC.
const ZONES = ['America/Toronto', 'America/Vancouver', 'America/St_Johns', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'UTC'];
// Around the 2026 changes in North America and Lord Howe, and a plain day.
const DAYS = ['2026-03-08', '2026-11-01', '2026-04-05', '2026-10-04', '2026-07-15'];

describe('venueWallClock', () => {
  for (const zone of ZONES) {
    it(`reads as luxon does in ${zone}, every 7 minutes over two days around each change`, () => {
      for (const day of DAYS) {
        const from = DateTime.fromISO(day, { zone: 'UTC' }).minus({ days: 1 }).toMillis();
        for (let at = from; at < from + 2 * 86_400_000; at += 7 * 60_000) {
          const expected = DateTime.fromMillis(at, { zone });
          expect(venueWallClock(new Date(at), zone), `${zone} ${new Date(at).toISOString()}`).toEqual({ date: expected.toISODate(), time: expected.toFormat('HH:mm') });
        }
      }
    });
  }

  it('answers the same on a second call (from its remembered offsets)', () => {
    const at = new Date('2026-11-01T05:30:00Z');
    const first = venueWallClock(at, 'America/Toronto');
    expect(venueWallClock(at, 'America/Toronto')).toEqual(first);
    expect(first).toEqual({ date: '2026-11-01', time: '01:30' });
  });
});

describe('venueMidnight', () => {
  it('is the instant the venue date begins, as wallClock computes it, on DST days too', () => {
    for (const zone of ZONES) {
      for (const day of DAYS) {
        expect(venueMidnight(day, zone).getTime()).toBe(wallClock(day, 0, zone).toMillis());
        expect(venueMidnight(day, zone).getTime()).toBe(wallClock(day, 0, zone).toMillis()); // remembered
      }
    }
  });
});

describe('daySchedule', () => {
  it('gives each slot its instants as ISO strings too, equal to the Dates', () => {
    const hours = { timeZone: 'America/Toronto', ...Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((d) => [[`${d}OpeningTimeInMins`, 0], [`${d}ClosingTimeInMins`, 1440]])) } as Parameters<typeof daySchedule>[0];
    const { slots } = daySchedule(hours, '2026-11-01');
    expect(slots).toHaveLength(25); // the autumn day has an hour more
    for (const slot of slots) {
      expect(slot.startsAtIso).toBe(slot.startsAt.toISOString());
      expect(slot.endsAtIso).toBe(slot.endsAt.toISOString());
    }
  });
});
