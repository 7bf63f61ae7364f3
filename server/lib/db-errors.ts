/** The error that carries a SQLSTATE, looking through the wrappers Drizzle puts around it. */
function sqlStateError(error: unknown): { code: string; message?: string } | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code, message: (current as { message?: string }).message };
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The SQLSTATE of a database error (undefined when it is not one). */
export const pgErrorCode = (error: unknown): string | undefined => sqlStateError(error)?.code;

/** The database's own message for the error that carries the SQLSTATE: for the log only, never the client. */
export const pgErrorMessage = (error: unknown): string | undefined => sqlStateError(error)?.message;

/** 23P01: the bookings exclusion constraint refused an overlapping live booking. */
export const isOverlapError = (error: unknown) => pgErrorCode(error) === '23P01';

/** 40P01: PostgreSQL broke a lock cycle by failing this statement; the other party goes ahead. */
export const isDeadlockError = (error: unknown) => pgErrorCode(error) === '40P01';

/** 23505: a unique index refused a second row (a person's second place in one session). */
export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';
