import type { ApiError } from '@machines/shared';
import { formatErrorParams } from './error-params';
import { hasMessage, type MessageId, type Translate } from './translate';

/**
 * What to tell the user about a failed request: the app's own words for the server's `code`
 * (`errors.<code>` in the errors catalogue, with the code's values, dates, times and money written
 * for the screen's language), or the server's message for a code this build does not know yet.
 */
export function failureText(t: Translate, error: Pick<ApiError, 'code' | 'params' | 'message'>): string {
  const id = error.code ? `errors.${error.code}` : null;
  return id && hasMessage(id) ? t(id as MessageId, formatErrorParams(error.params)) : error.message;
}

/**
 * A field's refusal in the screen's language: the app's words for the field's code (`fields.<code>`,
 * else `errors.<code>`) from the answer's `fieldCodes`, else the server's text for the field.
 * `shown` is the text the form still holds for the field (its machine's `fieldErrors[name]`,
 * undefined once the user has changed the field).
 */
export function fieldErrorText(
  t: Translate,
  error: Pick<ApiError, 'fieldCodes'> | null | undefined,
  name: string,
  shown: string | undefined,
): string | undefined {
  if (shown === undefined) return undefined;
  const rule = error?.fieldCodes?.[name];
  if (!rule) return shown;
  const id = [`fields.${rule.code}`, `errors.${rule.code}`].find(hasMessage);
  return id ? t(id as MessageId, formatErrorParams(rule.params)) : shown;
}

/** Every field refusal a form still shows (`fieldErrors` from its machine), each worded as fieldErrorText words it. */
export function fieldErrorTexts<Field extends string>(
  t: Translate,
  error: Pick<ApiError, 'fieldCodes'> | null | undefined,
  shown: Partial<Record<Field, string>>,
): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string>> = {};
  for (const [field, text] of Object.entries(shown) as [Field, string | undefined][]) out[field] = fieldErrorText(t, error, field, text);
  return out;
}
