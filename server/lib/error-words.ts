import { formatErrorParams } from './error-params.js';
import { fieldMessageId, ruleOfText, type FieldCode } from './field-rules.js';
import type { ErrorParams } from './http-error.js';
import type { Locale } from './request-locale.js';
import { hasServerMessage, translator, type ServerMessageId } from './server-i18n.js';

/** Codes that say only the status: a field under them has no code of its own to borrow. */
const GENERIC_CODES = new Set(['invalid_field', 'bad_request', 'conflict', 'not_found', 'forbidden', 'unauthenticated']);

export interface ErrorToWord {
  code: string;
  params?: ErrorParams;
  /** The English text (kept for logs and English readers). */
  message: string;
  /** Each field's English text. */
  fields?: Record<string, string>;
  /** Codes already known for some fields (a schema issue's kind). */
  fieldCodes?: Record<string, FieldCode>;
}

export interface WordedError {
  message: string;
  fields?: Record<string, string>;
  fieldCodes?: Record<string, FieldCode>;
}

/**
 * Each field's code: the one given, else the rule that wrote its text (fieldRule), else the
 * error's own code when that names the refusal (a field borrowing `slot_off_hour {first, last}`),
 * else `invalid`.
 */
function fieldCodesOf(error: ErrorToWord): Record<string, FieldCode> | undefined {
  if (!error.fields || Object.keys(error.fields).length === 0) return undefined;
  const own: FieldCode | undefined = GENERIC_CODES.has(error.code) ? undefined : { code: error.code, ...(error.params ? { params: error.params } : {}) };
  return Object.fromEntries(
    Object.entries(error.fields).map(([field, text]) => [field, error.fieldCodes?.[field] ?? ruleOfText(text) ?? own ?? { code: 'invalid' }]),
  );
}

/**
 * An error in the reader's language: `message` from `errors.<code>`, each field from its code
 * (`fields.<code>`, else `errors.<code>`), dates, times and money in params written for the reader.
 * English keeps the texts the code wrote, which may say more than the catalogue (a court's times).
 */
export function wordError(error: ErrorToWord, locale: Locale): WordedError {
  const fieldCodes = fieldCodesOf(error);
  if (locale === 'en-CA') return { message: error.message, fields: error.fields, fieldCodes };
  const say = translator(locale);
  const messageId = `errors.${error.code}`;
  const message = hasServerMessage(messageId, locale) ? say(messageId as ServerMessageId, formatErrorParams(error.params, locale)) : error.message;
  const fields = error.fields
    ? Object.fromEntries(
        Object.entries(error.fields).map(([field, text]) => {
          const rule = fieldCodes?.[field];
          const id = rule ? fieldMessageId(rule.code) : null;
          return [field, id ? say(id, formatErrorParams(rule?.params, locale)) : text];
        }),
      )
    : undefined;
  return { message, fields, fieldCodes };
}
