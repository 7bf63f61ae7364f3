import { householdMemberNames } from '../households/index.js';
import { contactsByIds } from '../users/index.js';
import type { Reader } from './program-ports.js';

/** Who a place or an entry belongs to, by the columns both tables share. */
export interface PersonColumns {
  accountUserId: number | null;
  householdMemberId: number | null;
  walkInName?: string | null;
}

/** "Sam Lee" for each row: the family member, the account holder, or the walk-in's name. */
export async function participantNames<T extends PersonColumns>(db: Reader, rows: T[]): Promise<Map<T, string>> {
  const [holders, members] = await Promise.all([
    contactsByIds(db, [...new Set(rows.map((row) => row.accountUserId).filter((id): id is number => id !== null))]),
    householdMemberNames(db, [...new Set(rows.map((row) => row.householdMemberId).filter((id): id is number => id !== null))]),
  ]);
  const holder = new Map(holders.map((contact) => [contact.id, `${contact.firstName} ${contact.lastName}`]));
  return new Map(
    rows.map((row) => [
      row,
      row.householdMemberId !== null
        ? (members.get(row.householdMemberId) ?? '—')
        : row.accountUserId !== null
          ? (holder.get(row.accountUserId) ?? '—')
          : (row.walkInName ?? 'Walk-in'),
    ]),
  );
}

/** 'self' or the family member's id: how the API names a participant. */
export const participantIdOf = (row: PersonColumns): 'self' | number => row.householdMemberId ?? 'self';
