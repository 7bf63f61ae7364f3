/**
 * Access-token expiry and POST /api/auth/refresh: an expired JWT earns 401 TokenExpiredError, the
 * refresh answers 201 with new cookies and the retried call works; garbage, forged, wrong-secret
 * and refresh-as-access tokens earn a plain 401; a spent refresh token presented again ends the
 * whole login (family); expired or missing refresh tokens are 401 and clear the cookies; 20
 * parallel refreshes with one token give exactly one 201.
 */
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearsCookie, setCookie } from '../helpers/db-state.js';
import { Agent, createTestApp, createUser, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let member: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp({ config: { accessTokenTtlSeconds: 5 } });
  member = await createUser(t);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

async function loggedIn() {
  const agent = new Agent(t.app);
  await agent.login(member.email);
  return agent;
}

/** Moves the clock on (Date only: timers and I/O keep running). */
function advance(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}

/** A raw request carrying only the given access cookie. */
const withAccessToken = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/me', cookies: { access_token: token } });

describe('access token expiry and refresh', () => {
  it('expired JWT → 401 TokenExpiredError → refresh 201 with new cookies → the retried call works', async () => {
    const agent = await loggedIn();
    expect((await agent.get('/api/users/me')).statusCode).toBe(200);
    const oldAccess = agent.cookie('access_token');
    const oldRefresh = agent.cookie('refresh_token');

    advance(6_000);
    const expired = await agent.get('/api/users/me');
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ statusCode: 401, name: 'TokenExpiredError' });

    const refresh = await agent.post('/api/auth/refresh');
    expect(refresh.statusCode).toBe(201);
    expect(refresh.body).toBe('');
    expect(setCookie(refresh, 'access_token')).toMatchObject({ httpOnly: true, path: '/' });
    expect(setCookie(refresh, 'refresh_token')).toMatchObject({ httpOnly: true, path: '/api/auth/refresh' });
    expect(setCookie(refresh, 'PB_loggedIn')?.value).toBe('true');
    expect(agent.cookie('access_token')).not.toBe(oldAccess);
    expect(agent.cookie('refresh_token')).not.toBe(oldRefresh);
    expect(refresh.headers['cache-control']).toBe('no-store');

    const retried = await agent.get('/api/users/me');
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ id: member.id });
  });

  it('keeps the CSRF token valid across a refresh (same login), so writes keep working', async () => {
    const agent = await loggedIn();
    advance(6_000);
    expect((await agent.post('/api/auth/refresh')).statusCode).toBe(201);
    expect((await agent.patch('/api/users/me', { firstName: 'Refreshed' })).statusCode).toBe(200);
  });

  it('answers a refresh while the access token is still fresh too (201)', async () => {
    const agent = await loggedIn();
    expect((await agent.post('/api/auth/refresh')).statusCode).toBe(201);
    expect((await agent.get('/api/users/me')).statusCode).toBe(200);
  });
});

describe('tokens that are not a genuine access token: plain 401, never TokenExpiredError', () => {
  const key = (secret: string) => new TextEncoder().encode(secret);
  const claims = () => ({ sid: '00000000-0000-4000-8000-000000000000', ver: 0, typ: 'access' });
  const sign = (secret: string, opts: { exp?: number; aud?: string; typ?: string } = {}) =>
    new SignJWT({ ...claims(), typ: opts.typ ?? 'access' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(member.id))
      .setIssuer('courtside')
      .setAudience(opts.aud ?? 'courtside:access')
      .setIssuedAt()
      .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 600)
      .sign(key(secret));

  const cases: [string, () => Promise<string>][] = [
    ['garbage', async () => 'not-a-jwt'],
    ['an empty-looking JWT', async () => 'a.b.c'],
    ['a JWT signed with another secret', async () => sign('another-secret-another-secret-another-secret-123')],
    [
      'an expired JWT signed with another secret',
      async () => sign('another-secret-another-secret-another-secret-123', { exp: Math.floor(Date.now() / 1000) - 60 }),
    ],
    [
      'an unsigned (alg: none) JWT',
      async () =>
        new UnsecuredJWT({ ...claims(), sub: String(member.id) }).setIssuer('courtside').setAudience('courtside:access').setExpirationTime('10m').encode(),
    ],
    [
      'a genuine JWT with its payload edited',
      async () => {
        const agent = await loggedIn();
        const [header, payload, signature] = agent.cookie('access_token')!.split('.');
        const edited = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '999999' };
        return [header, Buffer.from(JSON.stringify(edited)).toString('base64url'), signature].join('.');
      },
    ],
    [
      'an expired genuine JWT with its payload edited',
      async () => {
        const agent = await loggedIn();
        const [header, payload, signature] = agent.cookie('access_token')!.split('.');
        const edited = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), exp: 1 };
        return [header, Buffer.from(JSON.stringify(edited)).toString('base64url'), signature].join('.');
      },
    ],
    ['the right secret but another audience', async () => sign(t.config.jwtSecret, { aud: 'courtside:refresh' })],
    ['the right secret but another token type', async () => sign(t.config.jwtSecret, { typ: 'refresh' })],
    [
      'a refresh token used as the access token',
      async () => {
        const agent = await loggedIn();
        return agent.cookie('refresh_token')!;
      },
    ],
  ];

  it.each(cases)('%s → 401 without TokenExpiredError', async (_label, make) => {
    const response = await withAccessToken(await make());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', code: 'login_required', message: expect.any(String) });
  });

  it('refuses a refresh token sent as the access cookie even on a write (no TokenExpiredError, no change)', async () => {
    const agent = await loggedIn();
    agent.cookies.set('access_token', { value: agent.cookie('refresh_token')!, path: '/' });
    const response = await agent.patch('/api/users/me', { firstName: 'Sneaky' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).not.toHaveProperty('name');
    expect((await new Agent(t.app).login(member.email)).json().firstName).not.toBe('Sneaky');
  });
});

