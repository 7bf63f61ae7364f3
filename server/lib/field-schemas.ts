import { DateTime } from 'luxon';
import { z } from 'zod';
import { BoundedMap } from './bounded-map.js';
import { fieldRule } from './field-rules.js';

/*
 * The field vocabulary of the API: every request schema builds its fields from these, so each
 * value is trimmed, bounded and free of control characters before it reaches a handler or the
 * database (PostgreSQL refuses U+0000 in text, and dates or integers outside its ranges, with
 * 500-class errors a client should never be able to cause). Messages are shown to members; each is
 * a rule's English text made by fieldRule, so the answer carries the rule's code (`fieldCodes`).
 */

/** The message every field answers for a control character. */
export const CONTROL_CHARACTER_MESSAGE = fieldRule('control_characters');
/** The message of calendarDateField for a date outside CALENDAR_YEAR_MIN..CALENDAR_YEAR_MAX. */
/** Largest value of a PostgreSQL `integer` (and `serial`) column. */
export const MAX_INT32 = 2_147_483_647;
/** Earliest and latest calendar year any date field accepts. */
const CALENDAR_YEAR_MIN = 1900;
const CALENDAR_YEAR_MAX = 2100;
export const DATE_RANGE_MESSAGE = fieldRule('date_range', { min: CALENDAR_YEAR_MIN, max: CALENDAR_YEAR_MAX });

// C0 controls and DEL. Multi-line text keeps tab, line feed and carriage return (a browser's
// textarea sends CRLF); U+0000 is refused everywhere.
// eslint-disable-next-line no-control-regex -- finding control characters is what this pattern is for
const SINGLE_LINE_CONTROLS = /[\u0000-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- finding control characters is what this pattern is for
const MULTILINE_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** True when the text has a control character a field does not allow (U+0000 and DEL always; tab/newline unless multiline). */
export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? MULTILINE_CONTROLS : SINGLE_LINE_CONTROLS).test(value);
}

const noControls = (value: string) => !hasControlCharacters(value);
const noControlsMultiline = (value: string) => !hasControlCharacters(value, { multiline: true });

export interface TextFieldOptions {
  /** Fewest characters after trimming (default 0). 1 answers "This field is required."; more answers "Use at least N characters.". */
  min?: number;
  /** Allow tab, line feed and carriage return (notes, messages); other control characters are still refused. */
  multiline?: boolean;
}

/**
 * Free text: trimmed, at most `max` characters ("Use at most N characters."), no control
 * characters ("Remove control characters."). Chain `.nullable()` / `.optional()` as needed.
 *
 * @example message: textField(500, { min: 1, multiline: true })
 */
export function textField(max: number, options: TextFieldOptions = {}) {
  const min = options.min ?? 0;
  let schema = z.string().trim();
  if (min > 0) schema = schema.min(min, min === 1 ? fieldRule('required') : fieldRule('too_short', { min }));
  return schema.max(max, fieldRule('too_long', { max })).refine(options.multiline ? noControlsMultiline : noControls, CONTROL_CHARACTER_MESSAGE);
}

/** textField that may be left out (undefined). Use `textField(max).nullable()` where null clears a value. */
export function optionalTextField(max: number, options: TextFieldOptions = {}) {
  return textField(max, options).optional();
}

/** "YYYY-MM-DD" naming a day that exists (no 2026-02-30): plain UTC arithmetic, remembered, as it runs on every availability read. */
function isCalendarDate(value: string): boolean {
  if (value.length !== 10) return false; // and nothing longer is remembered
  const known = calendarDates.get(value);
  if (known !== undefined) return known;
  const real = isRealDate(value);
  calendarDates.set(value, real);
  return real;
}

const calendarDates = new BoundedMap<string, boolean>(1000);

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day); // not Date.UTC, which reads years 0–99 as 1900–1999
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
}

/**
 * A calendar date "YYYY-MM-DD": a real date ("Use a real date written YYYY-MM-DD.") in the years
 * 1900..2100 ("Enter a date between 1900 and 2100."), so no year 0000 or 9999 reaches SQL.
 */
export const calendarDateField = z
  .string()
  .refine(isCalendarDate, {
    message: fieldRule('date_real'),
    abort: true,
  })
  .refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= CALENDAR_YEAR_MIN && year <= CALENDAR_YEAR_MAX;
  }, DATE_RANGE_MESSAGE);

/** An id in a path or query string: coerced from text, a positive integer that fits a PostgreSQL integer. */
export const idParam = z.coerce.number().int().positive().max(MAX_INT32);

/** An id in a JSON body: a number (never coerced from text), positive integer, at most 2_147_483_647. */
export const idField = z
  .number({ message: fieldRule('id_number') })
  .int(fieldRule('id_whole'))
  .positive(fieldRule('id_whole'))
  .max(MAX_INT32, fieldRule('id_unknown'));

