import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rateLimitWindows } from './schema.js';

// The only SQL on the abuse limits' counters. Times come from the database's clock, which every instance shares.

export interface WindowCount {
  hits: number;
  /** Seconds until the window ends, at least 1. */
  retryAfterSeconds: number;
}

const secondsLeft = sql<number>`greatest(1, ceil(extract(epoch from ${rateLimitWindows.endsAt} - now())))::int`;

/** Counts one hit in one statement: a new window when there is none or it has ended, else one more in the current one. */
export async function hitWindow(db: Pick<Database, 'insert'>, limiter: string, key: string, windowMs: number): Promise<WindowCount> {
  const ended = sql`${rateLimitWindows.endsAt} <= now()`;
  const [row] = await db
    .insert(rateLimitWindows)
    .values({ limiter, key, hits: 1, endsAt: sql`now() + ${windowMs}::double precision * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: [rateLimitWindows.limiter, rateLimitWindows.key],
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimitWindows.hits} + 1 end`,
        endsAt: sql`case when ${ended} then excluded.ends_at else ${rateLimitWindows.endsAt} end`,
      },
    })
    .returning({ hits: rateLimitWindows.hits, retryAfterSeconds: secondsLeft });
  return row;
}

/** The key's current window, or null when it has none running. */
export async function currentWindow(db: Pick<Database, 'select'>, limiter: string, key: string): Promise<WindowCount | null> {
  const [row] = await db
    .select({ hits: rateLimitWindows.hits, retryAfterSeconds: secondsLeft })
    .from(rateLimitWindows)
    .where(and(eq(rateLimitWindows.limiter, limiter), eq(rateLimitWindows.key, key), gt(rateLimitWindows.endsAt, sql`now()`)));
  return row ?? null;
}

export async function deleteWindow(db: Pick<Database, 'delete'>, limiter: string, key: string): Promise<void> {
  await db.delete(rateLimitWindows).where(and(eq(rateLimitWindows.limiter, limiter), eq(rateLimitWindows.key, key)));
}

/** Drops the windows that have ended (a count nobody reads any more). */
export async function deleteEndedWindows(db: Pick<Database, 'delete'>): Promise<void> {
  await db.delete(rateLimitWindows).where(lte(rateLimitWindows.endsAt, sql`now()`));
}
