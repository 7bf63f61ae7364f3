import { z } from 'zod';
import { fieldRule } from '../../../lib/field-rules.js';
import { calendarDateField, genderField, optionalTextField, personNameField, selfRatedLevelField } from '../../../lib/field-schemas.js';
import { HOUSEHOLD_RELATIONSHIPS } from './schema.js';

/** Family members' names: signup's character rules, at most 50 characters (the table's check). */
const memberName = personNameField(50);

/** POST /api/household/members; the birthday's range (not in the future, within 120 years) is checked on the venue's today. */
export const newMemberBody = z.strictObject({
  firstName: memberName,
  lastName: memberName,
  birthday: calendarDateField,
  gender: genderField.nullable().optional(),
  relationship: z.enum(HOUSEHOLD_RELATIONSHIPS, { message: fieldRule('relationship') }),
  /** 1.0 to 6.0 in half steps, or null: open play places them in a level band by it. */
  selfRatedLevel: selfRatedLevelField.optional(),
  /** The account holder declares they are the parent or guardian: required (true) for a minor. */
  guardianConsent: z.boolean().optional(),
});
export type NewMemberInput = z.infer<typeof newMemberBody>;

/** PATCH: any of the fields. */
export const memberChangesBody = newMemberBody.partial();
export type MemberChanges = z.infer<typeof memberChangesBody>;

/** Staff say why they changed someone's family (optional), for the account's audit trail. */
const staffReason = { reason: optionalTextField(200) };
export const staffNewMemberBody = newMemberBody.extend(staffReason);
export const staffMemberChangesBody = memberChangesBody.extend(staffReason);
export const staffRemovalQuery = z.strictObject(staffReason);

export const householdMemberSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  birthday: z.string(),
  gender: z.string().nullable(),
  relationship: z.enum(HOUSEHOLD_RELATIONSHIPS),
  /** Self-rated level, 1.0 to 6.0 in half steps; null: not rated. */
  selfRatedLevel: z.number().nullable(),
  /** Under 18 on the venue's today. */
  minor: z.boolean(),
  /** The account holder declared they are this minor's parent or guardian. */
  guardianConsent: z.boolean(),
});
export type HouseholdMember = z.infer<typeof householdMemberSchema>;
