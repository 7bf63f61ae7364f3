import type { Database } from '../../../db/client.js';
import { fieldRule } from '../../../lib/field-rules.js';
import { badRequest, conflict, notFound } from '../../../lib/http-error.js';
import { venueToday } from '../../../lib/venue-time.js';
import { recordStaffAction, staffMember } from '../../audit/index.js';
import { readCompanySettings } from '../../settings/company/index.js';
import { lockAccount } from '../../users/index.js';
import { ageOn, MINOR_AGE, yearsBefore } from './ages.js';
import {
  countCurrentMembers,
  currentMembers,
  insertMember,
  lockCurrentMember,
  markRemoved,
  updateMember,
  type HouseholdMemberPatch,
} from './household-members-repository.js';
import type { HouseholdMember, MemberChanges, NewMemberInput } from './household-schemas.js';
import { ParticipationGuards } from './participation-guards.js';
import type { HouseholdMemberRow } from './schema.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** At most this many current family members per account (removed ones do not count). */
const MAX_HOUSEHOLD_MEMBERS = 10;
/** Birthdays further back than this many years are refused as typing mistakes. */
const OLDEST_YEARS = 120;

/** A staff member writing on someone's family: the write is recorded on the account's audit trail. */
interface StaffWrite {
  staffUserId: number;
  reason: string | null;
}

const fixFields = 'Please correct the highlighted fields.';

function checkBirthday(birthday: string, today: string) {
  if (birthday > today) throw badRequest(fixFields, { birthday: 'A birthday cannot be in the future.' }).coded('birthday_in_future');
  if (birthday < yearsBefore(today, OLDEST_YEARS)) {
    throw badRequest(fixFields, { birthday: `Enter a birthday within the last ${OLDEST_YEARS} years.` }).coded('birthday_too_long_ago', {
      years: OLDEST_YEARS,
    });
  }
}

const consentRequired = () =>
  badRequest(`A family member under ${MINOR_AGE} can only be added by their parent or guardian.`, {
    guardianConsent: fieldRule('guardian_consent'),
  }).coded('guardian_consent_required', { age: MINOR_AGE });

const memberNotFound = () => notFound('There is no such family member on this account.').coded('participant_not_found');

const nameOf = (row: Pick<HouseholdMemberRow, 'firstName' | 'lastName'>) => `${row.firstName} ${row.lastName}`;

/** The answer's shape: `minor` on the venue's today. */
function toHouseholdMember(row: HouseholdMemberRow, today: string): HouseholdMember {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    birthday: row.birthday,
    gender: row.gender,
    relationship: row.relationship,
    selfRatedLevel: row.selfRatedLevel,
    minor: ageOn(row.birthday, today) < MINOR_AGE,
    guardianConsent: row.guardianConsentAt !== null,
  };
}

/**
 * Family members on an account: the holder's own calls and staff's (which also write the audit
 * trail, in the same transaction). Products that take participants say, through `guards`, when a
 * member may not be removed or have their birthday changed.
 */
export class HouseholdService {
  readonly guards = new ParticipationGuards();

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async list(accountUserId: number): Promise<HouseholdMember[]> {
    const today = await this.today(this.now());
    return (await currentMembers(this.db, accountUserId)).map((row) => toHouseholdMember(row, today));
  }

  async add(accountUserId: number, input: NewMemberInput, staff?: StaffWrite): Promise<HouseholdMember> {
    const now = this.now();
    const today = await this.today(now);
    checkBirthday(input.birthday, today);
    const minor = ageOn(input.birthday, today) < MINOR_AGE;
    if (minor && input.guardianConsent !== true) throw consentRequired();
    const row = await this.db.transaction(async (tx) => {
      // Under the account's lock, so two tabs adding at once cannot pass the limit together.
      await lockAccount(tx, accountUserId);
      if ((await countCurrentMembers(tx, accountUserId)) >= MAX_HOUSEHOLD_MEMBERS) {
        throw conflict(`An account can have at most ${MAX_HOUSEHOLD_MEMBERS} family members.`).coded('household_full', { max: MAX_HOUSEHOLD_MEMBERS });
      }
      const added = await insertMember(
        tx,
        {
          accountUserId,
          firstName: input.firstName,
          lastName: input.lastName,
          birthday: input.birthday,
          gender: input.gender ?? null,
          relationship: input.relationship,
          selfRatedLevel: input.selfRatedLevel ?? null,
          guardianConsentAt: minor ? now : null,
        },
        now,
      );
      if (staff) {
        await this.record(tx, staff, accountUserId, now, 'household.added', `Added family member ${nameOf(added)} (${added.relationship})`, {
          name: nameOf(added),
          relationship: added.relationship,
        });
      }
      return added;
    });
    return toHouseholdMember(row, today);
  }

