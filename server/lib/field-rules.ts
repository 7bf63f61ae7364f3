import { formatErrorParams } from './error-params.js';
import type { ErrorParams } from './http-error.js';
import { BoundedMap } from './bounded-map.js';
import { hasServerMessage, translator, type ServerMessageId } from './server-i18n.js';

/*
 * A code per field rule (`too_long {max}`, `postal_code`…): what `fieldCodes` answers beside each
 * field's message, so a client words it in its own language. A rule's English text comes from the
 * server catalogue (`fields.<code>`, else `errors.<code>`), and the text is remembered with its
 * code: a zod schema or a `badRequest(…, { field: fieldRule('…') })` keeps passing plain text, and
 * the error handler finds the code again from it.
 */

export interface FieldCode {
  code: string;
  params?: ErrorParams;
}

/** Texts of rules without values, made once as schemas are built. */
const fixedRules = new Map<string, FieldCode>();
/** Texts with values: bounded, as some are made per request (a forgotten one answers the error's own code). */
const valuedRules = new BoundedMap<string, FieldCode>(2000);

/** The catalogue id a field code is worded by: `fields.<code>`, else the error code's `errors.<code>`. */
export function fieldMessageId(code: string): ServerMessageId | null {
  if (hasServerMessage(`fields.${code}`)) return `fields.${code}` as ServerMessageId;
  if (hasServerMessage(`errors.${code}`)) return `errors.${code}` as ServerMessageId;
  return null;
}

/** A field rule's English text, remembered with its code; e.g. `schema.max(n, fieldRule('too_long', { max: n }))`. */
export function fieldRule(code: string, params?: ErrorParams): string {
  const id = fieldMessageId(code);
  if (!id) throw new Error(`No server message for the field code ${code}`);
  const text = translator('en-CA')(id, formatErrorParams(params, 'en-CA'));
  const rule = params && Object.keys(params).length > 0 ? { code, params } : { code };
  if (rule.params) valuedRules.set(text, rule);
  else fixedRules.set(text, rule);
  return text;
}

/** The rule an English field text was made by, if it was made by fieldRule. */
export function ruleOfText(text: string): FieldCode | undefined {
  return fixedRules.get(text) ?? valuedRules.get(text);
}

/** A schema validation issue as fastify-type-provider-zod hands it to the error handler. */
export interface ValidationIssue {
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

const limit = (value: unknown) => (typeof value === 'number' || typeof value === 'bigint' ? Number(value) : 0);
const COLLECTIONS = new Set(['array', 'set', 'map']);
const NUMBERS = new Set(['number', 'int', 'bigint']);

/**
 * The code of one zod issue: the rule that wrote its text, else zod's kind with its limits, so a
 * plain `z.string().max(n)` answers `too_long {max}` as textField does.
 */
export function fieldCodeOfIssue(issue: ValidationIssue): FieldCode {
  const known = issue.message ? ruleOfText(issue.message) : undefined;
  if (known) return known;
  const params = issue.params ?? {};
  const origin = typeof params.origin === 'string' ? params.origin : '';
  switch (issue.keyword) {
    case 'too_small': {
      const min = limit(params.minimum);
      if (origin === 'string') return min <= 1 ? { code: 'required' } : { code: 'too_short', params: { min } };
      if (COLLECTIONS.has(origin)) return { code: 'too_few', params: { min } };
      if (NUMBERS.has(origin)) return { code: 'too_small', params: { min } };
      return { code: 'invalid' };
    }
    case 'too_big': {
      const max = limit(params.maximum);
      if (origin === 'string') return { code: 'too_long', params: { max } };
      if (COLLECTIONS.has(origin)) return { code: 'too_many', params: { max } };
      if (NUMBERS.has(origin)) return { code: 'too_big', params: { max } };
      return { code: 'invalid' };
    }
    case 'invalid_type':
      return /received undefined/.test(issue.message ?? '')
        ? { code: 'required' }
        : { code: 'wrong_type', params: { expected: typeof params.expected === 'string' ? params.expected : '' } };
    case 'invalid_format':
      return params.format === 'email' ? { code: 'email' } : { code: 'invalid_format' };
    case 'invalid_value':
      return Array.isArray(params.values) ? { code: 'choose_one', params: { options: params.values.map(String).join(', ') } } : { code: 'invalid' };
    case 'unrecognized_keys':
      return { code: 'not_accepted' };
    default:
      return { code: 'invalid' };
  }
}
