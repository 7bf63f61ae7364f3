import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { passwordResetTokens } from './schema.js';

// The only SQL on password reset tokens (stored as hashes); password-resets.ts holds the rules.

const usable = (userId: number, tokenHash: string) =>
  and(
    eq(passwordResetTokens.userId, userId),
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, new Date()),
  );

export async function insertResetToken(db: Pick<Database, 'insert'>, values: { userId: number; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/** Whether this user's token is unused and unexpired. */
export async function isUsableResetToken(db: Pick<Database, 'select'>, userId: number, tokenHash: string): Promise<boolean> {
  const [row] = await db.select({ id: passwordResetTokens.id }).from(passwordResetTokens).where(usable(userId, tokenHash));
  return Boolean(row);
}

/** Spends the token if it is still usable; false when it was not (of two resets racing with one token, one wins). */
export async function spendResetToken(tx: Pick<Database, 'update'>, userId: number, tokenHash: string): Promise<boolean> {
  const [spent] = await tx.update(passwordResetTokens).set({ usedAt: new Date() }).where(usable(userId, tokenHash)).returning({ id: passwordResetTokens.id });
  return Boolean(spent);
}

/** Spends every outstanding token of this user. */
export async function spendResetTokensOf(tx: Pick<Database, 'update'>, userId: number): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
