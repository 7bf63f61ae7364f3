/**
 * The venue wall clock without luxon on the hot path (issue 11): it must read exactly as luxon reads
 * the same instant, in every zone a venue might be in, across both DST changes of the year.
 */
import { DateTime, type DateTimeFormatOptions } from 'luxon';
import { describe, expect, it } from 'vitest';
import { frenchParts } from '../../../server/lib/date-text.js';
import {
  daySchedule,
  describeCourtLine,
  describeInstant,
  describePeriod,
  sameTimeDaysLater,
  venueMidnight,
  venueToday,
  venueWallClock,
  wallClock,
  wallClockMillis,
} from '../../../server/lib/venue-time.js';

// Toronto and Vancouver (whole-hour DST), St. John's (a -3:30 zone changing at 02:00 local, 05:30
// UTC), Lord Howe (a 30-minute DST), Kathmandu (+5:45, none), UTC.
const ZONES = ['America/Toronto', 'America/Vancouver', 'America/St_Johns', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'UTC'];
// Around the 2026 changes in North America and Lord Howe, and a plain day.
const DAYS = ['2026-03-08', '2026-11-01', '2026-04-05', '2026-10-04', '2026-07-15'];

/** wallClock as luxon computed it before it was written with the remembered offsets (the reference). */
function luxonWallClock(date: string, minutes: number, zone: string): DateTime {
  const day = DateTime.fromISO(date, { zone });
  if (minutes >= 1440) return day.plus({ days: 1 }).startOf('day');
  return DateTime.fromObject({ year: day.year, month: day.month, day: day.day, hour: Math.floor(minutes / 60), minute: minutes % 60 }, { zone });
}

describe('venueWallClock', () => {
  for (const zone of ZONES) {
    it(`reads as luxon does in ${zone}, every 7 minutes over two days around each change`, () => {
      for (const day of DAYS) {
        const from = DateTime.fromISO(day, { zone: 'UTC' }).minus({ days: 1 }).toMillis();
        for (let at = from; at < from + 2 * 86_400_000; at += 7 * 60_000) {
          const expected = DateTime.fromMillis(at, { zone });
          expect(venueWallClock(new Date(at), zone), `${zone} ${new Date(at).toISOString()}`).toEqual({
            date: expected.toISODate(),
            time: expected.toFormat('HH:mm'),
          });
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
        expect(venueMidnight(day, zone).getTime()).toBe(luxonWallClock(day, 0, zone).toMillis());
        expect(venueMidnight(day, zone).getTime()).toBe(luxonWallClock(day, 0, zone).toMillis()); // remembered
      }
    }
  });
});

describe('daySchedule', () => {
  it('gives each slot its instants as ISO strings too, equal to the Dates', () => {
    const hours = {
      timeZone: 'America/Toronto',
      ...Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((d) => [
          [`${d}OpeningTimeInMins`, 0],
          [`${d}ClosingTimeInMins`, 1440],
        ]),
      ),
    } as Parameters<typeof daySchedule>[0];
    const { slots } = daySchedule(hours, '2026-11-01');
    expect(slots).toHaveLength(25); // the autumn day has an hour more
    for (const slot of slots) {
      expect(slot.startsAtIso).toBe(slot.startsAt.toISOString());
      expect(slot.endsAtIso).toBe(slot.endsAt.toISOString());
    }
  });
});

/** luxon's text, in French as the OQLF writes times and the first of the month ("9 h 30", "1er mars"). */
const luxonText = (value: DateTime, options: DateTimeFormatOptions) =>
  value.locale === 'fr-CA' ? frenchParts(value.toLocaleParts(options)) : value.toLocaleString(options);

