import { eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users, type User } from './schema.js';

type Reader = Pick<Database, 'select'>;
type Writer = Pick<Database, 'update'>;

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

/** The account with this e-mail (compared without case), e.g. a tournament partner named by e-mail. */
export async function contactByEmail(db: Reader, email: string): Promise<AccountContact | null> {
  const [row] = await db.select(contact).from(users).where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
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
