import { householdMemberLevels } from '../../account/households/index.js';
import { selfRatedLevelsOf } from '../../users/index.js';
import { participantNames, publicNameOf, type Reader, type Tx } from '../shared/index.js';
import { accountRegistrationsStarting, confirmedOfAccount, lockRegistration, registrationsByIds, setRegistration } from './registrations-repository.js';
import type { Attendance, ProgramRegistrationRow, RegistrationStatus } from './schema.js';

/** A drop-in place as open play sees it: who holds it, their name and self-rated level. */
export interface OpenPlayPlace {
  id: number;
  sessionId: number;
  /** The account that holds it (a family member's place is their account holder's); null for a walk-in. */
  accountUserId: number | null;
  status: RegistrationStatus;
  attendance: Attendance | null;
  /** "Sam Lee": the family member, the account holder, or the walk-in. */
  name: string;
  /** "Sam L.": how boards, which are public, name them. */
  publicName: string;
  /** 1.0-6.0, or null when none is given (a walk-in has none). */
  level: number | null;
}

async function describe(db: Reader, rows: ProgramRegistrationRow[]): Promise<OpenPlayPlace[]> {
  const accounts = [...new Set(rows.filter((row) => row.householdMemberId === null && row.accountUserId !== null).map((row) => row.accountUserId!))];
  const members = [...new Set(rows.map((row) => row.householdMemberId).filter((id): id is number => id !== null))];
  const [names, accountLevels, memberLevels] = await Promise.all([
    participantNames(db, rows),
    selfRatedLevelsOf(db, accounts),
    householdMemberLevels(db, members),
  ]);
  return rows.map((row) => {
    const name = names.get(row) ?? '—';
    const level =
      row.householdMemberId !== null
        ? (memberLevels.get(row.householdMemberId) ?? null)
        : row.accountUserId !== null
          ? (accountLevels.get(row.accountUserId) ?? null)
          : null;
    return {
      id: row.id,
      sessionId: row.sessionId,
      accountUserId: row.accountUserId,
      status: row.status,
      attendance: row.attendance,
      name,
      publicName: publicNameOf(name),
      level: level === null ? null : Number(level),
    };
  });
}

/** These places, by id (unknown ids left out). */
export async function openPlayPlaces(db: Reader, ids: number[]): Promise<Map<number, OpenPlayPlace>> {
  const rows = await registrationsByIds(db, [...new Set(ids)]);
  return new Map((await describe(db, rows)).map((place) => [place.id, place]));
}

/** The ids of the confirmed places an account (for itself or its family) holds in a session. */
export async function confirmedPlacesOfAccount(db: Reader, sessionId: number, accountUserId: number): Promise<number[]> {
  return (await confirmedOfAccount(db, sessionId, accountUserId)).map((row) => row.id);
}

/** An account's places (its own and its family's) in the sessions that start in a period, for its open play history. */
export async function accountPlacesStarting(db: Reader, accountUserId: number, startsAfter: Date, startsBy: Date): Promise<OpenPlayPlace[]> {
  return describe(db, await accountRegistrationsStarting(db, accountUserId, startsAfter, startsBy));
}

/** Whether the caller holds this place: their own or a family member's (both are on their account). */
export const isCallersPlace = (place: Pick<OpenPlayPlace, 'accountUserId'>, userId: number) => place.accountUserId === userId;

/**
 * A player checks themself in (open play's code): the place locked and, when confirmed, marked
 * checked in, in the caller's transaction. Not told to the attendance listener: the caller is it.
 */
export async function checkInPlace(tx: Tx, registrationId: number, now: Date): Promise<OpenPlayPlace | null> {
  const row = await lockRegistration(tx, registrationId);
  if (!row) return null;
  const marked =
    row.status === 'confirmed' && row.attendance !== 'checked_in'
      ? ((await setRegistration(tx, row.id, { attendance: 'checked_in', updatedAt: now })) ?? row)
      : row;
  const [place] = await describe(tx, [marked]);
  return place;
}
