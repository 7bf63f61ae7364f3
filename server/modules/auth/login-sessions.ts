import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { AccessTokens } from '../../lib/jwt.js';
import type { ChangeFeed } from '../../plugins/change-feed.js';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-token.js';
import type { SessionLookups } from '../../plugins/auth.js';
import { sessionAccountOf } from '../users/index.js';
import { loginSessions, refreshTokens } from './schema.js';

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  sessionId: string;
}

export type RefreshOutcome =
  | { status: 'rotated'; tokens: IssuedTokens }
  | { status: 'rejected'; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/** Logins as refresh-token families: each refresh token works once; reusing one ends the family. */
export class LoginSessions {
  constructor(
    private readonly db: Database,
    private readonly accessTokens: AccessTokens,
    private readonly refreshTtlDays: number,
    /** Ending a login answers once every instance has been told (triggers send auth_changed). */
    private readonly feed: Pick<ChangeFeed, 'caughtUp'>,
  ) {}

  async start(user: { id: number; tokenVersion: number }, client: { userAgent?: string; ip?: string }): Promise<IssuedTokens> {
    return this.db.transaction(async (tx) => {
      const [session] = await tx
        .insert(loginSessions)
        .values({ userId: user.id, userAgent: client.userAgent?.slice(0, 300) ?? null, ip: client.ip ?? null })
        .returning({ id: loginSessions.id });
      const refreshToken = await this.insertRefreshToken(tx, session.id);
      const accessToken = await this.accessTokens.sign({ userId: user.id, sessionId: session.id, tokenVersion: user.tokenVersion });
      return { accessToken, refreshToken, sessionId: session.id };
    });
  }

  async rotate(presentedToken: string | undefined): Promise<RefreshOutcome> {
    if (!presentedToken || presentedToken.length > 200) return { status: 'rejected', reason: 'unknown' };
    const tokenHash = hashOpaqueToken(presentedToken);
    const outcome = await this.db.transaction(async (tx): Promise<RefreshOutcome> => {
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
      const account = row ? await sessionAccountOf(tx, row.userId) : null;
      if (!row || !account) return { status: 'rejected', reason: 'unknown' };
      if (row.revokedAt) return { status: 'rejected', reason: 'revoked' };
      if (row.expiresAt.getTime() <= Date.now()) return { status: 'rejected', reason: 'expired' };
      // The conditional update is the lock: of two refreshes racing with one token, one wins.
      const spent = await tx
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      if (spent.length === 0) return { status: 'rejected', reason: 'reused' };
      await tx.update(loginSessions).set({ lastUsedAt: new Date() }).where(eq(loginSessions.id, row.sessionId));
      const refreshToken = await this.insertRefreshToken(tx, row.sessionId);
      const accessToken = await this.accessTokens.sign({ userId: account.id, sessionId: row.sessionId, tokenVersion: account.tokenVersion });
      return { status: 'rotated', tokens: { accessToken, refreshToken, sessionId: row.sessionId } };
    });
    if (outcome.status === 'rejected' && outcome.reason === 'reused') {
      // A spent token came back: someone holds a copy. End the whole login, outside the failed transaction.
      await this.revokeByRefreshTokenHash(tokenHash);
      await this.feed.caughtUp();
    }
    return outcome;
  }

  async revoke(sessionId: string, userId: number): Promise<void> {
    await this.db
      .update(loginSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(loginSessions.id, sessionId), eq(loginSessions.userId, userId), isNull(loginSessions.revokedAt)));
    await this.feed.caughtUp();
  }

  async revokeAllFor(userId: number, db: Pick<Database, 'update'> = this.db): Promise<void> {
    await db
      .update(loginSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(loginSessions.userId, userId), isNull(loginSessions.revokedAt)));
  }

  private async revokeByRefreshTokenHash(tokenHash: string) {
    await this.db.execute(sql`
      update ${loginSessions} set revoked_at = now()
      where revoked_at is null
        and id = (select session_id from ${refreshTokens} where token_hash = ${tokenHash})`);
  }

  private async insertRefreshToken(tx: Pick<Database, 'insert'>, sessionId: string): Promise<string> {
    const { token, tokenHash } = newOpaqueToken();
    const expiresAt = new Date(Date.now() + this.refreshTtlDays * 86_400_000);
    await tx.insert(refreshTokens).values({ sessionId, tokenHash, expiresAt });
    return token;
  }
}

/**
 * What the auth plugin reads about a login when it does not hold it in memory: whether the login is
 * live (null when revoked by logout, reuse or a password reset, or gone) and the account behind it.
 * Triggers on both tables publish every change of these on auth_changed (migration 0007).
 */
export const sessionLookups: SessionLookups = {
  async liveSession(db, sessionId) {
    const [live] = await db
      .select({ userId: loginSessions.userId })
      .from(loginSessions)
      .where(and(eq(loginSessions.id, sessionId), isNull(loginSessions.revokedAt)));
    return live ?? null;
  },
  account: sessionAccountOf,
};
