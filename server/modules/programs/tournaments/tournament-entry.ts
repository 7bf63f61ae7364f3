import { isUniqueViolation } from '../../../lib/db-errors.js';
import { hashOpaqueToken } from '../../../lib/opaque-token.js';
import { badRequest, conflict, notFound } from '../../../lib/http-error.js';
import { ageOn, resolveParticipant } from '../../account/households/index.js';
import { isMemberAt } from '../../account/memberships/index.js';
import type { HoldContext } from '../../checkout/products/index.js';
import { contactByEmail } from '../../users/index.js';
import {
  aheadInLine,
  claimPlaceWaitlist,
  divisionAgeProblem,
  divisionById,
  divisionPlaceOfPerson,
  enrolmentsOfEntry,
  entryCounts,
  insertEnrolment,
  liveOfferFor,
  playersPerEntry,
  releaseLapsedEnrolment,
  type EntryInput,
  type EntryPlayer,
  type HeldEntry,
  type ProgramDivisionRow,
  type TournamentEntries,
} from '../events/index.js';
import type { ProgramRow, ProgramSessionRow, RegistrationPolicy } from '../schedule/index.js';
import { personKey, publicNameOf } from '../shared/index.js';
import { entryById, insertEntry, lockEntryByToken, withdrawEntriesOf, withdrawEntry } from './tournament-entries-repository.js';

// A tournament entry on the order registry (docs/tournaments-and-waitlists.md): the player, and for
// doubles a partner from the household (held and paid on the same line) or invited by e-mail (who
// accepts through POST /api/program-invitations/:token/accept and pays their own fee).

function checkAge(program: ProgramRow, division: ProgramDivisionRow, player: EntryPlayer, first: ProgramSessionRow, field: 'participantId' | 'partner') {
  const problem = divisionAgeProblem(program, division, player.birthday, first.date);
  if (problem === 'birthday')
    throw badRequest(`${player.name} needs a birthday on the account for an age-limited division.`, { [field]: 'Add a birthday first.' }).coded(
      'program_birthday_needed',
      { name: player.name },
    );
  if (problem === 'age') {
    const message = `${player.name} does not fit the ages of ${division.name}.`;
    throw badRequest(message, { [field]: message }).coded('program_division_age', { name: player.name, division: division.name });
  }
}

