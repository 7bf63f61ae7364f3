import { conflict } from '../../../lib/http-error.js';
import { householdMemberNames } from '../../account/households/index.js';
import { contactsByIds } from '../../users/index.js';
import type { Reader } from './db-handles.js';

/** Who holds a place: the account holder, a family member, or a walk-in sold at the desk. */
export const personKey = (accountUserId: number | null, householdMemberId: number | null, walkIn?: string) =>
  householdMemberId !== null ? `member:${householdMemberId}` : accountUserId !== null ? `user:${accountUserId}` : `walkin:${walkIn ?? ''}`;

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

/** The holder's own place (no family member): e-mails speak to them as "you". */
export const isHolders = (row: PersonColumns) => row.householdMemberId === null;

/** "Alice L." from "Alice Lee": how entrants and inviters are named in public and to strangers. */
export function publicNameOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/);
  if (words.length < 2) return words[0] ?? '';
  const last = words.pop()!;
  return `${words.join(' ')} ${last.slice(0, 1)}.`;
}

/** The household's refusal to remove a family member who holds a place still to come (a session or a program). */
export function memberStillRegistered(member: { firstName: string; lastName: string }) {
  const name = `${member.firstName} ${member.lastName}`;
  return conflict(`${name} is registered for a session still to come, so they cannot be removed from the account.`).coded('household_member_in_use', {
    name,
    reason: 'registration',
  });
}

/** Rows of accounts grouped per account and `keyOf` (a session, a program), in the order first seen: one e-mail each. */
export function perAccount<T extends PersonColumns>(rows: T[], keyOf: (row: T) => number): { accountUserId: number; key: number; rows: T[] }[] {
  const groups = new Map<string, { accountUserId: number; key: number; rows: T[] }>();
  for (const row of rows) {
    if (row.accountUserId === null) continue;
    const id = `${row.accountUserId}:${keyOf(row)}`;
    const group = groups.get(id) ?? { accountUserId: row.accountUserId, key: keyOf(row), rows: [] };
    group.rows.push(row);
    groups.set(id, group);
  }
  return [...groups.values()];
}