/** The luxon readings these functions gave before they were written with Intl and remembered offsets. */
const luxonReading = {
  wallClock: (date: string, minutes: number, zone: string) => luxonWallClock(date, minutes, zone).toMillis(),
  describePeriod(startsAt: Date, endsAt: Date, zone: string, locale: 'en-CA' | 'fr-CA') {
    const start = DateTime.fromJSDate(startsAt, { zone }).setLocale(locale);
    const end = DateTime.fromJSDate(endsAt, { zone }).setLocale(locale);
    const day = luxonText(start, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
    const time = (value: DateTime) => luxonText(value, DateTime.TIME_SIMPLE);
    return `${day}, ${time(start)} – ${time(end)} ${end.toFormat('ZZZZ')}`;
  },
  describeInstant(at: Date, zone: string, locale: 'en-CA' | 'fr-CA') {
    const value = DateTime.fromJSDate(at, { zone }).setLocale(locale);
    const day = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' } as const;
    if (locale !== 'en-CA') return `${luxonText(value, { ...day, ...DateTime.TIME_SIMPLE })} ${value.toFormat('ZZZZ')}`;
    return `${value.toLocaleString(day)} at ${value.toLocaleString(DateTime.TIME_SIMPLE)} ${value.toFormat('ZZZZ')}`;
  },
  courtLineParts(startsAt: Date, endsAt: Date, zone: string, locale: 'en-CA' | 'fr-CA') {
    const start = DateTime.fromJSDate(startsAt, { zone }).setLocale(locale);
    const end = DateTime.fromJSDate(endsAt, { zone }).setLocale(locale);
    const clock = (value: DateTime) => luxonText(value, DateTime.TIME_SIMPLE);
    const meridiem = (value: DateTime) => (value.hour < 12 ? 'a.m.' : 'p.m.');
    const firstOfMonth = locale === 'fr-CA' && start.day === 1;
    return {
      day: start.toFormat(firstOfMonth ? "ccc '1er' LLL yyyy" : 'ccc d LLL yyyy'),
      from: clock(start),
      to: clock(end),
      sameHalf: meridiem(start) === meridiem(end),
    };
  },
};

describe('wallClockMillis', () => {
  for (const zone of ZONES) {
    it(`is luxon's instant for every quarter hour of the DST days in ${zone}, repeated times taken at their first occurrence`, () => {
      for (const day of DAYS) {
        for (let minutes = 0; minutes <= 1440; minutes += 15) {
          const ours = wallClockMillis(day, minutes, zone);
          const wall = (at: number) => DateTime.fromMillis(at, { zone }).toFormat('yyyy-MM-dd HH:mm');
          const asked = DateTime.fromISO(day, { zone: 'UTC' }).plus({ minutes }).toFormat('yyyy-MM-dd HH:mm');
          const where = `${zone} ${day} +${minutes}`;
          if (wall(ours) !== asked) {
            // A skipped time moves forward by the gap, as luxon does.
            expect(ours, `${where} (skipped)`).toBe(luxonReading.wallClock(day, minutes, zone));
          } else if ([30, 60].some((later) => wall(ours + later * 60_000) === asked)) {
            // A repeated time is its first occurrence (luxon picks by the offset in force today).
            expect(
              [30, 60].some((earlier) => wall(ours - earlier * 60_000) === asked),
              `${where} is the first occurrence`,
            ).toBe(false);
          } else {
            expect(ours, where).toBe(luxonReading.wallClock(day, minutes, zone));
          }
        }
      }
    });
  }

  it('is what wallClock answers as a Date', () => {
    expect(wallClock('2026-11-01', 90, 'America/Toronto').getTime()).toBe(wallClockMillis('2026-11-01', 90, 'America/Toronto'));
  });

  it('reads 01:30 on the autumn day in Toronto as its first occurrence, in daylight time', () => {
    expect(new Date(wallClockMillis('2026-11-01', 90, 'America/Toronto')).toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(new Date(wallClockMillis('2026-03-08', 150, 'America/Toronto')).toISOString()).toBe('2026-03-08T07:30:00.000Z'); // 02:30 is skipped: 03:30 EDT
  });
});

describe('the descriptions, without luxon', () => {
  // Venues' IANA zones. (luxon wrote "UTC" through its fixed-offset zone, with a narrow no-break space before
  // "p.m." where Intl writes a space; Etc/UTC is the IANA spelling, and the two readings agree there.)
  const zones = ['America/Toronto', 'America/Vancouver', 'America/St_Johns', 'America/Halifax', 'America/Regina', 'Etc/UTC'];
  for (const locale of ['en-CA', 'fr-CA'] as const) {
    it(`read exactly as luxon wrote them in ${locale}, every 37 minutes over the DST days`, () => {
      for (const zone of zones) {
        for (const day of DAYS) {
          const from = DateTime.fromISO(day, { zone: 'UTC' }).minus({ hours: 12 }).toMillis();
          for (let at = from; at < from + 36 * 3_600_000; at += 37 * 60_000) {
            const start = new Date(at);
            const end = new Date(at + 2 * 3_600_000);
            const where = `${zone} ${start.toISOString()}`;
            expect(describePeriod(start, end, zone, locale), where).toBe(luxonReading.describePeriod(start, end, zone, locale));
            expect(describeInstant(start, zone, locale), where).toBe(luxonReading.describeInstant(start, zone, locale));
            const parts = luxonReading.courtLineParts(start, end, zone, locale);
            const line = describeCourtLine(3, start, end, zone, locale);
            expect(line, where).toContain(parts.day);
            if (locale === 'en-CA')
              expect(line, where).toBe(`Court 3 · ${parts.day} · ${parts.sameHalf ? parts.from.replace(/\s*[ap]\.m\.$/, '') : parts.from}–${parts.to}`);
            else expect(line, where).toContain(parts.from);
          }
        }
      }
    });
  }

  it('writes the line a receipt shows', () => {
    expect(describeCourtLine(3, new Date('2026-11-14T23:00:00Z'), new Date('2026-11-15T01:00:00Z'), 'America/Toronto')).toBe(
      'Court 3 · Sat 14 Nov 2026 · 6:00–8:00 p.m.',
    );
    expect(describePeriod(new Date('2026-03-08T13:00:00Z'), new Date('2026-03-08T15:00:00Z'), 'America/Toronto')).toBe(
      'Sunday, March 8, 2026, 9:00 a.m. – 11:00 a.m. EDT',
    );
  });

  it('writes French times and the first of the month as the OQLF does: "9 h", "18 h 30", "1er"', () => {
    const NBSP = '\u00a0';
    expect(describeCourtLine(3, new Date('2026-11-01T23:30:00Z'), new Date('2026-11-02T01:00:00Z'), 'America/Toronto', 'fr-CA')).toBe(
      `Terrain 3 · dim. 1er nov. 2026 · 18${NBSP}h${NBSP}30 – 20${NBSP}h`,
    );
    expect(describePeriod(new Date('2026-03-08T13:00:00Z'), new Date('2026-03-08T15:00:00Z'), 'America/Toronto', 'fr-CA')).toBe(
      `dimanche 8 mars 2026, 9${NBSP}h – 11${NBSP}h HAE`,
    );
    expect(describeInstant(new Date('2026-03-01T14:05:00Z'), 'America/Toronto', 'fr-CA')).toBe(`dimanche 1er mars 2026 à 9${NBSP}h${NBSP}05 HNE`);
  });
});

describe('daySchedule without luxon', () => {
  it('has the slots luxon computed, on plain and DST days, in every zone', () => {
    for (const zone of ZONES) {
      for (const day of DAYS) {
        for (const [opening, closing] of [
          [420, 1320],
          [0, 1440],
          [360, 1410],
        ]) {
          const hours = {
            timeZone: zone,
            ...Object.fromEntries(
              ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((d) => [
                [`${d}OpeningTimeInMins`, opening],
                [`${d}ClosingTimeInMins`, closing],
              ]),
            ),
          } as Parameters<typeof daySchedule>[0];
          const open = luxonWallClock(day, opening, zone);
          const close = luxonWallClock(day, closing, zone);
          const expected = [];
          for (let start = open; start.plus({ hours: 1 }) <= close; start = start.plus({ hours: 1 })) {
            const end = start.plus({ hours: 1 });
            expected.push({
              startsAt: start.toISO(),
              startTime: start.toFormat('HH:mm'),
              endTime: end.equals(close) && closing === 1440 ? '24:00' : end.toFormat('HH:mm'),
            });
          }
          const slots = daySchedule(hours, day).slots.map((slot) => ({
            startsAt: DateTime.fromJSDate(slot.startsAt, { zone }).toISO(),
            startTime: slot.startTime,
            endTime: slot.endTime,
          }));
          expect(slots, `${zone} ${day} ${opening}-${closing}`).toEqual(expected);
        }
      }
    }
  });
});

describe('sameTimeDaysLater', () => {
  for (const zone of ZONES) {
    it(`is luxon's plus({ days }) in ${zone}, across the DST changes, repeated times taken at their first occurrence`, () => {
      for (const day of DAYS) {
        const from = DateTime.fromISO(day, { zone: 'UTC' }).minus({ days: 9 }).toMillis();
        for (let at = from; at < from + 12 * 86_400_000; at += 53 * 60_000) {
          for (const days of [-14, -7, -1, 1, 7]) {
            const ours = sameTimeDaysLater(new Date(at), days, zone).getTime();
            const theirs = DateTime.fromMillis(at, { zone }).plus({ days }).toMillis();
            const wall = (ms: number) => DateTime.fromMillis(ms, { zone }).toFormat('yyyy-MM-dd HH:mm');
            const repeated = [30, 60].some((shift) => wall(ours + shift * 60_000) === wall(ours));
            if (repeated)
              expect(
                [30, 60].some((shift) => wall(ours - shift * 60_000) === wall(ours)),
                `${zone} ${new Date(at).toISOString()} ${days}`,
              ).toBe(false);
            else expect(ours, `${zone} ${new Date(at).toISOString()} ${days}`).toBe(theirs);
          }
        }
      }
    });
  }
});

describe('venueToday', () => {
  it('is the venue date luxon reads at each instant, across midnights and both DST changes, in every zone', () => {
    for (const zone of ZONES) {
      for (const day of DAYS) {
        const from = DateTime.fromISO(day, { zone: 'UTC' }).minus({ days: 1 }).toMillis();
        for (let at = from; at < from + 3 * 86_400_000; at += 37 * 60_000) {
          expect(venueToday(new Date(at), zone), `${zone} ${new Date(at).toISOString()}`).toBe(DateTime.fromMillis(at, { zone }).toISODate());
        }
        // Asked out of order too (the day remembered per zone is only a shortcut).
        expect(venueToday(new Date(from), zone)).toBe(DateTime.fromMillis(from, { zone }).toISODate());
      }
    }
  });
});
