/**
 * Abuse limits on the auth calls, on one app built with small limits (each test from its own
 * client address): login failures per account → 429 with Retry-After, scoped to that account;
 * login per IP; signup per IP; reset-link mail per IP and per account (same answer, no more mail);
 * reset attempts per IP. The remote address, not X-Forwarded-For, is what counts, unless it comes
 * from the balancer (TRUST_PROXY). The counters live in the database: instances count together.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { Agent, createTestApp, createUser, TEST_PASSWORD, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      loginFailuresPerAccount: { max: 3, windowMs: 60_000 },
      loginPerIp: { max: 6, windowMs: 60_000 },
      signupPerIp: { max: 2, windowMs: 60_000 },
      resetLinkPerIp: { max: 4, windowMs: 60_000 },
      resetLinkPerAccount: { max: 2, windowMs: 60_000 },
      resetAttemptPerIp: { max: 3, windowMs: 60_000 },
    },
  });
});
afterAll(() => t.close());

let address = 0;
/** A browser on its own client address. */
function client() {
  const remoteAddress = `10.0.0.${++address}`;
  const agent = new Agent(t.app);
  const from = { remoteAddress };
  return {
    post: (url: string, body?: Record<string, unknown>, headers: Record<string, string> = {}) => agent.post(url, body, { ...from, headers }),
    get: (url: string) => agent.get(url, from),
  };
}

function expectTooMany(response: { statusCode: number; headers: Record<string, unknown>; json(): { message: string; retryAfterSeconds: number } }) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(response.json().message).toMatch(/Too many attempts/);
  expect(response.json().retryAfterSeconds).toBe(retryAfter);
}

const wrongLogin = (email: string) => ({ email, password: 'wrong-password-123' });

