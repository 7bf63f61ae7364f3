import type { Database } from '../../db/client.js';
import type { AccessTokens } from '../../lib/jwt.js';
import type { ChangeFeed } from '../../plugins/change-feed.js';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-token.js';
import type { SessionLookups } from '../../plugins/auth.js';
import { sessionAccountOf } from '../users/index.js';
import {
  insertLoginSession,
  insertRefreshToken,
  liveLoginSession,
  refreshTokenByHash,
  revokeLoginByRefreshTokenHash,
  revokeLoginSession,
  spendRefreshToken,
  touchLoginSession,
} from './login-sessions-repository.js';

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  sessionId: string;
}

export type RefreshOutcome = { status: 'rotated'; tokens: IssuedTokens } | { status: 'rejected'; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

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
      const sessionId = await insertLoginSession(tx, { userId: user.id, userAgent: client.userAgent?.slice(0, 300) ?? null, ip: client.ip ?? null });
      const refreshToken = await this.newRefreshToken(tx, sessionId);
      const accessToken = await this.accessTokens.sign({ userId: user.id, sessionId, tokenVersion: user.tokenVersion });
      return { accessToken, refreshToken, sessionId };
    });
  }

  async rotate(presentedToken: string | undefined): Promise<RefreshOutcome> {
    if (!presentedToken || presentedToken.length > 200) return { status: 'rejected', reason: 'unknown' };
    const tokenHash = hashOpaqueToken(presentedToken);
    const outcome = await this.db.transaction(async (tx): Promise<RefreshOutcome> => {
      const row = await refreshTokenByHash(tx, tokenHash);
      const account = row ? await sessionAccountOf(tx, row.userId) : null;
      if (!row || !account) return { status: 'rejected', reason: 'unknown' };
      if (row.revokedAt) return { status: 'rejected', reason: 'revoked' };
      if (row.expiresAt.getTime() <= Date.now()) return { status: 'rejected', reason: 'expired' };
      // Of two refreshes racing with one token, one spends it.
      if (!(await spendRefreshToken(tx, row.id))) return { status: 'rejected', reason: 'reused' };
      await touchLoginSession(tx, row.sessionId);
      const refreshToken = await this.newRefreshToken(tx, row.sessionId);
      const accessToken = await this.accessTokens.sign({ userId: account.id, sessionId: row.sessionId, tokenVersion: account.tokenVersion });
      return { status: 'rotated', tokens: { accessToken, refreshToken, sessionId: row.sessionId } };
    });
    if (outcome.status === 'rejected' && outcome.reason === 'reused') {
      // A spent token came back: someone holds a copy. End the whole login, outside the failed transaction.
      await revokeLoginByRefreshTokenHash(this.db, tokenHash);
      await this.feed.caughtUp();
    }
    return outcome;
  }

  async revoke(sessionId: string, userId: number): Promise<void> {
    await revokeLoginSession(this.db, sessionId, userId);
    await this.feed.caughtUp();
  }

  private async newRefreshToken(tx: Pick<Database, 'insert'>, sessionId: string): Promise<string> {
    const { token, tokenHash } = newOpaqueToken();
    await insertRefreshToken(tx, { sessionId, tokenHash, expiresAt: new Date(Date.now() + this.refreshTtlDays * 86_400_000) });
    return token;
  }
}

/**
 * What the auth plugin reads about a login when it does not hold it in memory: whether the login is
 * live (null when revoked by logout, reuse or a password reset, or gone) and the account behind it.
 * Triggers on both tables publish every change of these on auth_changed (migration 0007).
 */
export const sessionLookups: SessionLookups = {
  liveSession: liveLoginSession,
  account: sessionAccountOf,
};
