import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DEFAULT_DATABASE_WAIT_TIMEOUT_MS, guardSingleConnection } from './single-connection.js';

/**
 * The one database type the app codes against; PGlite and node-postgres both satisfy it. No schema is
 * handed to drizzle: the app writes no relational queries (`db.query.…`), and with a schema drizzle
 * builds a query builder per table for every transaction it opens (a cost on every write).
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Where NOTIFY messages come from; the change feed (server/plugins/change-feed.ts) reads them. */
  notifications: NotificationSource;
  close(): Promise<void>;
}

interface Notification {
  channel: string;
  payload: string;
}

/**
 * PGlite runs in this process: `listen` hears every NOTIFY, before the notifying statement's promise
 * resolves. PostgreSQL needs a connection of its own that LISTENs (`connectionString`); besides, the
 * pool's connections LISTEN on TABLE_CHANGE_CHANNELS so that a write made through this pool is heard
 * before its promise resolves too (PostgreSQL tells the notifying session itself ahead of
 * ReadyForQuery), and this process never reads its own write from a cache it has not yet dropped.
 */
export type NotificationSource =
  | { kind: 'pglite'; listen(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>> }
  | {
      kind: 'postgres';
      connectionString: string;
      /** Hears NOTIFYs sent by this pool's own connections; answers the function that stops it. */
      onOwnWrite(listener: (notification: Notification) => void): () => void;
    };

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir?: string; waitTimeoutMs?: number } // no dataDir: in memory
  | { kind: 'postgres'; url: string; poolSize?: number; waitTimeoutMs?: number };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens the database and brings its schema up to date with the generated migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const own = ownWriteNotifications(target.url);
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      // A request that cannot get a connection in time is refused (503) instead of queueing forever.
      connectionTimeoutMillis: target.waitTimeoutMs ?? DEFAULT_DATABASE_WAIT_TIMEOUT_MS,
      // eslint-disable-next-line @typescript-eslint/no-misused-promises -- pg-pool awaits onConnect before it hands the connection out; @types/pg says void
      onConnect: own.onConnect,
    });
    // An idle connection that dies (server restart, terminated backend) is dropped by the pool,
    // which then emits 'error': unheard, Node would treat it as fatal and stop the whole server.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost while idle: ${error.message}`));
    const db = drizzlePostgres(pool);
    await underMigrationLock(target.url, () => migratePostgres(db, { migrationsFolder }));
    return { db: db as unknown as Database, kind: 'postgres', notifications: own.source, close: () => pool.end() };
  }
  // One options object: PGlite ignores the second argument when the first (dataDir) is undefined,
  // which would silently drop the extension for in-memory databases.
  const client = new PGlite({ dataDir: target.dataDir, extensions: { btree_gist } });
  const db = await pgliteDatabase(client, target.waitTimeoutMs);
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: 'pglite', notifications: pgliteNotifications(client), close: () => client.close() };
}

/**
 * Several instances may start at once (a cluster, a rolling deploy): the first to take this session
 * lock migrates, the others wait and then find nothing left to do. Its own connection, so a pool of
 * one still migrates.
 */
async function underMigrationLock(url: string, migrate: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('courtside.migrations'))`);
    await migrate();
  } finally {
    await client.end(); // ending the session releases the lock
  }
}

/** Drizzle on a PGlite client whose one connection refuses nested queries and bounds every wait (single-connection.ts). */
export async function pgliteDatabase(client: PGlite, waitTimeoutMs = DEFAULT_DATABASE_WAIT_TIMEOUT_MS) {
  // PGlite's start-up runs its own statements through query and exec: guard them only once it is up.
  await client.waitReady;
  return drizzlePglite(guardSingleConnection(client, { waitTimeoutMs }));
}

/** The PGlite instance's own LISTEN (it quotes nothing: channels are plain lower-case names). */
export function pgliteNotifications(client: PGlite): NotificationSource {
  return { kind: 'pglite', listen: (channel, listener) => client.listen(channel, listener) };
}

/** The channels the triggers of migrations 0007, 0008 and 0020 notify on when their tables change. */
const TABLE_CHANGE_CHANNELS = ['settings_changed', 'auth_changed', 'membership_changed', 'court_changes', 'program_changes'] as const;

function ownWriteNotifications(connectionString: string): { onConnect: (client: pg.ClientBase) => Promise<void>; source: NotificationSource } {
  const listeners = new Set<(notification: Notification) => void>();
  return {
    // Awaited by the pool before it hands a new connection out, so every write it carries is heard.
    async onConnect(client) {
      client.on('notification', (message) => {
        // Other sessions' NOTIFYs reach idle pool connections too; the feed's own listener hears those.
        if (message.processId !== (client as pg.ClientBase & { processID: number }).processID) return;
        for (const listener of listeners) listener({ channel: message.channel, payload: message.payload ?? '' });
      });
      await client.query(TABLE_CHANGE_CHANNELS.map((channel) => `LISTEN ${channel}`).join('; '));
    },
    source: {
      kind: 'postgres',
      connectionString,
      onOwnWrite(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  };
}
