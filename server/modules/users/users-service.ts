import type { Database } from '../../db/client.js';
import { conflict, notFound } from '../../lib/http-error.js';
import type { ChangeFeed } from '../../plugins/change-feed.js';
import type { User } from './schema.js';
import {
  accountById,
  accountByEmail,
  insertAccount,
  lockedAccount,
  lockOwners,
  searchAccounts,
  setPasswordHash,
  setRoles,
  updateProfile,
  type NewUser,
  type ProfilePatch,
  type UserSearch,
} from './users-repository.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The account, or the 404 for one that does not exist. */
function found(row: User | null): User {
  if (!row) throw notFound('No such account.').coded('account_not_found');
  return row;
}

/** Accounts: their look-ups, profile edits, sign-up and roles (the SQL is users-repository.ts). */
export class UsersService {
  constructor(
    private readonly db: Database,
    /** A role change answers once every instance has been told (a trigger sends auth_changed). */
    private readonly feed: Pick<ChangeFeed, 'caughtUp'>,
  ) {}

  async byId(id: number): Promise<User | null> {
    return accountById(this.db, id);
  }

  async byEmail(email: string): Promise<User | null> {
    return accountByEmail(this.db, email);
  }

  /** The account or a 404. */
  async load(id: number): Promise<User> {
    return found(await this.byId(id));
  }

  async search(search: UserSearch): Promise<{ rows: User[]; total: number }> {
    return searchAccounts(this.db, search);
  }

  /** `written` runs in the update's transaction with the row before and after (staff edits write the audit trail there). */
  async updateProfile(id: number, patch: ProfilePatch, written?: (tx: Tx, before: User, after: User) => Promise<void>): Promise<User> {
    if (!written) return found(await updateProfile(this.db, id, patch));
    return this.db.transaction(async (tx) => {
      const before = found(await lockedAccount(tx, id));
      const after = found(await updateProfile(tx, id, patch));
      await written(tx, before, after);
      return after;
    });
  }

  /** The new account, or null when the e-mail is taken. */
  async create(values: NewUser): Promise<User | null> {
    return insertAccount(this.db, values);
  }

  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await setPasswordHash(this.db, id, passwordHash);
  }

  async setRoles(id: number, roles: string[]): Promise<User> {
    const updated = await this.db.transaction(async (tx) => {
      const owners = await lockOwners(tx);
      const target = found(await accountById(tx, id));
      const losesOwner = target.roles.includes('owner') && !roles.includes('owner');
      if (losesOwner && owners.length <= 1) throw conflict('The venue must keep at least one owner.').coded('last_owner');
      return found(await setRoles(tx, target.id, roles));
    });
    await this.feed.caughtUp();
    return updated;
  }
}
