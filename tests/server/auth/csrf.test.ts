/**
 * CSRF defence on every write: POST/PUT/PATCH/DELETE without the X-XSRF-TOKEN header, with a wrong
 * one, with a forged cookie/header pair, or with a token of another login → 403 with a clear message
 * and nothing written; the anonymous token stops working once the login re-issues one bound to the
 * login; an Origin other than APP_ORIGIN → 403; GET needs no token and arms one; clear-cookies is
 * origin-checked but needs no token.
 */
import { allowedOrigins } from '../../../server/plugins/csrf.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appAlert } from '../../../server/db/schema.js';
import { databaseState, setCookie } from '../helpers/db-state.js';
import { Agent, agentFor, createTestApp, createUser, TEST_PASSWORD, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let admin: Agent;
let adminUser: { id: number; email: string };
beforeAll(async () => {
  t = await createTestApp();
  ({ agent: admin, user: adminUser } = (await agentFor(t, ['admin', 'owner'])) as { agent: Agent; user: { id: number; email: string } });
  await t.database.db.insert(appAlert).values({ id: 1, message: 'Courts 3 and 4 closed' });
});
afterAll(() => t.close());

const TOKEN_MESSAGE = /security token is missing or out of date/;

type Write = { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: Record<string, unknown> };

/** Every write route, each with a body that would succeed with the right token. */
const WRITES: Write[] = [
  {
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      email: 'csrf.new@example.com',
      password: 'a-long-password',
      gender: 'male',
      postalCode: 'K1A 0B1',
      birthday: '1990-01-01',
      firstName: 'New',
      lastName: 'Member',
      phoneNumber: '6135550100',
    },
  },
  { method: 'POST', url: '/api/auth/login', payload: { email: 'someone@example.com', password: 'whatever-123' } },
  { method: 'POST', url: '/api/auth/refresh' },
  { method: 'POST', url: '/api/auth/logout' },
  { method: 'POST', url: '/api/auth/reset-password/link', payload: { email: 'someone@example.com' } },
  { method: 'POST', url: '/api/auth/reset-password', payload: { id: 1, token: 'some-token', password: 'a-long-password' } },
  { method: 'POST', url: '/api/auth/reset-password/token', payload: { email: 'someone@example.com' } },
  { method: 'PUT', url: '/api/auth/1/roles', payload: { roles: ['owner'] } },
  { method: 'PATCH', url: '/api/users/me', payload: { firstName: 'Changed' } },
  { method: 'PATCH', url: '/api/users/1', payload: { firstName: 'Changed' } },
  { method: 'POST', url: '/api/app-alert', payload: { message: 'Rain delay' } },
  { method: 'PUT', url: '/api/app-alert/1', payload: { message: 'Rain delay' } },
  { method: 'DELETE', url: '/api/app-alert/1' },
  { method: 'PATCH', url: '/api/company-settings', payload: { membershipPrice: 99 } },
];

async function refused(agent: Agent, write: Write, headers: Record<string, string> = {}) {
  const before = await databaseState(t);
  const response = await agent.request({ method: write.method, url: write.url, payload: write.payload, headers });
  expect(response.statusCode).toBe(403);
  expect(await databaseState(t)).toEqual(before);
  return response;
}

describe('writes without a valid X-XSRF-TOKEN header → 403 and nothing written', () => {
  it.each(WRITES)('$method $url without the header', async (write) => {
    admin.sendCsrfHeader = false;
    try {
      const response = await refused(admin, write);
      expect(response.json()).toEqual({ statusCode: 403, error: 'Forbidden', code: 'csrf_failed', message: expect.stringMatching(TOKEN_MESSAGE) });
    } finally {
      admin.sendCsrfHeader = true;
    }
  });

  it.each(WRITES)('$method $url with a wrong header', async (write) => {
    const response = await refused(admin, write, { 'x-xsrf-token': 'wrong-token' });
    expect(response.json().message).toMatch(TOKEN_MESSAGE);
  });

  it('a matching cookie and header that the server never signed → 403', async () => {
    const agent = new Agent(t.app);
    agent.cookies.set('XSRF-TOKEN', { value: 'forged.signature', path: '/' });
    const response = await refused(agent, { method: 'POST', url: '/api/auth/login', payload: { email: adminUser.email, password: TEST_PASSWORD } });
    expect(response.json().message).toMatch(TOKEN_MESSAGE);
  });

  it('a valid header without its cookie → 403', async () => {
    const token = admin.cookie('XSRF-TOKEN')!;
    const bare = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      payload: { firstName: 'Changed' },
      cookies: { access_token: admin.cookie('access_token')! },
      headers: { 'x-xsrf-token': token },
    });
    expect(bare.statusCode).toBe(403);
  });

  it('the same writes with the right token work (control)', async () => {
    expect((await admin.patch('/api/users/me', { firstName: 'Allowed' })).statusCode).toBe(200);
    expect((await admin.put('/api/app-alert/1', { message: 'Rain delay' })).statusCode).toBe(200);
    expect((await admin.patch('/api/company-settings', { membershipPrice: 99 })).statusCode).toBe(200);
    expect((await admin.post('/api/auth/refresh')).statusCode).toBe(201);
  });
});

