import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { BoundedMap } from './bounded-map.js';

const VALID_PAIRS_KEPT = 10_000;

/**
 * Signed double-submit token: a nonce and an HMAC over (binding, nonce). The binding is the login
 * (session id) or "anonymous", so a token planted before login, or taken from another login, fails.
 */
export class CsrfTokens {
  private readonly key: Buffer;
  /**
   * Binding and token pairs already found valid: the SPA sends the same cookie on every request,
   * and a pair's validity never changes. Bounded; the oldest is forgotten first.
   */
  private readonly valid = new BoundedMap<string, true>(VALID_PAIRS_KEPT);

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('csrf-token-key').digest();
  }

  issue(binding: string): string {
    const nonce = randomBytes(18).toString('base64url');
    return `${nonce}.${this.sign(binding, nonce)}`;
  }

  isValid(token: string | undefined, binding: string): boolean {
    if (!token || token.length > 200) return false;
    const pair = `${binding}\n${token}`;
    if (this.valid.has(pair)) return true;
    const [nonce, signature, ...rest] = token.split('.');
    if (!nonce || !signature || rest.length > 0) return false;
    const expected = Buffer.from(this.sign(binding, nonce));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    this.valid.set(pair, true);
    return true;
  }

  private sign(binding: string, nonce: string): string {
    return createHmac('sha256', this.key).update(`${binding}\n${nonce}`).digest('base64url');
  }
}
