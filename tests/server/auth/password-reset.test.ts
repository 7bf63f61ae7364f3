/**
 * Password reset from link to new password, through the dev outbox: POST /reset-password/link
 * (same answer for known and unknown e-mails; the mailed link uses APP_ORIGIN whatever the Host),
 * GET /reset-password/token (true; false for a wrong token, wrong id, non-numeric id, expired),
 * POST /reset-password (sets the password, single use, ends every login, mails a notice, does not
 * log in; refuses a password equal to the e-mail with fields.password) and the staff call
 * POST /reset-password/token (fresh working link; 404 unknown e-mail).
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordResetTokens, users } from '../../../server/db/schema.js';
import { countRows, databaseState, setCookie } from '../helpers/db-state.js';
import { Agent, agentFor, createTestApp, createUser, TEST_PASSWORD, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let visitor: Agent;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp();
  visitor = new Agent(t.app);
  ({ agent: admin } = await agentFor(t, ['admin']));
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const LINK = /^http:\/\/localhost:3000\/redirect\/reset-password\/(\d+)\/([\w-]+)$/;

async function outbox(email: string) {
  const response = await visitor.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ subject: string; text: string; links: string[] }[]>();
}

/** Asks for a link and reads it from the newest mail, as the member would. */
async function requestLink(email: string, extra: { headers?: Record<string, string> } = {}) {
  const response = await visitor.post('/api/auth/reset-password/link', { email }, extra);
  expect(response.statusCode).toBe(200);
  const [newest] = await outbox(email);
  const link = newest.links.find((candidate) => LINK.test(candidate))!;
  const [, id, token] = LINK.exec(link)!;
  return { link, id, token, mail: newest };
}

const checkToken = (id: string, token: string) => visitor.get(`/api/auth/reset-password/token?token=${encodeURIComponent(token)}&id=${encodeURIComponent(id)}`);

