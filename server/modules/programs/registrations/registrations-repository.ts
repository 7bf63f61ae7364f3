import { and, asc, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { anyId } from '../../../lib/sql-any.js';
import { closedSessionIds, sessionIdsWhere, type SessionPlaces, startOfSession } from '../schedule/index.js';
import type { Reader, Tx } from '../shared/index.js';
import { programRegistrations, programWaitlist, type ProgramRegistrationRow, type ProgramWaitlistRow } from './schema.js';

// The only SQL on program_registrations and program_waitlist.

type Writer = Pick<Tx, 'insert' | 'update' | 'select'>;

/** A place counts while confirmed, or held until its checkout lapses. */
const liveRegistration = (now: Date) =>
  or(eq(programRegistrations.status, 'confirmed'), and(eq(programRegistrations.status, 'held'), gt(programRegistrations.holdExpiresAt, now)))!;

/**
 * Per session: places taken (live registrations and live offers, but not `exceptPerson`'s own
 * offer, so the person an offer is for can use it), people waiting, and people in line.
 */
export async function placesOf(
  db: Reader,
  sessionIds: number[],
  now: Date,
  exceptPerson: string | null = null,
): Promise<Map<number, SessionPlaces & { waiting: number }>> {
  const places = new Map(sessionIds.map((id) => [id, { taken: 0, waitlistLength: 0, waiting: 0 }]));
  if (sessionIds.length === 0) return places;
  const nowText = now.toISOString();
  const [registered, lined] = await Promise.all([
    db
      .select({ sessionId: programRegistrations.sessionId, taken: sql<number>`count(*)`.mapWith(Number) })
      .from(programRegistrations)
      .where(and(anyId(programRegistrations.sessionId, sessionIds), liveRegistration(now)))
      .groupBy(programRegistrations.sessionId),
    db
      .select({
        sessionId: programWaitlist.sessionId,
        offers:
          sql<number>`count(*) filter (where ${programWaitlist.status} = 'offered' and ${programWaitlist.offerExpiresAt} > ${nowText}::timestamptz and ${programWaitlist.person} is distinct from ${exceptPerson})`.mapWith(
            Number,
          ),
        waiting: sql<number>`count(*) filter (where ${programWaitlist.status} = 'waiting')`.mapWith(Number),
        inLine:
          sql<number>`count(*) filter (where ${programWaitlist.status} = 'waiting' or (${programWaitlist.status} = 'offered' and ${programWaitlist.offerExpiresAt} > ${nowText}::timestamptz))`.mapWith(
            Number,
          ),
      })
      .from(programWaitlist)
      .where(and(anyId(programWaitlist.sessionId, sessionIds), inArray(programWaitlist.status, ['waiting', 'offered'])))
      .groupBy(programWaitlist.sessionId),
  ]);
  for (const row of registered) places.get(row.sessionId)!.taken += row.taken;
  for (const row of lined) {
    const place = places.get(row.sessionId)!;
    place.taken += row.offers;
    place.waiting = row.waiting;
    place.waitlistLength = row.inLine;
  }
  return places;
}

/**
 * The first instant after `now` at which a hold or a waitlist offer in these sessions runs out, or
 * null: until then (and with no write in between) placesOf and the callers' parts answer the same.
 */
export async function nextPlaceExpiry(db: Reader, sessionIds: number[], now: Date): Promise<Date | null> {
  if (sessionIds.length === 0) return null;
  const [held, offered] = await Promise.all([
    db
      .select({ at: sql<Date | null>`min(${programRegistrations.holdExpiresAt})`.mapWith(programRegistrations.holdExpiresAt) })
      .from(programRegistrations)
      .where(and(anyId(programRegistrations.sessionId, sessionIds), eq(programRegistrations.status, 'held'), gt(programRegistrations.holdExpiresAt, now))),
    db
      .select({ at: sql<Date | null>`min(${programWaitlist.offerExpiresAt})`.mapWith(programWaitlist.offerExpiresAt) })
      .from(programWaitlist)
      .where(and(anyId(programWaitlist.sessionId, sessionIds), eq(programWaitlist.status, 'offered'), gt(programWaitlist.offerExpiresAt, now))),
  ]);
  const instants = [held[0]?.at, offered[0]?.at].filter((at): at is Date => at instanceof Date).map((at) => at.getTime());
  return instants.length === 0 ? null : new Date(Math.min(...instants));
}

/**
 * A held place for `person` in a session whose row the caller's transaction has locked, in one
 * statement: it counts the places (live registrations and live offers, the person's own offer
 * aside), the people waiting (ahead of a newcomer, not of the person an offer is for) and whether
 * the person already holds a place, and inserts the place only when there is one to take
 * (`ON CONFLICT DO NOTHING`: a lapsed hold of the same person still in the unique index answers no
 * row, and the caller releases it and tries once more). The statement runs after the lock, so its
 * snapshot sees every place committed before; writers of places lock the session first.
 */
export async function holdPlace(
  tx: Pick<Tx, 'execute'>,
  place: { sessionId: number; person: string; capacity: number; now: Date },
  values: {
    accountUserId: number | null;
    householdMemberId: number | null;
    walkInName: string | null;
    holdExpiresAt: Date;
    priceCents: number;
    member: boolean;
    policy: ProgramRegistrationRow['policy'];
  },
): Promise<{ id: number | null; registered: boolean; offerId: number | null; free: number }> {
  const { sessionId, person, capacity } = place;
  const now = place.now.toISOString();
  const result = await tx.execute(sql`
    with facts as (
      select
        exists (select 1 from ${programRegistrations} where ${programRegistrations.sessionId} = ${sessionId} and ${programRegistrations.person} = ${person}
          and (${programRegistrations.status} = 'confirmed' or (${programRegistrations.status} = 'held' and ${programRegistrations.holdExpiresAt} > ${now}::timestamptz))) as registered,
        (select min(${programWaitlist.id}) from ${programWaitlist} where ${programWaitlist.sessionId} = ${sessionId} and ${programWaitlist.person} = ${person}
          and ${programWaitlist.status} = 'offered' and ${programWaitlist.offerExpiresAt} > ${now}::timestamptz) as offer_id,
        (select count(*) from ${programRegistrations} where ${programRegistrations.sessionId} = ${sessionId}
          and (${programRegistrations.status} = 'confirmed' or (${programRegistrations.status} = 'held' and ${programRegistrations.holdExpiresAt} > ${now}::timestamptz)))::int as registrations,
        (select count(*) from ${programWaitlist} where ${programWaitlist.sessionId} = ${sessionId}
          and ${programWaitlist.status} = 'offered' and ${programWaitlist.offerExpiresAt} > ${now}::timestamptz and ${programWaitlist.person} is distinct from ${person})::int as offers,
        (select count(*) from ${programWaitlist} where ${programWaitlist.sessionId} = ${sessionId} and ${programWaitlist.status} = 'waiting')::int as waiting
    ),
    room as (
      select registered, offer_id, ${capacity}::int - registrations - offers - (case when offer_id is null then waiting else 0 end) as free from facts
    ),
    placed as (
      insert into ${programRegistrations} (session_id, account_user_id, household_member_id, walk_in_name, person, status, hold_expires_at, price_cents, member, policy, created_at, updated_at)
      select ${sessionId}::int, ${values.accountUserId}::int, ${values.householdMemberId}::int, ${values.walkInName}::text, ${person}::text, 'held', ${values.holdExpiresAt.toISOString()}::timestamptz,
        ${values.priceCents}::int, ${values.member}::boolean, ${JSON.stringify(values.policy)}::jsonb, ${now}::timestamptz, ${now}::timestamptz
      from room where not registered and free > 0
      on conflict do nothing
      returning id
    )
    select (select id from placed) as id, registered, offer_id, free from room`);
  // Both drivers answer { rows }; the handle's type does not say which.
  const [row] = (result as { rows: { id: number | null; registered: boolean; offer_id: number | null; free: number }[] }).rows;
  return {
    id: row.id === null ? null : Number(row.id),
    registered: row.registered,
    offerId: row.offer_id === null ? null : Number(row.offer_id),
    free: Number(row.free),
  };
}

export async function registrationById(db: Reader, id: number): Promise<ProgramRegistrationRow | null> {
  const [row] = await db.select().from(programRegistrations).where(eq(programRegistrations.id, id));
  return row ?? null;
}

export async function registrationsByIds(db: Reader, ids: number[]): Promise<ProgramRegistrationRow[]> {
  return ids.length ? db.select().from(programRegistrations).where(inArray(programRegistrations.id, ids)) : [];
}

export async function lockRegistration(tx: Tx, id: number): Promise<ProgramRegistrationRow | null> {
  const [row] = await tx.select().from(programRegistrations).where(eq(programRegistrations.id, id)).for('update');
  return row ?? null;
}

export async function setRegistration(
  tx: Writer,
  id: number,
  values: Partial<typeof programRegistrations.$inferInsert>,
): Promise<ProgramRegistrationRow | null> {
  const [row] = await tx.update(programRegistrations).set(values).where(eq(programRegistrations.id, id)).returning();
  return row ?? null;
}

/** Live (held or confirmed) registrations of a session, oldest first. */
export async function liveRegistrationsOf(db: Reader, sessionId: number): Promise<ProgramRegistrationRow[]> {
  return db
    .select()
    .from(programRegistrations)
    .where(and(eq(programRegistrations.sessionId, sessionId), inArray(programRegistrations.status, ['held', 'confirmed'])))
    .orderBy(asc(programRegistrations.id));
}

/** An account's live registrations in some sessions (their part in each, for the sessions list). */
export async function accountRegistrationsIn(db: Reader, accountUserId: number, sessionIds: number[], now: Date): Promise<ProgramRegistrationRow[]> {
  if (sessionIds.length === 0) return [];
  return db
    .select()
    .from(programRegistrations)
    .where(and(eq(programRegistrations.accountUserId, accountUserId), anyId(programRegistrations.sessionId, sessionIds), liveRegistration(now)))
    .orderBy(asc(programRegistrations.id));
}

/** An account's places, whatever became of them, in the sessions that start in a period (open play's history of its players). */
export async function accountRegistrationsStarting(db: Reader, accountUserId: number, startsAfter: Date, startsBy: Date): Promise<ProgramRegistrationRow[]> {
  return db
    .select()
    .from(programRegistrations)
    .where(and(eq(programRegistrations.accountUserId, accountUserId), inArray(programRegistrations.sessionId, sessionIdsWhere(db, { startsAfter, startsBy }))))
    .orderBy(asc(programRegistrations.id));
}

/** An account's confirmed places in one session, its own and its family's (open play's players). */
export async function confirmedOfAccount(db: Reader, sessionId: number, accountUserId: number): Promise<ProgramRegistrationRow[]> {
  return db
    .select()
    .from(programRegistrations)
    .where(
      and(eq(programRegistrations.sessionId, sessionId), eq(programRegistrations.accountUserId, accountUserId), eq(programRegistrations.status, 'confirmed')),
    )
    .orderBy(asc(programRegistrations.id));
}

/** An account's live registrations in sessions that have not ended, soonest session first. */
export async function upcomingRegistrationsOf(db: Reader, accountUserId: number, now: Date): Promise<ProgramRegistrationRow[]> {
  return db
    .select()
    .from(programRegistrations)
    .where(
      and(
        eq(programRegistrations.accountUserId, accountUserId),
        liveRegistration(now),
        inArray(programRegistrations.sessionId, sessionIdsWhere(db, { endsAfter: now })),
      ),
    )
    .orderBy(asc(startOfSession(programRegistrations.sessionId)), asc(programRegistrations.id));
}

/** An account's past places (staff): paid ones in sessions that ended, and every cancelled one; latest first, at most 200. */
export async function pastRegistrationsOf(db: Reader, accountUserId: number, now: Date): Promise<ProgramRegistrationRow[]> {
  return db
    .select()
    .from(programRegistrations)
    .where(
      and(
        eq(programRegistrations.accountUserId, accountUserId),
        or(
          eq(programRegistrations.status, 'cancelled'),
          and(eq(programRegistrations.status, 'confirmed'), inArray(programRegistrations.sessionId, sessionIdsWhere(db, { endedBy: now }))),
        ),
      ),
    )
    .orderBy(desc(startOfSession(programRegistrations.sessionId)), desc(programRegistrations.id))
    .limit(200);
}

/** A family member's live place in a session still to end, if any (the household guard's question). */
export async function liveRegistrationOfMember(db: Reader, householdMemberId: number, now: Date): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: programRegistrations.id })
    .from(programRegistrations)
    .where(
      and(
        eq(programRegistrations.householdMemberId, householdMemberId),
        inArray(programRegistrations.status, ['held', 'confirmed']),
        inArray(programRegistrations.sessionId, sessionIdsWhere(db, { endsAfter: now })),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A person's live place in a session, if any. */
export async function placeOfPerson(db: Reader, sessionId: number, person: string, now: Date): Promise<ProgramRegistrationRow | null> {
  const [row] = await db
    .select()
    .from(programRegistrations)
    .where(and(eq(programRegistrations.sessionId, sessionId), eq(programRegistrations.person, person), liveRegistration(now)));
  return row ?? null;
}

/** Registrations whose checkout lapsed: released so the unique place index frees the person. */
export async function releaseLapsedOfPerson(tx: Writer, sessionId: number, person: string, now: Date) {
  await tx
    .update(programRegistrations)
    .set({ status: 'released', updatedAt: now })
    .where(
      and(
        eq(programRegistrations.sessionId, sessionId),
        eq(programRegistrations.person, person),
        eq(programRegistrations.status, 'held'),
        lte(programRegistrations.holdExpiresAt, now),
      ),
    );
}

/** Confirmed registrations starting within the reminder window and not yet reminded; each claimed once. */
export async function claimReminders(tx: Writer, from: Date, to: Date, now: Date): Promise<ProgramRegistrationRow[]> {
  const due = tx
    .select({ id: programRegistrations.id })
    .from(programRegistrations)
    .where(
      and(
        eq(programRegistrations.status, 'confirmed'),
        sql`${programRegistrations.reminderSentAt} is null`,
        sql`${programRegistrations.accountUserId} is not null`,
        inArray(programRegistrations.sessionId, sessionIdsWhere(tx, { scheduled: true, startsAfter: from, startsBy: to })),
      ),
    );
  return tx
    .update(programRegistrations)
    .set({ reminderSentAt: now })
    .where(and(inArray(programRegistrations.id, due), sql`${programRegistrations.reminderSentAt} is null`))
    .returning();
}

export async function unclaimReminders(tx: Writer, ids: number[]) {
  if (ids.length) await tx.update(programRegistrations).set({ reminderSentAt: null }).where(anyId(programRegistrations.id, ids));
}

/** The accounts an earlier run already reminded of these sessions, as `account:session`: each account hears once per session. */
export async function remindedBefore(db: Reader, sessionIds: number[], now: Date): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ accountUserId: programRegistrations.accountUserId, sessionId: programRegistrations.sessionId })
    .from(programRegistrations)
    .where(
      and(
        anyId(programRegistrations.sessionId, sessionIds),
        eq(programRegistrations.status, 'confirmed'),
        sql`${programRegistrations.reminderSentAt} < ${now.toISOString()}::timestamptz`,
      ),
    );
  return new Set(rows.map((row) => `${row.accountUserId}:${row.sessionId}`));
}

