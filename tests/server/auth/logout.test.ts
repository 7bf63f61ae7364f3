/**
 * POST /api/auth/logout and POST /api/auth/clear-cookies: logout ends the login family (its access
 * and refresh tokens stop working) and clears every cookie; an expired but genuine token still ends
 * it; without a token it is a 401 that still clears the cookies; other logins survive.
 * clear-cookies clears them without any valid token or CSRF header, but checks the Origin.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginSessions } from '../../../server/db/schema.js';
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

const LOGIN_COOKIES = ['access_token', 'refresh_token', 'PB_loggedIn'];

async function loggedIn() {
  const agent = new Agent(t.app);
  await agent.login(member.email);
  return agent;
}

/** A browser holding copies of another browser's tokens. */
function replayer(from: Agent) {
  const copy = new Agent(t.app);
  for (const [name, cookie] of from.cookies) copy.cookies.set(name, { ...cookie });
  return copy;
}

describe('POST /api/auth/logout', () => {
  it('answers 204, clears every login cookie (Max-Age=0) and re-arms an anonymous CSRF token', async () => {
    const agent = await loggedIn();
    const oldCsrf = agent.cookie('XSRF-TOKEN');
    const response = await agent.post('/api/auth/logout');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    for (const name of LOGIN_COOKIES) {
      expect(clearsCookie(response, name)).toBe(true);
      expect(setCookie(response, name)?.maxAge).toBe(0);
    }
    expect(setCookie(response, 'refresh_token')?.path).toBe('/api/auth/refresh');
    expect(setCookie(response, 'XSRF-TOKEN')?.value).not.toBe(oldCsrf);
    expect(response.headers['cache-control']).toBe('no-store');
    // The browser is anonymous again and can log straight back in with the new CSRF token.
    expect((await agent.get('/api/users/me')).statusCode).toBe(401);
    expect((await agent.post('/api/auth/login', { email: member.email, password: 'correct-horse-battery' })).statusCode).toBe(200);
  });

  it('revokes the login: copies of its access and refresh tokens stop working', async () => {
    const agent = await loggedIn();
    const copy = replayer(agent);
    expect((await copy.get('/api/users/me')).statusCode).toBe(200);
    expect((await agent.post('/api/auth/logout')).statusCode).toBe(204);

    const me = await copy.get('/api/users/me');
    expect(me.statusCode).toBe(401);
    expect(me.json()).not.toHaveProperty('name');
    expect((await copy.post('/api/auth/refresh')).statusCode).toBe(401);
  });

  it('ends only this login: the member’s other logins keep working', async () => {
    const phone = await loggedIn();
    const laptop = await loggedIn();
    expect((await laptop.post('/api/auth/logout')).statusCode).toBe(204);
    expect((await phone.get('/api/users/me')).statusCode).toBe(200);
    expect((await phone.post('/api/auth/refresh')).statusCode).toBe(201);
  });

  it('still revokes the login when the access token has expired but is genuine', async () => {
    const agent = await loggedIn();
    const copy = replayer(agent);
    const accessToken = agent.cookie('access_token')!;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    expect((await agent.get('/api/users/me')).json()).toMatchObject({ name: 'TokenExpiredError' });

    const response = await agent.post('/api/auth/logout');
    expect(response.statusCode).toBe(204);
    for (const name of LOGIN_COOKIES) expect(clearsCookie(response, name)).toBe(true);
    // The refresh token of that login can no longer bring it back.
    expect((await copy.post('/api/auth/refresh')).statusCode).toBe(401);
    // And the login's row says so (the access token names its login in the sid claim).
    const { sid } = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString());
    const [session] = await t.database.db.select().from(loginSessions).where(eq(loginSessions.id, sid));
    expect(session.revokedAt).not.toBeNull();
  });

  it('without an access token → 401, and still clears the cookies', async () => {
    const agent = new Agent(t.app);
    agent.cookies.set('PB_loggedIn', { value: 'true', path: '/' });
    const response = await agent.post('/api/auth/logout');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, message: expect.any(String) });
    for (const name of LOGIN_COOKIES) expect(clearsCookie(response, name)).toBe(true);
    expect(agent.cookie('PB_loggedIn')).toBeUndefined();
  });

  it('with a garbage access token → 401 and clears the cookies', async () => {
    const agent = new Agent(t.app);
    agent.cookies.set('access_token', { value: 'garbage', path: '/' });
    const response = await agent.post('/api/auth/logout');
    expect(response.statusCode).toBe(401);
    expect(clearsCookie(response, 'access_token')).toBe(true);
  });

  it('without the CSRF header → 403 and the login goes on', async () => {
    const agent = await loggedIn();
    agent.sendCsrfHeader = false;
    const response = await agent.post('/api/auth/logout');
    expect(response.statusCode).toBe(403);
    expect(setCookie(response, 'access_token')).toBeUndefined();
    expect((await agent.get('/api/users/me')).statusCode).toBe(200);
  });
});

describe('POST /api/auth/clear-cookies', () => {
  it('clears every login cookie without a valid token or CSRF header (the way out of a broken session)', async () => {
    const agent = new Agent(t.app);
    agent.sendCsrfHeader = false;
    for (const name of LOGIN_COOKIES) agent.cookies.set(name, { value: 'broken', path: name === 'refresh_token' ? '/api/auth/refresh' : '/' });
    agent.cookies.set('XSRF-TOKEN', { value: 'stale.token', path: '/' });
    const response = await agent.post('/api/auth/clear-cookies');
    expect(response.statusCode).toBe(204);
    for (const name of LOGIN_COOKIES) expect(clearsCookie(response, name)).toBe(true);
    expect(setCookie(response, 'XSRF-TOKEN')?.value).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('clears the cookies of a logged-in browser too', async () => {
    const agent = await loggedIn();
    const response = await agent.post('/api/auth/clear-cookies');
    expect(response.statusCode).toBe(204);
    for (const name of LOGIN_COOKIES) expect(clearsCookie(response, name)).toBe(true);
    expect((await agent.get('/api/users/me')).statusCode).toBe(401);
  });

  it('refuses a request from another origin with 403 and clears nothing', async () => {
    const agent = new Agent(t.app);
    agent.sendCsrfHeader = false;
    const response = await agent.post('/api/auth/clear-cookies', undefined, { headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/another site/);
    expect(setCookie(response, 'access_token')).toBeUndefined();
  });

  it('accepts the configured origin (http://localhost:3000)', async () => {
    const response = await new Agent(t.app).post('/api/auth/clear-cookies', undefined, { headers: { origin: 'http://localhost:3000' } });
    expect(response.statusCode).toBe(204);
  });
});
