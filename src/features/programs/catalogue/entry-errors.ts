import type { ApiError } from '@machines/shared';
import { failureText, fieldErrorText as wordedFieldError } from '@/i18n/failure-text';
import type { Translate } from '@/i18n/translate';

/** The fields of a tournament entry the server names in a refusal. */
export type EntryField = 'participantId' | 'divisionId' | 'partner';
const ENTRY_FIELDS: EntryField[] = ['participantId', 'divisionId', 'partner'];

/** A plain validation error is worded per field (its fieldCodes, else the server's words); a coded refusal by its code. */
const isPlainValidation = (error: ApiError) => !error.code || error.code === 'invalid_field';

/** What to say at a field the refusal names (nothing when it names another). */
export function fieldErrorText(t: Translate, error: ApiError | null, field: EntryField): string | undefined {
  const message = error?.fields?.[field];
  if (!error || !message) return undefined;
  return isPlainValidation(error) ? wordedFieldError(t, error, field, message) : failureText(t, error);
}

/** Whether the refusal is said above the form: it names none of the entry's fields, or it is a plain validation error (said at the fields too). */
export const errorAtTop = (error: ApiError | null) => error !== null && (isPlainValidation(error) || !ENTRY_FIELDS.some((field) => error.fields?.[field]));
