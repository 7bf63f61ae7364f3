/**
 * What every actor rejects with. The HTTP layer turns the server's error body
 * `{ statusCode, error, message, code, params?, fields?, fieldCodes? }` (or a network failure) into this shape.
 */
export interface ApiError {
  status?: number;
  message: string;
  /** e.g. 'TokenExpiredError' on an expired access token. */
  name?: string;
  /** Per-field messages from a 400 validation error, keyed by payload field name (in the language the request asked for). */
  fields?: Record<string, string>;
  /** Each field's rule code and raw values (`too_long` `{ max: 100 }`): the view words it in the screen's language. */
  fieldCodes?: Record<string, FieldCode>;
  /**
   * The server's stable code (`court_taken`, `invalid_field`…) and its values. Machines keep them;
   * the view words the error in the screen's language, or shows `message` for a code it does not know.
   */
  code?: string;
  params?: Record<string, string | number>;
  /** A schedule refused for taken courts (409 `program_court_conflict`): each date and court in the way. */
  conflicts?: { date: string; court: number }[];
}

/** A field's refusal as a code the app words itself, with the raw values its words take. */
interface FieldCode {
  code: string;
  params?: Record<string, string | number>;
}

function isFieldCodes(value: unknown): value is Record<string, FieldCode> {
  return isRecord(value) && Object.values(value).every((each) => isRecord(each) && typeof each.code === 'string');
}

const FALLBACK_ERROR_MESSAGE = 'Something went wrong';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((v) => typeof v === 'string');
}

/**
 * Normalises whatever an actor rejected with (an ApiError, a raw server body,
 * an Error, a string) so machines can store it in context and compare statuses.
 */
export function toApiError(error: unknown): ApiError {
  if (typeof error === 'string') return { message: error || FALLBACK_ERROR_MESSAGE };
  if (!isRecord(error)) return { message: FALLBACK_ERROR_MESSAGE };

  const result: ApiError = {
    message: typeof error.message === 'string' && error.message ? error.message : FALLBACK_ERROR_MESSAGE,
  };
  const status = typeof error.status === 'number' ? error.status : error.statusCode;
  if (typeof status === 'number') result.status = status;
  if (typeof error.name === 'string') result.name = error.name;
  if (isStringRecord(error.fields)) result.fields = { ...error.fields };
  if (isFieldCodes(error.fieldCodes)) result.fieldCodes = { ...error.fieldCodes };
  if (typeof error.code === 'string') result.code = error.code;
  if (isRecord(error.params)) result.params = { ...(error.params as Record<string, string | number>) };
  if (Array.isArray(error.conflicts)) {
    result.conflicts = error.conflicts.filter(
      (c): c is { date: string; court: number } => isRecord(c) && typeof c.date === 'string' && typeof c.court === 'number',
    );
  }
  return result;
}

export function hasStatus(error: unknown, ...statuses: number[]): boolean {
  const { status } = toApiError(error);
  return status !== undefined && statuses.includes(status);
}

/** 401 or 403: the server refused who we are, not what we sent. */
export function isAuthFailure(error: unknown): boolean {
  return hasStatus(error, 401, 403);
}

/**
 * The `error` of an `xstate.error.actor.*` event. Named guards and actions see the
 * machine's own event union, which does not include actor error events.
 */
export function errorOf(event: { type: string }): unknown {
  return (event as { error?: unknown }).error;
}
