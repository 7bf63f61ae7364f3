import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { loginSessions, memberships, users } from '../db/schema.js';
import { HttpError } from '../lib/http-error.js';
import { isAdmin, type AuthenticatedUser } from '../plugins/auth.js';

/** Who is asking, as far as bookings care: staff see and book every court; members pay less. */
export interface Caller {
  id: number;
  email: string;
  isStaff: boolean;
}

export const callerOf = (user: AuthenticatedUser): Caller => ({ id: user.id, email: user.email, isStaff: isAdmin(user) });

/**
 * The caller of a public route, if logged in. A genuine but expired token answers the spec's
 * 401 TokenExpiredError so the SPA refreshes and asks again (the price depends on who asks);
 * no token or a bad one is simply a visitor.
 */
export async function optionalCaller(app: FastifyInstance, request: FastifyRequest): Promise<Caller | null> {
  const verdict = request.accessToken;
  if (verdict.status === 'expired') throw new HttpError(401, 'Your session has expired.', undefined, { name: 'TokenExpiredError' });
  if (verdict.status !== 'valid') return null;
  const { userId, sessionId, tokenVersion } = verdict.claims;
  const [row] = await app.db
    .select({ id: users.id, email: users.email, roles: users.roles, tokenVersion: users.tokenVersion })
    .from(users)
    .innerJoin(loginSessions, and(eq(loginSessions.userId, users.id), eq(loginSessions.id, sessionId), isNull(loginSessions.revokedAt)))
    .where(eq(users.id, userId));
  if (!row || row.tokenVersion !== tokenVersion) return null;
  return { id: row.id, email: row.email, isStaff: row.roles.includes('admin') || row.roles.includes('owner') };
}

/** Whether the account has a membership covering this instant. */
export async function hasActiveMembership(db: Pick<Database, 'select'>, userId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), lte(memberships.startsAt, now), gt(memberships.endsAt, now)))
    .limit(1);
  return Boolean(row);
}
