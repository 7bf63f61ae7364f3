import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { BoundedMap } from './bounded-map.js';

const ALGORITHM = 'HS256';
const ISSUER = 'courtside';
const ACCESS_AUDIENCE = 'courtside:access';
/** The one header we sign with; tokens signed by jose before (same JSON) read the same. */
const HEADER = Buffer.from(JSON.stringify({ alg: ALGORITHM, typ: 'JWT' })).toString('base64url');

export interface AccessClaims {
  userId: number;
  sessionId: string;
  tokenVersion: number;
}

export type AccessTokenCheck =
  | { status: 'valid'; claims: AccessClaims }
  | { status: 'expired'; claims: AccessClaims } // validly signed, only its time has passed
  | { status: 'invalid' };

const INVALID = { status: 'invalid' } as const satisfies AccessTokenCheck;
/** About one per member active within an access token's lifetime, at a busy venue. */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Signs and checks access tokens (compact JWS, HS256): one algorithm, one audience, one token
 * type. HMAC through node:crypto directly, since WebCrypto's async round trip cost ten times more
 * per request; the checks are jose's jwtVerify ones for these options.
 */
export class AccessTokens {
  private readonly key: KeyObject;
  /**
   * Tokens already found well signed, with their claims and expiry: a client sends the same token on
   * every request for its lifetime, and whether a given string is well signed never changes, so only
   * its time is checked again. Bounded; the oldest is forgotten first.
   */
  private readonly verified = new BoundedMap<string, { claims: AccessClaims; exp: number | undefined }>(VERIFIED_TOKENS_KEPT);

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  private mac(signingInput: string): Buffer {
    return createHmac('sha256', this.key).update(signingInput).digest();
  }

  sign(claims: AccessClaims): Promise<string> {
    const iat = Math.floor(Date.now() / 1000);
    const payload = {
      sid: claims.sessionId,
      ver: claims.tokenVersion,
      typ: 'access',
      sub: String(claims.userId),
      iss: ISSUER,
      aud: ACCESS_AUDIENCE,
      iat,
      exp: iat + this.ttlSeconds,
    };
    const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    return Promise.resolve(`${signingInput}.${this.mac(signingInput).toString('base64url')}`);
  }

  check(token: string | undefined): Promise<AccessTokenCheck> {
    return Promise.resolve(this.checkNow(token));
  }

  private checkNow(token: string | undefined): AccessTokenCheck {
    if (!token) return INVALID;
    const known = this.verified.get(token);
    if (known)
      return known.exp !== undefined && known.exp <= Math.floor(Date.now() / 1000)
        ? { status: 'expired', claims: known.claims }
        : { status: 'valid', claims: known.claims };
    const checked = this.verify(token);
    if (checked.status !== 'valid') return checked;
    // Only a valid token is remembered: one refused for its nbf may become valid, and an expired one never is again.
    this.verified.set(token, { claims: checked.claims, exp: checked.exp });
    return { status: 'valid', claims: checked.claims };
  }

  private verify(token: string): Exclude<AccessTokenCheck, { status: 'valid' }> | { status: 'valid'; claims: AccessClaims; exp: number | undefined } {
    const parts = token.split('.');
    if (parts.length !== 3) return INVALID;
    const [headerPart, payloadPart, signaturePart] = parts;
    const header = decodeJson(headerPart);
    // Exactly HS256 and typ JWT, and nothing critical we would not understand (alg none, RS256… are refused).
    if (!header || header.alg !== ALGORITHM || !isJwtType(header.typ) || header.crit !== undefined || header.b64 !== undefined) return INVALID;
    if (!isBase64url(signaturePart)) return INVALID;
    const signature = Buffer.from(signaturePart, 'base64url');
    const expected = this.mac(`${headerPart}.${payloadPart}`);
    if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return INVALID;

    const payload = decodeJson(payloadPart);
    if (!payload || payload.iss !== ISSUER || !hasAudience(payload.aud)) return INVALID;
    const now = Math.floor(Date.now() / 1000);
    if (payload.iat !== undefined && typeof payload.iat !== 'number') return INVALID;
    if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > now)) return INVALID;
    if (payload.exp !== undefined && typeof payload.exp !== 'number') return INVALID;
    const claims = readClaims(payload);
    if (!claims) return INVALID;
    if (typeof payload.exp === 'number' && payload.exp <= now) return { status: 'expired', claims };
    return { status: 'valid', claims, exp: payload.exp };
  }
}

const isBase64url = (value: string) => /^[A-Za-z0-9_-]*$/.test(value);

function decodeJson(part: string): Record<string, unknown> | null {
  if (!part || !isBase64url(part)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** jose's typ check: "JWT" or "application/jwt", case-insensitively. */
function isJwtType(typ: unknown) {
  if (typeof typ !== 'string') return false;
  const normalised = typ.toLowerCase();
  return normalised === 'jwt' || normalised === 'application/jwt';
}

function hasAudience(aud: unknown) {
  return aud === ACCESS_AUDIENCE || (Array.isArray(aud) && aud.includes(ACCESS_AUDIENCE));
}

function readClaims(payload: Record<string, unknown>): AccessClaims | null {
  const userId = Number(payload.sub);
  if (payload.typ !== 'access' || !Number.isInteger(userId) || userId <= 0) return null;
  if (typeof payload.sid !== 'string' || typeof payload.ver !== 'number') return null;
  return { userId, sessionId: payload.sid, tokenVersion: payload.ver };
}
