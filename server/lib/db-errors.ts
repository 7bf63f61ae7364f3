/** The SQLSTATE of a database error, looking through the wrappers Drizzle puts around it. */
function pgErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** 23P01: the bookings exclusion constraint refused an overlapping live booking. */
export const isOverlapError = (error: unknown) => pgErrorCode(error) === '23P01';

/** 40P01: PostgreSQL broke a lock cycle by failing this statement; the other party goes ahead. */
export const isDeadlockError = (error: unknown) => pgErrorCode(error) === '40P01';

/** 23505: a unique index refused a second row (a person's second place in one session). */
export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';
