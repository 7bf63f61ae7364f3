/**
 * The authorisation matrix: every protected route × (anonymous, member, admin, owner), table-driven.
 * Each refusal (401 anonymous, 403 lacking the role) answers the bare error shape with no data and
 * writes nothing; each permitted call answers its success status (and the access checks their
 * booleans). Members reach only their own account; staff reach anyone's.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appAlert, users } from '../../server/db/schema.js';
import { databaseState, ERROR_KEYS } from './helpers/db-state.js';
import { Agent, agentFor, createTestApp, createUser, type TestApp } from './helpers/test-app.js';

type Role = 'anonymous' | 'member' | 'admin' | 'owner';
const ROLES: Role[] = ['anonymous', 'member', 'admin', 'owner'];

let t: TestApp;
const agents = {} as Record<Role, Agent>;
const selfIds = {} as Record<Role, number>;
let target: Awaited<ReturnType<typeof createUser>>;
let roleTarget: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp();
  agents.anonymous = new Agent(t.app);
  for (const [role, roles] of [['member', []], ['admin', ['admin']], ['owner', ['owner']]] as const) {
    const { agent, user } = await agentFor(t, [...roles]);
    agents[role] = agent;
    selfIds[role] = user!.id;
  }
  target = await createUser(t, { email: 'matrix.target@example.com' });
  roleTarget = await createUser(t);
  selfIds.anonymous = target.id;
});
afterAll(() => t.close());

async function ensureAlert() {
  await t.database.db.insert(appAlert).values({ id: 1, message: 'Existing alert' }).onConflictDoNothing();
}

interface Route {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: (role: Role) => string;
  body?: Record<string, unknown>;
  setup?: () => Promise<void>;
  expected: Record<Role, number | boolean>;
}

const ok = (status: number, from: Role) =>
  Object.fromEntries(ROLES.map((role) => [role, role === 'anonymous' ? 401 : ROLES.indexOf(role) >= ROLES.indexOf(from) ? status : 403])) as Record<Role, number>;

const ROUTES: Route[] = [
  { name: 'GET /api/users/me', method: 'GET', url: () => '/api/users/me', expected: ok(200, 'member') },
  { name: 'PATCH /api/users/me', method: 'PATCH', url: () => '/api/users/me', body: { lastName: 'Matrix' }, expected: ok(200, 'member') },
  { name: 'GET /api/users', method: 'GET', url: () => '/api/users', expected: ok(200, 'admin') },
  { name: 'GET /api/users/:id (own)', method: 'GET', url: (role) => `/api/users/${selfIds[role]}`, expected: ok(200, 'member') },
  { name: 'GET /api/users/:id (another member)', method: 'GET', url: () => `/api/users/${target.id}`, expected: ok(200, 'admin') },
  { name: 'PATCH /api/users/:id (own)', method: 'PATCH', url: (role) => `/api/users/${selfIds[role]}`, body: { firstName: 'Own' }, expected: ok(200, 'member') },
  { name: 'PATCH /api/users/:id (another member)', method: 'PATCH', url: () => `/api/users/${target.id}`, body: { firstName: 'Edited' }, expected: ok(200, 'admin') },
  { name: 'POST /api/app-alert', method: 'POST', url: () => '/api/app-alert', body: { message: 'Matrix alert' }, expected: ok(201, 'admin') },
  { name: 'PUT /api/app-alert/1', method: 'PUT', url: () => '/api/app-alert/1', body: { message: 'Matrix update' }, setup: ensureAlert, expected: ok(200, 'admin') },
  { name: 'DELETE /api/app-alert/1', method: 'DELETE', url: () => '/api/app-alert/1', setup: ensureAlert, expected: ok(204, 'admin') },
  { name: 'PATCH /api/company-settings', method: 'PATCH', url: () => '/api/company-settings', body: { membershipPrice: 12_345 }, expected: ok(200, 'owner') },
  {
    name: 'PUT /api/auth/:id/roles',
    method: 'PUT',
    url: () => `/api/auth/${roleTarget.id}/roles`,
    body: { roles: ['admin'] },
    setup: async () => {
      await t.database.db.update(users).set({ roles: [] }).where(eq(users.id, roleTarget.id));
    },
    expected: ok(200, 'owner'),
  },
  { name: 'POST /api/auth/reset-password/token', method: 'POST', url: () => '/api/auth/reset-password/token', body: { email: 'matrix.target@example.com' }, expected: ok(201, 'admin') },
  { name: 'GET /api/auth/access/admin', method: 'GET', url: () => '/api/auth/access/admin', expected: { anonymous: 401, member: false, admin: true, owner: true } },
  { name: 'GET /api/auth/access/owner', method: 'GET', url: () => '/api/auth/access/owner', expected: { anonymous: 401, member: false, admin: false, owner: true } },
];

const CASES = ROUTES.flatMap((route) => ROLES.map((role) => ({ ...route, role, outcome: route.expected[role] })));

describe('authorisation matrix', () => {
  it.each(CASES)('$name as $role → $outcome', async ({ method, url, body, setup, role, outcome }) => {
    await setup?.();
    const before = await databaseState(t);
    const response = await agents[role].request({ method, url: url(role), payload: body });

    if (typeof outcome === 'boolean') {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBe(outcome);
      return;
    }
    expect(response.statusCode).toBe(outcome);
    if (outcome === 401 || outcome === 403) {
      const answer = response.json();
      expect(answer).toMatchObject({ statusCode: outcome, message: expect.any(String) });
      for (const key of Object.keys(answer)) expect(ERROR_KEYS).toContain(key);
      expect(answer).not.toHaveProperty('name', 'TokenExpiredError');
      expect(response.body).not.toContain(target.email);
      expect(await databaseState(t)).toEqual(before);
    }
  });

  it('the permitted calls really did their work', async () => {
    // Spot checks of the effects the matrix asked for.
    expect((await t.database.db.select().from(users).where(eq(users.id, roleTarget.id)))[0].roles).toEqual(['admin']);
    expect((await agents.anonymous.get('/api/company-settings')).json().membershipPrice).toBe(12_345);
    expect((await t.database.db.select().from(users).where(eq(users.id, target.id)))[0].firstName).toBe('Edited');
    const own = await agents.member.get('/api/users/me');
    expect(own.json()).toMatchObject({ firstName: 'Own', lastName: 'Matrix' });
  });
});
