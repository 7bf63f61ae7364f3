/**
 * offeredCourts marks each booking's slots by arithmetic (issue 11): it must offer exactly the courts
 * the pairwise comparison offered, for whole days and spans, DST days, bookings of several hours,
 * bookings that straddle a slot's edge, and courts the venue no longer has.
 */
import { describe, expect, it } from 'vitest';
import { offeredCourts } from '../../../server/modules/booking/court-slots.js';
import { daySchedule, type Slot } from '../../../server/lib/venue-time.js';
import type { CompanySettings } from '../../../server/modules/settings/company/index.js';

const HOUR = 3_600_000;
const hours = (opening: number, closing: number) =>
  ({
    timeZone: 'America/Toronto',
    ...Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((d) => [
        [`${d}OpeningTimeInMins`, opening],
        [`${d}ClosingTimeInMins`, closing],
      ]),
    ),
  }) as Parameters<typeof daySchedule>[0];

/** The comparison offeredCourts made before: every slot against every booking. */
function pairwise(courts: number, shown: number, slots: Slot[], busy: { court: number; startsAt: Date; endsAt: Date }[], staff: boolean) {
  const limit = staff ? courts : shown;
  return slots.map((slot) => {
    const taken = new Set(busy.filter((b) => b.startsAt < slot.endsAt && b.endsAt > slot.startsAt).map((b) => b.court));
    return Array.from({ length: courts }, (_, i) => i + 1)
      .filter((court) => !taken.has(court))
      .slice(0, limit);
  });
}

/** A small deterministic generator, so a failure names a case that runs again. */
function random(seed: number) {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

describe('offeredCourts', () => {
  it('offers what the pairwise comparison offered, on plain and DST days, for days and spans', () => {
    const next = random(42);
    for (const date of ['2026-07-15', '2026-03-08', '2026-11-01']) {
      for (const [opening, closing] of [
        [420, 1320],
        [0, 1440],
      ]) {
        const { slots } = daySchedule(hours(opening, closing), date);
        for (let round = 0; round < 60; round += 1) {
          const courts = 1 + Math.floor(next() * 12);
          const shown = 1 + Math.floor(next() * courts);
          const busy = Array.from({ length: Math.floor(next() * 40) }, () => {
            // Mostly whole hours on the slots; some straddling an edge by minutes, some courts beyond the venue's.
            const start = slots[0].startsAt.getTime() + Math.floor(next() * slots.length) * HOUR + (next() < 0.2 ? Math.floor(next() * 59) * 60_000 : 0);
            const length = (1 + Math.floor(next() * 3)) * HOUR - (next() < 0.2 ? 30 * 60_000 : 0);
            return { court: 1 + Math.floor(next() * (courts + 2)), startsAt: new Date(start), endsAt: new Date(start + length) };
          });
          const settings = { numberOfCourts: courts, maxNumberOfOnlineOpenCourtsShown: shown } as CompanySettings;
          const from = Math.floor(next() * slots.length);
          for (const list of [slots, slots.slice(from, from + 1 + Math.floor(next() * 3))]) {
            for (const staff of [false, true]) {
              expect(offeredCourts(settings, list, busy, staff), `${date} round ${round}`).toEqual(pairwise(courts, shown, list, busy, staff));
            }
          }
        }
      }
    }
  });

  it('compares pairwise when the slots given do not follow each other an hour apart', () => {
    const { slots } = daySchedule(hours(420, 1320), '2026-07-15');
    const gappy = [slots[0], slots[2], slots[5]];
    const busy = [{ court: 2, startsAt: slots[2].startsAt, endsAt: slots[2].endsAt }];
    const settings = { numberOfCourts: 3, maxNumberOfOnlineOpenCourtsShown: 3 } as CompanySettings;
    expect(offeredCourts(settings, gappy, busy, false)).toEqual([
      [1, 2, 3],
      [1, 3],
      [1, 2, 3],
    ]);
  });
});
