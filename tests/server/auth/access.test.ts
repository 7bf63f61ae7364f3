/**
 * GET /api/auth/access/admin and /api/auth/access/owner, the SPA's route guards: 401 for a visitor
 * (and for an expired token, with TokenExpiredError so the SPA refreshes); member false/false;
 * admin true/false; owner true/true; an ended login is a 401.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Agent, agentFor, createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
const agents: Record<string, Agent> = {};
beforeAll(async () => {
  t = await createTestApp({ config: { accessTokenTtlSeconds: 5 } });
  agents.anonymous = new Agent(t.app);
  agents.member = (await agentFor(t)).agent;
  agents.admin = (await agentFor(t, ['admin'])).agent;
  agents.owner = (await agentFor(t, ['owner'])).agent;
  agents['owner and admin'] = (await agentFor(t, ['admin', 'owner'])).agent;
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('access checks', () => {
  it.each([
    ['member', false, false],
    ['admin', true, false],
    ['owner', true, true],
    ['owner and admin', true, true],
  ])('%s → admin %s, owner %s', async (role, admin, owner) => {
    const adminCheck = await agents[role].get('/api/auth/access/admin');
    const ownerCheck = await agents[role].get('/api/auth/access/owner');
    expect(adminCheck.statusCode).toBe(200);
    expect(ownerCheck.statusCode).toBe(200);
    expect(adminCheck.json()).toBe(admin);
    expect(ownerCheck.json()).toBe(owner);
    expect(adminCheck.headers['content-type']).toMatch(/application\/json/);
  });

  it.each(['/api/auth/access/admin', '/api/auth/access/owner'])('%s → 401 for a visitor, with no TokenExpiredError', async (url) => {
    const response = await agents.anonymous.get(url);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', code: 'login_required', message: expect.any(String) });
  });

  it.each(['/api/auth/access/admin', '/api/auth/access/owner'])(
    '%s → 401 TokenExpiredError once the access token expires, true again after refresh',
    async (url) => {
      const { agent } = await agentFor(t, ['owner']);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 10_000);
      const expired = await agent.get(url);
      expect(expired.statusCode).toBe(401);
      expect(expired.json().name).toBe('TokenExpiredError');
      expect((await agent.post('/api/auth/refresh')).statusCode).toBe(201);
      expect((await agent.get(url)).json()).toBe(true);
    },
  );

  it('→ 401 after logout', async () => {
    const { agent } = await agentFor(t, ['admin']);
    const copy = new Agent(t.app);
    for (const [name, cookie] of agent.cookies) copy.cookies.set(name, { ...cookie });
    await agent.post('/api/auth/logout');
    expect((await copy.get('/api/auth/access/admin')).statusCode).toBe(401);
  });
});
