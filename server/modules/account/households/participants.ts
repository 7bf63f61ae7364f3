import type { Database } from '../../../db/client.js';
import { conflict, notFound } from '../../../lib/http-error.js';
import { accountById } from '../../users/index.js';
import { countCurrentMembers, currentMembers, memberOfAccount } from './household-members-repository.js';

type Reader = Pick<Database, 'select'>;

/** Who a registration or purchase is for: the account holder, or one of their family members. */
export type ParticipantId = 'self' | number;

export interface Participant {
  /** 'self' for the account holder, else the family member's id. */
  id: ParticipantId;
  /** The account that holds (and pays for) this participant. */
  accountUserId: number;
  householdMemberId: number | null;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD; null for staff accounts made from the command line. */
  birthday: string | null;
  /** "Sam Lee": how receipts and lists name them. */
  name: string;
}

/**
 * The participant a caller names, checked to be theirs: 'self', or a current family member of the
 * account. Another account's member answers 404 (as if absent); a removed one 409.
 */
export async function resolveParticipant(db: Reader, accountUserId: number, participantId: ParticipantId): Promise<Participant> {
  if (participantId === 'self') {
    const account = await accountById(db, accountUserId);
    if (!account) throw notFound('There is no such account.').coded('account_not_found');
    return {
      id: 'self',
      accountUserId,
      householdMemberId: null,
      firstName: account.firstName,
      lastName: account.lastName,
      birthday: account.birthday,
      name: `${account.firstName} ${account.lastName}`,
    };
  }
  const member = await memberOfAccount(db, accountUserId, participantId);
  if (!member) throw notFound('There is no such family member on this account.').coded('participant_not_found');
  if (member.removedAt)
    throw conflict(`${member.firstName} ${member.lastName} was removed from this account.`).coded('participant_removed', {
      name: `${member.firstName} ${member.lastName}`,
    });
  return {
    id: member.id,
    accountUserId,
    householdMemberId: member.id,
    firstName: member.firstName,
    lastName: member.lastName,
    birthday: member.birthday,
    name: `${member.firstName} ${member.lastName}`,
  };
}

/** The account holder and their current family members, in the order Account lists them. */
export async function participantsOf(db: Reader, accountUserId: number): Promise<Participant[]> {
  const self = await resolveParticipant(db, accountUserId, 'self');
  const members = await currentMembers(db, accountUserId);
  return [
    self,
    ...members.map((member) => ({
      id: member.id,
      accountUserId,
      householdMemberId: member.id,
      firstName: member.firstName,
      lastName: member.lastName,
      birthday: member.birthday,
      name: `${member.firstName} ${member.lastName}`,
    })),
  ];
}

/** How many people an account registers for: the holder and their current family members. */
export async function householdSize(db: Reader, accountUserId: number): Promise<number> {
  return 1 + (await countCurrentMembers(db, accountUserId));
}
