import { z } from 'zod';
import { fieldRule } from '../../../lib/field-rules.js';
import { calendarDateField, idField, moneyCentsField, textField } from '../../../lib/field-schemas.js';
import { localizedField } from '../../../lib/localized.js';
import { EVENT_KINDS } from './program-catalogue.js';
import { minutesOf, TAX_CATEGORIES } from '../schedule/index.js';
import { DIVISION_FORMATS } from './schema.js';

// The owner's body for a camp, clinic, lesson or social (docs/programs-and-events.md): Zod checks
// each field; the service checks what needs the venue (courts, hours, conflicts) and the rows.

const WALL_TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const wallTimeField = z.string().regex(WALL_TIME, 'Use a time such as 18:00.');
const priceField = moneyCentsField(100_000_000);
const ageField = z.number().int('Use whole years.').min(0, 'Use 0 or more years.').max(120, 'At most 120 years.').nullable();
const instantField = z.iso.datetime({ offset: true, message: fieldRule('datetime_form') }).nullable();

const eventSessionInput = z
  .strictObject({
    date: calendarDateField,
    startTime: wallTimeField,
    endTime: wallTimeField,
    courts: z
      .array(z.number().int('Use court numbers.').min(1, 'Court numbers start at 1.').max(50, 'At most 50 courts.'), 'Choose the courts.')
      .min(1, 'Choose at least one court.')
      .max(50, 'At most 50 courts.')
      .refine((courts) => new Set(courts).size === courts.length, fieldRule('courts_once')),
  })
  .superRefine((session, ctx) => {
    if (minutesOf(session.endTime) <= minutesOf(session.startTime)) ctx.addIssue({ code: 'custom', path: ['endTime'], message: fieldRule('end_after_start') });
  });
export type EventSessionInput = z.infer<typeof eventSessionInput>;

const divisionInput = z.strictObject({
  id: idField.optional(),
  name: textField(80, { min: 1 }),
  format: z.enum(DIVISION_FORMATS, 'Choose singles, doubles or mixed doubles.'),
  level: textField(60).default(''),
  minAge: ageField.default(null),
  maxEntries: z.number().int('Use a whole number.').min(1, 'At least 1 entry.').max(256, 'At most 256 entries.'),
  feeCents: priceField,
});
export type DivisionInput = z.infer<typeof divisionInput>;

const fields = {
  // { en, fr } (a plain value is English); at least one title.
  title: localizedField(textField(120), { required: 'This field is required.' }),
  // Editor.js output in each language, checked against the `full` preset by the service (400
  // rich_text_invalid); the document says it is an object (OpenAPI 3.0 has no "any value or null" without a type).
  description: localizedField(z.unknown().meta({ type: 'object' })),
  level: textField(60),
  coachId: idField.nullable(),
  capacity: z.number().int('Use a whole number.').min(1, 'At least 1 place.').max(500, 'At most 500 places.'),
  registrationEnabled: z.boolean(),
  minAge: ageField,
  maxAge: ageField,
  memberPriceCents: priceField,
  nonMemberPriceCents: priceField,
  earlyBirdPriceCents: priceField.nullable(),
  earlyBirdUntil: calendarDateField.nullable(),
  registrationOpensAt: instantField,
  registrationClosesAt: instantField,
  cancellationCutoffHours: z.number().int('Use whole hours.').min(0, 'Use 0 or more hours.').max(720, 'At most 720 hours (30 days).'),
  published: z.boolean(),
  // Whether its places carry sales tax (docs/decisions.md, "Tax category of a program").
  taxCategory: z.enum(TAX_CATEGORIES, 'Choose taxable or exempt.'),
  // Tournaments only: at least one division; a division with an id is kept (updated), one without is added.
  divisions: z
    .array(divisionInput, 'Give the divisions.')
    .min(1, 'Give at least one division.')
    .max(20, 'At most 20 divisions.')
    .refine(
      (divisions) => new Set(divisions.map((division) => division.name.trim().toLowerCase())).size === divisions.length,
      fieldRule('division_names_once'),
    ),
  sessions: z
    .array(eventSessionInput, 'Give the dates.')
    .min(1, 'Give at least one date.')
    .max(100, 'At most 100 dates.')
    .refine((sessions) => new Set(sessions.map((session) => `${session.date} ${session.startTime}`)).size === sessions.length, fieldRule('dates_once')),
};

