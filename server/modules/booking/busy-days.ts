import { KeyedCache } from '../../lib/keyed-cache.js';
import type { Reader } from './booking-context.js';
import { occupyingBookings } from './bookings-repository.js';

interface BusyPeriod {
  court: number;
  startsAt: Date;
  endsAt: Date;
  /** Epoch ms a hold runs out; null for a confirmed booking or a block. */
  holdUntil: number | null;
}

interface BusyDay {
  from: number;
  to: number;
  periods: BusyPeriod[];
}

/**
 * The courts taken on each venue date, in memory, so that availability (the hottest read) asks the
 * database nothing while no booking changes. A trigger on bookings (migration 0008) names the venue
 * date of every write on any instance (`court_changes`), which drops that date here. Holds are kept
 * with their expiry and filtered per read, so a hold that runs out frees its court at once.
 *
 * This instance hears its own writes' message as their COMMIT returns (PGlite's listen; on
 * PostgreSQL the pool's connections listen too, server/db/client.ts), before the request answers:
 * whoever just booked sees the court gone on their next read.
 */
export class BusyDays {
  private readonly days: KeyedCache<string, BusyDay>;

  constructor(usable: () => boolean) {
    this.days = new KeyedCache(usable, 400);
  }

  /** The live bookings overlapping [start, end) of venue date `date` at `now`. */
  async busy(db: Reader, date: string, start: Date, end: Date, now: Date) {
    const at = now.getTime();
    return (await this.day(db, date, start, end)).periods.filter((period) => period.holdUntil === null || period.holdUntil > at);
  }

  /** When the first hold still running at `now` on that date runs out (epoch ms), or null. */
  async nextHoldExpiry(db: Reader, date: string, start: Date, end: Date, now: Date): Promise<number | null> {
    const at = now.getTime();
    let next: number | null = null;
    for (const { holdUntil } of (await this.day(db, date, start, end)).periods) {
      if (holdUntil !== null && holdUntil > at && (next === null || holdUntil < next)) next = holdUntil;
    }
    return next;
  }

  private async day(db: Reader, date: string, start: Date, end: Date): Promise<BusyDay> {
    const from = start.getTime();
    const to = end.getTime();
    const day = await this.days.get(date, () => load(db, from, to));
    if (day.from === from && day.to === to) return day;
    // The hours or the zone changed since it was read: the date spans another range now.
    this.days.drop(date);
    return this.days.get(date, () => load(db, from, to));
  }

  /** A `court_changes` message (a venue date, or `*`), or a reset of the feed (null). */
  changed(date: string | null) {
    if (date === null || date === '*') this.days.clear();
    else this.days.drop(date);
  }
}

/** Every booking that holds a court in the range, holds with their expiry (filtered per read). */
async function load(db: Reader, from: number, to: number): Promise<BusyDay> {
  const rows = await occupyingBookings(db, new Date(from), new Date(to));
  const periods: BusyPeriod[] = [];
  for (const row of rows) {
    if (row.status !== 'held') periods.push({ court: row.court, startsAt: row.startsAt, endsAt: row.endsAt, holdUntil: null });
    else if (row.holdExpiresAt) periods.push({ court: row.court, startsAt: row.startsAt, endsAt: row.endsAt, holdUntil: row.holdExpiresAt.getTime() });
  }
  return { from, to, periods };
}