describe('refresh-token reuse ends the whole login', () => {
  it('a spent refresh token presented again → 401, and the newest refresh and access tokens of that login stop working', async () => {
    const agent = await loggedIn();
    const spent = agent.cookie('refresh_token')!;
    expect((await agent.post('/api/auth/refresh')).statusCode).toBe(201);
    const newestRefresh = agent.cookie('refresh_token')!;
    const newestAccess = agent.cookie('access_token')!;
    expect((await withAccessToken(newestAccess)).statusCode).toBe(200);

    // An attacker (another browser) replays the spent token.
    const thief = new Agent(t.app);
    thief.cookies.set('refresh_token', { value: spent, path: '/api/auth/refresh' });
    const replay = await thief.post('/api/auth/refresh');
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).not.toHaveProperty('name');
    expect(clearsCookie(replay, 'access_token')).toBe(true);

    // The family is revoked: the legitimate browser's newest tokens are dead too.
    expect((await withAccessToken(newestAccess)).statusCode).toBe(401);
    const legit = await agent.post('/api/auth/refresh');
    expect(legit.statusCode).toBe(401);
    expect(agent.cookie('refresh_token')).toBeUndefined();
    expect(newestRefresh).not.toBe(spent);
  });

  it('does not end the same member’s other logins', async () => {
    const phone = await loggedIn();
    const laptop = await loggedIn();
    const spent = laptop.cookie('refresh_token')!;
    await laptop.post('/api/auth/refresh');
    const thief = new Agent(t.app);
    thief.cookies.set('refresh_token', { value: spent, path: '/api/auth/refresh' });
    expect((await thief.post('/api/auth/refresh')).statusCode).toBe(401);

    expect((await laptop.get('/api/users/me')).statusCode).toBe(401);
    expect((await phone.get('/api/users/me')).statusCode).toBe(200);
    expect((await phone.post('/api/auth/refresh')).statusCode).toBe(201);
  });
});

describe('refresh refusals', () => {
  it('without a refresh cookie → 401 and the cookies are cleared', async () => {
    const agent = new Agent(t.app);
    const response = await agent.post('/api/auth/refresh');
    expect(response.statusCode).toBe(401);
    for (const name of ['access_token', 'refresh_token', 'PB_loggedIn']) expect(clearsCookie(response, name)).toBe(true);
  });

  it.each([
    ['an unknown refresh token', 'x'.repeat(43)],
    ['a 10 000-character refresh token', 'x'.repeat(10_000)],
  ])('with %s → 401', async (_label, value) => {
    const agent = new Agent(t.app);
    agent.cookies.set('refresh_token', { value, path: '/api/auth/refresh' });
    expect((await agent.post('/api/auth/refresh')).statusCode).toBe(401);
  });

  it('with an access token in place of the refresh token → 401', async () => {
    const agent = await loggedIn();
    agent.cookies.set('refresh_token', { value: agent.cookie('access_token')!, path: '/api/auth/refresh' });
    expect((await agent.post('/api/auth/refresh')).statusCode).toBe(401);
  });

  it('after its refresh-token lifetime (30 days) → 401', async () => {
    const agent = await loggedIn();
    advance(31 * 86_400_000);
    const response = await agent.post('/api/auth/refresh');
    expect(response.statusCode).toBe(401);
    expect(clearsCookie(response, 'refresh_token')).toBe(true);
  });

  it('after logout → 401', async () => {
    const agent = await loggedIn();
    const refreshToken = agent.cookie('refresh_token')!;
    expect((await agent.post('/api/auth/logout')).statusCode).toBe(204);
    const stale = new Agent(t.app);
    stale.cookies.set('refresh_token', { value: refreshToken, path: '/api/auth/refresh' });
    expect((await stale.post('/api/auth/refresh')).statusCode).toBe(401);
  });

  it('without the CSRF header → 403 and the refresh token is not spent', async () => {
    const agent = await loggedIn();
    agent.sendCsrfHeader = false;
    expect((await agent.post('/api/auth/refresh')).statusCode).toBe(403);
    agent.sendCsrfHeader = true;
    expect((await agent.post('/api/auth/refresh')).statusCode).toBe(201);
  });
});

describe('refresh race', () => {
  it('20 parallel refreshes with the same refresh token → exactly one 201', async () => {
    const agent = await loggedIn();
    const responses = await Promise.all(Array.from({ length: 20 }, () => agent.post('/api/auth/refresh')));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 401)).toHaveLength(19);
  });
});
