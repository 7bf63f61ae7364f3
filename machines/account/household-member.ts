/**
 * A family member as the API answers it (docs/memberships-and-households.md), the add/edit form's
 * draft and the form's own checks, the same rules the server applies: names 1–50 characters, a
 * birthday not in the future nor more than 120 years ago, a relationship, and for a minor (under 18
 * on the venue's today) the account holder's declaration that they are the parent or guardian.
 */
import { isIsoDate } from '../shared';
import { levelOf, levelValue } from './self-rated-level';

export const RELATIONSHIPS = ['partner', 'child', 'other'] as const;
type Relationship = (typeof RELATIONSHIPS)[number];

export interface HouseholdMember {
  id: number;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  birthday: string;
  gender: string | null;
  relationship: Relationship;
  /** Self-rated level, 1.0 to 6.0 in half steps (open play's level band); null: not rated. */
  selfRatedLevel: number | null;
  /** Under 18 on the venue's today. */
  minor: boolean;
  /** The holder declared they are the parent or guardian (recorded for a minor). */
  guardianConsent: boolean;
}

/** The form's values, as typed: '' is "not chosen". */
export interface MemberDraft {
  firstName: string;
  lastName: string;
  birthday: string;
  gender: string;
  relationship: Relationship | '';
  /** "3.5" as chosen; '' not rated. */
  selfRatedLevel: string;
  guardianConsent: boolean;
}

export type MemberTextField = 'firstName' | 'lastName' | 'birthday' | 'gender' | 'relationship' | 'selfRatedLevel';
export type MemberField = MemberTextField | 'guardianConsent';

/** What the form's own checks found (the view words each one). */
export type MemberFieldProblem = 'required' | 'tooLong' | 'invalid' | 'future' | 'tooOld';

/** POST /household/members, or the changed fields of a PATCH. */
export interface MemberRequest {
  firstName?: string;
  lastName?: string;
  birthday?: string;
  gender?: string | null;
  relationship?: Relationship;
  selfRatedLevel?: number | null;
  guardianConsent?: boolean;
}

export const NAME_MAX_LENGTH = 50;
export const MAX_AGE_YEARS = 120;
const ADULT_AGE_YEARS = 18;
/** The server's cap on current family members per account (409 `household_full` beyond it). */
export const HOUSEHOLD_MAX = 10;

export const EMPTY_DRAFT: MemberDraft = { firstName: '', lastName: '', birthday: '', gender: '', relationship: '', selfRatedLevel: '', guardianConsent: false };

export function toMemberDraft(member: HouseholdMember): MemberDraft {
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    birthday: member.birthday,
    gender: member.gender ?? '',
    relationship: member.relationship,
    // An answer from before levels (no field) reads as not rated.
    selfRatedLevel: levelValue(member.selfRatedLevel),
    guardianConsent: member.guardianConsent,
  };
}

/** The same calendar date `years` earlier, as text: compared as strings, 29 February needs no special case. */
const yearsBefore = (date: string, years: number) => `${String(Number(date.slice(0, 4)) - years).padStart(4, '0')}${date.slice(4)}`;

/** Under 18 on `today` (both YYYY-MM-DD): the 18th birthday is still to come. */
export function isMinorOn(birthday: string, today: string): boolean {
  return isIsoDate(birthday) && birthday > yearsBefore(today, ADULT_AGE_YEARS);
}

/** The form's checks; an empty object when the draft can be sent. */
export function memberDraftProblems(draft: MemberDraft, today: string): Partial<Record<MemberField, MemberFieldProblem>> {
  const problems: Partial<Record<MemberField, MemberFieldProblem>> = {};
  for (const field of ['firstName', 'lastName'] as const) {
    const name = draft[field].trim();
    if (!name) problems[field] = 'required';
    else if (name.length > NAME_MAX_LENGTH) problems[field] = 'tooLong';
  }
  if (!draft.birthday) problems.birthday = 'required';
  else if (!isIsoDate(draft.birthday)) problems.birthday = 'invalid';
  else if (draft.birthday > today) problems.birthday = 'future';
  else if (draft.birthday < yearsBefore(today, MAX_AGE_YEARS)) problems.birthday = 'tooOld';
  if (!draft.relationship) problems.relationship = 'required';
  if (!problems.birthday && isMinorOn(draft.birthday, today) && !draft.guardianConsent) problems.guardianConsent = 'required';
  return problems;
}

/** The whole member for POST (no gender or level when none is chosen; consent only for a minor). */
function fullRequest(draft: MemberDraft, today: string): MemberRequest {
  return {
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    birthday: draft.birthday,
    ...(draft.gender ? { gender: draft.gender } : {}),
    relationship: draft.relationship as Relationship,
    ...(draft.selfRatedLevel ? { selfRatedLevel: levelOf(draft.selfRatedLevel) } : {}),
    ...(isMinorOn(draft.birthday, today) ? { guardianConsent: draft.guardianConsent } : {}),
  };
}

/**
 * What to send: the whole member when adding; when editing, only the fields that changed (a cleared
 * gender or level as null), with the consent again whenever the member is a minor, since a birthday change
 * that makes them one needs it.
 */
export function memberRequest(draft: MemberDraft, today: string, saved: HouseholdMember | null): MemberRequest {
  const full = fullRequest(draft, today);
  if (!saved) return full;
  const before = fullRequest(toMemberDraft(saved), today);
  const changes: MemberRequest = {};
  for (const field of ['firstName', 'lastName', 'birthday', 'relationship'] as const) {
    if (full[field] !== before[field]) Object.assign(changes, { [field]: full[field] });
  }
  if ((full.gender ?? null) !== (before.gender ?? null)) changes.gender = full.gender ?? null;
  if ((full.selfRatedLevel ?? null) !== (before.selfRatedLevel ?? null)) changes.selfRatedLevel = full.selfRatedLevel ?? null;
  if (Object.keys(changes).length && full.guardianConsent) changes.guardianConsent = true;
  return changes;
}
