import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.js';

/** How many rows a table holds, read through Drizzle. */
export async function countRows(t: TestApp, table: PgTable): Promise<number> {
  const [{ n }] = await t.database.db.select({ n: count() }).from(table);
  return Number(n);
}

type Rows = { rows: Record<string, unknown>[] };

/**
 * The abuse limits' counters: every attempt counts, a refused one too (that is their point), so
 * they are left out of "nothing was written"; tests/server/auth/rate-limits.test.ts checks them.
 */
const COUNTERS = ['rate_limit_windows'];

/**
 * Row counts and a digest of every row of every table of the schema (whatever tables exist, but
 * the counters above). Two equal states mean no row was written, changed or deleted in between
 * (timestamps included, so even an `updatedAt` bump shows).
 */
export async function databaseState(t: TestApp): Promise<Record<string, unknown>> {
  const listed = await t.database.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the shared Database type's execute() answers unknown; the rows shape is asserted here
  const tables = (listed as unknown as Rows).rows.map((row) => String(row.name)).filter((name) => !COUNTERS.includes(name));
  const columns = tables.map(
    (name) =>
      `(select count(*)::int from "${name}") as "${name}", ` +
      `(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from "${name}" x) as "${name}_digest"`,
  );
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the shared Database type's execute() answers unknown; the rows shape is asserted here
  const result = (await t.database.db.execute(sql.raw(`select ${columns.join(', ')}`))) as unknown as Rows;
  return result.rows[0];
}

type Cookie = { name: string; value: string; path?: string; maxAge?: number; expires?: Date; httpOnly?: boolean; secure?: boolean; sameSite?: string };

/** The Set-Cookie of one name in a response, if any. */
export function setCookie(response: LightMyRequestResponse, name: string): Cookie | undefined {
  return (response.cookies as Cookie[]).find((cookie) => cookie.name === name);
}

/** Whether the response tells the browser to delete the cookie (empty value, Max-Age=0 or an expiry in the past). */
export function clearsCookie(response: LightMyRequestResponse, name: string): boolean {
  const cookie = setCookie(response, name);
  if (!cookie) return false;
  const expired = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
  return cookie.value === '' && expired;
}

/** The shape of every error answer: nothing more, so a refusal never carries data. */
export const ERROR_KEYS = ['code', 'error', 'fields', 'message', 'name', 'params', 'retryAfterSeconds', 'statusCode'];
