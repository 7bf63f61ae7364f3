import type { Database } from '../../db/client.js';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-token.js';
import { hashPassword } from '../../lib/passwords.js';
import type { ChangeFeed } from '../../plugins/change-feed.js';
import { accountById, setPasswordAndBumpTokenVersion } from '../users/index.js';
import { revokeLoginsOf } from './login-sessions-repository.js';
import { insertResetToken, isUsableResetToken, spendResetToken, spendResetTokensOf } from './password-reset-tokens-repository.js';

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
    await insertResetToken(this.db, { userId, tokenHash, expiresAt });
    return { link: `${this.appOrigin}/redirect/reset-password/${userId}/${token}`, expiresAt };
  }

  async isValid(userId: number, token: string): Promise<boolean> {
    return isUsableResetToken(this.db, userId, hashOpaqueToken(token));
  }

  /**
   * Sets the password, spends every outstanding token of that user, ends every login and bumps
   * the token version so access tokens already issued stop working. Answers the user, or null.
   */
  async reset(userId: number, token: string, newPassword: string, accept: (email: string) => void) {
    const passwordHash = await hashPassword(newPassword);
    const user = await this.db.transaction(async (tx) => {
      if (!(await spendResetToken(tx, userId, hashOpaqueToken(token)))) return null;
      const user = (await accountById(tx, userId))!;
      accept(user.email); // throws (and rolls back) when the new password is not acceptable
      await setPasswordAndBumpTokenVersion(tx, userId, passwordHash);
      await spendResetTokensOf(tx, userId);
      await revokeLoginsOf(tx, userId);
      return user;
    });
    if (user) await this.feed.caughtUp(); // older tokens are refused everywhere before this answers
    return user;
  }
}
