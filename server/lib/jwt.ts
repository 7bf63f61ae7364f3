import { errors, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'courtside';
const ACCESS_AUDIENCE = 'courtside:access';

export interface AccessClaims {
  userId: number;
  sessionId: string;
  tokenVersion: number;
}

export type AccessTokenCheck =
  | { status: 'valid'; claims: AccessClaims }
  | { status: 'expired'; claims: AccessClaims } // validly signed, only its time has passed
  | { status: 'invalid' };

/** Signs and checks access tokens: one algorithm, one audience, one token type. */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sid: claims.sessionId, ver: claims.tokenVersion, typ: 'access' })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setAudience(ACCESS_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  async check(token: string | undefined): Promise<AccessTokenCheck> {
    if (!token) return { status: 'invalid' };
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: ACCESS_AUDIENCE,
        typ: 'JWT',
      });
      const claims = readClaims(payload);
      return claims ? { status: 'valid', claims } : { status: 'invalid' };
    } catch (error) {
      // jose raises JWTExpired only after the signature and the other claims have checked out.
      if (error instanceof errors.JWTExpired) {
        const claims = readClaims(error.payload);
        if (claims && error.payload.aud === ACCESS_AUDIENCE) return { status: 'expired', claims };
      }
      return { status: 'invalid' };
    }
  }
}

function readClaims(payload: Record<string, unknown>): AccessClaims | null {
  const userId = Number(payload.sub);
  if (payload.typ !== 'access' || !Number.isInteger(userId) || userId <= 0) return null;
  if (typeof payload.sid !== 'string' || typeof payload.ver !== 'number') return null;
  return { userId, sessionId: payload.sid, tokenVersion: payload.ver };
}
