import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { pgliteDatabase } from '../../../server/db/client.js';
import { DatabaseBusyError, NestedQueryError } from '../../../server/db/single-connection.js';

// Issue 25: PGlite has one connection. A query on the handle inside an open transaction used to
// wait for itself forever; now it fails at once. A request that waits too long gives up with 503.

const clients: PGlite[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

async function database(waitTimeoutMs = 10_000) {
  const client = new PGlite();
  clients.push(client);
  return pgliteDatabase(client, waitTimeoutMs);
}

const one = async (db: Awaited<ReturnType<typeof database>>) => (await db.execute(sql`select 1 as one`)).rows[0];

describe('the single-connection guard', () => {
  it('fails a query sent on the handle while a transaction is open on it, and rolls the transaction back', async () => {
    const db = await database();
    await db.execute(sql`create table notes (text text)`);
    const attempt = db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values ('kept?')`);
      await db.execute(sql`select 1`); // the handle, not tx: would wait for this very transaction
    });
    await expect(attempt).rejects.toMatchObject({ cause: expect.any(NestedQueryError) });
    expect((await db.execute(sql`select count(*)::int as n from notes`)).rows[0]).toEqual({ n: 0 });
  });

  it('fails a transaction opened on the handle inside another one', async () => {
    const db = await database();
    await expect(db.transaction(async () => db.transaction(async (inner) => inner.execute(sql`select 1`)))).rejects.toBeInstanceOf(NestedQueryError);
  });

  it('lets queries outside any transaction, and the transaction’s own, run', async () => {
    const db = await database();
    expect(await one(db)).toEqual({ one: 1 });
    expect(await db.transaction(async (tx) => (await tx.execute(sql`select 2 as two`)).rows[0])).toEqual({ two: 2 });
    // Another caller's query waits its turn rather than failing: only the transaction's own context is refused.
    let release!: () => void;
    const held = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await new Promise<void>((resolve) => (release = resolve));
    });
    const waiting = one(db);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await held;
    expect(await waiting).toEqual({ one: 1 });
  });

  it('allows work the transaction started but did not await to query once the transaction is over', async () => {
    const db = await database();
    let later: Promise<unknown> = Promise.resolve();
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      later = new Promise((resolve) => setTimeout(resolve, 10)).then(() => one(db));
    });
    await expect(later).resolves.toEqual({ one: 1 });
  });

  it('refuses a query that waits longer than the bound, and never runs it afterwards', async () => {
    const db = await database(50);
    await db.execute(sql`create table marks (n int)`);
    let release!: () => void;
    const held = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await new Promise<void>((resolve) => (release = resolve));
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const late = db.execute(sql`insert into marks values (1)`);
    await expect(late).rejects.toMatchObject({ cause: expect.any(DatabaseBusyError) });
    release();
    await held;
    expect((await db.execute(sql`select count(*)::int as n from marks`)).rows[0]).toEqual({ n: 0 });
  });
});