describe('tokens are bound to the login', () => {
  it('a token minted for an anonymous visitor stops working after login; the login re-issues one', async () => {
    const user = await createUser(t);
    const agent = new Agent(t.app);
    await agent.arm();
    const anonymousToken = agent.cookie('XSRF-TOKEN')!;
    const login = await agent.login(user.email);
    const loginToken = setCookie(login, 'XSRF-TOKEN')?.value;
    expect(loginToken).toBeDefined();
    expect(loginToken).not.toBe(anonymousToken);

    // Plant the anonymous token back (as an attacker who set it before login would).
    agent.cookies.set('XSRF-TOKEN', { value: anonymousToken, path: '/' });
    const stale = await agent.patch('/api/users/me', { firstName: 'Planted' });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().message).toMatch(TOKEN_MESSAGE);
    // The refusal re-arms a token for this login, and the retry works.
    expect(setCookie(stale, 'XSRF-TOKEN')?.value).toBeDefined();
    expect((await agent.patch('/api/users/me', { firstName: 'Fresh' })).statusCode).toBe(200);
  });

  it('a token of another login does not work for this one', async () => {
    const { agent: other } = await agentFor(t);
    const borrowed = other.cookie('XSRF-TOKEN')!;
    const agent = new Agent(t.app);
    for (const [name, cookie] of admin.cookies) agent.cookies.set(name, { ...cookie });
    agent.cookies.set('XSRF-TOKEN', { value: borrowed, path: '/' });
    expect((await agent.patch('/api/users/me', { firstName: 'Borrowed' })).statusCode).toBe(403);
  });

  it('after logout the login’s token no longer works, and the new anonymous one does', async () => {
    const user = await createUser(t);
    const agent = new Agent(t.app);
    await agent.login(user.email);
    const loginToken = agent.cookie('XSRF-TOKEN')!;
    expect((await agent.post('/api/auth/logout')).statusCode).toBe(204);
    const anonymousToken = agent.cookie('XSRF-TOKEN')!;
    expect(anonymousToken).not.toBe(loginToken);

    const withOld = await agent.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD }, { headers: { 'x-xsrf-token': loginToken } });
    expect(withOld.statusCode).toBe(403);
    agent.cookies.set('XSRF-TOKEN', { value: anonymousToken, path: '/' });
    expect((await agent.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });
});

describe('Origin check', () => {
  it.each(['https://evil.example', 'http://localhost:3001', 'https://localhost:3000', 'null'])(
    'a write from Origin %s → 403 even with a valid token',
    async (origin) => {
      const response = await refused(admin, { method: 'PATCH', url: '/api/users/me', payload: { firstName: 'Changed' } }, { origin });
      expect(response.json().message).toMatch(/another site/);
    },
  );

  it('a write from the configured APP_ORIGIN is accepted', async () => {
    const response = await admin.patch('/api/users/me', { firstName: 'SameSite' }, { headers: { origin: 'http://localhost:3000' } });
    expect(response.statusCode).toBe(200);
  });

  it.each(['http://127.0.0.1:3000', 'http://[::1]:3000'])(
    'outside production, the same port on another loopback name (%s) is the same origin',
    async (origin) => {
      const response = await admin.patch('/api/users/me', { firstName: 'Loopback' }, { headers: { origin } });
      expect(response.statusCode).toBe(200);
    },
  );

  it('in production only APP_ORIGIN itself is accepted', () => {
    expect([...allowedOrigins({ appOrigin: 'http://localhost:3000', isProduction: true })]).toEqual(['http://localhost:3000']);
    expect([...allowedOrigins({ appOrigin: 'https://courts.example.ca', isProduction: false })]).toEqual(['https://courts.example.ca']);
  });

  it('a write with no Origin header (same-origin fetches may omit it) is accepted with a valid token', async () => {
    expect((await admin.patch('/api/users/me', { firstName: 'NoOrigin' })).statusCode).toBe(200);
  });

  it('clear-cookies needs no token but is origin-checked', async () => {
    const agent = new Agent(t.app);
    agent.sendCsrfHeader = false;
    expect((await agent.post('/api/auth/clear-cookies')).statusCode).toBe(204);
    expect((await agent.post('/api/auth/clear-cookies', undefined, { headers: { origin: 'https://evil.example' } })).statusCode).toBe(403);
  });
});

describe('safe methods', () => {
  it('a GET needs no token, and one without a valid token gets a Set-Cookie XSRF-TOKEN', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/company-settings' });
    expect(response.statusCode).toBe(200);
    const cookie = setCookie(response, 'XSRF-TOKEN');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('a GET with a stale token is answered and re-armed', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/app-alert', cookies: { 'XSRF-TOKEN': 'stale.token' } });
    expect(response.statusCode).toBe(200);
    expect(setCookie(response, 'XSRF-TOKEN')?.value).not.toBe('stale.token');
  });

  it('a GET with a valid token does not replace it', async () => {
    const agent = new Agent(t.app);
    await agent.arm();
    const response = await agent.get('/api/company-settings');
    expect(setCookie(response, 'XSRF-TOKEN')).toBeUndefined();
  });

  it('a GET from another origin is answered (reads are not state-changing)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/company-settings', headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(200);
  });
});
