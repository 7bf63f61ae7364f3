import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, or, sql, type AnyColumn } from 'drizzle-orm';
import type { Reader, Tx } from '../shared/index.js';
import { SESSION_VIEW_PROGRAM_FIELDS, type SessionListing, type SessionWithProgram } from './schedule-ports.js';
import { programs, programSessions, type ProgramKind, type ProgramRow, type ProgramSessionRow } from './schema.js';

// The only SQL on programs and program_sessions.

type Writer = Pick<Tx, 'insert' | 'update' | 'select'>;

export async function dropInTemplates(db: Reader): Promise<ProgramRow[]> {
  return db
    .select()
    .from(programs)
    .where(and(eq(programs.kind, 'drop_in'), isNull(programs.archivedAt), sql`${programs.weekday} is not null`))
    .orderBy(asc(programs.weekday), asc(programs.startTime), asc(programs.id));
}

export async function programById(db: Reader, id: number): Promise<ProgramRow | null> {
  const [row] = await db.select().from(programs).where(eq(programs.id, id));
  return row ?? null;
}

export async function programsByIds(db: Reader, ids: number[]): Promise<ProgramRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(programs).where(inArray(programs.id, ids));
}

export async function insertProgram(tx: Writer, values: typeof programs.$inferInsert): Promise<ProgramRow> {
  const [row] = await tx.insert(programs).values(values).returning();
  return row;
}

export async function updateProgram(tx: Writer, id: number, values: Partial<typeof programs.$inferInsert>): Promise<ProgramRow | null> {
  const [row] = await tx.update(programs).set(values).where(eq(programs.id, id)).returning();
  return row ?? null;
}

/** A template's session on a date, created once however many instances generate it at the same time. */
export async function insertGeneratedSession(tx: Writer, values: typeof programSessions.$inferInsert): Promise<ProgramSessionRow | null> {
  const [row] = await tx
    .insert(programSessions)
    .values(values)
    .onConflictDoNothing({ target: [programSessions.programId, programSessions.date], where: sql`${programSessions.origin} = 'template'` })
    .returning();
  return row ?? null;
}

export async function insertSession(tx: Writer, values: typeof programSessions.$inferInsert): Promise<ProgramSessionRow> {
  const [row] = await tx.insert(programSessions).values(values).returning();
  return row;
}

/** The dates a program already has a generated session on (any status), from a date on. */
export async function generatedDates(db: Reader, programId: number, from: string): Promise<Set<string>> {
  const rows = await db
    .select({ date: programSessions.date })
    .from(programSessions)
    .where(and(eq(programSessions.programId, programId), eq(programSessions.origin, 'template'), gte(programSessions.date, from)));
  return new Set(rows.map((row) => row.date));
}

/** A program's scheduled sessions that have not started. */
export async function upcomingSessionsOf(db: Reader, programId: number, now: Date): Promise<ProgramSessionRow[]> {
  return db
    .select()
    .from(programSessions)
    .where(and(eq(programSessions.programId, programId), eq(programSessions.status, 'scheduled'), gt(programSessions.startsAt, now)))
    .orderBy(asc(programSessions.startsAt));
}

export async function updateSession(tx: Writer, id: number, values: Partial<typeof programSessions.$inferInsert>): Promise<ProgramSessionRow> {
  const [row] = await tx.update(programSessions).set(values).where(eq(programSessions.id, id)).returning();
  return row;
}

export async function sessionWithProgram(db: Reader, id: number): Promise<SessionWithProgram | null> {
  const [row] = await db
    .select({ session: programSessions, program: programs })
    .from(programSessions)
    .innerJoin(programs, eq(programs.id, programSessions.programId))
    .where(eq(programSessions.id, id));
  return row ?? null;
}

/** The session row locked for the rest of the transaction: purchases and the owner's edits of one session queue here. */
export async function lockSessionWithProgram(tx: Tx, id: number): Promise<SessionWithProgram | null> {
  // One statement: the session's row is locked (not its program's), its program read beside it.
  const [row] = await tx
    .select({ session: programSessions, program: programs })
    .from(programSessions)
    .innerJoin(programs, eq(programs.id, programSessions.programId))
    .where(eq(programSessions.id, id))
    .for('update', { of: programSessions });
  return row ?? null;
}

/** Published programs' sessions of a kind starting in [from, to), with their programs, in one statement. */
/**
 * The sessions of a kind starting in [from, to), each with the program fields its view shows: a week
 * of drop-in is forty rows, and the whole program row (description, templates, dates) read, parsed
 * and mapped forty times was most of the list's cost.
 */
export async function sessionsBetween(
  db: Reader,
  kind: ProgramKind,
  from: Date,
  to: Date,
  options: { includeUnpublished?: boolean } = {},
): Promise<SessionListing[]> {
  return db
    .select({ session: programSessions, program: viewedProgramColumns })
    .from(programSessions)
    .innerJoin(programs, eq(programs.id, programSessions.programId))
    .where(
      and(
        eq(programs.kind, kind),
        options.includeUnpublished ? undefined : eq(programs.published, true),
        gte(programSessions.startsAt, from),
        lt(programSessions.startsAt, to),
      ),
    )
    .orderBy(asc(programSessions.startsAt), asc(programSessions.id));
}

const viewedProgramColumns = Object.fromEntries(SESSION_VIEW_PROGRAM_FIELDS.map((field) => [field, programs[field]])) as {
  [Field in (typeof SESSION_VIEW_PROGRAM_FIELDS)[number]]: (typeof programs)[Field];
};

export async function sessionsByIds(db: Reader, ids: number[]): Promise<SessionWithProgram[]> {
  if (ids.length === 0) return [];
  return db
    .select({ session: programSessions, program: programs })
    .from(programSessions)
    .innerJoin(programs, eq(programs.id, programSessions.programId))
    .where(inArray(programSessions.id, ids));
}

