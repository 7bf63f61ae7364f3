import { and, asc, eq, gt, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { KeyedCache } from '../../../lib/keyed-cache.js';
import { PerDatabase } from '../../../lib/per-database.js';
import type { PaidPeriod } from './membership-periods.js';
import { memberships, membershipReminders, type MembershipReminderKind, type MembershipRow } from './schema.js';

type Reader = Pick<Database, 'select'>;
type Writer = Pick<Database, 'insert' | 'update' | 'delete'>;

/** The account holder's own paid periods, all of them (a person has a few over the years). */
interface HeldPeriods {
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

/** The account holder's own paid periods (not their family members', not held or cancelled ones). */
const holdersOwn = (userId: number) => and(eq(memberships.userId, userId), isNull(memberships.householdMemberId), eq(memberships.status, 'active'));

async function holderPeriods(db: Reader, userId: number): Promise<HeldPeriods['periods']> {
  const cache = membershipCaches.of(db);
  const read = async () => ({
    periods: await db
      .select({ startsAt: memberships.startsAt, endsAt: memberships.endsAt })
      .from(memberships)
      .where(holdersOwn(userId))
      .orderBy(asc(memberships.startsAt)),
  });
  return (cache ? await cache.periods.get(userId, read) : await read()).periods;
}

/**
 * hasActiveMembership inside a transaction: from the app's memory when it holds this account's
 * periods (dropped on every committed membership write, so the same answer a read in the transaction
 * gives), else read in the transaction, never through the app's handle (see readBookingRulesWithin).
 */
export async function hasActiveMembershipWithin(tx: Reader, app: object, userId: number, at: Date): Promise<boolean> {
  const held = membershipCaches.of(app)?.periods.peek(userId);
  const periods = held ? held.periods : await holderPeriods(tx, userId);
  return periods.some((period) => period.startsAt <= at && at < period.endsAt);
}

/**
 * Whether the account holder's own membership covers this instant (member prices and the member
 * booking window ask it of the hour played): from memory when `db` is an app's database, else read
 * in the transaction given.
 */
export async function hasActiveMembership(db: Reader, userId: number, at: Date): Promise<boolean> {
  return (await holderPeriods(db, userId)).some((period) => period.startsAt <= at && at < period.endsAt);
}

/** The end of the account holder's paid periods running without a gap from `at`; null when none covers `at`. */
export async function membershipRunsUntil(db: Reader, userId: number, at: Date): Promise<Date | null> {
  let end: Date | null = null;
  for (const period of await holderPeriods(db, userId)) {
    if (end === null ? period.startsAt <= at && at < period.endsAt : period.startsAt.getTime() === end.getTime()) end = period.endsAt;
  }
  return end;
}

/** `user:<id>` or `member:<id>`: the value the generated `person` column holds. */
export const personKey = (userId: number, householdMemberId: number | null) => (householdMemberId === null ? `user:${userId}` : `member:${householdMemberId}`);

/** A paid period as this module keeps it; the order that sold it is the orders module's to say (memberships-service). */
export type PaidPeriodRow = Omit<PaidPeriod, 'orderId' | 'provider'> & { userId: number; householdMemberId: number | null };

const paidColumns = {
  id: memberships.id,
  userId: memberships.userId,
  householdMemberId: memberships.householdMemberId,
  startsAt: memberships.startsAt,
  endsAt: memberships.endsAt,
  paidAt: memberships.paidAt,
  orderLineId: memberships.orderLineId,
};

/** Every paid period of an account's people (the holder and family members). */
export async function paidPeriodsOfAccount(db: Reader, userId: number): Promise<PaidPeriodRow[]> {
  return db
    .select(paidColumns)
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active')))
    .orderBy(asc(memberships.startsAt));
}

/** One person's paid periods, in the caller's transaction. */
export async function paidPeriodsOfPerson(db: Reader, person: string): Promise<PaidPeriodRow[]> {
  return db
    .select(paidColumns)
    .from(memberships)
    .where(and(eq(memberships.person, person), eq(memberships.status, 'active')))
    .orderBy(asc(memberships.startsAt));
}

/** The ids of this person's periods held for an order waiting for payment (the orders say which holds lapsed). */
export async function heldMembershipIdsOf(db: Reader, person: string): Promise<number[]> {
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.person, person), eq(memberships.status, 'held')));
  return rows.map((row) => row.id);
}

