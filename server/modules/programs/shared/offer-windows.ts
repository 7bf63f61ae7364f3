import { DateTime } from 'luxon';

// The waitlist's fairness rules as pure functions: how long an offer holds a spot, and when an
// offer may be sent at all (no e-mails in the night unless the session is close).

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** Quiet hours in the venue's zone: no offer goes out from 22:00 to 08:00… */
const QUIET_FROM_HOUR = 22;
const QUIET_UNTIL_HOUR = 8;
/** …unless the session starts within this long. */
const QUIET_OVERRIDE_MS = 5 * HOUR;

/**
 * How long an offer made at `at` holds the spot: 2 hours when the session is 16 hours or more
 * away, 30 minutes from 1 to 16 hours, 10 minutes under an hour; never past the start.
 */
export function offerWindowMs(at: Date, startsAt: Date): number {
  const left = startsAt.getTime() - at.getTime();
  const window = left >= 16 * HOUR ? 2 * HOUR : left >= HOUR ? 30 * MINUTE : 10 * MINUTE;
  return Math.max(0, Math.min(window, left));
}

/**
 * When an offer for a spot freed at `at` may go out: at once, or at 08:00 venue time when `at` is
 * in the quiet hours and the session starts more than 5 hours later. The window counts from then.
 */
export function offerTime(at: Date, startsAt: Date, timeZone: string): Date {
  if (startsAt.getTime() - at.getTime() <= QUIET_OVERRIDE_MS) return at;
  const local = DateTime.fromJSDate(at, { zone: timeZone });
  if (local.hour >= QUIET_FROM_HOUR) return local.plus({ days: 1 }).set({ hour: QUIET_UNTIL_HOUR, minute: 0, second: 0, millisecond: 0 }).toJSDate();
  if (local.hour < QUIET_UNTIL_HOUR) return local.set({ hour: QUIET_UNTIL_HOUR, minute: 0, second: 0, millisecond: 0 }).toJSDate();
  return at;
}

/** The offer's window from `at`, or null while it must wait for the morning. */
export function offerNow(at: Date, startsAt: Date, timeZone: string): { offeredAt: Date; expiresAt: Date } | null {
  if (startsAt <= at) return null;
  const sendAt = offerTime(at, startsAt, timeZone);
  if (sendAt > at) return null;
  return { offeredAt: at, expiresAt: new Date(at.getTime() + offerWindowMs(at, startsAt)) };
}
