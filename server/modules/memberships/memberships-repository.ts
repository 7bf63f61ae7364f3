import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { KeyedCache } from '../../lib/keyed-cache.js';
import { PerDatabase } from '../../lib/per-database.js';
import { memberships } from './schema.js';

type Reader = Pick<Database, 'select'>;

/** A user's periods that had not ended at `from`: they answer "a member at t?" for any t from `from` on. */
interface HeldPeriods {
  from: Date;
  periods: { startsAt: Date; endsAt: Date }[];
}

/** Per user, dropped by NOTIFY membership_changed ('user:<id>', from a trigger on every membership write). */
class MembershipCache {
  readonly periods: KeyedCache<number, HeldPeriods>;

  constructor(usable: () => boolean) {
    this.periods = new KeyedCache(usable);
  }

  changed(payload: string | null) {
    const userId = payload?.startsWith('user:') ? Number(payload.slice(5)) : NaN;
    if (Number.isInteger(userId)) this.periods.drop(userId);
    else this.periods.clear();
  }
}

export const membershipCaches = new PerDatabase((usable) => new MembershipCache(usable));

/**
 * Whether the account has a membership covering this instant: from memory when `db` is an app's
 * database and `now` is not before what is held for the user, else read (in the transaction given).
 */
export async function hasActiveMembership(db: Reader, userId: number, now: Date): Promise<boolean> {
  const cache = membershipCaches.of(db);
  if (!cache) return readActive(db, userId, now);
  const held = await cache.periods.get(userId, () => readPeriods(db, userId, now));
  if (now < held.from) return readActive(db, userId, now);
  return held.periods.some((period) => period.startsAt <= now && now < period.endsAt);
}

async function readActive(db: Reader, userId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), lte(memberships.startsAt, now), gt(memberships.endsAt, now)))
    .limit(1);
  return Boolean(row);
}

async function readPeriods(db: Reader, userId: number, from: Date): Promise<HeldPeriods> {
  const periods = await db
    .select({ startsAt: memberships.startsAt, endsAt: memberships.endsAt })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), gt(memberships.endsAt, from)));
  return { from, periods };
}
