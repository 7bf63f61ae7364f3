import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { localCheckoutSessions, type LocalCheckoutSessionRow } from './schema.js';

// The only SQL over the embedded test provider's checkout sessions.

/** A new open session; a retry for the same order meets the one already made and changes nothing. */
export async function insertSession(db: Pick<Database, 'insert'>, values: typeof localCheckoutSessions.$inferInsert) {
  await db.insert(localCheckoutSessions).values(values).onConflictDoNothing();
}

/**
 * The same new session as a data-modifying CTE, for the order's own last statement to carry: the test
 * checkout opens in the order's transaction, with no round trip of its own.
 */
export function sessionInsert(db: Pick<Database, '$with' | 'insert'>, values: typeof localCheckoutSessions.$inferInsert) {
  return db.$with('checkout_session').as(db.insert(localCheckoutSessions).values(values).onConflictDoNothing().returning({ id: localCheckoutSessions.id }));
}

export async function sessionById(db: Pick<Database, 'select'>, sessionId: string): Promise<LocalCheckoutSessionRow | null> {
  const [row] = await db.select().from(localCheckoutSessions).where(eq(localCheckoutSessions.id, sessionId));
  return row ?? null;
}

/** Closes the session if it is still open; answers it as closed, or undefined when it was not open. */
export async function closeOpenSession(db: Pick<Database, 'update'>, sessionId: string): Promise<LocalCheckoutSessionRow | undefined> {
  const [closed] = await db
    .update(localCheckoutSessions)
    .set({ status: 'expired' })
    .where(and(eq(localCheckoutSessions.id, sessionId), eq(localCheckoutSessions.status, 'open')))
    .returning();
  return closed;
}

/** Completes the session with this payment if it is open and unexpired; undefined otherwise. */
export async function completeOpenSession(
  db: Pick<Database, 'update'>,
  sessionId: string,
  paymentId: string,
  now: Date,
): Promise<LocalCheckoutSessionRow | undefined> {
  const [paid] = await db
    .update(localCheckoutSessions)
    .set({ status: 'complete', paymentId, completedAt: now })
    .where(and(eq(localCheckoutSessions.id, sessionId), eq(localCheckoutSessions.status, 'open'), gt(localCheckoutSessions.expiresAt, now)))
    .returning();
  return paid;
}
