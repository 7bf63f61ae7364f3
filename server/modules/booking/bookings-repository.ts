import { and, asc, desc, eq, gt, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { columnsOf, preparedQuery, preparedStatement, type StatementRunner } from '../../db/prepared-query.js';
import type { Reader, Tx } from './booking-context.js';
import { cancelReasonColumns, type CancelReason } from './cancel-reasons.js';
import { bookings, type BookingRow, type BookingStatus } from './schema.js';

// The only SQL on the bookings table: court bookings, holds, staff blocks and the courts a program
// session holds. The rules (which court, when a hold lapses, who may cancel) live in the callers.

type Writer = Pick<Tx, 'insert' | 'update' | 'delete' | 'execute'>;

const range = (start: Date, end: Date) => sql`tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`;
const overlaps = (start: Date, end: Date) => sql`${bookings.during} && ${range(start, end)}`;

/**
 * The statuses that occupy a court, whatever a hold's time. The set is the exclusion constraint's
 * own predicate, so its partial GiST index answers the range test in one scan (an OR of two status
 * tests scanned it twice). Literals, not parameters, so that even a generic plan can prove the
 * partial index applies.
 */
const OCCUPYING = `"bookings"."status" in ('held', 'confirmed', 'blocked')`;
const occupying = sql.raw(OCCUPYING);

/** Live bookings occupy their court: confirmed, blocked, and held until the hold runs out (a filter on the index's rows). */
const live = (now: Date): SQL => and(occupying, or(sql`${bookings.status} <> 'held'`, gt(bookings.holdExpiresAt, now)))!;

/** Advisory-lock namespace for "one writer at a time per court and venue date" ('CTSD'). */
const COURT_DAY_LOCK = 0x43545344;

/** The lock's key within the namespace: one per court and venue date. */
const courtDayKey = (court: number, date: string) => court * 100_000 + Date.parse(`${date}T00:00:00Z`) / 86_400_000;

function courtDayLock(court: number, date: string) {
  return sql`pg_advisory_xact_lock(${COURT_DAY_LOCK}::int, ${courtDayKey(court, date)}::int)`;
}

/**
 * Two transactions inserting overlapping rows at the same instant each see the other's
 * uncommitted row and wait for each other, which only PostgreSQL's deadlock detector resolves (a
 * second later). Taking this lock first orders them: the second sees the first's committed row and
 * fails at once. Bookings never cross a venue date, so court and date cover every overlap.
 */
async function lockCourtDay(tx: Pick<Tx, 'execute'>, court: number, date: string) {
  await tx.execute(sql`select * from ${courtDayLock(court, date)}`);
}

/** A court taken over a period, as availability and the court choice compare them. */
export interface BusyPeriod {
  court: number;
  startsAt: Date;
  endsAt: Date;
}

/** The live bookings overlapping [start, end) at `now`. */
export async function busyCourts(db: Reader, start: Date, end: Date, now: Date): Promise<BusyPeriod[]> {
  return db
    .select({ court: bookings.court, startsAt: bookings.startsAt, endsAt: bookings.endsAt })
    .from(bookings)
    .where(and(live(now), overlaps(start, end)));
}

/** Every booking that occupies a court in [start, end), holds with their expiry (the caller filters them by time). */
export async function occupyingBookings(db: Reader, start: Date, end: Date) {
  return db
    .select({ court: bookings.court, startsAt: bookings.startsAt, endsAt: bookings.endsAt, status: bookings.status, holdExpiresAt: bookings.holdExpiresAt })
    .from(bookings)
    .where(and(occupying, overlaps(start, end)));
}

// A court booking's two hot statements, written once as SQL (server/db/prepared-query.ts).
const BOOKING_COLUMNS = columnsOf(bookings);

const AROUND =
  `select "court", "starts_at" as "startsAt", "ends_at" as "endsAt", "status", "hold_expires_at" as "holdExpiresAt", "order_id" as "orderId", 0 as "upcoming" ` +
  `from "bookings" where ${OCCUPYING} and "bookings"."during" && tstzrange($1::timestamptz, $2::timestamptz, '[)')`;
const BOOKINGS_AROUND = preparedStatement('bookings_around', AROUND);
// The member's live upcoming bookings: as `live` says, with $4 the instant.
const BOOKINGS_AROUND_COUNTING = preparedStatement(
  'bookings_around_counting',
  `(${AROUND}) union all (select null, null, null, null, null, null, count(*)::int from "bookings" ` +
    `where "bookings"."user_id" = $3::int and "bookings"."ends_at" > $4::timestamptz ` +
    `and ${OCCUPYING} and ("bookings"."status" <> 'held' or "bookings"."hold_expires_at" > $4::timestamptz))`,
);

/** A booking in the way of [start, end), or (court null) the member's count of live upcoming bookings. */
export type AroundRow =
  | { court: number; startsAt: Date; endsAt: Date; status: BookingStatus; holdExpiresAt: Date | null; orderId: string | null; upcoming: 0 }
  | { court: null; startsAt: null; endsAt: null; status: null; holdExpiresAt: null; orderId: null; upcoming: number };

/**
 * In one statement: the bookings occupying a court in [start, end) (lapsed holds included, with
 * their order) and, for a member (`countFor`), one extra row whose `court` is null and whose
 * `upcoming` counts their live upcoming bookings.
 */
export async function bookingsAround(tx: StatementRunner, start: Date, end: Date, now: Date, countFor: number | null): Promise<AroundRow[]> {
  const span = [start.toISOString(), end.toISOString()];
  if (countFor === null) return preparedQuery<AroundRow>(tx, BOOKINGS_AROUND, span);
  return preparedQuery<AroundRow>(tx, BOOKINGS_AROUND_COUNTING, [...span, countFor, now.toISOString()]);
}

const INSERT_ON_FREE_COURT = preparedStatement(
  'bookings_insert_on_free_court',
  `insert into "bookings" ("court", "starts_at", "ends_at", "status", "source", "user_id", "order_id", "created_by_id", "price_cents", "policy", ` +
    `"walk_in_name", "hold_expires_at", "created_at", "updated_at") ` +
    `values ((select $1::int from pg_advisory_xact_lock(${COURT_DAY_LOCK}, $2::int)), $3::timestamptz, $4::timestamptz, $5, $6, $7::int, $8::uuid, ` +
    `$9::int, $10::int, $11::jsonb, $12, $13::timestamptz, $14::timestamptz, $15::timestamptz) ` +
    `on conflict do nothing returning ${BOOKING_COLUMNS}`,
);

/** What a court booking's hold writes (the court is chosen by insertBooking). */
export type NewCourtBooking = Required<
  Pick<
    typeof bookings.$inferInsert,
    | 'startsAt'
    | 'endsAt'
    | 'status'
    | 'source'
    | 'userId'
    | 'orderId'
    | 'createdById'
    | 'priceCents'
    | 'policy'
    | 'walkInName'
    | 'holdExpiresAt'
    | 'createdAt'
    | 'updatedAt'
  >
>;

/**
 * Inserts the booking on `court`, or answers null when the exclusion constraint finds it taken (ON
 * CONFLICT DO NOTHING, the constraint as arbiter). The court is a scalar subquery that takes the
 * court-day lock: locked before the row is checked, in one round trip, so a competitor's
 * overlapping row is committed by the time the insert looks.
 */
export async function insertOnFreeCourt(tx: StatementRunner, court: number, date: string, values: NewCourtBooking): Promise<BookingRow | null> {
  const [row] = await preparedQuery<BookingRow>(tx, INSERT_ON_FREE_COURT, [
    court,
    courtDayKey(court, date),
    values.startsAt.toISOString(),
    values.endsAt.toISOString(),
    values.status,
    values.source,
    values.userId,
    values.orderId,
    values.createdById,
    values.priceCents,
    values.policy === null ? null : JSON.stringify(values.policy),
    values.walkInName,
    values.holdExpiresAt?.toISOString() ?? null,
    values.createdAt.toISOString(),
    values.updatedAt.toISOString(),
  ]);
  return row ?? null;
}

/** A block (maintenance or a program session's court) after the court-day lock; the exclusion constraint throws when the court is taken. */
export async function insertBlock(savepoint: Writer, date: string, values: typeof bookings.$inferInsert & { court: number }): Promise<BookingRow> {
  await lockCourtDay(savepoint, values.court, date);
  const [row] = await savepoint.insert(bookings).values(values).returning();
  return row;
}

export async function bookingById(db: Reader, id: number): Promise<BookingRow | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row ?? null;
}