// The waitlist.

export async function insertWaitlistEntry(tx: Writer, values: typeof programWaitlist.$inferInsert): Promise<ProgramWaitlistRow> {
  const [row] = await tx.insert(programWaitlist).values(values).returning();
  return row;
}

export async function waitlistEntryById(db: Reader, id: number): Promise<ProgramWaitlistRow | null> {
  const [row] = await db.select().from(programWaitlist).where(eq(programWaitlist.id, id));
  return row ?? null;
}

export async function setWaitlistEntry(tx: Writer, id: number, values: Partial<typeof programWaitlist.$inferInsert>): Promise<ProgramWaitlistRow | null> {
  const [row] = await tx.update(programWaitlist).set(values).where(eq(programWaitlist.id, id)).returning();
  return row ?? null;
}

/** A session's line: people waiting or holding an offer, first come first served. */
export async function lineOf(db: Reader, sessionId: number): Promise<ProgramWaitlistRow[]> {
  return db
    .select()
    .from(programWaitlist)
    .where(and(eq(programWaitlist.sessionId, sessionId), inArray(programWaitlist.status, ['waiting', 'offered'])))
    .orderBy(asc(programWaitlist.id));
}

/** The lines of several sessions (for positions in the sessions list). */
export async function linesOf(db: Reader, sessionIds: number[]): Promise<ProgramWaitlistRow[]> {
  if (sessionIds.length === 0) return [];
  return db
    .select()
    .from(programWaitlist)
    .where(and(anyId(programWaitlist.sessionId, sessionIds), inArray(programWaitlist.status, ['waiting', 'offered'])))
    .orderBy(asc(programWaitlist.id));
}

