import { and, asc, eq, gt, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../schedule/schedule-ports.js';
import { programDivisions, programEnrolments, programPlaceWaitlist, tournamentEntries, type PlaceWaitlistRow, type ProgramDivisionRow, type TournamentEntryRow } from '../schedule/schema.js';

// The only SQL on program_divisions, tournament_entries and program_place_waitlist.

type Writer = Pick<Tx, 'insert' | 'update' | 'select' | 'delete'>;

const liveEnrolment = (now: Date) => or(eq(programEnrolments.status, 'confirmed'), and(eq(programEnrolments.status, 'held'), gt(programEnrolments.holdExpiresAt, now)))!;
const liveOffer = (now: Date) => and(eq(programPlaceWaitlist.status, 'offered'), gt(programPlaceWaitlist.offerExpiresAt, now))!;

export async function divisionsOfPrograms(db: Reader, programIds: number[]): Promise<Map<number, ProgramDivisionRow[]>> {
  const byProgram = new Map<number, ProgramDivisionRow[]>(programIds.map((id) => [id, []]));
  if (programIds.length === 0) return byProgram;
  const rows = await db.select().from(programDivisions).where(inArray(programDivisions.programId, programIds)).orderBy(asc(programDivisions.position), asc(programDivisions.id));
  for (const row of rows) byProgram.get(row.programId)?.push(row);
  return byProgram;
}

export async function divisionById(db: Reader, id: number): Promise<ProgramDivisionRow | null> {
  const [row] = await db.select().from(programDivisions).where(eq(programDivisions.id, id));
  return row ?? null;
}

export async function insertDivision(tx: Writer, values: typeof programDivisions.$inferInsert) {
  await tx.insert(programDivisions).values(values);
}

export async function updateDivision(tx: Writer, id: number, values: Partial<typeof programDivisions.$inferInsert>) {
  await tx.update(programDivisions).set(values).where(eq(programDivisions.id, id));
}

export async function deleteDivision(tx: Writer, id: number) {
  await tx.delete(programDivisions).where(eq(programDivisions.id, id));
}

/** Live entries per division: teams with a paid player or an unpaid hold that has not lapsed. */
export async function entryCounts(db: Reader, divisionIds: number[], now: Date): Promise<Map<number, number>> {
  const counts = new Map(divisionIds.map((id) => [id, 0]));
  if (divisionIds.length === 0) return counts;
  const rows = await db
    .select({ divisionId: programEnrolments.divisionId, entries: sql<number>`count(distinct ${programEnrolments.entryId})`.mapWith(Number) })
    .from(programEnrolments)
    .where(and(inArray(programEnrolments.divisionId, divisionIds), liveEnrolment(now)))
    .groupBy(programEnrolments.divisionId);
  for (const row of rows) if (row.divisionId !== null) counts.set(row.divisionId, row.entries);
  return counts;
}

/** Every live player place in these divisions, with its entry, in the order entries were made. */
export async function livePlacesInDivisions(db: Reader, divisionIds: number[], now: Date) {
  if (divisionIds.length === 0) return [];
  return db
    .select()
    .from(programEnrolments)
    .where(and(inArray(programEnrolments.divisionId, divisionIds), liveEnrolment(now)))
    .orderBy(asc(programEnrolments.entryId), asc(programEnrolments.id));
}

export async function insertEntry(tx: Writer, values: typeof tournamentEntries.$inferInsert): Promise<TournamentEntryRow> {
  const [row] = await tx.insert(tournamentEntries).values(values).returning();
  return row;
}

export async function entryById(db: Reader, id: number): Promise<TournamentEntryRow | null> {
  const [row] = await db.select().from(tournamentEntries).where(eq(tournamentEntries.id, id));
  return row ?? null;
}

export async function lockEntryByToken(tx: Tx, tokenHash: string): Promise<TournamentEntryRow | null> {
  const [row] = await tx.select().from(tournamentEntries).where(eq(tournamentEntries.inviteTokenHash, tokenHash)).for('update');
  return row ?? null;
}

export async function entryByToken(db: Reader, tokenHash: string): Promise<TournamentEntryRow | null> {
  const [row] = await db.select().from(tournamentEntries).where(eq(tournamentEntries.inviteTokenHash, tokenHash));
  return row ?? null;
}

export async function setEntry(tx: Writer, id: number, values: Partial<typeof tournamentEntries.$inferInsert>) {
  await tx.update(tournamentEntries).set(values).where(eq(tournamentEntries.id, id));
}

/** Claims an invitation's sending once across instances: the token's hash and the 48-hour window are written together. */
export async function claimInvitation(tx: Writer, entryId: number, tokenHash: string, sentAt: Date, expiresAt: Date): Promise<TournamentEntryRow | null> {
  const [row] = await tx
    .update(tournamentEntries)
    .set({ inviteTokenHash: tokenHash, inviteSentAt: sentAt, inviteExpiresAt: expiresAt, updatedAt: sentAt })
    .where(and(eq(tournamentEntries.id, entryId), eq(tournamentEntries.status, 'open'), isNotNull(tournamentEntries.inviteEmail), sql`${tournamentEntries.inviteSentAt} is null`))
    .returning();
  return row ?? null;
}

/** Open entries with an e-mail partner whose invitation is unsent, or sent and past its window. */
export async function invitationsDue(db: Reader, now: Date): Promise<TournamentEntryRow[]> {
  return db
    .select()
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.status, 'open'), isNotNull(tournamentEntries.inviteEmail), or(sql`${tournamentEntries.inviteSentAt} is null`, lte(tournamentEntries.inviteExpiresAt, now))))
    .orderBy(asc(tournamentEntries.id))
    .limit(200);
}