type Checked = Partial<{ [K in keyof typeof fields]: z.infer<(typeof fields)[K]> }>;

/** Rules across fields, for a whole body or for a patch merged onto the stored program. */
export function crossFieldProblems(body: Checked & { kind?: string }): Record<string, string> {
  const problems: Record<string, string> = {};
  if (body.kind === 'tournament' && !body.divisions) problems.divisions = fieldRule('divisions_needed');
  if (body.kind !== undefined && body.kind !== 'tournament' && body.divisions) problems.divisions = fieldRule('divisions_tournament_only');
  if (body.kind !== undefined && body.kind !== 'tournament') {
    for (const field of ['capacity', 'memberPriceCents', 'nonMemberPriceCents'] as const)
      if (body[field] === undefined) problems[field] = fieldRule('required_short');
  }
  if (body.minAge != null && body.maxAge != null && body.minAge > body.maxAge) problems.maxAge = fieldRule('age_range_reversed');
  if ((body.earlyBirdPriceCents == null) !== (body.earlyBirdUntil == null)) {
    problems[body.earlyBirdPriceCents == null ? 'earlyBirdPriceCents' : 'earlyBirdUntil'] = fieldRule('early_bird_pair');
  }
  if (body.registrationOpensAt && body.registrationClosesAt && body.registrationOpensAt >= body.registrationClosesAt) {
    problems.registrationClosesAt = fieldRule('registration_close_after_open');
  }
  return problems;
}

const withCrossFields = <T extends Checked & { kind?: string }>(body: T, ctx: z.RefinementCtx) => {
  for (const [path, message] of Object.entries(crossFieldProblems(body))) ctx.addIssue({ code: 'custom', path: [path], message });
};

export const eventProgramBody = z
  .strictObject({
    kind: z.enum(EVENT_KINDS, 'Choose camp, clinic, lesson, tournament or social.'),
    ...fields,
    // A tournament's capacity is its divisions' players and its fees are the divisions': not asked.
    capacity: fields.capacity.optional(),
    memberPriceCents: fields.memberPriceCents.optional(),
    nonMemberPriceCents: fields.nonMemberPriceCents.optional(),
    divisions: fields.divisions.optional(),
    level: fields.level.default(''),
    description: fields.description.default({ en: null, fr: null }),
    coachId: fields.coachId.default(null),
    registrationEnabled: fields.registrationEnabled.default(true),
    minAge: fields.minAge.default(null),
    maxAge: fields.maxAge.default(null),
    earlyBirdPriceCents: fields.earlyBirdPriceCents.default(null),
    earlyBirdUntil: fields.earlyBirdUntil.default(null),
    registrationOpensAt: fields.registrationOpensAt.default(null),
    registrationClosesAt: fields.registrationClosesAt.default(null),
    published: fields.published.default(false),
    taxCategory: fields.taxCategory.default('taxable'),
  })
  .superRefine(withCrossFields);
export type EventProgramInput = z.infer<typeof eventProgramBody>;

export const eventProgramPatch = z.strictObject(fields).partial();
export type EventProgramPatch = z.infer<typeof eventProgramPatch>;

export const cancelProgramBody = z.strictObject({ reason: textField(500, { min: 1 }) });
export const cancelEnrolmentBody = z.strictObject({ refund: z.boolean() });
export const emailRegistrantsBody = z.strictObject({ subject: textField(150, { min: 1 }), body: textField(10_000, { min: 1, multiline: true }) });
