import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { coaches } from './schema.js';

// SQL on the coaches table beyond the owner's list (server/lib/owner-list runs that one).

/** Coaches' names by id, for programs that name their coach (a removed coach is simply absent). */
export async function coachNames(db: Pick<Database, 'select'>, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: coaches.id, name: coaches.name }).from(coaches).where(inArray(coaches.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}
