/** Raw values a message about an error is built from (numbers, ISO dates, court numbers, limits): never English. */
export type ErrorParams = Record<string, string | number>;

/** The code a status answers with when nothing more specific fits. */
export function defaultErrorCode(statusCode: number, fields?: Record<string, string>): string {
  if (statusCode === 400) return fields && Object.keys(fields).length > 0 ? 'invalid_field' : 'bad_request';
  if (statusCode === 401) return 'unauthenticated';
  if (statusCode === 403) return 'forbidden';
  if (statusCode === 404) return 'not_found';
  if (statusCode === 409) return 'conflict';
  if (statusCode === 413) return 'payload_too_large';
  if (statusCode === 415) return 'unsupported_media_type';
  if (statusCode === 429) return 'rate_limited';
  if (statusCode >= 500) return 'server_error';
  return 'bad_request';
}

/**
 * An error the API answers as `{ statusCode, error, message, code, params?, fields?, fieldCodes? }`.
 * `message` and `fields` are written here in English (kept in the log); the error handler words them
 * in the reader's language from `code` and `params` (server/lib/error-words.ts). Give a specific code
 * with `.coded('court_taken', { court })`, and a field's rule with `fieldRule('…')` (field-rules.ts).
 */
export class HttpError extends Error {
  code: string;
  params?: ErrorParams;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = defaultErrorCode(statusCode, fields);
  }

  /** The stable code of this refusal and the raw values its message is made of. */
  coded(code: string, params?: ErrorParams): this {
    this.code = code;
    this.params = params;
    return this;
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, message, fields);
export const forbidden = (message = 'You do not have access to this.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string, fields?: Record<string, string>) => new HttpError(409, message, fields);