/** The booking, locked for the caller's transaction. */
export async function lockBooking(tx: Reader, id: number): Promise<BookingRow | null> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  return row ?? null;
}

/** The booking's order id as a subquery, read without a lock: the orders module locks the order with it, before the booking. */
export function orderIdOfBookingQuery(id: number): SQL {
  return sql`(select ${bookings.orderId} from ${bookings} where ${bookings.id} = ${id})`;
}

export async function bookingStatus(tx: Reader, id: number): Promise<BookingRow['status'] | null> {
  const [row] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id));
  return row?.status ?? null;
}

/** What order lines show of court bookings, by id. */
export async function bookingSummaries(db: Reader, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: bookings.id,
      court: bookings.court,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      status: bookings.status,
      source: bookings.source,
      policy: bookings.policy,
    })
    .from(bookings)
    .where(inArray(bookings.id, ids));
}

/** A member's bookings, at most 200: upcoming (live, not yet ended) soonest first, or past newest first (released holds left out). */
export async function bookingsOfMember(db: Reader, userId: number, scope: 'upcoming' | 'past', now: Date): Promise<BookingRow[]> {
  const upcoming = and(gt(bookings.endsAt, now), live(now));
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.userId, userId), scope === 'upcoming' ? upcoming : and(sql`not (${upcoming})`, ne(bookings.status, 'expired'))))
    .orderBy(scope === 'upcoming' ? asc(bookings.startsAt) : desc(bookings.startsAt))
    .limit(200);
}

