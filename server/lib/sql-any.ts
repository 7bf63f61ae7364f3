import { sql, type Column, type SQL } from 'drizzle-orm';

/**
 * `column = any($1::int[])`: one parameter for a list of ids, where drizzle's inArray writes and
 * types one parameter per id. A week of sessions asks about forty ids in four statements, and
 * building those lists was a quarter of the list's time; the database plans one shape for any count.
 */
export function anyId(column: Column, ids: readonly number[]): SQL {
  return sql`${column} = any(${sql.param(ids)}::int[])`;
}