/**
 * An amount of money in whole cents: a non-negative integer at most `max` (keep `max` within
 * MAX_INT32 for an `integer` column). Pass `{ min: 1 }` where zero is not an amount.
 */
export function moneyCentsField(max: number, options: { min?: number } = {}) {
  const min = options.min ?? 0;
  return z
    .number({ message: fieldRule('money_cents') })
    .int(fieldRule('money_whole_cents'))
    .min(min, min === 0 ? fieldRule('money_negative') : fieldRule('money_min', { minCents: min }))
    .max(max, fieldRule('money_max', { maxCents: max }));
}

/** An e-mail address: trimmed, lower-cased, at most 254 characters, no control characters. */
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, fieldRule('too_long', { max: 254 }))
  .refine(noControls, { message: CONTROL_CHARACTER_MESSAGE, abort: true })
  .pipe(z.email({ message: fieldRule('email') }));

/** A new password: 8..200 characters, no control characters (not trimmed: spaces count). */
export const passwordField = z
  .string()
  .min(8, fieldRule('too_short', { min: 8 }))
  .max(200, fieldRule('too_long', { max: 200 }))
  .refine(noControls, CONTROL_CHARACTER_MESSAGE);

const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u;
/** A first or last name of at most `max` characters, by nameField's rules (family members' names stop at 50). */
export function personNameField(max: number) {
  return z.string().trim().min(1, fieldRule('required')).max(max, fieldRule('too_long', { max })).regex(NAME_PATTERN, fieldRule('name_letters'));
}
/** A first or last name: letters, marks, spaces, hyphens, apostrophes and dots; 1..100 characters (the pattern already refuses control characters). */
export const nameField = personNameField(100);

/** The genders a profile may give. */
const GENDERS = ['female', 'male', 'non-binary', 'prefer-not-to-say'] as const;
/** One of GENDERS. */
export const genderField = z.enum(GENDERS, { message: fieldRule('choose_one', { options: GENDERS.join(', ') }) });

// Canada Post: no D, F, I, O, Q or U anywhere, and no W or Z in the first position.
const POSTAL_CODE = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]) ?(\d[ABCEGHJ-NPRSTV-Z]\d)$/;
/** A Canadian postal code, stored as "A1A 1A1" (the pattern refuses control characters). */
export const postalCodeField = z
  .string()
  .trim()
  .toUpperCase()
  .max(7, fieldRule('postal_code_form'))
  .regex(POSTAL_CODE, fieldRule('postal_code'))
  .transform((value) => value.replace(POSTAL_CODE, '$1 $2'));

/** A birthday: a real date YYYY-MM-DD, in the past, within the last 120 years. */
export const birthdayField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, fieldRule('date_form'))
  .refine((value) => DateTime.fromISO(value).isValid, fieldRule('date_invalid'))
  .refine((value) => DateTime.fromISO(value) < DateTime.now().startOf('day'), fieldRule('birthday_past'))
  .refine((value) => DateTime.fromISO(value) > DateTime.now().minus({ years: 120 }), fieldRule('birthday_too_long_ago', { years: 120 }));

/** A North American phone number, stored as E.164 (+1XXXXXXXXXX); the pattern refuses control characters except whitespace, which it drops. */
// North American numbers: 10 digits, optionally led by the country code 1; stored as E.164.
export const phoneNumberField = z
  .string()
  .trim()
  .max(25, fieldRule('too_long', { max: 25 }))
  .refine(noControls, { message: CONTROL_CHARACTER_MESSAGE, abort: true })
  .regex(/^[+()\d\s.-]+$/, fieldRule('phone_characters'))
  .transform((value) => value.replace(/\D/g, ''))
  .refine((digits) => digits.length === 10 || (digits.length === 11 && digits.startsWith('1')), fieldRule('phone_digits'))
  .refine((digits) => /^[2-9]\d{2}[2-9]/.test(digits.slice(-10)), fieldRule('phone_number'))
  .transform((digits) => `+1${digits.slice(-10)}`);

/** Rejects a password equal to the account's e-mail (or its local part). */
export function passwordMatchesEmail(password: string, email: string): boolean {
  const lowered = password.trim().toLowerCase();
  return lowered === email.toLowerCase() || lowered === email.split('@')[0]?.toLowerCase();
}

const SELF_RATED_LEVEL = fieldRule('self_rated_level');
/** A player's self-rated level: 1.0 to 6.0 in half steps (null: not rated); open play maps it to a band. */
export const selfRatedLevelField = z
  .number({ message: SELF_RATED_LEVEL })
  .min(1, SELF_RATED_LEVEL)
  .max(6, SELF_RATED_LEVEL)
  .multipleOf(0.5, SELF_RATED_LEVEL)
  .nullable();