/** Every booking of [start, end) but released holds, by court and time. */
export async function bookingsBetween(db: Reader, start: Date, end: Date): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(and(overlaps(start, end), ne(bookings.status, 'expired')))
    .orderBy(asc(bookings.court), asc(bookings.startsAt), asc(bookings.id));
}

/** A held (or lapsed) booking becomes confirmed; false when it is neither (or its court was taken, which throws). */
export async function confirmHeld(savepoint: Pick<Tx, 'update'>, id: number, now: Date, from: ('held' | 'expired')[] = ['held', 'expired']): Promise<boolean> {
  const revived = await savepoint
    .update(bookings)
    .set({ status: 'confirmed', holdExpiresAt: null, updatedAt: now })
    .where(and(eq(bookings.id, id), inArray(bookings.status, from)))
    .returning({ id: bookings.id });
  return revived.length > 0;
}

/** A held booking frees its court at once. */
export async function expireHeld(tx: Pick<Tx, 'update'>, id: number, now: Date): Promise<void> {
  await tx
    .update(bookings)
    .set({ status: 'expired', holdExpiresAt: null, updatedAt: now })
    .where(and(eq(bookings.id, id), eq(bookings.status, 'held')));
}

export async function markCancelled(tx: Pick<Tx, 'update'>, id: number, by: { byId: number; reason: CancelReason }, now: Date): Promise<BookingRow> {
  const [row] = await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: now, cancelledById: by.byId, ...cancelReasonColumns(by.reason), holdExpiresAt: null, updatedAt: now })
    .where(eq(bookings.id, id))
    .returning();
  return row;
}

export async function deleteBookings(tx: Pick<Tx, 'delete'>, ids: number[]): Promise<void> {
  if (ids.length > 0) await tx.delete(bookings).where(inArray(bookings.id, ids));
}

/** The session's courts go back to court booking (the rows stay, cancelled, for the day's history). */
export async function releaseSessionBlocks(tx: Pick<Tx, 'update'>, sessionId: number, now: Date) {
  await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
    .where(and(eq(bookings.programSessionId, sessionId), eq(bookings.status, 'blocked')));
}

/** Removed outright (not cancelled): a moved session's old rows would only clutter the day grid. */
export async function deleteSessionBlocks(tx: Pick<Tx, 'delete'>, sessionId: number) {
  await tx.delete(bookings).where(and(eq(bookings.programSessionId, sessionId), eq(bookings.status, 'blocked')));
}

/** Removes sessions' blocks outright: the owner replaced a draft's dates, so they never happened. */
export async function removeSessionBlocks(tx: Pick<Tx, 'delete'>, sessionIds: number[]) {
  if (sessionIds.length === 0) return;
  await tx.delete(bookings).where(and(inArray(bookings.programSessionId, sessionIds), eq(bookings.source, 'program')));
}

/** The day grid names a session's blocks after its program: renamed with it. */
export async function relabelSessionBlocks(tx: Pick<Tx, 'update'>, sessionIds: number[], label: string) {
  if (sessionIds.length === 0) return;
  await tx
    .update(bookings)
    .set({ blockReason: label })
    .where(and(inArray(bookings.programSessionId, sessionIds), eq(bookings.source, 'program')));
}
