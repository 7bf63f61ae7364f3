import type { PGlite, Transaction } from '@electric-sql/pglite';
import { getTableColumns, sql, type Column, type Table, type WithSubquery } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Database } from './client.js';

/**
 * The hot writes' statements as SQL text written once, with $1.. parameters (issue 28): drizzle
 * built each statement anew on every call (a quarter of a booking's Node CPU). On node-postgres a
 * statement runs as a named prepared statement on the connection it is given (a transaction's own
 * pool client), so PostgreSQL parses and plans it once per connection; on PGlite (one connection,
 * in this process) it is a plain parameterised query. Rows come back as the driver parses them:
 * the texts name their columns as the row types do (see `columnsOf`).
 */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
}

/** The drizzle handle a statement runs on: the app's database or a transaction (savepoints included). */
export type StatementRunner = Pick<Database, '_'>;

const defined = new Map<string, string>();

/**
 * A statement's name and text, fixed for the life of the process. A connection keeps the first text
 * it prepared under a name, so one name with two texts is refused here, at module load.
 */
export function preparedStatement(name: string, text: string): PreparedStatement {
  const known = defined.get(name);
  if (known !== undefined && known !== text) throw new Error(`The prepared statement "${name}" is already defined with another text.`);
  if (name.length > 63) throw new Error(`The prepared statement name "${name}" is longer than PostgreSQL keeps (63).`);
  defined.set(name, text);
  return { name, text };
}

/**
 * Runs the statement on the handle's own connection: a transaction's client inside a transaction
 * (never the app's handle, which on PGlite would wait for that transaction), else the pool or PGlite.
 * Values go to the driver as they are: pass timestamps as ISO strings and JSON as text.
 */
export async function preparedQuery<Row>(db: StatementRunner, statement: PreparedStatement, values: readonly unknown[]): Promise<Row[]> {
  const session = db._.session;
  if (session instanceof NodePgSession) {
    const client = (session as unknown as { client: pg.Pool | pg.PoolClient }).client;
    const result = await client.query<Row & pg.QueryResultRow>({ name: statement.name, text: statement.text, values: values as unknown[] });
    return result.rows;
  }
  // The guarded PGlite (server/db/single-connection.ts) outside a transaction, PGlite's own transaction inside one.
  const client = (session as unknown as { client: Pick<PGlite | Transaction, 'query'> }).client as Pick<Transaction, 'query'>;
  return (await client.query<Row>(statement.text, values as unknown[])).rows;
}

/**
 * Column types both drivers parse to what drizzle's row types say (a timestamp with time zone to a
 * Date, jsonb to its value, an integer to a number); any other type needs drizzle's own mapping.
 */
const PLAIN_COLUMNS = new Set(['PgSerial', 'PgInteger', 'PgText', 'PgUUID', 'PgJsonb']);

function parsedAlike(column: Pick<Column, 'columnType'>): boolean {
  if (PLAIN_COLUMNS.has(column.columnType)) return true;
  if (column.columnType === 'PgTimestamp') return (column as unknown as { withTimezone: boolean }).withTimezone;
  // A custom type without fromDriver keeps the driver's text (bookings.during, a range).
  return column.columnType === 'PgCustomColumn' && (column as unknown as { mapFrom?: unknown }).mapFrom === undefined;
}

/**
 * The table's columns for a select list or RETURNING, each named as the table's row type names it
 * (`"starts_at" as "startsAt"`), so a row comes back in drizzle's shape without mapping. Refuses a
 * column a driver would parse differently from drizzle (a date, a timestamp without time zone…).
 */
export function columnsOf(table: Table): string {
  return Object.entries(getTableColumns(table))
    .map(([key, column]) => {
      if (!parsedAlike(column)) throw new Error(`Column ${column.name} (${column.columnType}) needs drizzle's mapping; map it by hand.`);
      return column.name === key ? `"${key}"` : `"${column.name}" as "${key}"`;
    })
    .join(', ');
}

const dialect = new PgDialect();

/**
 * Another module's data-modifying CTE (a drizzle WithSubquery), as `"alias" as (…)` text with its
 * parameters numbered from $1: a statement written as text takes it in after its own parameters are
 * shifted past these. Its text is the same from call to call when its shape is.
 */
export function cteText(write: WithSubquery): { text: string; params: unknown[] } {
  const { sql: text, params } = dialect.sqlToQuery(sql`${sql.identifier(write._.alias)} as (${write._.sql})`);
  return { text, params };
}
