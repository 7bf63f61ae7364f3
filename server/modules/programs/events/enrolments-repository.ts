import { and, asc, desc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Reader, Tx } from '../shared/index.js';
import { firstScheduledStart, lastScheduledEnd } from '../schedule/index.js';
import { programEnrolments, type ProgramEnrolmentRow } from './schema.js';

// The only SQL on program_enrolments.

type Writer = Pick<Tx, 'insert' | 'update' | 'select'>;

/** A place counts while confirmed, or held until its checkout lapses. */
const live = (now: Date) => or(eq(programEnrolments.status, 'confirmed'), and(eq(programEnrolments.status, 'held'), gt(programEnrolments.holdExpiresAt, now)))!;

/** The place's program has a scheduled date still to end. */
const programNotEnded = (now: Date) => sql`${lastScheduledEnd(programEnrolments.programId)} > ${now.toISOString()}::timestamptz`;

/** Places taken per program (confirmed and unexpired holds). */
export async function enrolledCounts(db: Reader, programIds: number[], now: Date): Promise<Map<number, number>> {
  const counts = new Map(programIds.map((id) => [id, 0]));
  if (programIds.length === 0) return counts;
  const rows = await db
    .select({ programId: programEnrolments.programId, taken: sql<number>`count(*)`.mapWith(Number) })
    .from(programEnrolments)
    .where(and(inArray(programEnrolments.programId, programIds), live(now)))
    .groupBy(programEnrolments.programId);
  for (const row of rows) counts.set(row.programId, row.taken);
  return counts;
}

/**
 * A held place for `person` in a program whose row the caller's transaction has locked, in one
 * statement: it counts the live places and the people `line.ahead` says come first, sees whether
 * the person already holds a place, and inserts the place only when there is one to take
 * (`ON CONFLICT DO NOTHING`: a lapsed hold of the same person still in the unique index answers no
 * row; the caller releases it and tries once more). Run after the lock, its snapshot sees every
 * place committed before; writers of places lock the program first.
 */
export async function holdProgramPlace(
  tx: Pick<Tx, 'execute'>,
  place: { programId: number; person: string; capacity: number; now: Date; line: { ahead: SQL; inLine: SQL } },
  values: Pick<
    typeof programEnrolments.$inferInsert,
    'accountUserId' | 'householdMemberId' | 'holdExpiresAt' | 'priceCents' | 'member' | 'earlyBird' | 'ageOnFirstDay' | 'policy'
  >,
): Promise<{ id: number | null; registered: boolean; inLine: boolean; free: number }> {
  const { programId, person, capacity, line } = place;
  const now = place.now.toISOString();
  const liveHere = sql`${programEnrolments.programId} = ${programId}
    and (${programEnrolments.status} = 'confirmed' or (${programEnrolments.status} = 'held' and ${programEnrolments.holdExpiresAt} > ${now}::timestamptz))`;
  const result = await tx.execute(sql`
    with facts as (
      select exists (select 1 from ${programEnrolments} where ${liveHere} and ${programEnrolments.person} = ${person}) as registered,
        (select count(*) from ${programEnrolments} where ${liveHere})::int as taken,
        ${line.ahead} as ahead,
        ${line.inLine} as in_line
    ),
    room as (select registered, in_line, ${capacity}::int - taken - ahead as free from facts),
    placed as (
      insert into ${programEnrolments} (program_id, account_user_id, household_member_id, person, status, hold_expires_at, price_cents, member, early_bird,
        age_on_first_day, policy, created_at, updated_at)
      select ${programId}::int, ${values.accountUserId ?? null}::int, ${values.householdMemberId ?? null}::int, ${person}::text, 'held',
        ${values.holdExpiresAt ? values.holdExpiresAt.toISOString() : null}::timestamptz, ${values.priceCents}::int, ${values.member ?? false}::boolean,
        ${values.earlyBird ?? false}::boolean, ${values.ageOnFirstDay ?? null}::int, ${JSON.stringify(values.policy)}::jsonb, ${now}::timestamptz, ${now}::timestamptz
      from room where not registered and free > 0
      on conflict do nothing
      returning id
    )
    select (select id from placed) as id, registered, in_line, free from room`);
  // Both drivers answer { rows }; the handle's type does not say which.
  const [row] = (result as { rows: { id: number | null; registered: boolean; in_line: boolean; free: number }[] }).rows;
  return { id: row.id === null ? null : Number(row.id), registered: row.registered, inLine: row.in_line, free: Number(row.free) };
}

