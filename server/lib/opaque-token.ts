import { createHash, randomBytes } from 'node:crypto';

/** A random 256-bit token for the client, and the SHA-256 we store so a database leak reveals none. */
export function newOpaqueToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