/** An account's entries still in line for sessions not yet started, soonest session first. */
export async function waitlistOfAccount(db: Reader, accountUserId: number, now: Date): Promise<ProgramWaitlistRow[]> {
  return db
    .select()
    .from(programWaitlist)
    .where(
      and(
        eq(programWaitlist.accountUserId, accountUserId),
        inArray(programWaitlist.status, ['waiting', 'offered']),
        inArray(programWaitlist.sessionId, sessionIdsWhere(db, { startsAfter: now })),
      ),
    )
    .orderBy(asc(startOfSession(programWaitlist.sessionId)), asc(programWaitlist.id));
}

/** Offers whose window ran out: lapsed (claimed once, by whichever instance gets there first); their sessions. */
export async function lapseExpiredOffers(tx: Writer, now: Date): Promise<number[]> {
  const rows = await tx
    .update(programWaitlist)
    .set({ status: 'lapsed', updatedAt: now })
    .where(and(eq(programWaitlist.status, 'offered'), lte(programWaitlist.offerExpiresAt, now)))
    .returning({ sessionId: programWaitlist.sessionId });
  return [...new Set(rows.map((row) => row.sessionId))];
}

/** Lines of sessions that started or were cancelled are closed (or the one session's line). */
export async function closeLines(tx: Writer, now: Date, sessionId?: number) {
  await tx
    .update(programWaitlist)
    .set({ status: 'closed', updatedAt: now })
    .where(
      and(
        inArray(programWaitlist.status, ['waiting', 'offered']),
        sessionId === undefined ? inArray(programWaitlist.sessionId, closedSessionIds(tx, now)) : eq(programWaitlist.sessionId, sessionId),
      ),
    );
}

/** Future scheduled sessions with someone waiting: the job looks for places to offer in these. */
export async function sessionsWithWaiting(db: Reader, now: Date): Promise<number[]> {
  const rows = await db
    .select({ sessionId: programWaitlist.sessionId })
    .from(programWaitlist)
    .where(and(eq(programWaitlist.status, 'waiting'), inArray(programWaitlist.sessionId, sessionIdsWhere(db, { scheduled: true, startsAfter: now }))));
  return [...new Set(rows.map((row) => row.sessionId))];
}