export async function insertEnrolment(tx: Writer, values: typeof programEnrolments.$inferInsert): Promise<ProgramEnrolmentRow> {
  const [row] = await tx.insert(programEnrolments).values(values).returning();
  return row;
}

export async function enrolmentById(db: Reader, id: number): Promise<ProgramEnrolmentRow | null> {
  const [row] = await db.select().from(programEnrolments).where(eq(programEnrolments.id, id));
  return row ?? null;
}

export async function enrolmentsByIds(db: Reader, ids: number[]): Promise<ProgramEnrolmentRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(programEnrolments).where(inArray(programEnrolments.id, ids));
}

export async function lockEnrolment(tx: Tx, id: number): Promise<ProgramEnrolmentRow | null> {
  const [row] = await tx.select().from(programEnrolments).where(eq(programEnrolments.id, id)).for('update');
  return row ?? null;
}

export async function setEnrolment(tx: Writer, id: number, values: Partial<typeof programEnrolments.$inferInsert>): Promise<ProgramEnrolmentRow | null> {
  const [row] = await tx.update(programEnrolments).set(values).where(eq(programEnrolments.id, id)).returning();
  return row ?? null;
}

/** The person's live place in the program, if any. */
export async function enrolmentOfPerson(db: Reader, programId: number, person: string, now: Date): Promise<ProgramEnrolmentRow | null> {
  const [row] = await db
    .select()
    .from(programEnrolments)
    .where(and(eq(programEnrolments.programId, programId), eq(programEnrolments.person, person), live(now)));
  return row ?? null;
}

/** A team's live places (a tournament entry). */
export async function enrolmentsOfEntry(db: Reader, entryId: number, now: Date): Promise<ProgramEnrolmentRow[]> {
  return db
    .select()
    .from(programEnrolments)
    .where(and(eq(programEnrolments.entryId, entryId), live(now)))
    .orderBy(programEnrolments.id);
}

/** A lapsed hold still marked held would block the unique index: mark it released first. */
export async function releaseLapsedEnrolment(tx: Writer, programId: number, person: string, now: Date) {
  await tx
    .update(programEnrolments)
    .set({ status: 'released', updatedAt: now })
    .where(
      and(
        eq(programEnrolments.programId, programId),
        eq(programEnrolments.person, person),
        eq(programEnrolments.status, 'held'),
        sql`${programEnrolments.holdExpiresAt} <= ${now.toISOString()}::timestamptz`,
      ),
    );
}

/** The account's live places in these programs (their own and their family's). */
export async function accountEnrolmentsIn(db: Reader, accountUserId: number, programIds: number[], now: Date): Promise<ProgramEnrolmentRow[]> {
  if (programIds.length === 0) return [];
  return db
    .select()
    .from(programEnrolments)
    .where(and(eq(programEnrolments.accountUserId, accountUserId), inArray(programEnrolments.programId, programIds), live(now)))
    .orderBy(programEnrolments.id);
}

/** Every live place of a program (to cancel them all). */
export async function liveEnrolmentsOf(tx: Reader, programId: number, now: Date): Promise<ProgramEnrolmentRow[]> {
  return tx
    .select()
    .from(programEnrolments)
    .where(and(eq(programEnrolments.programId, programId), live(now)))
    .orderBy(programEnrolments.id);
}

/** The owner's list: every place taken, held or cancelled (not checkouts given up). */
export async function enrolmentsForOwner(db: Reader, programId: number): Promise<ProgramEnrolmentRow[]> {
  return db
    .select()
    .from(programEnrolments)
    .where(and(eq(programEnrolments.programId, programId), inArray(programEnrolments.status, ['held', 'confirmed', 'cancelled'])))
    .orderBy(programEnrolments.id);
}

