import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, pgliteDatabase, pgliteNotifications, type Database, type DatabaseHandle } from '../../../server/db/client.js';
import * as schema from '../../../server/db/schema.js';

/**
 * A fresh, migrated database for one test file. By default an in-memory PGlite; with
 * TEST_DATABASE=postgres (npm run test:pg) a new database on the real server, dropped afterwards.
 */
export async function openTestDatabase(options: { waitTimeoutMs?: number } = {}): Promise<DatabaseHandle> {
  if (process.env.TEST_DATABASE !== 'postgres') return openPgliteFromTemplate(options.waitTimeoutMs);

  const adminUrl = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `courtside_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: TEST_POOL_SIZE, waitTimeoutMs: options.waitTimeoutMs });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

export const onRealPostgres = () => process.env.TEST_DATABASE === 'postgres';

/** Connections each test file's PostgreSQL pool may open. */
export const TEST_POOL_SIZE = 20;

const migrationsFolder = fileURLToPath(new URL('../../../server/db/migrations', import.meta.url));
// Keep in step with openDatabase (server/db/client.ts); a mismatch falls back to it below.
const extensions = { btree_gist };

/**
 * Starting PGlite and running every migration costs seconds per test file, and files run one
 * after another on small machines. So the first file migrates an in-memory PGlite once and keeps
 * a dump of its data directory in the OS temp folder, keyed by the migrations' content; every
 * file then starts its own fresh copy from that dump (and still runs the migrator, a no-op).
 * Anything unexpected falls back to the server's own openDatabase.
 */
async function openPgliteFromTemplate(waitTimeoutMs?: number): Promise<DatabaseHandle> {
  try {
    const template = await migratedTemplate();
    const client = new PGlite({ loadDataDir: template, extensions });
    // The server's own guard: a query on the handle inside an open transaction fails loudly here too.
    const db = await pgliteDatabase(client, waitTimeoutMs);
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: 'pglite', notifications: pgliteNotifications(client), close: () => client.close() };
  } catch (error) {
    console.warn(`PGlite template unavailable (${(error as Error).message}); migrating from scratch.`);
    return openDatabase({ kind: 'pglite', waitTimeoutMs });
  }
}

async function migratedTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `courtside-pglite-template-${migrationsKey()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const client = new PGlite({ extensions });
  try {
    await migrate(drizzle(client, { schema }), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    const bytes = Buffer.from(await dump.arrayBuffer());
    // Write then rename, so a file running at the same time never reads half a template.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    removeStaleTemplates(file);
    return new Blob([bytes]);
  } finally {
    await client.close();
  }
}

/** Templates of other migration sets (40 MB each) go once they are a day old; a removed one is simply rebuilt. */
function removeStaleTemplates(current: string) {
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (!name.startsWith('courtside-pglite-template-') || path === current) continue;
    try {
      if (Date.now() - statSync(path).mtimeMs > 86_400_000) rmSync(path, { force: true });
    } catch {
      // another run may be removing it too
    }
  }
}

/** A digest of every migration file (SQL and journal) and the PGlite version. */
function migrationsKey(): string {
  const hash = createHash('sha256');
  const pglitePackage = fileURLToPath(new URL('../../../node_modules/@electric-sql/pglite/package.json', import.meta.url));
  hash.update(existsSync(pglitePackage) ? String(JSON.parse(readFileSync(pglitePackage, 'utf8')).version) : 'unknown');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(`${path.slice(migrationsFolder.length)}\n`).update(readFileSync(path));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}
