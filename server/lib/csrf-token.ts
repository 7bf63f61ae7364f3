import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed double-submit token: a nonce and an HMAC over (binding, nonce). The binding is the login
 * (session id) or "anonymous", so a token planted before login, or taken from another login, fails.
 */
export class CsrfTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('csrf-token-key').digest();
  }

  issue(binding: string): string {
    const nonce = randomBytes(18).toString('base64url');
    return `${nonce}.${this.sign(binding, nonce)}`;
  }

  isValid(token: string | undefined, binding: string): boolean {
    if (!token || token.length > 200) return false;
    const [nonce, signature, ...rest] = token.split('.');
    if (!nonce || !signature || rest.length > 0) return false;
    const expected = Buffer.from(this.sign(binding, nonce));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(binding: string, nonce: string): string {
    return createHmac('sha256', this.key).update(`${binding}\n${nonce}`).digest('base64url');
  }
}
