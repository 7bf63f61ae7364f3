import { and, asc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../shared/index.js';
import { programPlaceWaitlist, type PlaceWaitlistRow } from './schema.js';

// The only SQL on program_place_waitlist: the lines of whole programs and tournament divisions.

type Writer = Pick<Tx, 'insert' | 'update' | 'select' | 'delete'>;

const liveOffer = (now: Date) => and(eq(programPlaceWaitlist.status, 'offered'), gt(programPlaceWaitlist.offerExpiresAt, now))!;

const sameLine = (programId: number, divisionId: number | null) =>
  and(
    eq(programPlaceWaitlist.programId, programId),
    divisionId === null ? sql`${programPlaceWaitlist.divisionId} is null` : eq(programPlaceWaitlist.divisionId, divisionId),
  )!;

export async function insertPlaceWaitlist(tx: Writer, values: typeof programPlaceWaitlist.$inferInsert): Promise<PlaceWaitlistRow> {
  const [row] = await tx.insert(programPlaceWaitlist).values(values).returning();
  return row;
}

export async function placeWaitlistById(db: Reader, id: number): Promise<PlaceWaitlistRow | null> {
  const [row] = await db.select().from(programPlaceWaitlist).where(eq(programPlaceWaitlist.id, id));
  return row ?? null;
}

export async function setPlaceWaitlist(tx: Writer, id: number, values: Partial<typeof programPlaceWaitlist.$inferInsert>) {
  await tx.update(programPlaceWaitlist).set(values).where(eq(programPlaceWaitlist.id, id));
}

/** The people in one line (waiting or holding an offer), first come first. */
export async function placeLine(db: Reader, programId: number, divisionId: number | null): Promise<PlaceWaitlistRow[]> {
  return db
    .select()
    .from(programPlaceWaitlist)
    .where(and(sameLine(programId, divisionId), inArray(programPlaceWaitlist.status, ['waiting', 'offered'])))
    .orderBy(asc(programPlaceWaitlist.id));
}

/** Every live line entry of these programs (all divisions), first come first. */
export async function placeLinesOf(db: Reader, programIds: number[]): Promise<PlaceWaitlistRow[]> {
  if (programIds.length === 0) return [];
  return db
    .select()
    .from(programPlaceWaitlist)
    .where(and(inArray(programPlaceWaitlist.programId, programIds), inArray(programPlaceWaitlist.status, ['waiting', 'offered'])))
    .orderBy(asc(programPlaceWaitlist.id));
}

/**
 * Who stands before a newcomer in a line, not counting `exceptPerson`: live offers only (the person
 * holds an offer of their own, so the waiting rest do not block it) or everyone waiting and offered.
 */
export async function aheadInLine(
  db: Reader,
  programId: number,
  divisionId: number | null,
  now: Date,
  which: 'offers' | 'line',
  exceptPerson: string,
): Promise<number> {
  const counted = which === 'offers' ? liveOffer(now) : or(eq(programPlaceWaitlist.status, 'waiting'), liveOffer(now));
  const [row] = await db
    .select({ ahead: sql<number>`count(*)`.mapWith(Number) })
    .from(programPlaceWaitlist)
    .where(and(sameLine(programId, divisionId), counted, sql`${programPlaceWaitlist.person} <> ${exceptPerson}`));
  return row?.ahead ?? 0;
}

/**
 * A program's own line (no division) as columns for the statement that holds a place: how many come
 * before `person` (every live offer but theirs when they hold one, else everyone waiting or offered),
 * and whether `person` is in the line (to leave it once placed).
 */
export function placeLineFacts(programId: number, person: string, now: Date) {
  const offer = sql`(${programPlaceWaitlist.status} = 'offered' and ${programPlaceWaitlist.offerExpiresAt} > ${now.toISOString()}::timestamptz)`;
  const others = sql`${programPlaceWaitlist.person} <> ${person}`;
  return {
    ahead: sql`(select case when coalesce(bool_or(${programPlaceWaitlist.person} = ${person} and ${offer}), false)
      then count(*) filter (where ${offer} and ${others})
      else count(*) filter (where (${programPlaceWaitlist.status} = 'waiting' or ${offer}) and ${others}) end
      from ${programPlaceWaitlist} where ${sameLine(programId, null)})::int`,
    inLine: sql`exists (select 1 from ${programPlaceWaitlist} where ${sameLine(programId, null)} and ${programPlaceWaitlist.person} = ${person}
      and ${programPlaceWaitlist.status} in ('waiting', 'offered'))`,
  };
}

/** The person's live offer in a line, if any. */
export async function liveOfferFor(db: Reader, programId: number, divisionId: number | null, person: string, now: Date): Promise<PlaceWaitlistRow | null> {
  const [row] = await db
    .select()
    .from(programPlaceWaitlist)
    .where(and(sameLine(programId, divisionId), eq(programPlaceWaitlist.person, person), liveOffer(now)));
  return row ?? null;
}

/** The person leaves the line once they hold a place (claimed through an offer, or a place freed for all). */
export async function claimPlaceWaitlist(tx: Writer, programId: number, divisionId: number | null, person: string, now: Date) {
  await tx
    .update(programPlaceWaitlist)
    .set({ status: 'claimed', updatedAt: now })
    .where(and(sameLine(programId, divisionId), eq(programPlaceWaitlist.person, person), inArray(programPlaceWaitlist.status, ['waiting', 'offered'])));
}

/** Offers past their window lapse; returns the lines that moved. */
export async function lapsePlaceOffers(tx: Writer, now: Date): Promise<{ programId: number; divisionId: number | null }[]> {
  return tx
    .update(programPlaceWaitlist)
    .set({ status: 'lapsed', updatedAt: now })
    .where(and(eq(programPlaceWaitlist.status, 'offered'), lte(programPlaceWaitlist.offerExpiresAt, now)))
    .returning({ programId: programPlaceWaitlist.programId, divisionId: programPlaceWaitlist.divisionId });
}

/** Lines with someone waiting, to offer places that freed without a call. */
export async function linesWithWaiting(db: Reader): Promise<{ programId: number; divisionId: number | null }[]> {
  return db
    .select({ programId: programPlaceWaitlist.programId, divisionId: programPlaceWaitlist.divisionId })
    .from(programPlaceWaitlist)
    .where(eq(programPlaceWaitlist.status, 'waiting'))
    .groupBy(programPlaceWaitlist.programId, programPlaceWaitlist.divisionId);
}

/** Closes every live line entry of a program (it started or was cancelled). */
export async function closePlaceLines(tx: Writer, programId: number, now: Date) {
  await tx
    .update(programPlaceWaitlist)
    .set({ status: 'closed', updatedAt: now })
    .where(and(eq(programPlaceWaitlist.programId, programId), inArray(programPlaceWaitlist.status, ['waiting', 'offered'])));
}

/** An account's live line entries in these programs. */
export async function accountPlaceLines(db: Reader, accountUserId: number, programId: number): Promise<PlaceWaitlistRow[]> {
  return db
    .select()
    .from(programPlaceWaitlist)
    .where(
      and(
        eq(programPlaceWaitlist.accountUserId, accountUserId),
        eq(programPlaceWaitlist.programId, programId),
        inArray(programPlaceWaitlist.status, ['waiting', 'offered']),
      ),
    )
    .orderBy(asc(programPlaceWaitlist.id));
}
