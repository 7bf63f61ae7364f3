import { isOverlapError } from '../../lib/db-errors.js';
import type { Tx } from './booking-context.js';
import { deleteBookings, deleteSessionBlocks, insertBlock } from './bookings-repository.js';
import { releaseStaleHolds, type LapsedHoldReleaser } from './court-slots.js';

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
      const row = await tx.transaction((savepoint) =>
        insertBlock(savepoint, input.date, {
          court,
          startsAt: input.startsAt,
          endsAt: input.endsAt,
          status: 'blocked',
          source: 'program',
          programSessionId: input.sessionId,
          blockReason: input.label,
          createdAt: now,
          updatedAt: now,
        }),
      );
      placed.push(row.id);
    } catch (error) {
      if (!isOverlapError(error)) throw error;
      takenCourts.push(court);
    }
  }
  if (takenCourts.length > 0) await deleteBookings(tx, placed);
  return { takenCourts };
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
      await deleteSessionBlocks(savepoint, input.sessionId);
      const { takenCourts } = await blockCourtsForSession(savepoint, orders, input, now);
      if (takenCourts.length > 0) throw new Taken(takenCourts);
    });
    return { takenCourts: [] };
  } catch (error) {
    if (error instanceof Taken) return { takenCourts: error.courts };
    throw error;
  }
}
