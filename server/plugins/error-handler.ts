import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import { DatabaseBusyError } from '../db/single-connection.js';
import { pgErrorCode, pgErrorMessage } from '../lib/db-errors.js';
import { defaultErrorCode, HttpError, type ErrorParams } from '../lib/http-error.js';

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
  [extra: string]: unknown;
}

export const body = (statusCode: number, message: string, fields?: Record<string, string>, code?: string, params?: ErrorParams): ErrorBody => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
  code: code ?? defaultErrorCode(statusCode, fields),
  ...(params && Object.keys(params).length > 0 ? { params } : {}),
  ...(fields && Object.keys(fields).length > 0 ? { fields } : {}),
});

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
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError & { code?: string; cause?: unknown }, request, reply) => {
      if (error instanceof HttpError) {
        if (error.headers) reply.headers(error.headers);
        return reply.code(error.statusCode).send({ ...body(error.statusCode, error.message, error.fields, error.code, error.params), ...error.extra });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string> = {};
        for (const issue of error.validation) {
          const params = issue.params as { keys?: string[] } | undefined;
          const unknownKeys = issue.keyword === 'unrecognized_keys' ? (params?.keys ?? []) : [];
          for (const key of unknownKeys) fields[key] = 'This field is not accepted.';
          if (unknownKeys.length > 0) continue;
          const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request';
          fields[path] ??= issue.message ?? 'Invalid value.';
        }
        return reply.code(400).send(body(400, 'Please correct the highlighted fields.', fields));
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
        return reply.code(500).send(body(500, 'Something went wrong on our side. Please try again.', undefined, 'server_error'));
      }
      if (isDatabaseWaitTimeout(error)) {
        request.log.warn({ method: request.method, route: request.routeOptions.url, reason: error.message }, 'gave up waiting for the database');
        return reply
          .code(503)
          .header('retry-after', '5')
          .send(body(503, 'The system is busy right now. Please try again in a moment.', undefined, 'database_busy'));
      }
      const pgCode = pgErrorCode(error);
      if (pgCode && PG_CONFLICTS[pgCode]) {
        const known = PG_CONFLICTS[pgCode];
        request.log.info({ pgCode, detail: (error as { detail?: string }).detail }, 'database refused a write');
        return reply.code(known.statusCode).send(body(known.statusCode, known.message, undefined, known.code));
      }
      if (pgCode && isDataException(pgCode)) {
        // A warning, not an error: the request was bad, but a schema should have refused it first.
        request.log.warn(
          { pgCode, pgMessage: pgErrorMessage(error), method: request.method, route: request.routeOptions.url },
          'database refused a value (a request schema let it through)',
        );
        return reply.code(PG_DATA_EXCEPTION.statusCode).send(body(PG_DATA_EXCEPTION.statusCode, PG_DATA_EXCEPTION.message, undefined, PG_DATA_EXCEPTION.code));
      }
      const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (statusCode === 500) {
        request.log.error({ err: error }, 'unhandled error');
        return reply.code(500).send(body(500, 'Something went wrong on our side. Please try again.', undefined, 'server_error'));
      }
      // Fastify's own 4xx (malformed JSON, wrong content type, body too large): its message is safe to show.
      const code = (error.code && FASTIFY_CODES[error.code]) ?? (error instanceof SyntaxError ? 'invalid_json' : undefined);
      return reply.code(statusCode).send(body(statusCode, error.message, undefined, code));
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
