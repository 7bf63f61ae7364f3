import { DateTime } from 'luxon';
import { addDays, venueMidnight, venueWallClock } from '../../../lib/venue-time.js';

/** Cooling-off: the account holder may cancel for a full refund this long after paying (10 days). */
export const COOLING_OFF_HOURS = 240;
/** Renewal opens this many days before the running chain's end. */
const RENEWAL_WINDOW_DAYS = 60;
/** A member with this many days or fewer left is `expiring`. */
const EXPIRING_WITHIN_DAYS = 30;

/** One membership period: venue calendar dates and the instants of their midnights in the venue's zone. */
interface Period {
  /** First valid day (YYYY-MM-DD). */
  validFrom: string;
  /** Last valid day (YYYY-MM-DD). */
  validUntil: string;
  startsAt: Date;
  endsAt: Date;
}

/** The venue calendar date an instant falls on (the venue's one clock, `lib/venue-time`). */
export const venueDate = (at: Date, timeZone: string) => venueWallClock(at, timeZone).date;

/** Whole days from one calendar date to another (negative when `to` is before `from`). */
const daysBetween = (from: string, to: string) => Math.round(DateTime.fromISO(to, { zone: 'UTC' }).diff(DateTime.fromISO(from, { zone: 'UTC' }), 'days').days);

/**
 * The 12 months starting on a venue date: valid through the day before the same date next year
 * (2026-11-23 → 2027-11-22). A start on 29 February has no same date next year: "start − 1 day
 * + 12 months" keeps 28 February (2028-02-29 → 2029-02-28) instead of losing it, and a start on
 * 1 March keeps the 29 February before it (2027-03-01 → 2028-02-29): the later of the two rules.
 */
export function periodFrom(validFrom: string, timeZone: string): Period {
  const start = DateTime.fromISO(validFrom, { zone: 'UTC' });
  const sameDateNextYear = start.plus({ months: 12 }).minus({ days: 1 }).toISODate()!;
  const dayBeforePlusYear = start.minus({ days: 1 }).plus({ months: 12 }).toISODate()!;
  const validUntil = sameDateNextYear > dayBeforePlusYear ? sameDateNextYear : dayBeforePlusYear;
  return { validFrom, validUntil, startsAt: venueMidnight(validFrom, timeZone), endsAt: venueMidnight(addDays(validUntil, 1), timeZone) };
}

/** A stored period as venue dates. */
export function periodOf(row: { startsAt: Date; endsAt: Date }, timeZone: string): Period {
  const validFrom = venueDate(row.startsAt, timeZone);
  // ends_at is the midnight after the last valid day.
  const validUntil = addDays(venueDate(row.endsAt, timeZone), -1);
  return { validFrom, validUntil, startsAt: row.startsAt, endsAt: row.endsAt };
}

/** The day buying again opens for a chain ending after `validUntil`: its end (the day after) less 60 days. */
const renewableFrom = (validUntil: string) => addDays(validUntil, 1 - RENEWAL_WINDOW_DAYS);

/** A paid period as the chain logic reads it. */
export interface PaidPeriod {
  id: number;
  startsAt: Date;
  endsAt: Date;
  paidAt: Date | null;
  orderLineId: number | null;
  orderId: string | null;
  /** How it was paid: 'desk' sales are cancelled at the desk, not from Account. */
  provider: string | null;
}

/**
 * The running chain at `now`: the paid period covering it and the paid periods that follow it
 * without a gap (renewals waiting to start). Empty when none covers `now`.
 */
function chainAt<T extends Pick<PaidPeriod, 'startsAt' | 'endsAt'>>(periods: T[], now: Date): T[] {
  const sorted = [...periods].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const first = sorted.findIndex((period) => period.startsAt <= now && now < period.endsAt);
  if (first < 0) return [];
  const chain = [sorted[first]];
  for (const next of sorted.slice(first + 1)) {
    if (next.startsAt.getTime() !== chain.at(-1)!.endsAt.getTime()) break;
    chain.push(next);
  }
  return chain;
}

type MembershipStatus = 'active' | 'expiring' | 'expired' | 'none';

/** One person's membership as Account shows it (GET /api/memberships/mine, an item less the participant). */
export interface MembershipStanding {
  /** The running chain's latest paid period (the renewal once one is paid); null when none runs. */
  id: number | null;
  status: MembershipStatus;
  validFrom: string | null;
  validUntil: string | null;
  renewableFrom: string | null;
  canBuy: boolean;
  cancellableUntil: string | null;
  orderId: string | null;
}

/** Where one person stands at `now`, from their paid periods. */
export function standingOf(periods: PaidPeriod[], now: Date, timeZone: string): MembershipStanding {
  const today = venueDate(now, timeZone);
  const chain = chainAt(periods, now);
  if (chain.length === 0) {
    const past = periods.filter((period) => period.endsAt <= now).sort((a, b) => b.endsAt.getTime() - a.endsAt.getTime())[0];
    const last = past ? periodOf(past, timeZone) : null;
    return {
      id: null,
      status: past ? 'expired' : 'none',
      validFrom: last?.validFrom ?? null,
      validUntil: last?.validUntil ?? null,
      renewableFrom: null,
      canBuy: true,
      cancellableUntil: null,
      orderId: null,
    };
  }
  const latest = chain.at(-1)!;
  const validUntil = periodOf(latest, timeZone).validUntil;
  const opens = renewableFrom(validUntil);
  const coolingOffEnds =
    latest.paidAt && latest.orderLineId && latest.provider !== 'desk' ? new Date(latest.paidAt.getTime() + COOLING_OFF_HOURS * 3_600_000) : null;
  return {
    id: latest.id,
    status: daysBetween(today, validUntil) <= EXPIRING_WITHIN_DAYS ? 'expiring' : 'active',
    validFrom: periodOf(chain[0], timeZone).validFrom,
    validUntil,
    renewableFrom: opens,
    canBuy: today >= opens,
    cancellableUntil: coolingOffEnds && coolingOffEnds > now ? coolingOffEnds.toISOString() : null,
    orderId: latest.orderId,
  };
}

/**
 * The period a purchase at `now` buys: from today when no chain runs, else from the day after the
 * chain's last day once the renewal window is open; `{ opensOn }` when it is not open yet.
 */
export function nextPeriod(periods: Pick<PaidPeriod, 'startsAt' | 'endsAt'>[], now: Date, timeZone: string): Period | { opensOn: string } {
  const chain = chainAt(periods, now);
  if (chain.length === 0) return periodFrom(venueDate(now, timeZone), timeZone);
  const { validUntil } = periodOf(chain.at(-1)!, timeZone);
  const opensOn = renewableFrom(validUntil);
  if (venueDate(now, timeZone) < opensOn) return { opensOn };
  return periodFrom(addDays(validUntil, 1), timeZone);
}
