/**
 * GET /api/dev/outbox (development and tests only): the mail the outbox mailer kept for an
 * address, newest first, with its links; address matching in any case; 400 for a missing or bad
 * address; never registered in production (404 there, and the production cookies are Secure and
 * prefixed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { testConfig } from '../../../server/config.js';
import { Agent, createTestApp, createUser, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let visitor: Agent;
beforeAll(async () => {
  t = await createTestApp();
  visitor = new Agent(t.app);
});
afterAll(() => t.close());

const outbox = (to: string) => visitor.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);

describe('GET /api/dev/outbox', () => {
  it('answers the mail sent to an address, newest first, with subject, text and links', async () => {
    const user = await createUser(t, { email: 'mail.reader@example.com', firstName: 'Mia' });
    await t.app.mailer.send({ to: user.email, subject: 'First', text: 'See http://localhost:3000/one' });
    await t.app.mailer.send({ to: user.email, subject: 'Second', text: 'See http://localhost:3000/two and https://example.com/x' });
    const response = await outbox(user.email);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const mails = response.json();
    expect(mails.map((mail: { subject: string }) => mail.subject)).toEqual(['Second', 'First']);
    expect(mails[0]).toEqual({
      id: expect.any(Number),
      to: 'mail.reader@example.com',
      subject: 'Second',
      text: 'See http://localhost:3000/two and https://example.com/x',
      links: ['http://localhost:3000/two', 'https://example.com/x'],
      createdAt: expect.any(String),
    });
  });

  it('keeps the mail the app sends (a reset link) and finds it whatever the address case', async () => {
    const user = await createUser(t, { email: 'case.mail@example.com' });
    await visitor.post('/api/auth/reset-password/link', { email: user.email });
    const mails = (await outbox('CASE.Mail@Example.com')).json();
    expect(mails).toHaveLength(1);
    expect(mails[0].links[0]).toMatch(/^http:\/\/localhost:3000\/redirect\/reset-password\/\d+\/[\w-]+$/);
  });

  it('answers an empty list for an address nobody wrote to', async () => {
    expect((await outbox('silent@example.com')).json()).toEqual([]);
  });

  it.each([
    ['no address', '/api/dev/outbox'],
    ['a bad address', '/api/dev/outbox?to=not-an-email'],
    ['an unknown parameter', '/api/dev/outbox?to=a@example.com&all=1'],
  ])('answers 400 for %s', async (_label, url) => {
    expect((await visitor.get(url)).statusCode).toBe(400);
  });
});

describe('in production', () => {
  it('is not registered (404), and the login cookies are Secure and __Host-/__Secure- prefixed', async () => {
    const config = testConfig({ env: 'production', isProduction: true });
    const app = await buildApp({ config, database: t.database, closeDatabase: false, distDir: '/nonexistent-dist' });
    try {
      const mail = await app.inject({ method: 'GET', url: '/api/dev/outbox?to=a@example.com' });
      expect(mail.statusCode).toBe(404);
      expect(mail.json().error).toBe('Not Found');

      const armed = await app.inject({ method: 'GET', url: '/api/company-settings' });
      const csrf = armed.cookies.find((cookie) => cookie.name === '__Host-XSRF-TOKEN');
      expect(csrf).toMatchObject({ secure: true, path: '/' });

      const user = await createUser(t);
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'correct-horse-battery' },
        cookies: { '__Host-XSRF-TOKEN': csrf!.value },
        headers: { 'x-xsrf-token': csrf!.value },
      });
      expect(login.statusCode).toBe(200);
      const names = Object.fromEntries(login.cookies.map((cookie) => [cookie.name, cookie]));
      expect(names['__Host-access_token']).toMatchObject({ secure: true, httpOnly: true, path: '/' });
      expect(names['__Secure-refresh_token']).toMatchObject({ secure: true, httpOnly: true, path: '/api/auth/refresh' });
      expect(names.PB_loggedIn).toMatchObject({ secure: true, value: 'true' });
      expect(names.access_token).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
