/**
 * The authorisation matrix: every protected route × (anonymous, member, admin, owner), table-driven.
 * Each refusal (401 anonymous, 403 lacking the role) answers the bare error shape with no data and
 * writes nothing; each permitted call answers its success status (and the access checks their
 * booleans). Members reach only their own account; staff reach anyone's.
 */
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appAlert, coaches, householdMembers, orders, partners, users } from '../../server/db/schema.js';
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
  for (const [role, roles] of [
    ['member', []],
    ['admin', ['admin']],
    ['owner', ['owner']],
  ] as const) {
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

/** Marks every family member removed, so no account reaches the limit of 10 across the cases. */
async function removeMembers() {
  await t.database.db.update(householdMembers).set({ removedAt: new Date() }).where(isNull(householdMembers.removedAt));
}
/** A fresh family member on each role's own account (the anonymous row uses the target's) and on the target's, for the calls that change or remove one. */
const ownMember = {} as Record<Role, number>;
let targetMember = 0;
async function freshMembers() {
  await removeMembers();
  const add = async (accountUserId: number) =>
    (
      await t.database.db
        .insert(householdMembers)
        .values({ accountUserId, firstName: 'Matrix', lastName: 'Kin', birthday: '1990-01-01', relationship: 'partner' })
        .returning()
    )[0].id;
  for (const role of ROLES) ownMember[role] = await add(selfIds[role]);
  targetMember = await add(target.id);
}
/** A paid order of the target's (no lines: the receipt resend needs only a paid order to send). */
let paidOrderId = '';
async function ensurePaidOrder() {
  if (paidOrderId) return;
  paidOrderId = (
    await t.database.db.insert(orders).values({ userId: target.id, provider: 'desk', status: 'paid', amountCents: 0, description: 'Matrix order' }).returning()
  )[0].id;
}
const partner = { firstName: 'Matrix', lastName: 'Partner', birthday: '1985-05-05', relationship: 'partner' };
/** A fresh coach and partner (issue 14) for the calls that change or remove one. */
const emptyDoc = { blocks: [] };
let matrixCoach = 0;
let matrixPartner = 0;
async function freshContent() {
  matrixCoach = (await t.database.db.insert(coaches).values({ name: 'Matrix Coach', bio: emptyDoc }).returning())[0].id;
  matrixPartner = (await t.database.db.insert(partners).values({ name: 'Matrix Partner', description: emptyDoc }).returning())[0].id;
}
/** No coach and no partner: `{ ids: [] }` is then the whole order. */
async function noContent() {
  await t.database.db.delete(coaches);
  await t.database.db.delete(partners);
}

const ok = (status: number, from: Role) =>
  Object.fromEntries(ROLES.map((role) => [role, role === 'anonymous' ? 401 : ROLES.indexOf(role) >= ROLES.indexOf(from) ? status : 403])) as Record<
    Role,
    number
  >;

const ROUTES: Route[] = [
  { name: 'GET /api/users/me', method: 'GET', url: () => '/api/users/me', expected: ok(200, 'member') },
  { name: 'PATCH /api/users/me', method: 'PATCH', url: () => '/api/users/me', body: { lastName: 'Matrix' }, expected: ok(200, 'member') },
  { name: 'GET /api/users', method: 'GET', url: () => '/api/users', expected: ok(200, 'admin') },
  { name: 'GET /api/users/:id (own)', method: 'GET', url: (role) => `/api/users/${selfIds[role]}`, expected: ok(200, 'member') },
  { name: 'GET /api/users/:id (another member)', method: 'GET', url: () => `/api/users/${target.id}`, expected: ok(200, 'admin') },
  {
    name: 'PATCH /api/users/:id (own)',
    method: 'PATCH',
    url: (role) => `/api/users/${selfIds[role]}`,
    body: { firstName: 'Own' },
    expected: ok(200, 'member'),
  },
  {
    name: 'PATCH /api/users/:id (another member)',
    method: 'PATCH',
    url: () => `/api/users/${target.id}`,
    body: { firstName: 'Edited' },
    expected: ok(200, 'admin'),
  },
  { name: 'POST /api/app-alert', method: 'POST', url: () => '/api/app-alert', body: { message: 'Matrix alert' }, expected: ok(201, 'admin') },
  {
    name: 'PUT /api/app-alert/1',
    method: 'PUT',
    url: () => '/api/app-alert/1',
    body: { message: 'Matrix update' },
    setup: ensureAlert,
    expected: ok(200, 'admin'),
  },
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
  {
    name: 'POST /api/auth/reset-password/token',
    method: 'POST',
    url: () => '/api/auth/reset-password/token',
    body: { email: 'matrix.target@example.com' },
    expected: ok(201, 'admin'),
  },
  { name: 'GET /api/household/members', method: 'GET', url: () => '/api/household/members', expected: ok(200, 'member') },
  { name: 'GET /api/memberships/mine', method: 'GET', url: () => '/api/memberships/mine', expected: ok(200, 'member') },
  { name: 'GET /api/staff/accounts/:userId/memberships', method: 'GET', url: () => `/api/staff/accounts/${target.id}/memberships`, expected: ok(200, 'admin') },
  {
    name: 'POST /api/staff/memberships/:id/refund',
    method: 'POST',
    url: () => '/api/staff/memberships/999999/refund',
    body: { amountCents: 100, reason: 'Matrix', endMembership: false },
    expected: ok(404, 'admin'),
  },
  {
    name: 'POST /api/household/members',
    method: 'POST',
    url: () => '/api/household/members',
    body: partner,
    setup: removeMembers,
    expected: ok(201, 'member'),
  },
  {
    name: 'PATCH /api/household/members/:id',
    method: 'PATCH',
    url: (role) => `/api/household/members/${ownMember[role]}`,
    body: { firstName: 'Changed' },
    setup: freshMembers,
    expected: ok(200, 'member'),
  },
  {
    name: 'DELETE /api/household/members/:id',
    method: 'DELETE',
    url: (role) => `/api/household/members/${ownMember[role]}`,
    setup: freshMembers,
    expected: ok(204, 'member'),
  },
  {
    name: 'GET /api/staff/accounts/:userId/household/members',
    method: 'GET',
    url: () => `/api/staff/accounts/${target.id}/household/members`,
    expected: ok(200, 'admin'),
  },
  {
    name: 'POST /api/staff/accounts/:userId/household/members',
    method: 'POST',
    url: () => `/api/staff/accounts/${target.id}/household/members`,
    body: partner,
    setup: removeMembers,
    expected: ok(201, 'admin'),
  },
  {
    name: 'PATCH /api/staff/accounts/:userId/household/members/:id',
    method: 'PATCH',
    url: () => `/api/staff/accounts/${target.id}/household/members/${targetMember}`,
    body: { firstName: 'Staffed' },
    setup: freshMembers,
    expected: ok(200, 'admin'),
  },
  {
    name: 'DELETE /api/staff/accounts/:userId/household/members/:id',
    method: 'DELETE',
    url: () => `/api/staff/accounts/${target.id}/household/members/${targetMember}`,
    setup: freshMembers,
    expected: ok(204, 'admin'),
  },
  { name: 'GET /api/staff/accounts/:userId/audit', method: 'GET', url: () => `/api/staff/accounts/${target.id}/audit`, expected: ok(200, 'admin') },
  { name: 'GET /api/staff/accounts/:userId/orders', method: 'GET', url: () => `/api/staff/accounts/${target.id}/orders`, expected: ok(200, 'admin') },
  { name: 'GET /api/staff/accounts/:userId/bookings', method: 'GET', url: () => `/api/staff/accounts/${target.id}/bookings`, expected: ok(200, 'admin') },
  { name: 'GET /api/staff/accounts/:userId/programs', method: 'GET', url: () => `/api/staff/accounts/${target.id}/programs`, expected: ok(200, 'admin') },
  {
    name: 'POST /api/staff/orders/:id/receipt',
    method: 'POST',
    url: () => `/api/staff/orders/${paidOrderId}/receipt`,
    setup: ensurePaidOrder,
    expected: ok(202, 'admin'),
  },
  { name: 'GET /api/owner/coaches', method: 'GET', url: () => '/api/owner/coaches', expected: ok(200, 'owner') },
  {
    name: 'POST /api/owner/coaches',
    method: 'POST',
    url: () => '/api/owner/coaches',
    body: { name: 'Matrix Coach', bio: emptyDoc },
    expected: ok(201, 'owner'),
  },
  {
    name: 'PUT /api/owner/coaches/:id',
    method: 'PUT',
    url: () => `/api/owner/coaches/${matrixCoach}`,
    body: { name: 'Matrix Edited', bio: emptyDoc },
    setup: freshContent,
    expected: ok(200, 'owner'),
  },
  { name: 'DELETE /api/owner/coaches/:id', method: 'DELETE', url: () => `/api/owner/coaches/${matrixCoach}`, setup: freshContent, expected: ok(204, 'owner') },
  {
    name: 'POST /api/owner/coaches/order',
    method: 'POST',
    url: () => '/api/owner/coaches/order',
    body: { ids: [] },
    setup: noContent,
    expected: ok(200, 'owner'),
  },
  { name: 'GET /api/owner/partners', method: 'GET', url: () => '/api/owner/partners', expected: ok(200, 'owner') },
  {
    name: 'POST /api/owner/partners',
    method: 'POST',
    url: () => '/api/owner/partners',
    body: { name: 'Matrix Partner', description: emptyDoc },
    expected: ok(201, 'owner'),
  },
  {
    name: 'PUT /api/owner/partners/:id',
    method: 'PUT',
    url: () => `/api/owner/partners/${matrixPartner}`,
    body: { name: 'Matrix Edited', description: emptyDoc },
    setup: freshContent,
    expected: ok(200, 'owner'),
  },
  {
    name: 'DELETE /api/owner/partners/:id',
    method: 'DELETE',
    url: () => `/api/owner/partners/${matrixPartner}`,
    setup: freshContent,
    expected: ok(204, 'owner'),
  },
  {
    name: 'POST /api/owner/partners/order',
    method: 'POST',
    url: () => '/api/owner/partners/order',
    body: { ids: [] },
    setup: noContent,
    expected: ok(200, 'owner'),
  },
  {
    name: 'GET /api/auth/access/admin',
    method: 'GET',
    url: () => '/api/auth/access/admin',
    expected: { anonymous: 401, member: false, admin: true, owner: true },
  },
  {
    name: 'GET /api/auth/access/owner',
    method: 'GET',
    url: () => '/api/auth/access/owner',
    expected: { anonymous: 401, member: false, admin: false, owner: true },
  },
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
