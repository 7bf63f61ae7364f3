import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-token.js';
import { hashPassword } from '../../lib/passwords.js';
import type { ChangeFeed } from '../../plugins/change-feed.js';
import { accountById, setPasswordAndBumpTokenVersion } from '../users/index.js';
import { loginSessions, passwordResetTokens } from './schema.js';

export const RESET_TOKEN_TTL_MINUTES = 30;

/** Single-use, 30-minute reset tokens, stored only as hashes. */
export class PasswordResets {
  constructor(
    private readonly db: Database,
    private readonly appOrigin: string,
    private readonly feed: Pick<ChangeFeed, 'caughtUp'>,
  ) {}

  /** The link is built from the configured origin, never from the request's Host header. */
  async createLink(userId: number): Promise<{ link: string; expiresAt: Date }> {
    const { token, tokenHash } = newOpaqueToken();
    const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000);
    await this.db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
    return { link: `${this.appOrigin}/redirect/reset-password/${userId}/${token}`, expiresAt };
  }

  async isValid(userId: number, token: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: passwordResetTokens.id })
      .from(passwordResetTokens)
      .where(this.usable(userId, token));
    return Boolean(row);
  }

  /**
   * Sets the password, spends every outstanding token of that user, ends every login and bumps
   * the token version so access tokens already issued stop working. Answers the user, or null.
   */
  async reset(userId: number, token: string, newPassword: string, accept: (email: string) => void) {
    const passwordHash = await hashPassword(newPassword);
    const user = await this.db.transaction(async (tx) => {
      const [spent] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(this.usable(userId, token))
        .returning({ id: passwordResetTokens.id });
      if (!spent) return null;
      const user = (await accountById(tx, userId))!;
      accept(user.email); // throws (and rolls back) when the new password is not acceptable
      await setPasswordAndBumpTokenVersion(tx, userId, passwordHash);
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
      await tx.update(loginSessions).set({ revokedAt: new Date() }).where(and(eq(loginSessions.userId, userId), isNull(loginSessions.revokedAt)));
      return user;
    });
    if (user) await this.feed.caughtUp(); // older tokens are refused everywhere before this answers
    return user;
  }

  private usable(userId: number, token: string) {
    return and(
      eq(passwordResetTokens.userId, userId),
      eq(passwordResetTokens.tokenHash, hashOpaqueToken(token)),
      isNull(passwordResetTokens.usedAt),
      gt(passwordResetTokens.expiresAt, new Date()),
    );
  }
}
