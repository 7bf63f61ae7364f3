/**
 * The account calls: GET/PATCH /api/users/me, GET /api/users (staff search and paging),
 * GET/PATCH /api/users/:id (self or staff). Happy paths, per-field 400s with no row changed,
 * 401/403/404, no e-mail or role changes through a profile edit, and no-store answers.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema.js';
import { databaseState } from '../helpers/db-state.js';
import { Agent, agentFor, createTestApp, createUser, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let member: Agent;
let memberUser: Awaited<ReturnType<typeof createUser>>;
let otherMember: Awaited<ReturnType<typeof createUser>>;
let admin: Agent;
let owner: Agent;
let ownerUser: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  ({ agent: member, user: memberUser } = (await agentFor(t)) as { agent: Agent; user: typeof memberUser });
  ({ agent: admin } = await agentFor(t, ['admin']));
  ({ agent: owner, user: ownerUser } = (await agentFor(t, ['owner'])) as { agent: Agent; user: typeof ownerUser });
  otherMember = await createUser(t, { email: 'quinn.searchable@example.com', firstName: 'Quinn' });
});
afterAll(() => t.close());

const rowOf = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];

describe('GET /api/users/me', () => {
  it('answers the logged-in profile, without the hash, never cached', async () => {
    const response = await member.get('/api/users/me');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: memberUser.id,
      email: memberUser.email,
      firstName: memberUser.firstName,
      lastName: memberUser.lastName,
      gender: 'prefer-not-to-say',
      postalCode: 'K1A 0B1',
      birthday: '1990-01-01',
      phoneNumber: '+16135550100',
      selfRatedLevel: null,
      roles: [],
      locale: 'en-CA',
      createdAt: expect.any(String),
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('shows staff roles', async () => {
    expect((await owner.get('/api/users/me')).json().roles).toEqual(['owner']);
  });

  it('is a 401 for a visitor', async () => {
    expect((await new Agent(t.app).get('/api/users/me')).statusCode).toBe(401);
  });
});

describe('PATCH /api/users/me', () => {
  it('changes only the fields sent, normalised, and answers the whole profile', async () => {
    const { agent, user } = await agentFor(t);
    const response = await agent.patch('/api/users/me', { firstName: ' Renée ', postalCode: 'h2x1y4', phoneNumber: '1 (514) 555-0123' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user!.id,
      firstName: 'Renée',
      postalCode: 'H2X 1Y4',
      phoneNumber: '+15145550123',
      lastName: user!.lastName,
      birthday: '1990-01-01',
    });
    const row = await rowOf(user!.id);
    expect(row).toMatchObject({ firstName: 'Renée', postalCode: 'H2X 1Y4', phoneNumber: '+15145550123', email: user!.email });
  });

  it('accepts an empty change', async () => {
    expect((await member.patch('/api/users/me', {})).statusCode).toBe(200);
  });

  it.each([
    ['firstName', ''],
    ['firstName', 'x'.repeat(10_000)],
    ['firstName', 42],
    ['lastName', 'Robert"); DROP TABLE users;--'],
    ['gender', 'robot'],
    ['postalCode', 'D0D 0D0'],
    ['postalCode', null],
    ['birthday', '2023-02-30'],
    ['birthday', '2999-01-01'],
    ['phoneNumber', '12'],
    ['phoneNumber', ['6135550100']],
    ['email', 'new-address@example.com'],
    ['roles', ['owner']],
    ['tokenVersion', 0],
    ['passwordHash', 'x'],
  ])('%s = %j → 400 naming the field, nothing changed', async (field, value) => {
    const before = await databaseState(t);
    const response = await member.patch('/api/users/me', { [field]: value });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual([field]);
    expect(await databaseState(t)).toEqual(before);
  });

  it('is a 401 for a visitor, even with a bad body', async () => {
    expect((await new Agent(t.app).patch('/api/users/me', { firstName: 'X' })).statusCode).toBe(401);
    expect((await new Agent(t.app).patch('/api/users/me', { firstName: 42 })).statusCode).toBe(401);
  });
});

describe('GET /api/users (staff)', () => {
  it('lists accounts with a total, for an admin and an owner', async () => {
    for (const staff of [admin, owner]) {
      const response = await staff.get('/api/users');
      expect(response.statusCode).toBe(200);
      const { items, total } = response.json();
      expect(total).toBeGreaterThanOrEqual(4);
      expect(items.length).toBe(total);
      expect(items.map((item: { id: number }) => item.id)).toEqual(expect.arrayContaining([memberUser.id, otherMember.id]));
      expect(JSON.stringify(items)).not.toMatch(/passwordHash|argon2/);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('searches by name or e-mail, case-insensitively', async () => {
    for (const search of ['QUINN', 'searchable@EXAMPLE', ' quinn ']) {
      const { items, total } = (await admin.get(`/api/users?search=${encodeURIComponent(search)}`)).json();
      expect(total).toBe(1);
      expect(items[0].id).toBe(otherMember.id);
    }
  });

  it('treats % and _ in a search literally', async () => {
    expect((await admin.get(`/api/users?search=${encodeURIComponent('%')}`)).json().total).toBe(0);
    expect((await admin.get(`/api/users?search=${encodeURIComponent('_')}`)).json().total).toBe(0);
  });

  it('filters by role (owner, admin, staff)', async () => {
    const ids = async (role: string) => (await admin.get(`/api/users?role=${role}`)).json().items.map((item: { id: number }) => item.id);
    expect(await ids('owner')).toContain(ownerUser.id);
    expect(await ids('owner')).not.toContain(memberUser.id);
    expect(await ids('staff')).toEqual(expect.arrayContaining([ownerUser.id]));
    expect(await ids('staff')).not.toContain(memberUser.id);
    expect(await ids('admin')).not.toContain(ownerUser.id);
  });

  it('pages with limit and offset', async () => {
    const all = (await admin.get('/api/users')).json();
    const page = (await admin.get('/api/users?limit=2&offset=1')).json();
    expect(page.total).toBe(all.total);
    expect(page.items.map((item: { id: number }) => item.id)).toEqual(all.items.slice(1, 3).map((item: { id: number }) => item.id));
  });

  it.each([['limit=0'], ['limit=101'], ['limit=abc'], ['offset=-1'], ['role=member'], [`search=${'s'.repeat(10_000)}`], ['sort=email']])(
    'answers 400 for ?%s',
    async (query) => {
      const response = await admin.get(`/api/users?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toBeDefined();
    },
  );

  it('is a 403 for a member and a 401 for a visitor, with no data', async () => {
    const forbidden = await member.get('/api/users');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.body).not.toContain(otherMember.email);
    expect((await new Agent(t.app).get('/api/users')).statusCode).toBe(401);
  });
});

describe('GET /api/users/:id', () => {
  it('answers a member their own account', async () => {
    const response = await member.get(`/api/users/${memberUser.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: memberUser.id, email: memberUser.email });
  });

  it('answers staff any account', async () => {
    for (const staff of [admin, owner]) {
      const response = await staff.get(`/api/users/${otherMember.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: otherMember.id, email: otherMember.email });
    }
  });

  it('is a 403 with no data when a member asks for another member', async () => {
    const response = await member.get(`/api/users/${otherMember.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: expect.any(String), code: 'not_your_account' });
    expect(response.body).not.toContain(otherMember.email);
  });

  it('is a 403 (not a 404) when a member asks for an id nobody has: no probing who exists', async () => {
    expect((await member.get('/api/users/999999')).statusCode).toBe(403);
  });

  it('is a 404 for staff asking for an id nobody has', async () => {
    const response = await admin.get('/api/users/999999');
    expect(response.statusCode).toBe(404);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('is a 400 for the id %s', async (id) => {
    expect((await admin.get(`/api/users/${id}`)).statusCode).toBe(400);
  });

  it('is a 401 for a visitor', async () => {
    expect((await new Agent(t.app).get(`/api/users/${memberUser.id}`)).statusCode).toBe(401);
  });
});

describe('PATCH /api/users/:id', () => {
  it('lets a member edit their own account by id', async () => {
    const response = await member.patch(`/api/users/${memberUser.id}`, { lastName: 'Self-Edited' });
    expect(response.statusCode).toBe(200);
    expect((await rowOf(memberUser.id)).lastName).toBe('Self-Edited');
  });

  it('lets staff edit any account', async () => {
    const response = await admin.patch(`/api/users/${otherMember.id}`, { gender: 'non-binary', birthday: '1985-12-31' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: otherMember.id, gender: 'non-binary', birthday: '1985-12-31' });
  });

  it('is a 403 with no data and no change when a member edits another member', async () => {
    const before = await databaseState(t);
    const response = await member.patch(`/api/users/${otherMember.id}`, { firstName: 'Hijacked' });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain(otherMember.email);
    expect(await databaseState(t)).toEqual(before);
  });

  it('is a 404 for staff editing an id nobody has, and a 400 for a bad id', async () => {
    expect((await admin.patch('/api/users/999999', { firstName: 'Ghost' })).statusCode).toBe(404);
    expect((await admin.patch('/api/users/abc', { firstName: 'Ghost' })).statusCode).toBe(400);
  });

  it('never changes e-mail or roles, even for staff', async () => {
    const before = await databaseState(t);
    expect((await admin.patch(`/api/users/${otherMember.id}`, { roles: ['owner'] })).statusCode).toBe(400);
    expect((await owner.patch(`/api/users/${otherMember.id}`, { email: 'changed@example.com' })).statusCode).toBe(400);
    expect(await databaseState(t)).toEqual(before);
  });

  it('is a 401 for a visitor', async () => {
    expect((await new Agent(t.app).patch(`/api/users/${memberUser.id}`, { firstName: 'X' })).statusCode).toBe(401);
  });
});
