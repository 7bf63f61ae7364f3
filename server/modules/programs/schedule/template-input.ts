import { z } from 'zod';
import { fieldRule } from '../../../lib/field-rules.js';
import { moneyCentsField, textField } from '../../../lib/field-schemas.js';
import { badRequest } from '../../../lib/http-error.js';
import { localizedField } from '../../../lib/localized.js';
import type { CompanySettings } from '../../settings/company/index.js';
import { openPlayField } from './open-play-setup.js';
import { hoursOnWeekday, minutesOf } from './session-times.js';

// The owner's drop-in template and one-off session bodies, and the venue-dependent checks Zod cannot make alone.

const WALL_TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const wallTimeField = z.string().regex(WALL_TIME, 'Use a time such as 18:00.');
const courtsField = z
  .array(z.number().int('Use court numbers.').min(1, 'Court numbers start at 1.').max(50, 'At most 50 courts.'), 'Choose the courts.')
  .min(1, 'Choose at least one court.')
  .max(50, 'At most 50 courts.')
  .refine((courts) => new Set(courts).size === courts.length, fieldRule('courts_once'));

const priceField = moneyCentsField(100_000_000);

export const templateBody = z
  .strictObject({
    // { en, fr } (a plain value is English); at least one title.
    title: localizedField(textField(80), { required: 'This field is required.' }),
    level: textField(60).default(''),
    weekday: z.number().int('Choose a day of the week.').min(0, 'Choose a day of the week.').max(6, 'Choose a day of the week.'),
    startTime: wallTimeField,
    endTime: wallTimeField,
    courts: courtsField,
    playersPerCourt: z.number().int('Use a whole number.').min(1, 'At least 1 player per court.').max(12, 'At most 12 players per court.'),
    memberPriceCents: priceField,
    nonMemberPriceCents: priceField,
    opensDaysBefore: z.number().int('Use a whole number of days.').min(0, 'Use 0 or more days.').max(60, 'At most 60 days ahead.'),
    cancellationCutoffHours: z.number().int('Use whole hours.').min(0, 'Use 0 or more hours.').max(168, 'At most 168 hours (a week).'),
    // Run its sessions as open play (null: a plain drop-in); left out of a change, the setup stays.
    openPlay: openPlayField.optional(),
  })
  .superRefine((body, ctx) => {
    if (minutesOf(body.endTime) <= minutesOf(body.startTime)) ctx.addIssue({ code: 'custom', path: ['endTime'], message: fieldRule('end_after_start') });
  });
export type TemplateInput = z.infer<typeof templateBody>;

export const oneOffBody = z
  .strictObject({
    programId: z.number().int().positive().max(2_147_483_647),
    date: z.iso.date('Use a date such as 2026-12-01.'),
    startTime: wallTimeField,
    endTime: wallTimeField,
    courts: courtsField,
    capacity: z.number().int('Use a whole number.').min(1, 'At least 1 place.').max(600, 'At most 600 places.').optional(),
    // Its own open play setup (null or left out: the program's).
    openPlay: openPlayField.optional(),
  })
  .superRefine((body, ctx) => {
    if (minutesOf(body.endTime) <= minutesOf(body.startTime)) ctx.addIssue({ code: 'custom', path: ['endTime'], message: fieldRule('end_after_start') });
  });
export type OneOffInput = z.infer<typeof oneOffBody>;

export const sessionPatchBody = z.strictObject({
  date: z.iso.date('Use a date such as 2026-12-01.').optional(),
  startTime: wallTimeField.optional(),
  endTime: wallTimeField.optional(),
  courts: courtsField.optional(),
  capacity: z.number().int('Use a whole number.').min(1, 'At least 1 place.').max(600, 'At most 600 places.').optional(),
  // A one-off's own open play setup (a weekly drop-in's dates follow the template's).
  openPlay: openPlayField.optional(),
});
export type SessionPatch = z.infer<typeof sessionPatchBody>;

/** Courts the venue has, and a weekly time inside its hours for that weekday: 400 naming the field. */
export function assertTemplateFitsVenue(settings: CompanySettings, input: Pick<TemplateInput, 'weekday' | 'startTime' | 'endTime' | 'courts'>) {
  assertCourtsExist(settings, input.courts);
  const hours = hoursOnWeekday(settings, input.weekday);
  if (!hours) throw badRequest('Please correct the highlighted fields.', { weekday: 'The venue is closed that day.' }).coded('program_outside_hours');
  if (minutesOf(input.startTime) < minutesOf(hours.opensAt)) {
    throw badRequest('Please correct the highlighted fields.', { startTime: `The venue opens at ${hours.opensAt} that day.` }).coded('program_outside_hours');
  }
  if (minutesOf(input.endTime) > minutesOf(hours.closesAt)) {
    throw badRequest('Please correct the highlighted fields.', { endTime: `The venue closes at ${hours.closesAt} that day.` }).coded('program_outside_hours');
  }
}

export function assertCourtsExist(settings: CompanySettings, courts: number[]) {
  const beyond = courts.find((court) => court > settings.numberOfCourts);
  if (beyond !== undefined) {
    throw badRequest('Please correct the highlighted fields.', { courts: `The venue has courts 1 to ${settings.numberOfCourts}.` }).coded('no_such_court', {
      max: settings.numberOfCourts,
    });
  }
}
