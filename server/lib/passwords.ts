import { hash, parseOptions, verify } from '@node-rs/argon2';

/** OWASP's argon2id floor (m=19 MiB, t=2, p=1). Raising these rehashes each user at next login. */
const PASSWORD_HASH_POLICY = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// @node-rs/argon2 declares Algorithm as an ambient const enum; 2 is Argon2id.
const ARGON2ID = 2 as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { ...PASSWORD_HASH_POLICY, algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never verifies
  }
}

export function needsRehash(passwordHash: string): boolean {
  try {
    const used = parseOptions(passwordHash);
    return (
      Number(used.algorithm) !== ARGON2ID ||
      used.memoryCost < PASSWORD_HASH_POLICY.memoryCost ||
      used.timeCost < PASSWORD_HASH_POLICY.timeCost ||
      used.parallelism < PASSWORD_HASH_POLICY.parallelism
    );
  } catch {
    return true;
  }
}

/**
 * A hash of a random password, verified against when the e-mail is unknown so that a wrong
 * e-mail costs the same time as a wrong password (no account enumeration by timing).
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  return decoyHash;
}