describe('login failures per account', () => {
  it('3 failures are answered 401, then 429 with Retry-After, even for the right password', async () => {
    const user = await createUser(t);
    const browser = client();
    for (let i = 0; i < 3; i += 1) expect((await browser.post('/api/auth/login', wrongLogin(user.email))).statusCode).toBe(401);
    expectTooMany(await browser.post('/api/auth/login', wrongLogin(user.email)));
    const right = await browser.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expectTooMany(right);
    expect(right.cookies.find((cookie) => cookie.name === 'access_token')).toBeUndefined();
  });

  it('counts per account whatever the address, and whatever the e-mail case', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 3; i += 1) await client().post('/api/auth/login', wrongLogin(i % 2 ? user.email.toUpperCase() : user.email));
    expectTooMany(await client().post('/api/auth/login', { email: user.email, password: TEST_PASSWORD }));
  });

  it('a limit on one account does not block another account (same address)', async () => {
    const victim = await createUser(t);
    const bystander = await createUser(t);
    const browser = client();
    for (let i = 0; i < 3; i += 1) await browser.post('/api/auth/login', wrongLogin(victim.email));
    expectTooMany(await browser.post('/api/auth/login', wrongLogin(victim.email)));
    expect((await browser.post('/api/auth/login', { email: bystander.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('a successful login clears the failures of that account', async () => {
    const user = await createUser(t);
    const browser = client();
    for (let i = 0; i < 2; i += 1) await browser.post('/api/auth/login', wrongLogin(user.email));
    expect((await browser.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    const again = client();
    for (let i = 0; i < 3; i += 1) expect((await again.post('/api/auth/login', wrongLogin(user.email))).statusCode).toBe(401);
  });

  it('unknown e-mails are limited the same way (no hint about who is a member)', async () => {
    const browser = client();
    for (let i = 0; i < 3; i += 1) expect((await browser.post('/api/auth/login', wrongLogin('ghost@example.com'))).statusCode).toBe(401);
    expectTooMany(await browser.post('/api/auth/login', wrongLogin('ghost@example.com')));
  });
});

describe('login per IP', () => {
  it('the 7th login attempt from one address within the window → 429, whatever the accounts', async () => {
    const user = await createUser(t);
    const browser = client();
    for (let i = 0; i < 6; i += 1) {
      expect((await browser.post('/api/auth/login', wrongLogin(`nobody${i}@example.com`))).statusCode).toBe(401);
    }
    expectTooMany(await browser.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD }));
    // Another address is not affected.
    expect((await client().post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('counts malformed attempts too, and X-Forwarded-For does not reset the count', async () => {
    const browser = client();
    for (let i = 0; i < 6; i += 1) {
      expect((await browser.post('/api/auth/login', { email: 42 }, { 'x-forwarded-for': `203.0.113.${i}` })).statusCode).toBe(400);
    }
    expectTooMany(await browser.post('/api/auth/login', { email: 42 }, { 'x-forwarded-for': '198.51.100.1' }));
  });
});

describe('signup per IP', () => {
  it('the 3rd signup from one address → 429 and no account', async () => {
    const browser = client();
    const signup = (n: number) => ({
      email: `limited-signup-${n}@example.com`,
      password: 'a-long-password',
      gender: 'male',
      postalCode: 'M5V 2T6',
      birthday: '1980-02-02',
      firstName: 'Sam',
      lastName: 'Limit',
      phoneNumber: '4165550100',
    });
    expect((await browser.post('/api/auth/signup', signup(1))).statusCode).toBe(201);
    expect((await browser.post('/api/auth/signup', signup(2))).statusCode).toBe(201);
    expectTooMany(await browser.post('/api/auth/signup', signup(3)));
    const login = await client().post('/api/auth/login', { email: 'limited-signup-3@example.com', password: 'a-long-password' });
    expect(login.statusCode).toBe(401);
  });
});

describe('password reset', () => {
  const outbox = async (email: string) => (await client().get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json<unknown[]>();

  it('per account: after 2 links the answer stays the same but no more mail is sent', async () => {
    const user = await createUser(t);
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await client().post('/api/auth/reset-password/link', { email: user.email });
      expect(response.statusCode).toBe(200);
      answers.push(response.json());
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await outbox(user.email)).toHaveLength(2);
  });

  it('per IP: the 5th link request from one address → 429', async () => {
    const browser = client();
    for (let i = 0; i < 4; i += 1) {
      expect((await browser.post('/api/auth/reset-password/link', { email: `someone${i}@example.com` })).statusCode).toBe(200);
    }
    expectTooMany(await browser.post('/api/auth/reset-password/link', { email: 'someone-else@example.com' }));
  });

  it('per IP: the 4th reset attempt (check or set) from one address → 429', async () => {
    const browser = client();
    expect((await browser.get('/api/auth/reset-password/token?id=1&token=guess-1')).json()).toBe(false);
    expect((await browser.get('/api/auth/reset-password/token?id=1&token=guess-2')).json()).toBe(false);
    expect((await browser.post('/api/auth/reset-password', { id: 1, token: 'guess-3', password: 'brand-new-password' })).statusCode).toBe(400);
    expectTooMany(await browser.post('/api/auth/reset-password', { id: 1, token: 'guess-4', password: 'brand-new-password' }));
    expectTooMany(await browser.get('/api/auth/reset-password/token?id=1&token=guess-5'));
  });
});

describe('across instances, behind a balancer', () => {
  let behindBalancer: FastifyInstance;
  beforeAll(async () => {
    // A second instance on the same database, trusting X-Forwarded-For from the balancer on loopback only.
    behindBalancer = await buildApp({
      config: { ...t.config, trustProxy: ['127.0.0.1'] },
      database: t.database,
      closeDatabase: false,
      distDir: '/nonexistent-dist',
      rateLimits: { loginPerIp: { max: 6, windowMs: 60_000 } },
    });
    await behindBalancer.ready();
  });
  afterAll(() => behindBalancer.close());

  let attempt = 0;
  // A new e-mail each time, so only the per-address limit counts.
  const loginOn = (app: FastifyInstance, remoteAddress: string, forwardedFor?: string) =>
    new Agent(app).post('/api/auth/login', wrongLogin(`balanced${++attempt}@example.com`), {
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });

  it('one client address meets one limit whichever instance answers', async () => {
    for (let i = 0; i < 6; i += 1) expect((await loginOn(i % 2 ? t.app : behindBalancer, '10.1.0.1')).statusCode).toBe(401);
    expectTooMany(await loginOn(t.app, '10.1.0.1'));
    expectTooMany(await loginOn(behindBalancer, '10.1.0.1'));
  });

  it('counts the client the balancer forwards, not the balancer; an untrusted sender cannot pick its address', async () => {
    for (let i = 0; i < 6; i += 1) expect((await loginOn(behindBalancer, '127.0.0.1', '198.51.100.7')).statusCode).toBe(401);
    expectTooMany(await loginOn(behindBalancer, '127.0.0.1', '198.51.100.7'));
    expect((await loginOn(behindBalancer, '127.0.0.1', '198.51.100.8')).statusCode).toBe(401);
    for (let i = 0; i < 6; i += 1) expect((await loginOn(behindBalancer, '10.1.0.2', `198.51.100.${20 + i}`)).statusCode).toBe(401);
    expectTooMany(await loginOn(behindBalancer, '10.1.0.2', '198.51.100.99'));
  });
});