/** Holds the player's (and a household partner's) places in a division, under the program row lock the caller took. */
async function holdTournamentEntry(
  ctx: HoldContext,
  input: EntryInput,
  program: ProgramRow,
  first: ProgramSessionRow,
  player: EntryPlayer,
  policy: RegistrationPolicy,
): Promise<HeldEntry> {
  const { tx, now, customer } = ctx;
  if (input.divisionId === undefined) throw badRequest('Choose a division.', { divisionId: 'Choose a division.' }).coded('program_division_required');
  const division = await divisionById(tx, input.divisionId);
  if (!division || division.programId !== program.id) throw notFound('There is no such division.').coded('program_division_not_found');
  const doubles = playersPerEntry(division.format) === 2;
  checkAge(program, division, player, first, 'participantId');
  const person = personKey(player.accountUserId, player.householdMemberId);
  await releaseLapsedEnrolment(tx, program.id, person, now);
  const alreadyEntered = async () => {
    if (await divisionPlaceOfPerson(tx, division.id, person, now))
      throw conflict(`${player.name} is already entered in ${division.name}.`).coded('program_already_registered', { name: player.name });
  };

  const place = (who: EntryPlayer, entryId: number) => ({
    programId: program.id,
    divisionId: division.id,
    entryId,
    accountUserId: who.accountUserId,
    householdMemberId: who.householdMemberId,
    person: personKey(who.accountUserId, who.householdMemberId),
    status: 'held' as const,
    holdExpiresAt: ctx.holdExpiresAt,
    priceCents: division.feeCents,
    earlyBird: false,
    ageOnFirstDay: who.birthday ? ageOn(who.birthday, first.date) : null,
    policy,
    createdAt: now,
    updatedAt: now,
  });
  const insert = async (who: EntryPlayer, entryId: number) => {
    const member = await isMemberAt(tx, { userId: who.accountUserId, householdMemberId: who.householdMemberId }, first.startsAt);
    try {
      return await tx.transaction((savepoint) => insertEnrolment(savepoint, { ...place(who, entryId), member }));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw conflict(`${who.name} is already entered in ${division.name}.`).coded('program_already_registered', { name: who.name });
    }
  };

  // The partner answering an invitation joins the entry already counted.
  if (input.invitation !== undefined) {
    const entry = await lockEntryByToken(tx, hashOpaqueToken(input.invitation));
    if (!entry || entry.divisionId !== division.id) throw notFound('There is no such invitation.').coded('program_invitation_not_found');
    if (entry.status !== 'open' || !entry.inviteExpiresAt || entry.inviteExpiresAt <= now)
      throw conflict('This invitation has lapsed.').coded('program_invitation_lapsed');
    const places = await enrolmentsOfEntry(tx, entry.id, now);
    if (places[0]?.person === person)
      throw badRequest('You cannot be your own partner.', { partner: 'You cannot be your own partner.' }).coded('program_partner_is_self');
    if (places.some((row) => row.person === person))
      throw conflict('You have already accepted: finish paying from Purchases in your account.').coded('program_already_registered', { name: player.name });
    if (places.length === 0) throw conflict('This invitation has lapsed.').coded('program_invitation_lapsed');
    if (places.length >= 2) throw conflict('This invitation has already been taken up.').coded('program_invitation_taken');
    await alreadyEntered();
    const row = await insert(player, entry.id);
    await claimPlaceWaitlist(tx, program.id, division.id, person, now);
    return { rows: [row], division, names: [player.name], feeCents: division.feeCents, invited: null };
  }

  if (!doubles && input.partner)
    throw badRequest('A singles entry has no partner.', { partner: 'A singles entry has no partner.' }).coded('program_partner_not_allowed');
  if (doubles && !input.partner) throw badRequest('Name your partner.', { partner: 'Name your partner.' }).coded('program_partner_required');

  let partner: EntryPlayer | null = null;
  let invited: string | null = null;
  if (input.partner && 'participantId' in input.partner) {
    const other = await resolveParticipant(tx, customer.userId!, input.partner.participantId);
    partner = { accountUserId: customer.userId!, householdMemberId: other.householdMemberId, name: other.name, birthday: other.birthday };
    if (personKey(partner.accountUserId, partner.householdMemberId) === person)
      throw badRequest('You cannot be your own partner.', { partner: 'Choose someone else.' }).coded('program_partner_is_self');
    checkAge(program, division, partner, first, 'partner');
    await alreadyEntered();
    if (await divisionPlaceOfPerson(tx, division.id, personKey(partner.accountUserId, partner.householdMemberId), now)) {
      throw conflict(`${partner.name} is already entered in ${division.name}.`, { partner: `${partner.name} is already entered.` }).coded(
        'program_partner_already_entered',
        { name: partner.name },
      );
    }
  } else if (input.partner && 'email' in input.partner) {
    invited = input.partner.email.trim().toLowerCase();
    const account = await contactByEmail(tx, invited);
    if (account && account.id === player.accountUserId && player.householdMemberId === null)
      throw badRequest('You cannot be your own partner.', { partner: 'Give your partner’s e-mail.' }).coded('program_partner_is_self');
    await alreadyEntered();
    if (account && (await divisionPlaceOfPerson(tx, division.id, personKey(account.id, null), now))) {
      const name = publicNameOf(`${account.firstName} ${account.lastName}`);
      throw conflict(`${name} is already entered in ${division.name}.`, { partner: `${name} is already entered.` }).coded('program_partner_already_entered', {
        name,
      });
    }
  }

  await alreadyEntered();
  // Capacity counts entries (teams), with the line ahead: a live offer of the player's own is their place.
  const taken = (await entryCounts(tx, [division.id], now)).get(division.id) ?? 0;
  const offer = await liveOfferFor(tx, program.id, division.id, person, now);
  const ahead = await aheadInLine(tx, program.id, division.id, now, offer ? 'offers' : 'line', person);
  if (taken + ahead >= division.maxEntries) throw conflict(`${division.name} is full.`).coded('program_division_full', { division: division.name });

  const entry = await insertEntry(tx, {
    programId: program.id,
    divisionId: division.id,
    inviterUserId: customer.userId,
    inviteEmail: invited,
    createdAt: now,
    updatedAt: now,
  });
  const rows = [await insert(player, entry.id)];
  if (partner) rows.push(await insert(partner, entry.id));
  await claimPlaceWaitlist(tx, program.id, division.id, person, now);
  return { rows, division, names: [player.name, ...(partner ? [partner.name] : [])], feeCents: division.feeCents, invited };
}

/** The tournaments' side of a whole-program place (events' TournamentEntries), plugged in by the programs plugin. */
export const entriesOfTournaments: TournamentEntries = {
  hold: holdTournamentEntry,
  isOpen: async (db, entryId) => (await entryById(db, entryId))?.status === 'open',
  withdraw: withdrawEntry,
  withdrawAllOf: withdrawEntriesOf,
};
