import { asc, eq, max } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { badRequest, notFound } from '../http-error.js';

/** The columns every owner-ordered list has (coaches, partners); the rest are the kind's own. */
export type OwnerListTable = PgTable & {
  id: AnyPgColumn;
  name: AnyPgColumn;
  displayOrder: AnyPgColumn;
  published: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

/** What a kind writes on a row: everything but the id, the place and the times the table keeps. */
export type OwnerListValues<T extends OwnerListTable> = Omit<T['$inferInsert'], 'id' | 'displayOrder' | 'createdAt' | 'updatedAt'>;

/** 400 `order_ids_mismatch` unless `ids` is exactly the current ids (each once, none missing, none unknown). */
function checkFullOrder(ids: readonly number[], current: readonly number[], noun: string): void {
  const known = new Set(current);
  const exact = ids.length === known.size && new Set(ids).size === ids.length && ids.every((id) => known.has(id));
  if (!exact) {
    throw badRequest(`Send the id of every ${noun} exactly once, in the new order: the list may have changed, so read it again.`).coded('order_ids_mismatch', {
      expected: known.size,
    });
  }
}

/**
 * The only SQL on an owner-ordered list's table: the published rows and every row (by display
 * order, then name), add (last unless a place is given), change (keeping the place unless one is
 * given), remove, and reorder (every id once). Each kind's module makes one for its own table.
 */
export class OwnerListRepository<T extends OwnerListTable> {
  constructor(
    private readonly db: Database,
    private readonly table: T,
    /** The kind's word in messages and codes: `coach` answers 404 `coach_not_found`, "…every coach…". */
    private readonly noun: string,
  ) {}

  // Drizzle cannot follow a table's row type through a generic table: the queries below are built
  // on the columns every list has, and their rows are the kind's own (T's) as the table says.
  private get list(): OwnerListTable {
    return this.table;
  }

  private get listOrder() {
    return [asc(this.list.displayOrder), asc(this.list.name), asc(this.list.id)];
  }

  private notFound() {
    return notFound(`There is no such ${this.noun}.`).coded(`${this.noun}_not_found`);
  }

  /** Published rows, by display order then name. */
  async published(): Promise<T['$inferSelect'][]> {
    const rows: unknown = await this.db
      .select()
      .from(this.list)
      .where(eq(this.list.published, true))
      .orderBy(...this.listOrder);
    return rows as T['$inferSelect'][];
  }

  /** Every row, hidden ones included, in the same order. */
  async all(): Promise<T['$inferSelect'][]> {
    const rows: unknown = await this.db
      .select()
      .from(this.list)
      .orderBy(...this.listOrder);
    return rows as T['$inferSelect'][];
  }

  /** Adds a row at `order`, or last when it is left out. */
  create(values: OwnerListValues<T>, order: number | undefined): Promise<T['$inferSelect']> {
    return this.db.transaction(async (tx) => {
      let displayOrder = order;
      if (displayOrder === undefined) {
        const [{ last }] = await tx.select({ last: max(this.list.displayOrder) }).from(this.list);
        displayOrder = ((last as number | null) ?? -1) + 1;
      }
      const [row]: unknown[] = await tx
        .insert(this.list)
        .values({ ...values, displayOrder })
        .returning();
      return row as T['$inferSelect'];
    });
  }

  /** Changes a row's values, and its place when `order` is given (404 when there is no such row). */
  async update(id: number, values: OwnerListValues<T>, order: number | undefined): Promise<T['$inferSelect']> {
    const [row]: unknown[] = await this.db
      .update(this.list)
      .set({ ...values, ...(order === undefined ? {} : { displayOrder: order }), updatedAt: new Date() })
      .where(eq(this.list.id, id))
      .returning();
    if (!row) throw this.notFound();
    return row as T['$inferSelect'];
  }

  /** Removes a row (404 when there is no such row). */
  async remove(id: number): Promise<void> {
    const deleted = await this.db.delete(this.list).where(eq(this.list.id, id)).returning({ id: this.list.id });
    if (deleted.length === 0) throw this.notFound();
  }

  /** Puts the rows in the order of `ids`, which must be every row's id once (400 `order_ids_mismatch`). */
  reorder(ids: number[]): Promise<T['$inferSelect'][]> {
    return this.db.transaction(async (tx) => {
      const current = (await tx.select({ id: this.list.id, displayOrder: this.list.displayOrder }).from(this.list).for('update')) as {
        id: number;
        displayOrder: number;
      }[];
      checkFullOrder(
        ids,
        current.map((row) => row.id),
        this.noun,
      );
      const was = new Map(current.map((row) => [row.id, row.displayOrder]));
      for (const [index, id] of ids.entries()) {
        if (was.get(id) !== index) await tx.update(this.list).set({ displayOrder: index, updatedAt: new Date() }).where(eq(this.list.id, id));
      }
      const rows: unknown = await tx
        .select()
        .from(this.list)
        .orderBy(...this.listOrder);
      return rows as T['$inferSelect'][];
    });
  }
}