/** A held period for an order waiting for payment; the exclusion constraint refuses an overlap (23P01). */
export async function insertHeld(
  tx: Writer,
  values: { userId: number; householdMemberId: number | null; startsAt: Date; endsAt: Date },
  now: Date,
): Promise<MembershipRow> {
  const [row] = await tx
    .insert(memberships)
    .values({ ...values, status: 'held', createdAt: now, updatedAt: now })
    .returning();
  return row;
}

export async function membershipById(db: Reader, id: number): Promise<MembershipRow | null> {
  const [row] = await db.select().from(memberships).where(eq(memberships.id, id));
  return row ?? null;
}

export async function membershipsByIds(db: Reader, ids: number[]): Promise<MembershipRow[]> {
  return ids.length ? db.select().from(memberships).where(inArray(memberships.id, ids)) : [];
}

export async function lockMembership(tx: Reader, id: number): Promise<MembershipRow | null> {
  const [row] = await tx.select().from(memberships).where(eq(memberships.id, id)).for('update');
  return row ?? null;
}

/** Paid: a held (or released, when still free) period becomes active; the caller runs it in a savepoint. */
export async function activate(tx: Writer, id: number, orderLineId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(memberships)
    .set({ status: 'active', paidAt: now, orderLineId, updatedAt: now })
    .where(and(eq(memberships.id, id), inArray(memberships.status, ['held', 'released'])))
    .returning({ id: memberships.id });
  return rows.length > 0;
}

export async function release(tx: Writer, id: number, orderLineId: number, now: Date) {
  await tx
    .update(memberships)
    .set({ status: 'released', orderLineId, updatedAt: now })
    .where(and(eq(memberships.id, id), eq(memberships.status, 'held')));
}

/** Refunded in the cooling-off period, or ended by staff: the period is freed. */
export async function cancel(tx: Writer, id: number, now: Date): Promise<void> {
  await tx.update(memberships).set({ status: 'cancelled', cancelledAt: now, updatedAt: now }).where(eq(memberships.id, id));
}

/** Whether a family member has a held or paid membership that has not ended (they cannot be removed). */
export async function liveMembershipOf(db: Reader, householdMemberId: number, now: Date): Promise<MembershipRow | null> {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.householdMemberId, householdMemberId), inArray(memberships.status, ['held', 'active']), gt(memberships.endsAt, now)))
    .limit(1);
  return row ?? null;
}

/**
 * Paid periods ending between two instants (the midnights after their last days) with no
 * held or paid period of the same person starting at or after their end: no renewal is bought.
 */
export async function endingWithoutRenewal(db: Reader, from: Date, to: Date): Promise<MembershipRow[]> {
  return db
    .select()
    .from(memberships)
    .where(
      and(
        eq(memberships.status, 'active'),
        gte(memberships.endsAt, from),
        lte(memberships.endsAt, to),
        sql`not exists (select 1 from ${memberships} as later where later.person = ${memberships.person} and later.status in ('held', 'active') and later.starts_at >= ${memberships.endsAt})`,
      ),
    )
    .orderBy(asc(memberships.id));
}

/** Claims one reminder (unique per membership and kind): true for the one caller that gets to send it. */
export async function claimReminder(db: Writer, membershipId: number, kind: MembershipReminderKind, now: Date): Promise<boolean> {
  const rows = await db
    .insert(membershipReminders)
    .values({ membershipId, kind, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: membershipReminders.id });
  return rows.length > 0;
}

/** The mail could not be sent: the claim goes, so the next run tries again. */
export async function unclaimReminder(db: Writer, membershipId: number, kind: MembershipReminderKind) {
  await db.delete(membershipReminders).where(and(eq(membershipReminders.membershipId, membershipId), eq(membershipReminders.kind, kind)));
}

/** Whether one person (the account holder, or a family member) has a paid membership covering `at`: a program's member price. */
export async function isMemberAt(db: Reader, person: { userId: number; householdMemberId: number | null }, at: Date): Promise<boolean> {
  if (person.householdMemberId === null) return hasActiveMembership(db, person.userId, at);
  return (await paidPeriodsOfPerson(db, personKey(person.userId, person.householdMemberId))).some((period) => period.startsAt <= at && at < period.endsAt);
}

/** The same inside a transaction: the account holder's own periods from `app`'s memory when it holds them (as hasActiveMembershipWithin). */
export async function isMemberAtWithin(tx: Reader, app: object, person: { userId: number; householdMemberId: number | null }, at: Date): Promise<boolean> {
  if (person.householdMemberId === null) return hasActiveMembershipWithin(tx, app, person.userId, at);
  return isMemberAt(tx, person, at);
}
