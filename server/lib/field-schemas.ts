import { DateTime } from 'luxon';
import { z } from 'zod';

/** Field rules shared by signup, profile edits and password changes; messages are shown to members. */
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Use at most 254 characters.')
  .pipe(z.email({ message: 'Enter a valid e-mail address.' }));

export const passwordField = z
  .string()
  .min(8, 'Use at least 8 characters.')
  .max(200, 'Use at most 200 characters.');

const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u;
export const nameField = z
  .string()
  .trim()
  .min(1, 'This field is required.')
  .max(100, 'Use at most 100 characters.')
  .regex(NAME_PATTERN, 'Use letters, spaces, hyphens and apostrophes only.');

export const GENDERS = ['female', 'male', 'non-binary', 'prefer-not-to-say'] as const;
export const genderField = z.enum(GENDERS, { message: `Choose one of: ${GENDERS.join(', ')}.` });

// Canada Post: no D, F, I, O, Q or U anywhere, and no W or Z in the first position.
const POSTAL_CODE = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]) ?(\d[ABCEGHJ-NPRSTV-Z]\d)$/;
export const postalCodeField = z
  .string()
  .trim()
  .toUpperCase()
  .max(7, 'Use the form A1A 1A1.')
  .regex(POSTAL_CODE, 'Enter a Canadian postal code like A1A 1A1.')
  .transform((value) => value.replace(POSTAL_CODE, '$1 $2'));

export const birthdayField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the form YYYY-MM-DD.')
  .refine((value) => DateTime.fromISO(value).isValid, 'Enter a real date.')
  .refine((value) => DateTime.fromISO(value) < DateTime.now().startOf('day'), 'Your birthday must be in the past.')
  .refine((value) => DateTime.fromISO(value) > DateTime.now().minus({ years: 120 }), 'Enter a birthday within the last 120 years.');

// North American numbers: 10 digits, optionally led by the country code 1; stored as E.164.
export const phoneNumberField = z
  .string()
  .trim()
  .max(25, 'Use at most 25 characters.')
  .regex(/^[+()\d\s.-]+$/, 'Use digits, spaces, dashes and brackets only.')
  .transform((value) => value.replace(/\D/g, ''))
  .refine((digits) => digits.length === 10 || (digits.length === 11 && digits.startsWith('1')), 'Enter a 10-digit phone number.')
  .refine((digits) => /^[2-9]\d{2}[2-9]/.test(digits.slice(-10)), 'Enter a valid North American phone number.')
  .transform((digits) => `+1${digits.slice(-10)}`);

export const idParam = z.coerce.number().int().positive().max(2_147_483_647);

/** Rejects a password equal to the account's e-mail (or its local part). */
export function passwordMatchesEmail(password: string, email: string): boolean {
  const lowered = password.trim().toLowerCase();
  return lowered === email.toLowerCase() || lowered === email.split('@')[0]?.toLowerCase();
}
