import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { conflict, notFound } from '../../lib/http-error.js';
import type { ChangeFeed } from '../../plugins/change-feed.js';
import { users, type User } from './schema.js';

export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'tokenVersion' | 'roles'>;
export type ProfilePatch = Partial<Pick<User, 'firstName' | 'lastName' | 'gender' | 'postalCode' | 'birthday' | 'phoneNumber' | 'locale'>>;
export interface UserSearch {
  search?: string;
  role?: 'admin' | 'owner' | 'staff';
  limit: number;
  offset: number;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const arrayHas = (role: string) => sql`${role} = any(${users.roles})`;

/** The accounts table: the only SQL on it outside a password reset's transaction. */
export class UsersService {
  constructor(
    private readonly db: Database,
    /** A role change answers once every instance has been told (a trigger sends auth_changed). */
    private readonly feed: Pick<ChangeFeed, 'caughtUp'>,
  ) {}

  async byId(id: number): Promise<User | null> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row ?? null;
  }

  async byEmail(email: string): Promise<User | null> {
    const [row] = await this.db.select().from(users).where(eq(users.email, email));
    return row ?? null;
  }

  /** The account or a 404. */
  async load(id: number): Promise<User> {
    const row = await this.byId(id);
    if (!row) throw notFound('No such account.').coded('account_not_found');
    return row;
  }

  async search({ search, role, limit, offset }: UserSearch): Promise<{ rows: User[]; total: number }> {
    const filters: SQL[] = [];
    if (search) {
      const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      filters.push(or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern))!);
    }
    if (role === 'staff') filters.push(or(arrayHas('admin'), arrayHas('owner'))!);
    else if (role) filters.push(arrayHas(role));
    const where = filters.length ? and(...filters) : undefined;
    const [rows, [{ total }]] = await Promise.all([
      this.db.select().from(users).where(where).orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)).limit(limit).offset(offset),
      this.db.select({ total: count() }).from(users).where(where),
    ]);
    return { rows, total };
  }

  /** `written` runs in the update's transaction with the row before and after (staff edits write the audit trail there). */
  async updateProfile(id: number, patch: ProfilePatch, written?: (tx: Tx, before: User, after: User) => Promise<void>): Promise<User> {
    const write = async (db: Pick<Database, 'update'>) => {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw notFound('No such account.').coded('account_not_found');
      return row;
    };
    if (!written) return write(this.db);
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      if (!before) throw notFound('No such account.').coded('account_not_found');
      const row = await write(tx);
      await written(tx, before, row);
      return row;
    });
  }

  /** The new account, or null when the e-mail is taken. */
  async create(values: NewUser): Promise<User | null> {
    const [user] = await this.db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
    return user ?? null;
  }

  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.db.update(users).set({ passwordHash }).where(eq(users.id, id));
  }

  async setRoles(id: number, roles: string[]): Promise<User> {
    const updated = await this.db.transaction(async (tx) => {
      // Locking every owner row serialises role changes, so two owners cannot demote each other at once.
      const owners = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`'owner' = any(${users.roles})`)
        .for('update');
      const [target] = await tx.select().from(users).where(eq(users.id, id));
      if (!target) throw notFound('No such account.').coded('account_not_found');
      const losesOwner = target.roles.includes('owner') && !roles.includes('owner');
      if (losesOwner && owners.length <= 1) throw conflict('The venue must keep at least one owner.').coded('last_owner');
      const [row] = await tx.update(users).set({ roles, updatedAt: new Date() }).where(eq(users.id, target.id)).returning();
      return row;
    });
    await this.feed.caughtUp();
    return updated;
  }
}
