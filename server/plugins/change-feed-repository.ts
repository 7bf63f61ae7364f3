import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../db/client.js';

// The change feed's only SQL: NOTIFY through the app's pool (or a caller's transaction, so the message
// is sent on commit), LISTEN on the feed's own connection, and the count of listening instances.

export async function notifyChannel(db: Pick<Database, 'execute'>, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

const quote = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

export async function listenOn(client: pg.Client, channel: string): Promise<void> {
  await client.query(`LISTEN ${quote(channel)}`);
}

/** The sessions named `applicationName` connected to this database now. */
export async function sessionsNamed(db: Pick<Database, 'execute'>, applicationName: string): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from pg_stat_activity where application_name = ${applicationName} and datname = current_database()`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as { n: number }[];
  return rows[0]?.n ?? 1;
}