  async update(accountUserId: number, id: number, changes: MemberChanges, staff?: StaffWrite): Promise<HouseholdMember> {
    const now = this.now();
    const today = await this.today(now);
    if (changes.birthday !== undefined) checkBirthday(changes.birthday, today);
    const row = await this.db.transaction(async (tx) => {
      const member = await lockCurrentMember(tx, accountUserId, id);
      if (!member) throw memberNotFound();
      const patch: HouseholdMemberPatch = {};
      if (changes.firstName !== undefined && changes.firstName !== member.firstName) patch.firstName = changes.firstName;
      if (changes.lastName !== undefined && changes.lastName !== member.lastName) patch.lastName = changes.lastName;
      if (changes.gender !== undefined && changes.gender !== member.gender) patch.gender = changes.gender;
      if (changes.relationship !== undefined && changes.relationship !== member.relationship) patch.relationship = changes.relationship;
      if (changes.selfRatedLevel !== undefined && changes.selfRatedLevel !== member.selfRatedLevel) patch.selfRatedLevel = changes.selfRatedLevel;
      const birthday = changes.birthday ?? member.birthday;
      if (birthday !== member.birthday) patch.birthday = birthday;
      if (ageOn(birthday, today) < MINOR_AGE) {
        // A minor's declaration stays once made; a birthday that makes someone a minor needs it now.
        if (changes.guardianConsent === false || (!member.guardianConsentAt && changes.guardianConsent !== true)) throw consentRequired();
        if (!member.guardianConsentAt) patch.guardianConsentAt = now;
      }
      if (patch.birthday) {
        const refusal = await this.guards.refusalToChangeBirthday(tx, member, patch.birthday, now);
        if (refusal) throw refusal;
      }
      const fields = Object.keys(patch).filter((field) => field !== 'guardianConsentAt');
      if (Object.keys(patch).length === 0) return member;
      const updated = await updateMember(tx, member.id, patch, now);
      if (staff && fields.length > 0) {
        await this.record(tx, staff, accountUserId, now, 'household.updated', `Changed family member ${nameOf(updated)}: ${fields.join(', ')}`, {
          name: nameOf(updated),
          fields: fields.join(', '),
        });
      }
      return updated;
    });
    return toHouseholdMember(row, today);
  }

  /** Removes (marks) a member, unless a product refuses: paid registrations, a membership running or held. */
  async remove(accountUserId: number, id: number, staff?: StaffWrite): Promise<void> {
    const now = this.now();
    await this.db.transaction(async (tx) => {
      const member = await lockCurrentMember(tx, accountUserId, id);
      if (!member) throw memberNotFound();
      const refusal = await this.guards.refusalToRemove(tx, member, now);
      if (refusal) throw refusal;
      await markRemoved(tx, member.id, now);
      if (staff) await this.record(tx, staff, accountUserId, now, 'household.removed', `Removed family member ${nameOf(member)}`, { name: nameOf(member) });
    });
  }

  private async today(now: Date): Promise<string> {
    const { timeZone } = await readCompanySettings(this.db);
    return venueToday(now, timeZone);
  }

  private async record(tx: Tx, staff: StaffWrite, subjectUserId: number, now: Date, action: string, detail: string, params: Record<string, string>) {
    await recordStaffAction(tx, { staff: await staffMember(tx, staff.staffUserId), subjectUserId, action, detail, params, reason: staff.reason }, now);
  }
}