/** The program row locked for the rest of the transaction: purchases of a whole program queue here. */
export async function lockProgram(tx: Tx, id: number): Promise<ProgramRow | null> {
  const [row] = await tx.select().from(programs).where(eq(programs.id, id)).for('update');
  return row ?? null;
}

/** The program's row locked for the caller's transaction, with its scheduled sessions (soonest first), in one statement. */
export async function lockProgramWithSessions(tx: Tx, id: number): Promise<{ program: ProgramRow; sessions: ProgramSessionRow[] } | null> {
  const rows = await tx
    .select({ program: programs, session: programSessions })
    .from(programs)
    .leftJoin(programSessions, and(eq(programSessions.programId, programs.id), eq(programSessions.status, 'scheduled')))
    .where(eq(programs.id, id))
    .orderBy(asc(programSessions.startsAt), asc(programSessions.id))
    .for('update', { of: programs });
  if (rows.length === 0) return null;
  return { program: rows[0].program, sessions: rows.flatMap((row) => (row.session ? [row.session] : [])) };
}

/** Camps, clinics, lessons and socials (every kind but drop-in), drafts and cancelled ones included, newest first. */
export async function eventPrograms(db: Reader): Promise<ProgramRow[]> {
  return db
    .select()
    .from(programs)
    .where(and(sql`${programs.kind} <> 'drop_in'`, isNull(programs.archivedAt)))
    .orderBy(sql`${programs.id} desc`);
}

/** Published, live programs of these kinds with a session in [from, to). */
export async function publishedProgramsBetween(db: Reader, kinds: ProgramKind[], from: Date, to: Date): Promise<ProgramRow[]> {
  return db
    .select()
    .from(programs)
    .where(
      and(
        inArray(programs.kind, kinds),
        eq(programs.published, true),
        isNull(programs.archivedAt),
        isNull(programs.cancelledAt),
        sql`exists (select 1 from ${programSessions} where ${programSessions.programId} = ${programs.id} and ${programSessions.status} = 'scheduled' and ${programSessions.endsAt} > ${from.toISOString()}::timestamptz and ${programSessions.startsAt} < ${to.toISOString()}::timestamptz)`,
      ),
    );
}

/** Each program's scheduled sessions (or all of them) in time order. */
export async function sessionsOfPrograms(
  db: Reader,
  programIds: number[],
  options: { includeCancelled?: boolean } = {},
): Promise<Map<number, ProgramSessionRow[]>> {
  const byProgram = new Map(programIds.map((id) => [id, [] as ProgramSessionRow[]]));
  if (programIds.length === 0) return byProgram;
  const rows = await db
    .select()
    .from(programSessions)
    .where(and(inArray(programSessions.programId, programIds), options.includeCancelled ? undefined : eq(programSessions.status, 'scheduled')))
    .orderBy(asc(programSessions.startsAt), asc(programSessions.id));
  for (const row of rows) byProgram.get(row.programId)?.push(row);
  return byProgram;
}

/** Removes a program's sessions outright (the owner replaced the dates before anyone registered). */
export async function deleteSessionsOf(tx: Pick<Tx, 'delete'>, programId: number): Promise<number[]> {
  const rows = await tx.delete(programSessions).where(eq(programSessions.programId, programId)).returning({ id: programSessions.id });
  return rows.map((row) => row.id);
}

// Sessions as the other parts' statements name them (a subquery, or a value per row), so a drop-in
// reminder or a place's program dates stay one statement while only this file names these tables.

/** Ids of the sessions within every bound given (only scheduled ones when asked). */
export function sessionIdsWhere(db: Reader, bounds: { scheduled?: boolean; startsAfter?: Date; startsBy?: Date; endsAfter?: Date; endedBy?: Date }) {
  return db
    .select({ id: programSessions.id })
    .from(programSessions)
    .where(
      and(
        bounds.scheduled ? eq(programSessions.status, 'scheduled') : undefined,
        bounds.startsAfter ? gt(programSessions.startsAt, bounds.startsAfter) : undefined,
        bounds.startsBy ? lte(programSessions.startsAt, bounds.startsBy) : undefined,
        bounds.endsAfter ? gt(programSessions.endsAt, bounds.endsAfter) : undefined,
        bounds.endedBy ? lte(programSessions.endsAt, bounds.endedBy) : undefined,
      ),
    );
}

/** Ids of the sessions that started by `now` or were cancelled (their waitlists close). */
export function closedSessionIds(db: Reader, now: Date) {
  return db
    .select({ id: programSessions.id })
    .from(programSessions)
    .where(or(lte(programSessions.startsAt, now), eq(programSessions.status, 'cancelled')));
}

/** The start of the session a row names, to order rows by it. */
export const startOfSession = (sessionId: AnyColumn) =>
  sql`(select ${programSessions.startsAt} from ${programSessions} where ${programSessions.id} = ${sessionId})`;

/** The scheduled dates of the program a row names, for a subquery over them. */
const scheduledDatesOf = (programId: AnyColumn) =>
  sql`from ${programSessions} where ${programSessions.programId} = ${programId} and ${programSessions.status} = 'scheduled'`;

/** The first scheduled start of the program a row names; null while it has no scheduled date. */
export const firstScheduledStart = (programId: AnyColumn) => sql`(select min(${programSessions.startsAt}) ${scheduledDatesOf(programId)})`;

/** The last scheduled end of the program a row names; null while it has no scheduled date. */
export const lastScheduledEnd = (programId: AnyColumn) => sql`(select max(${programSessions.endsAt}) ${scheduledDatesOf(programId)})`;
