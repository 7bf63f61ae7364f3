import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { memberships } from './schema.js';

/** Whether the account has a membership covering this instant. */
export async function hasActiveMembership(db: Pick<Database, 'select'>, userId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), lte(memberships.startsAt, now), gt(memberships.endsAt, now)))
    .limit(1);
  return Boolean(row);
}
