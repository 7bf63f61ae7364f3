import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import { DatabaseBusyError } from '../db/single-connection.js';
import { pgErrorCode, pgErrorMessage } from '../lib/db-errors.js';
import type { AccessTokenCheck } from '../lib/jwt.js';
import { wordError } from '../lib/error-words.js';
import type { FieldCode } from '../lib/field-rules.js';
import { fieldCodeOfIssue } from '../lib/field-rules.js';
import { defaultErrorCode, HttpError, type ErrorParams } from '../lib/http-error.js';
import { localeFromAcceptLanguage, type Locale } from '../lib/request-locale.js';

/** Postgres error codes that mean the client asked for something the data forbids. */
const PG_CONFLICTS: Record<string, { statusCode: number; message: string; code: string }> = {
  '23505': { statusCode: 409, message: 'That already exists.', code: 'already_exists' },
  '23P01': { statusCode: 409, message: 'That time is no longer available.', code: 'time_taken' },
  '23514': { statusCode: 400, message: 'That value is not allowed.', code: 'value_not_allowed' },
  '23503': { statusCode: 409, message: 'That refers to something that no longer exists.', code: 'reference_gone' },
};

/**
 * SQLSTATE class 22 ("data exception": a value PostgreSQL cannot take, e.g. U+0000 in text, a date
 * out of range, an integer overflow, an invalid datetime) is the client's bad input slipping past
 * a schema: answer 400, never 500.
 */
const PG_DATA_EXCEPTION = { statusCode: 400, message: 'Some of the values you sent are not valid.', code: 'invalid_value' };
const isDataException = (pgCode: string) => pgCode.startsWith('22');

interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** Stable, snake_case: what the client translates (it falls back to `message`). */
  code: string;
  params?: ErrorParams;
  fields?: Record<string, string>;
  /** Each field's code and raw values, for a client that words fields in its own language. */
  fieldCodes?: Record<string, FieldCode>;
  [extra: string]: unknown;
}

/**
 * The one error shape, worded for the reader (`locale`; English when left out): `message` and
 * `fields` in the reader's language, `params` and `fieldCodes` raw. `fieldCodes` may give codes
 * some fields already have (a schema issue's kind).
 */
export function body(
  statusCode: number,
  message: string,
  fields?: Record<string, string>,
  code?: string,
  params?: ErrorParams,
  locale: Locale = 'en-CA',
  fieldCodes?: Record<string, FieldCode>,
): ErrorBody {
  const answered = code ?? defaultErrorCode(statusCode, fields);
  const worded = wordError({ code: answered, params, message, fields, fieldCodes }, locale);
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message: worded.message,
    code: answered,
    ...(params && Object.keys(params).length > 0 ? { params } : {}),
    ...(worded.fields && Object.keys(worded.fields).length > 0 ? { fields: worded.fields, fieldCodes: worded.fieldCodes } : {}),
  };
}

/** The reader's language from the request's Accept-Language alone (answers made before any account is known). */
export const headerLocale = (request: { headers: Record<string, string | string[] | undefined> }): Locale => {
  const header = request.headers['accept-language'];
  return localeFromAcceptLanguage(Array.isArray(header) ? header.join(',') : header);
};

interface ErrorHandlerOptions {
  /** The logged-in caller's saved language, for a 4xx to a request without Accept-Language. */
  savedLocale?: (userId: number) => Promise<Locale | null>;
}