describe('POST /api/auth/reset-password/link', () => {
  it('answers the same for an existing and an unknown e-mail, and mails only the existing one', async () => {
    const user = await createUser(t);
    const known = await visitor.post('/api/auth/reset-password/link', { email: user.email });
    const unknown = await visitor.post('/api/auth/reset-password/link', { email: 'nobody-here@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toMatch(/30 minutes/);
    expect(await outbox(user.email)).toHaveLength(1);
    expect(await outbox('nobody-here@example.com')).toHaveLength(0);
  });

  it('mails a link on APP_ORIGIN even when the request names another Host', async () => {
    const user = await createUser(t);
    const { link, id, mail } = await requestLink(user.email.toUpperCase(), {
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(link).toMatch(LINK);
    expect(link.startsWith('http://localhost:3000/redirect/reset-password/')).toBe(true);
    expect(Number(id)).toBe(user.id);
    expect(mail.subject).toMatch(/reset/i);
    expect(mail.text).toContain(link);
    expect(mail.text).not.toContain('evil.example');
  });

  it('lists the newest mail first in the outbox', async () => {
    const user = await createUser(t);
    const first = await requestLink(user.email);
    const second = await requestLink(user.email);
    const mails = await outbox(user.email);
    expect(mails[0].links).toContain(second.link);
    expect(mails[1].links).toContain(first.link);
  });

  it.each([
    ['an invalid e-mail', { email: 'not-an-email' }, 'email'],
    ['a missing e-mail', {}, 'email'],
    ['a 10 000-character e-mail', { email: `${'a'.repeat(10_000)}@example.com` }, 'email'],
    ['an unknown field', { email: 'a@example.com', redirect: 'https://evil.example' }, 'redirect'],
  ])('answers 400 for %s and writes nothing', async (_label, body, field) => {
    const before = await databaseState(t);
    const response = await visitor.post('/api/auth/reset-password/link', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
    expect(await databaseState(t)).toEqual(before);
  });
});

describe('GET /api/auth/reset-password/token', () => {
  let user: Awaited<ReturnType<typeof createUser>>;
  let id: string;
  let token: string;
  beforeAll(async () => {
    user = await createUser(t);
    ({ id, token } = await requestLink(user.email));
  });

  it('answers true for the mailed id and token', async () => {
    const response = await checkToken(id, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(true);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['a wrong token', () => [id, `${token.slice(0, -2)}xx`]],
    ['another member’s id (exactly like a wrong token)', () => [String(user.id + 1000), token]],
    ['a non-numeric id', () => ['abc', token]],
    ['a negative id', () => ['-1', token]],
    ['a fractional id', () => [`${id}.5`, token]],
    ['a huge id', () => ['99999999999999999', token]],
  ])('answers false for %s', async (_label, make) => {
    const [badId, badToken] = make();
    const response = await checkToken(badId, badToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(false);
  });

  it.each([
    ['no token', `/api/auth/reset-password/token?id=1`],
    ['no id', `/api/auth/reset-password/token?token=abc`],
    ['a 10 000-character token', `/api/auth/reset-password/token?id=1&token=${'t'.repeat(10_000)}`],
    ['an unknown parameter', `/api/auth/reset-password/token?id=1&token=abc&next=/admin`],
  ])('answers 400 for %s', async (_label, url) => {
    expect((await visitor.get(url)).statusCode).toBe(400);
  });

  it('answers false once the link is older than 30 minutes', async () => {
    const other = await createUser(t);
    const link = await requestLink(other.email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 29 * 60_000);
    expect((await checkToken(link.id, link.token)).json()).toBe(true);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect((await checkToken(link.id, link.token)).json()).toBe(false);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password once, ends every login, mails a notice and does not log in', async () => {
    const user = await createUser(t);
    // Two earlier logins of the member (say, phone and laptop).
    const phone = new Agent(t.app);
    await phone.login(user.email);
    const laptop = new Agent(t.app);
    await laptop.login(user.email);

    const { id, token } = await requestLink(user.email);
    const browser = new Agent(t.app);
    const response = await browser.post('/api/auth/reset-password', { id: Number(id), token, password: 'brand-new-password' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/changed/);
    expect(setCookie(response, 'access_token')).toBeUndefined();
    expect(setCookie(response, 'refresh_token')).toBeUndefined();
    expect(setCookie(response, 'PB_loggedIn')).toBeUndefined();
    expect((await browser.get('/api/users/me')).statusCode).toBe(401);

    // Single use.
    const again = await browser.post('/api/auth/reset-password', { id: Number(id), token, password: 'another-new-password' });
    expect(again.statusCode).toBe(400);
    expect((await checkToken(id, token)).json()).toBe(false);

    // Old password out, new one in.
    expect((await new Agent(t.app).post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(401);
    expect((await new Agent(t.app).post('/api/auth/login', { email: user.email, password: 'brand-new-password' })).statusCode).toBe(200);

    // Every earlier login has ended: access tokens and refresh tokens alike.
    for (const device of [phone, laptop]) {
      const me = await device.get('/api/users/me');
      expect(me.statusCode).toBe(401);
      expect(me.json()).not.toHaveProperty('name', 'TokenExpiredError');
      expect((await device.post('/api/auth/refresh')).statusCode).toBe(401);
    }

    // A notice mail, newest first.
    const [notice] = await outbox(user.email);
    expect(notice.subject).toMatch(/password was changed/);
  });

  it('accepts the id as a string, as it comes from the link path', async () => {
    const user = await createUser(t);
    const { id, token } = await requestLink(user.email);
    expect((await visitor.post('/api/auth/reset-password', { id, token, password: 'string-id-password' })).statusCode).toBe(200);
  });

  it('spends every other outstanding link of the member too', async () => {
    const user = await createUser(t);
    const older = await requestLink(user.email);
    const newer = await requestLink(user.email);
    expect((await visitor.post('/api/auth/reset-password', { id: newer.id, token: newer.token, password: 'brand-new-password' })).statusCode).toBe(200);
    expect((await checkToken(older.id, older.token)).json()).toBe(false);
    expect((await visitor.post('/api/auth/reset-password', { id: older.id, token: older.token, password: 'yet-another-one' })).statusCode).toBe(400);
  });

  it('refuses a password equal to the e-mail with fields.password, and the link still works afterwards', async () => {
    const user = await createUser(t, { email: 'pat.doe@example.com' });
    const { id, token } = await requestLink(user.email);
    const before = await databaseState(t);
    for (const password of ['pat.doe@example.com', 'PAT.DOE@EXAMPLE.COM', 'pat.doe@']) {
      const response = await visitor.post('/api/auth/reset-password', { id, token, password });
      if (password === 'pat.doe@') {
        expect(response.statusCode).toBe(200); // not the e-mail or its local part: a legitimate password
        continue;
      }
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ password: expect.stringMatching(/e-mail/) });
      expect(await databaseState(t)).toEqual(before);
      expect((await checkToken(id, token)).json()).toBe(true);
    }
  });

  it.each([
    ['a wrong token', (id: string, token: string) => ({ id, token: `${token.slice(0, -2)}xx`, password: 'brand-new-password' })],
    ['another member’s id', (id: string, token: string) => ({ id: Number(id) + 1000, token, password: 'brand-new-password' })],
    ['a non-numeric id', (_id: string, token: string) => ({ id: 'abc', token, password: 'brand-new-password' })],
  ])('answers 400 for %s and changes nothing', async (_label, make) => {
    const user = await createUser(t);
    const { id, token } = await requestLink(user.email);
    const before = await databaseState(t);
    const response = await visitor.post('/api/auth/reset-password', make(id, token));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/invalid or has expired/);
    expect(await databaseState(t)).toEqual(before);
  });

  it.each([
    ['a short password', { password: 'short' }, 'password'],
    ['a 10 000-character password', { password: 'p'.repeat(10_000) }, 'password'],
    ['a numeric password', { password: 12345678 }, 'password'],
    ['a missing token', { token: undefined }, 'token'],
    ['an object as id', { id: { $gt: 0 } }, 'id'],
    ['an unknown field', { login: true }, 'login'],
  ])('answers 400 naming the field for %s, and the link is not spent', async (_label, override, field) => {
    const user = await createUser(t);
    const { id, token } = await requestLink(user.email);
    const before = await databaseState(t);
    const response = await visitor.post('/api/auth/reset-password', { id, token, password: 'brand-new-password', ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
    expect(await databaseState(t)).toEqual(before);
    expect((await checkToken(id, token)).json()).toBe(true);
  });

  it('refuses an expired link (past 30 minutes) with 400, and the password stays', async () => {
    const user = await createUser(t);
    const { id, token } = await requestLink(user.email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 60_000);
    expect((await checkToken(id, token)).json()).toBe(false);
    const response = await visitor.post('/api/auth/reset-password', { id, token, password: 'too-late-password' });
    expect(response.statusCode).toBe(400);
    vi.useRealTimers();
    expect((await new Agent(t.app).post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('needs the CSRF header like every write (403)', async () => {
    const agent = new Agent(t.app);
    agent.sendCsrfHeader = false;
    expect((await agent.post('/api/auth/reset-password', { id: 1, token: 'x', password: 'brand-new-password' })).statusCode).toBe(403);
  });
});

describe('POST /api/auth/reset-password/token (staff at the desk)', () => {
  it('answers 201 with a fresh link on APP_ORIGIN that works end to end', async () => {
    const user = await createUser(t);
    const response = await admin.post('/api/auth/reset-password/token', { email: user.email.toUpperCase() });
    expect(response.statusCode).toBe(201);
    const { link, expiresAt } = response.json();
    expect(link).toMatch(LINK);
    const minutesLeft = (new Date(expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(29);
    expect(minutesLeft).toBeLessThanOrEqual(30);
    const [, id, token] = LINK.exec(link)!;
    expect(Number(id)).toBe(user.id);
    expect((await checkToken(id, token)).json()).toBe(true);
    expect((await visitor.post('/api/auth/reset-password', { id, token, password: 'desk-made-password' })).statusCode).toBe(200);
    expect((await new Agent(t.app).post('/api/auth/login', { email: user.email, password: 'desk-made-password' })).statusCode).toBe(200);
  });

  it('answers 404 for an e-mail nobody uses, and makes no link', async () => {
    const before = await countRows(t, passwordResetTokens);
    const response = await admin.post('/api/auth/reset-password/token', { email: 'nobody-at-all@example.com' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/No account/);
    expect(await countRows(t, passwordResetTokens)).toBe(before);
  });

  it.each([
    ['an invalid e-mail', { email: 'nope' }],
    ['no e-mail', {}],
    ['an array', [{ email: 'a@example.com' }]],
  ])('answers 400 for %s', async (_label, body) => {
    expect((await admin.post('/api/auth/reset-password/token', body)).statusCode).toBe(400);
  });

  it('is refused to a member (403) and to a visitor (401)', async () => {
    const { agent: member, user } = await agentFor(t);
    const before = await countRows(t, passwordResetTokens);
    expect((await member.post('/api/auth/reset-password/token', { email: user!.email })).statusCode).toBe(403);
    expect((await visitor.post('/api/auth/reset-password/token', { email: user!.email })).statusCode).toBe(401);
    expect(await countRows(t, passwordResetTokens)).toBe(before);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user!.id));
    expect(row.tokenVersion).toBe(0);
  });
});
