import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { loginSessions, refreshTokens } from './schema.js';

// The only SQL on logins and their refresh tokens; login-sessions.ts holds the rules (rotation, reuse).

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function insertLoginSession(
  tx: Pick<Database, 'insert'>,
  values: { userId: number; userAgent: string | null; ip: string | null },
): Promise<string> {
  const [session] = await tx.insert(loginSessions).values(values).returning({ id: loginSessions.id });
  return session.id;
}

export async function insertRefreshToken(tx: Pick<Database, 'insert'>, values: { sessionId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
  await tx.insert(refreshTokens).values(values);
}

/** The refresh token with this hash, with its login's state and user. */
export async function refreshTokenByHash(tx: Tx, tokenHash: string) {
  const [row] = await tx
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      usedAt: refreshTokens.usedAt,
      expiresAt: refreshTokens.expiresAt,
      revokedAt: loginSessions.revokedAt,
      userId: loginSessions.userId,
    })
    .from(refreshTokens)
    .innerJoin(loginSessions, eq(loginSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row ?? null;
}

/** Marks the token used unless it already was: the conditional update is the lock, so of two refreshes racing with one token, one wins. */
export async function spendRefreshToken(tx: Tx, id: number): Promise<boolean> {
  const spent = await tx
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return spent.length > 0;
}

export async function touchLoginSession(tx: Tx, sessionId: string): Promise<void> {
  await tx.update(loginSessions).set({ lastUsedAt: new Date() }).where(eq(loginSessions.id, sessionId));
}

/** Ends one login of this user (a logout). */
export async function revokeLoginSession(db: Pick<Database, 'update'>, sessionId: string, userId: number): Promise<void> {
  await db
    .update(loginSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(loginSessions.id, sessionId), eq(loginSessions.userId, userId), isNull(loginSessions.revokedAt)));
}

/** Ends every live login of this user, in the caller's transaction when given (a password reset). */
export async function revokeLoginsOf(db: Pick<Database, 'update'>, userId: number): Promise<void> {
  await db
    .update(loginSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(loginSessions.userId, userId), isNull(loginSessions.revokedAt)));
}

/** Ends the login a refresh token belongs to (one came back after it was spent). */
export async function revokeLoginByRefreshTokenHash(db: Pick<Database, 'execute'>, tokenHash: string): Promise<void> {
  await db.execute(sql`
    update ${loginSessions} set revoked_at = now()
    where revoked_at is null
      and id = (select session_id from ${refreshTokens} where token_hash = ${tokenHash})`);
}

/** The login's user while it is live; null once revoked, or unknown. */
export async function liveLoginSession(db: Pick<Database, 'select'>, sessionId: string): Promise<{ userId: number } | null> {
  const [live] = await db
    .select({ userId: loginSessions.userId })
    .from(loginSessions)
    .where(and(eq(loginSessions.id, sessionId), isNull(loginSessions.revokedAt)));
  return live ?? null;
}
