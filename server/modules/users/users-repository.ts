import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users, type User } from './schema.js';

// The only SQL on the accounts table: the users service, other modules (through the index) and the
// owner's command line call these, passing their transaction when a write must be atomic.

type Reader = Pick<Database, 'select'>;
type Writer = Pick<Database, 'update'>;

export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'tokenVersion' | 'roles'>;
export type ProfilePatch = Partial<Pick<User, 'firstName' | 'lastName' | 'gender' | 'postalCode' | 'birthday' | 'phoneNumber' | 'locale' | 'selfRatedLevel'>>;
export interface UserSearch {
  search?: string;
  role?: 'admin' | 'owner' | 'staff';
  limit: number;
  offset: number;
}

const arrayHas = (role: string) => sql`${role} = any(${users.roles})`;

/** An account's name and e-mail, as other modules' views and mails show them. */
export interface AccountContact {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  /** The account's language: its e-mails are written in it. */
  locale: 'en-CA' | 'fr-CA';
}

const contact = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, locale: users.locale };

/** The account, inside the caller's transaction when one is given. */
export async function accountById(db: Reader, id: number): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function contactOf(db: Reader, id: number): Promise<AccountContact | null> {
  const [row] = await db.select(contact).from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function contactsByIds(db: Reader, ids: number[]): Promise<AccountContact[]> {
  return ids.length ? db.select(contact).from(users).where(inArray(users.id, ids)) : [];
}

/** Each account's self-rated level (1.0-6.0; null: none given): open play's band for its holder. */
export async function selfRatedLevelsOf(db: Reader, ids: number[]): Promise<Map<number, number | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, level: users.selfRatedLevel }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.level]));
}

/** The account with this e-mail (compared without case), e.g. a tournament partner named by e-mail. */
export async function contactByEmail(db: Reader, email: string): Promise<AccountContact | null> {
  const [row] = await db
    .select(contact)
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row ?? null;
}

/** What the auth plugin needs of the account behind a login. */
export async function sessionAccountOf(db: Reader, id: number) {
  const [row] = await db.select({ id: users.id, email: users.email, roles: users.roles, tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Locks the account row for the caller's transaction (one purchase at a time per account). */
export async function lockAccount(tx: Reader, id: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}

/**
 * The account's contact, locked (`FOR UPDATE`) for the caller's transaction, as SQL text for a CTE
 * that another module's statement takes in (written once: server/db/prepared-query.ts): its
 * columns are "id" and "contact" (json: id, firstName, lastName, email, locale, birthday), and the
 * account's id is its parameter $1. The lock and the names cost that statement no extra round trip.
 */
export const LOCKED_CONTACT_SQL =
  `select "id", json_build_object('id', "id", 'firstName', "first_name", 'lastName', "last_name", 'email', "email", 'locale', "locale", 'birthday', "birthday") as "contact" ` +
  `from "users" where "id" = $1::int for update`;

/** What LOCKED_CONTACT_SQL's "contact" holds. */
export type LockedContact = AccountContact & { birthday: string | null };

/** Ids of the accounts whose e-mail or full name matches an ILIKE pattern: a subquery for `inArray`. */
export function accountIdsMatching(db: Reader, pattern: string) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern)));
}

/** A password reset's write, in its transaction: the new hash, and a new token version that ends older access tokens. */
export async function setPasswordAndBumpTokenVersion(tx: Writer, id: number, passwordHash: string): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export async function accountByEmail(db: Reader, email: string): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

/** One page of the accounts matching a search (e-mail or either name, without case) and a role, and how many match. */
export async function searchAccounts(db: Reader, { search, role, limit, offset }: UserSearch): Promise<{ rows: User[]; total: number }> {
  const filters: SQL[] = [];
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern))!);
  }
  if (role === 'staff') filters.push(or(arrayHas('admin'), arrayHas('owner'))!);
  else if (role) filters.push(arrayHas(role));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(users).where(where).orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total };
}

/** The account, locked for the caller's transaction (an edit that compares before and after). */
export async function lockedAccount(tx: Reader, id: number): Promise<User | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row ?? null;
}

/** The edited account, or null when there is none. */
export async function updateProfile(db: Writer, id: number, patch: ProfilePatch): Promise<User | null> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

/** The new account, or null when the e-mail is taken. */
export async function insertAccount(db: Pick<Database, 'insert'>, values: NewUser & { roles?: string[] }): Promise<User | null> {
  const [user] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return user ?? null;
}

export async function setPasswordHash(db: Writer, id: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, id));
}

/** Locks every owner's row: role changes then run one at a time, so two owners cannot demote each other at once. */
export async function lockOwners(tx: Reader): Promise<number[]> {
  const owners = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`'owner' = any(${users.roles})`)
    .for('update');
  return owners.map((owner) => owner.id);
}

export async function setRoles(db: Writer, id: number, roles: string[]): Promise<User | null> {
  const [row] = await db.update(users).set({ roles, updatedAt: new Date() }).where(eq(users.id, id)).returning();
  return row ?? null;
}
