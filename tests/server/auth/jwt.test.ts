/**
 * AccessTokens on node:crypto: the HS256 tokens jose signed before still verify, and every token
 * that is not exactly ours (alg none or another alg, another type, audience or issuer, a tampered
 * payload or signature, not yet valid) is invalid; an expired one is told apart.
 */
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessTokens } from '../../../server/lib/jwt.js';

const SECRET = 'a-test-secret-of-reasonable-length-0123456789';
const tokens = new AccessTokens(SECRET, 900);
const key = new TextEncoder().encode(SECRET);
const claims = { userId: 7, sessionId: 'session-1', tokenVersion: 3 };

/** A token as the jose-based AccessTokens signed it, with parts overridable. */
function joseToken(
  options: {
    header?: Record<string, unknown>;
    payload?: Record<string, unknown>;
    audience?: string;
    issuer?: string;
    expires?: string | number;
    notBefore?: number;
    secret?: Uint8Array;
  } = {},
) {
  const jwt = new SignJWT({ sid: claims.sessionId, ver: claims.tokenVersion, typ: 'access', ...options.payload })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', ...options.header })
    .setSubject(String(claims.userId))
    .setIssuer(options.issuer ?? 'courtside')
    .setAudience(options.audience ?? 'courtside:access')
    .setIssuedAt()
    .setExpirationTime(options.expires ?? '900s');
  if (options.notBefore !== undefined) jwt.setNotBefore(options.notBefore);
  return jwt.sign(options.secret ?? key);
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

afterEach(() => vi.useRealTimers());

describe('AccessTokens', () => {
  it('verifies its own tokens and the ones jose signed before the change', async () => {
    expect(await tokens.check(await tokens.sign(claims))).toEqual({ status: 'valid', claims });
    expect(await tokens.check(await joseToken())).toEqual({ status: 'valid', claims });
  });

  it('signs the same HS256 compact format jose reads', async () => {
    const { jwtVerify } = await import('jose');
    const { payload, protectedHeader } = await jwtVerify(await tokens.sign(claims), key, {
      algorithms: ['HS256'],
      issuer: 'courtside',
      audience: 'courtside:access',
      typ: 'JWT',
    });
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({ sub: '7', sid: 'session-1', ver: 3, typ: 'access' });
    expect(payload.exp! - payload.iat!).toBe(900);
  });

  it('refuses alg none', async () => {
    const unsecured = new UnsecuredJWT({ sid: 's', ver: 1, typ: 'access' })
      .setSubject('7')
      .setIssuer('courtside')
      .setAudience('courtside:access')
      .setIssuedAt()
      .setExpirationTime('900s')
      .encode();
    expect(await tokens.check(unsecured)).toEqual({ status: 'invalid' });
    // The same with our signature pasted on.
    const [, payload, signature] = (await tokens.sign(claims)).split('.');
    expect(await tokens.check(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.${signature}`)).toEqual({ status: 'invalid' });
  });

  it('refuses another algorithm in the header, even with a valid HS256 signature over it', async () => {
    expect(
      await tokens.check(
        await new SignJWT({ sid: 's', ver: 1, typ: 'access' })
          .setProtectedHeader({ alg: 'HS512', typ: 'JWT' })
          .setSubject('7')
          .setIssuer('courtside')
          .setAudience('courtside:access')
          .setExpirationTime('900s')
          .sign(key),
      ),
    ).toEqual({ status: 'invalid' });
    const { createHmac } = await import('node:crypto');
    const input = `${b64({ alg: 'HS384', typ: 'JWT' })}.${(await tokens.sign(claims)).split('.')[1]}`;
    expect(await tokens.check(`${input}.${createHmac('sha256', SECRET).update(input).digest('base64url')}`)).toEqual({ status: 'invalid' });
  });

  it('refuses a tampered payload, a tampered signature, another secret and garbage', async () => {
    const [header, payload, signature] = (await tokens.sign(claims)).split('.');
    const forged = b64({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '1' });
    expect(await tokens.check(`${header}.${forged}.${signature}`)).toEqual({ status: 'invalid' });
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    expect(await tokens.check(`${header}.${payload}.${flipped}`)).toEqual({ status: 'invalid' });
    expect(await tokens.check(`${header}.${payload}.${signature}x`)).toEqual({ status: 'invalid' });
    expect(await tokens.check(await joseToken({ secret: new TextEncoder().encode('another-secret') }))).toEqual({ status: 'invalid' });
    for (const junk of [undefined, '', 'a.b', 'a.b.c.d', 'not.a.token', `${header}..${signature}`, '...'])
      expect(await tokens.check(junk)).toEqual({ status: 'invalid' });
  });

  it('refuses the wrong audience, issuer, header type or token type', async () => {
    expect(await tokens.check(await joseToken({ audience: 'courtside:refresh' }))).toEqual({ status: 'invalid' });
    expect(await tokens.check(await joseToken({ issuer: 'someone-else' }))).toEqual({ status: 'invalid' });
    expect(await tokens.check(await joseToken({ header: { typ: 'at+jwt' } }))).toEqual({ status: 'invalid' });
    expect(await tokens.check(await joseToken({ payload: { typ: 'refresh' } }))).toEqual({ status: 'invalid' });
    // A critical header extension we do not implement, correctly signed.
    const { createHmac } = await import('node:crypto');
    const input = `${b64({ alg: 'HS256', typ: 'JWT', crit: ['x-unknown'], 'x-unknown': true })}.${(await tokens.sign(claims)).split('.')[1]}`;
    expect(await tokens.check(`${input}.${createHmac('sha256', SECRET).update(input).digest('base64url')}`)).toEqual({ status: 'invalid' });
  });

  it('tells an expired token apart, but only when everything else about it checks out', async () => {
    const past = Math.floor(Date.now() / 1000) - 10;
    expect(await tokens.check(await joseToken({ expires: past }))).toEqual({ status: 'expired', claims });
    expect(await tokens.check(await joseToken({ expires: past, audience: 'courtside:refresh' }))).toEqual({ status: 'invalid' });
    expect(await tokens.check(await joseToken({ expires: past, secret: new TextEncoder().encode('another-secret') }))).toEqual({ status: 'invalid' });

    vi.useFakeTimers();
    const token = await tokens.sign(claims);
    vi.advanceTimersByTime(899_000);
    expect((await tokens.check(token)).status).toBe('valid');
    vi.advanceTimersByTime(1_000);
    expect(await tokens.check(token)).toEqual({ status: 'expired', claims });
  });

  it('refuses a token that is not yet valid', async () => {
    expect(await tokens.check(await joseToken({ notBefore: Math.floor(Date.now() / 1000) + 60 }))).toEqual({ status: 'invalid' });
    expect((await tokens.check(await joseToken({ notBefore: Math.floor(Date.now() / 1000) - 60 }))).status).toBe('valid');
  });

  it('remembers a token it verified (the same string on every request), never a look-alike, and keeps checking its time', async () => {
    vi.useFakeTimers();
    const remembering = new AccessTokens(SECRET, 60);
    const token = await remembering.sign(claims);
    expect(await remembering.check(token)).toEqual({ status: 'valid', claims });
    const [header, payload, signature] = token.split('.');
    const flipped = signature.at(-2) === 'A' ? 'B' : 'A';
    expect(await remembering.check(`${header}.${payload}.${signature.slice(0, -2)}${flipped}${signature.at(-1)}`)).toEqual({ status: 'invalid' });
    expect(await remembering.check(`${header}.${b64({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '8' })}.${signature}`)).toEqual({
      status: 'invalid',
    });
    expect(await remembering.check(token)).toEqual({ status: 'valid', claims });
    vi.advanceTimersByTime(60_000);
    expect(await remembering.check(token)).toEqual({ status: 'expired', claims });
  });

  it('does not remember a refusal: a token not yet valid is valid once its time comes', async () => {
    vi.useFakeTimers();
    const token = await joseToken({ notBefore: Math.floor(Date.now() / 1000) + 30 });
    expect(await tokens.check(token)).toEqual({ status: 'invalid' });
    vi.advanceTimersByTime(31_000);
    expect(await tokens.check(token)).toEqual({ status: 'valid', claims });
  });
});
