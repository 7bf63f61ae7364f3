/**
 * Instances that start together on an empty PostgreSQL database (a cluster's first start, a rolling
 * deploy) migrate it once between them: openDatabase takes an advisory lock around the migrator,
 * and the first start's partners are written once.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/client.js';
import { partners } from '../../../server/db/schema.js';
import { seedStartingPartners } from '../../../server/seed/starting-partners.js';
import { onRealPostgres } from '../helpers/test-database.js';

const adminUrl = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `courtside_test_migrate_${Date.now()}_${randomBytes(4).toString('hex')}`;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.runIf(onRealPostgres())('instances starting together on an empty database (PostgreSQL)', () => {
  afterAll(() => admin(`drop database if exists "${name}" with (force)`));

  it('all three start: one migrates, the others wait and find nothing to do; the starting partners are written once', async () => {
    await admin(`create database "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handles = await Promise.all(Array.from({ length: 3 }, () => openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 })));
    try {
      const seeded = await Promise.all(handles.map((handle) => seedStartingPartners(handle.db)));
      expect(seeded.filter(Boolean)).toHaveLength(1);
      expect(await handles[0].db.select().from(partners)).toHaveLength(1);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });
});