// The waitlist of whole programs and divisions.

const sameLine = (programId: number, divisionId: number | null) =>
  and(eq(programPlaceWaitlist.programId, programId), divisionId === null ? sql`${programPlaceWaitlist.divisionId} is null` : eq(programPlaceWaitlist.divisionId, divisionId))!;

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
export async function aheadInLine(db: Reader, programId: number, divisionId: number | null, now: Date, which: 'offers' | 'line', exceptPerson: string): Promise<number> {
  const counted = which === 'offers' ? liveOffer(now) : or(eq(programPlaceWaitlist.status, 'waiting'), liveOffer(now));
  const [row] = await db
    .select({ ahead: sql<number>`count(*)`.mapWith(Number) })
    .from(programPlaceWaitlist)
    .where(and(sameLine(programId, divisionId), counted, sql`${programPlaceWaitlist.person} <> ${exceptPerson}`));
  return row?.ahead ?? 0;
}

/** The person's live offer in a line, if any. */
export async function liveOfferFor(db: Reader, programId: number, divisionId: number | null, person: string, now: Date): Promise<PlaceWaitlistRow | null> {
  const [row] = await db.select().from(programPlaceWaitlist).where(and(sameLine(programId, divisionId), eq(programPlaceWaitlist.person, person), liveOffer(now)));
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
    .where(and(eq(programPlaceWaitlist.accountUserId, accountUserId), eq(programPlaceWaitlist.programId, programId), inArray(programPlaceWaitlist.status, ['waiting', 'offered'])))
    .orderBy(asc(programPlaceWaitlist.id));
}

/** The person's live place in a division, if any (one entry per person per division). */
export async function divisionPlaceOfPerson(db: Reader, divisionId: number, person: string, now: Date) {
  const [row] = await db.select().from(programEnrolments).where(and(eq(programEnrolments.divisionId, divisionId), eq(programEnrolments.person, person), liveEnrolment(now)));
  return row ?? null;
}

/** The owner cancelled the tournament: its open entries end, so no invitation goes out or lapses. */
export async function withdrawEntriesOf(tx: Writer, programId: number, now: Date) {
  await tx.update(tournamentEntries).set({ status: 'withdrawn', updatedAt: now }).where(and(eq(tournamentEntries.programId, programId), eq(tournamentEntries.status, 'open')));
}

/** A team with no player left: it ends (an invitation still out stops working and never lapses). */
export async function withdrawEntry(tx: Writer, entryId: number, now: Date) {
  await tx.update(tournamentEntries).set({ status: 'withdrawn', updatedAt: now }).where(and(eq(tournamentEntries.id, entryId), eq(tournamentEntries.status, 'open')));
}