/** Paid places whose program's first date starts in [from, to) and not yet reminded; each claimed once. */
export async function claimEnrolmentReminders(db: Pick<Tx, 'update'>, from: Date, to: Date, now: Date): Promise<ProgramEnrolmentRow[]> {
  return db
    .update(programEnrolments)
    .set({ reminderSentAt: now })
    .where(
      and(
        eq(programEnrolments.status, 'confirmed'),
        sql`${programEnrolments.reminderSentAt} is null`,
        sql`${firstScheduledStart(programEnrolments.programId)} between ${from.toISOString()}::timestamptz and ${to.toISOString()}::timestamptz`,
      ),
    )
    .returning();
}

export async function unclaimEnrolmentReminders(db: Pick<Tx, 'update'>, ids: number[]) {
  if (ids.length) await db.update(programEnrolments).set({ reminderSentAt: null }).where(inArray(programEnrolments.id, ids));
}

/** The accounts an earlier run already reminded of these programs, as `account:program`: each account hears once per program. */
export async function enrolmentsRemindedBefore(db: Reader, programIds: number[], now: Date): Promise<Set<string>> {
  if (programIds.length === 0) return new Set();
  const rows = await db
    .select({ accountUserId: programEnrolments.accountUserId, programId: programEnrolments.programId })
    .from(programEnrolments)
    .where(
      and(
        inArray(programEnrolments.programId, programIds),
        eq(programEnrolments.status, 'confirmed'),
        sql`${programEnrolments.reminderSentAt} < ${now.toISOString()}::timestamptz`,
      ),
    );
  return new Set(rows.map((row) => `${row.accountUserId}:${row.programId}`));
}

/** A family member's live places in programs that have not ended (the household guard's question). */
export async function liveEnrolmentsOfMember(db: Reader, householdMemberId: number, now: Date): Promise<ProgramEnrolmentRow[]> {
  return db
    .select()
    .from(programEnrolments)
    .where(and(eq(programEnrolments.householdMemberId, householdMemberId), live(now), programNotEnded(now)));
}

/** An account's past places (staff): paid ones in programs whose last date ended, and every cancelled one; newest first, at most 200. */
export async function pastEnrolmentsOf(db: Reader, accountUserId: number, now: Date): Promise<ProgramEnrolmentRow[]> {
  return db
    .select()
    .from(programEnrolments)
    .where(
      and(
        eq(programEnrolments.accountUserId, accountUserId),
        or(
          eq(programEnrolments.status, 'cancelled'),
          and(
            eq(programEnrolments.status, 'confirmed'),
            sql`coalesce(${lastScheduledEnd(programEnrolments.programId)}, '-infinity'::timestamptz) <= ${now.toISOString()}::timestamptz`,
          ),
        ),
      ),
    )
    .orderBy(desc(programEnrolments.id))
    .limit(200);
}

/** The account's live places in programs not yet ended, soonest program first. */
export async function upcomingEnrolmentsOf(db: Reader, accountUserId: number, now: Date): Promise<ProgramEnrolmentRow[]> {
  return db
    .select()
    .from(programEnrolments)
    .where(and(eq(programEnrolments.accountUserId, accountUserId), live(now), programNotEnded(now)))
    .orderBy(programEnrolments.programId, programEnrolments.id);
}

// A tournament's places by division: its entries are the teams its places name.

/** Live entries per division: teams with a paid player or an unpaid hold that has not lapsed. */
export async function entryCounts(db: Reader, divisionIds: number[], now: Date): Promise<Map<number, number>> {
  const counts = new Map(divisionIds.map((id) => [id, 0]));
  if (divisionIds.length === 0) return counts;
  const rows = await db
    .select({ divisionId: programEnrolments.divisionId, entries: sql<number>`count(distinct ${programEnrolments.entryId})`.mapWith(Number) })
    .from(programEnrolments)
    .where(and(inArray(programEnrolments.divisionId, divisionIds), live(now)))
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
    .where(and(inArray(programEnrolments.divisionId, divisionIds), live(now)))
    .orderBy(asc(programEnrolments.entryId), asc(programEnrolments.id));
}

/** The person's live place in a division, if any (one entry per person per division). */
export async function divisionPlaceOfPerson(db: Reader, divisionId: number, person: string, now: Date) {
  const [row] = await db
    .select()
    .from(programEnrolments)
    .where(and(eq(programEnrolments.divisionId, divisionId), eq(programEnrolments.person, person), live(now)));
  return row ?? null;
}
