import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
