import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { householdMembers, type HouseholdMemberRow } from './schema.js';

type Reader = Pick<Database, 'select'>;
type Writer = Pick<Database, 'insert' | 'update'>;

type NewHouseholdMember = Pick<
  HouseholdMemberRow,
  'accountUserId' | 'firstName' | 'lastName' | 'birthday' | 'gender' | 'relationship' | 'selfRatedLevel' | 'guardianConsentAt'
>;
export type HouseholdMemberPatch = Partial<
  Pick<HouseholdMemberRow, 'firstName' | 'lastName' | 'birthday' | 'gender' | 'relationship' | 'selfRatedLevel' | 'guardianConsentAt'>
>;

// The only SQL on household_members: the household service and participants.ts call these.

/** An account's current family members (removed ones left out), in the order they were added. */
export async function currentMembers(db: Reader, accountUserId: number): Promise<HouseholdMemberRow[]> {
  return db
    .select()
    .from(householdMembers)
    .where(and(eq(householdMembers.accountUserId, accountUserId), isNull(householdMembers.removedAt)))
    .orderBy(asc(householdMembers.id));
}

/** How many current family members an account has (read under the account's lock before adding one). */
export async function countCurrentMembers(db: Reader, accountUserId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(householdMembers)
    .where(and(eq(householdMembers.accountUserId, accountUserId), isNull(householdMembers.removedAt)));
  return Number(n);
}

/** One member of this account, removed ones included (a participant a caller names); null for another account's or none. */
export async function memberOfAccount(db: Reader, accountUserId: number, id: number): Promise<HouseholdMemberRow | null> {
  const [row] = await db
    .select()
    .from(householdMembers)
    .where(and(eq(householdMembers.id, id), eq(householdMembers.accountUserId, accountUserId)));
  return row ?? null;
}

/** Names of members by id, removed ones included (for lists of what was bought for whom). */
export async function householdMemberNames(db: Reader, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: householdMembers.id, firstName: householdMembers.firstName, lastName: householdMembers.lastName })
    .from(householdMembers)
    .where(inArray(householdMembers.id, ids));
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`]));
}

/** Each family member's self-rated level (1.0-6.0; null: none given), removed ones included: open play's band for them. */
export async function householdMemberLevels(db: Reader, ids: number[]): Promise<Map<number, number | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: householdMembers.id, level: householdMembers.selfRatedLevel })
    .from(householdMembers)
    .where(inArray(householdMembers.id, ids));
  return new Map(rows.map((row) => [row.id, row.level]));
}

/** One current member of this account, locked for the caller's transaction; null for another account's, a removed one or none. */
export async function lockCurrentMember(tx: Reader, accountUserId: number, id: number): Promise<HouseholdMemberRow | null> {
  const [row] = await tx
    .select()
    .from(householdMembers)
    .where(and(eq(householdMembers.id, id), eq(householdMembers.accountUserId, accountUserId), isNull(householdMembers.removedAt)))
    .for('update');
  return row ?? null;
}

export async function insertMember(tx: Writer, values: NewHouseholdMember, now: Date): Promise<HouseholdMemberRow> {
  const [row] = await tx
    .insert(householdMembers)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return row;
}

export async function updateMember(tx: Writer, id: number, patch: HouseholdMemberPatch, now: Date): Promise<HouseholdMemberRow> {
  const [row] = await tx
    .update(householdMembers)
    .set({ ...patch, updatedAt: now })
    .where(eq(householdMembers.id, id))
    .returning();
  return row;
}

/** Removal is a mark: memberships and receipts naming the member outlive it. */
export async function markRemoved(tx: Writer, id: number, now: Date): Promise<void> {
  await tx.update(householdMembers).set({ removedAt: now, updatedAt: now }).where(eq(householdMembers.id, id));
}