/** Fastify's own 4xx codes (FST_ERR_…) said in the API's snake_case. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
};

/** One JSON error shape for every failure, so the SPA can always show `message` and `fields`. */
export default fp(
  async function errorHandler(app: FastifyInstance, options: ErrorHandlerOptions) {
    /**
     * The reader's language: Accept-Language when the request has one, else (for a 4xx) the
     * logged-in caller's saved language, looked up only now that an error is answered, else en-CA.
     */
    async function readerLocale(request: FastifyRequest, statusCode: number): Promise<Locale> {
      if (request.headers['accept-language']) return headerLocale(request);
      const token = (request as { accessToken?: AccessTokenCheck }).accessToken;
      if (statusCode >= 500 || !options.savedLocale || !token || token.status === 'invalid') return 'en-CA';
      try {
        return (await options.savedLocale(token.claims.userId)) ?? 'en-CA';
      } catch {
        return 'en-CA';
      }
    }

    app.setErrorHandler(async (error: FastifyError & { code?: string; cause?: unknown }, request, reply) => {
      if (error instanceof HttpError) {
        if (error.headers) reply.headers(error.headers);
        const locale = await readerLocale(request, error.statusCode);
        // The English words stay in the log whatever language the answer is in.
        if (locale !== 'en-CA') request.log.info({ code: error.code, message: error.message, fields: error.fields }, 'refused (answered in %s)', locale);
        return reply.code(error.statusCode).send({ ...body(error.statusCode, error.message, error.fields, error.code, error.params, locale), ...error.extra });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string> = {};
        const fieldCodes: Record<string, FieldCode> = {};
        for (const issue of error.validation) {
          const params = issue.params as { keys?: string[] } | undefined;
          const unknownKeys = issue.keyword === 'unrecognized_keys' ? (params?.keys ?? []) : [];
          // A key unknown inside a field's object (`title: { en, fr, x }`) is named under it: `title.x`.
          const under = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
          for (const key of unknownKeys.map((name) => (under ? `${under}.${name}` : name))) {
            fields[key] = 'This field is not accepted.';
            fieldCodes[key] = fieldCodeOfIssue({ keyword: issue.keyword });
          }
          if (unknownKeys.length > 0) continue;
          const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request';
          if (fields[path] !== undefined) continue;
          fields[path] = issue.message ?? 'Invalid value.';
          fieldCodes[path] = fieldCodeOfIssue({ keyword: issue.keyword, message: issue.message, params: issue.params });
        }
        const locale = await readerLocale(request, 400);
        return reply.code(400).send(body(400, 'Please correct the highlighted fields.', fields, undefined, undefined, locale, fieldCodes));
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
        return reply
          .code(500)
          .send(body(500, 'Something went wrong on our side. Please try again.', undefined, 'server_error', undefined, headerLocale(request)));
      }
      if (isDatabaseWaitTimeout(error)) {
        request.log.warn({ method: request.method, route: request.routeOptions.url, reason: error.message }, 'gave up waiting for the database');
        return reply
          .code(503)
          .header('retry-after', '5')
          .send(body(503, 'The system is busy right now. Please try again in a moment.', undefined, 'database_busy', undefined, headerLocale(request)));
      }
      const pgCode = pgErrorCode(error);
      if (pgCode && PG_CONFLICTS[pgCode]) {
        const known = PG_CONFLICTS[pgCode];
        request.log.info({ pgCode, detail: (error as { detail?: string }).detail }, 'database refused a write');
        const locale = await readerLocale(request, known.statusCode);
        return reply.code(known.statusCode).send(body(known.statusCode, known.message, undefined, known.code, undefined, locale));
      }
      if (pgCode && isDataException(pgCode)) {
        // A warning, not an error: the request was bad, but a schema should have refused it first.
        request.log.warn(
          { pgCode, pgMessage: pgErrorMessage(error), method: request.method, route: request.routeOptions.url },
          'database refused a value (a request schema let it through)',
        );
        const locale = await readerLocale(request, PG_DATA_EXCEPTION.statusCode);
        return reply
          .code(PG_DATA_EXCEPTION.statusCode)
          .send(body(PG_DATA_EXCEPTION.statusCode, PG_DATA_EXCEPTION.message, undefined, PG_DATA_EXCEPTION.code, undefined, locale));
      }
      const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (statusCode === 500) {
        request.log.error({ err: error }, 'unhandled error');
        return reply
          .code(500)
          .send(body(500, 'Something went wrong on our side. Please try again.', undefined, 'server_error', undefined, headerLocale(request)));
      }
      // Fastify's own 4xx (malformed JSON, wrong content type, body too large): its message is safe to show.
      const code = (error.code && FASTIFY_CODES[error.code]) ?? (error instanceof SyntaxError ? 'invalid_json' : undefined);
      return reply.code(statusCode).send(body(statusCode, error.message, undefined, code, undefined, await readerLocale(request, statusCode)));
    });
  },
  { name: 'error-handler' },
);

/** PGlite's bounded wait for its one connection, or pg-pool's for a free connection (server/db/client.ts). */
function isDatabaseWaitTimeout(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    if (current instanceof DatabaseBusyError) return true;
    if (current instanceof Error && current.message === 'timeout exceeded when trying to connect') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
