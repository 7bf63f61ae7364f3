/**
 * POST /api/auth/login: the cookies a login sets, the profile it answers, one 401 for a wrong
 * password and an unknown e-mail, 400 for a bad body (nothing written), e-mail matching in any
 * case, and the rehash of a password stored under a weaker policy. (403 without the CSRF header:
 * csrf.test.ts; 429: rate-limits.test.ts.)
 */
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema.js';
import { databaseState } from '../helpers/db-state.js';
import { Agent, createTestApp, createUser, TEST_PASSWORD, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/auth/login', () => {
  it('sets the access, refresh, PB_loggedIn and XSRF cookies and answers the profile', async () => {
    const user = await createUser(t);
    const agent = new Agent(t.app);
    const response = await agent.post('/api/auth/login', { email: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, email: user.email, roles: [] });
    expect(response.json()).not.toHaveProperty('passwordHash');
    const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c]));
    expect(cookies.access_token).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookies.refresh_token).toMatchObject({ httpOnly: true, path: '/api/auth/refresh' });
    expect(cookies.PB_loggedIn).toMatchObject({ value: 'true', path: '/' });
    expect(cookies.PB_loggedIn.httpOnly).toBeFalsy();
    expect(cookies['XSRF-TOKEN'].httpOnly).toBeFalsy();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a wrong password and an unknown e-mail alike with 401', async () => {
    const user = await createUser(t);
    const wrongPassword = await new Agent(t.app).post('/api/auth/login', { email: user.email, password: 'not-the-password' });
    const unknown = await new Agent(t.app).post('/api/auth/login', { email: 'nobody@example.com', password: 'not-the-password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknown.json());
    expect(wrongPassword.cookies.find((c) => c.name === 'access_token')).toBeUndefined();
  });

  it('never accepts PB_loggedIn alone as a login', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/access/admin', cookies: { PB_loggedIn: 'true' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).not.toHaveProperty('name', 'TokenExpiredError');
  });

  it('matches the e-mail whatever its case and surrounding spaces, and the login works at once', async () => {
    const user = await createUser(t, { email: 'casey.case@example.com' });
    const agent = new Agent(t.app);
    const response = await agent.post('/api/auth/login', { email: '  Casey.CASE@Example.com ', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const me = await agent.get('/api/users/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, email: 'casey.case@example.com' });
  });

  it('treats the password as case-sensitive', async () => {
    const user = await createUser(t);
    const response = await new Agent(t.app).post('/api/auth/login', { email: user.email, password: TEST_PASSWORD.toUpperCase() });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['an empty body', {}, ['email', 'password']],
    ['a blank e-mail', { email: '   ', password: 'whatever-123' }, ['email']],
    ['an empty password', { email: 'a@example.com', password: '' }, ['password']],
    ['a number as e-mail', { email: 42, password: 'whatever-123' }, ['email']],
    ['an object as password', { email: 'a@example.com', password: { $ne: null } }, ['password']],
    ['a 10 000-character e-mail', { email: `${'e'.repeat(10_000)}@example.com`, password: 'whatever-123' }, ['email']],
    ['a 10 000-character password', { email: 'a@example.com', password: 'p'.repeat(10_000) }, ['password']],
    ['an unknown field', { email: 'a@example.com', password: 'whatever-123', remember: true }, ['remember']],
  ])('answers 400 naming the field for %s, and writes nothing', async (_label, body, fields) => {
    const agent = new Agent(t.app);
    await agent.arm();
    const before = await databaseState(t);
    const response = await agent.post('/api/auth/login', body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(fields);
    expect(setsLogin(response)).toBe(false);
    expect(await databaseState(t)).toEqual(before);
  });

  it('upgrades a password stored under a weaker hash policy when the member logs in', async () => {
    const user = await createUser(t);
    const weak = await hash(TEST_PASSWORD, { memoryCost: 4096, timeCost: 1, parallelism: 1, algorithm: 2 });
    await t.database.db.update(users).set({ passwordHash: weak }).where(eq(users.id, user.id));

    expect((await new Agent(t.app).post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.passwordHash).not.toBe(weak);
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // The upgraded hash still takes the same password.
    expect((await new Agent(t.app).post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });
});

function setsLogin(response: { cookies: { name: string }[] }) {
  return response.cookies.some((cookie) => cookie.name === 'access_token' || cookie.name === 'refresh_token');
}
