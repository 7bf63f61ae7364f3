import { and, eq, inArray } from 'drizzle-orm';
import { isOverlapError } from '../../lib/db-errors.js';
import type { Tx } from './booking-context.js';
import { lockCourtDay, releaseStaleHolds, type LapsedHoldReleaser } from './court-slots.js';
import { bookings } from './schema.js';

// A program session's courts, held in the bookings table under the same exclusion constraint as
// court bookings: court booking can never take them, and a session can never land on a booked court.

export interface SessionCourts {
  sessionId: number;
  /** What the day grid shows for the block: the program's title. */
  label: string;
  /** The venue date (the court-day lock's key) and the instants. */
  date: string;
  courts: number[];
  startsAt: Date;
  endsAt: Date;
}

/**
 * Holds every court of a session, or none: each court is tried in its own savepoint after the
 * court-day lock (which orders a court booking racing this insert, so exactly one of them wins),
 * and when any court is taken the session's rows are removed again. Lapsed checkout holds in the
 * way are released first, as a court booking does.
 */
export async function blockCourtsForSession(tx: Tx, orders: LapsedHoldReleaser, input: SessionCourts, now: Date): Promise<{ takenCourts: number[] }> {
  await releaseStaleHolds(orders, tx, input.startsAt, input.endsAt, now);
  const takenCourts: number[] = [];
  const placed: number[] = [];
  for (const court of [...input.courts].sort((a, b) => a - b)) {
    try {
      const [row] = await tx.transaction(async (savepoint) => {
        await lockCourtDay(savepoint, court, input.date);
        return savepoint
          .insert(bookings)
          .values({ court, startsAt: input.startsAt, endsAt: input.endsAt, status: 'blocked', source: 'program', programSessionId: input.sessionId, blockReason: input.label, createdAt: now, updatedAt: now })
          .returning({ id: bookings.id });
      });
      placed.push(row.id);
    } catch (error) {
      if (!isOverlapError(error)) throw error;
      takenCourts.push(court);
    }
  }
  if (takenCourts.length > 0 && placed.length > 0) await tx.delete(bookings).where(inArray(bookings.id, placed));
  return { takenCourts };
}

/** The session's courts go back to court booking (the rows stay, cancelled, for the day's history). */
export async function releaseSessionBlocks(tx: Tx, sessionId: number, now: Date) {
  await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
    .where(and(eq(bookings.programSessionId, sessionId), eq(bookings.status, 'blocked')));
}

/**
 * Moves a session to other courts or times, all or nothing: inside a savepoint its blocks are
 * released and taken again; a court in the way rolls the savepoint back and is reported.
 */
export async function moveSessionBlocks(tx: Tx, orders: LapsedHoldReleaser, input: SessionCourts, now: Date): Promise<{ takenCourts: number[] }> {
  class Taken extends Error {
    constructor(readonly courts: number[]) {
      super('courts taken');
    }
  }
  try {
    await tx.transaction(async (savepoint) => {
      // Removed outright (not cancelled): a moved session's old rows would only clutter the day grid.
      await savepoint.delete(bookings).where(and(eq(bookings.programSessionId, input.sessionId), eq(bookings.status, 'blocked')));
      const { takenCourts } = await blockCourtsForSession(savepoint, orders, input, now);
      if (takenCourts.length > 0) throw new Taken(takenCourts);
    });
    return { takenCourts: [] };
  } catch (error) {
    if (error instanceof Taken) return { takenCourts: error.courts };
    throw error;
  }
}

/** Removes sessions' blocks outright: the owner replaced a draft's dates, so they never happened. */
export async function removeSessionBlocks(tx: Tx, sessionIds: number[]) {
  if (sessionIds.length === 0) return;
  await tx.delete(bookings).where(and(inArray(bookings.programSessionId, sessionIds), eq(bookings.source, 'program')));
}

/** The day grid names a session's blocks after its program: renamed with it. */
export async function relabelSessionBlocks(tx: Tx, sessionIds: number[], label: string) {
  if (sessionIds.length === 0) return;
  await tx.update(bookings).set({ blockReason: label }).where(and(inArray(bookings.programSessionId, sessionIds), eq(bookings.source, 'program')));
}
