/**
 * PUT /api/auth/:id/roles (owner only): granting and removing admin and owner, the answer profile,
 * 403 for members and admins, 404 for an unknown account, 400 for bad ids and bodies (no row
 * written), 409 when the last owner would go, the change taking effect at once for tokens already
 * issued, and two owners demoting each other in parallel (at least one owner remains).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema.js';
import { databaseState } from '../helpers/db-state.js';
import { Agent, agentFor, createTestApp, createUser, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let owner: Agent;
let ownerUser: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  const created = await agentFor(t, ['owner']);
  owner = created.agent;
  ownerUser = created.user!;
});
afterAll(() => t.close());

const rolesOf = async (id: number) => (await t.database.db.select({ roles: users.roles }).from(users).where(eq(users.id, id)))[0].roles;
const owners = async () =>
  (
    await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`'owner' = any(${users.roles})`)
  ).map((row) => row.id);

describe('PUT /api/auth/:id/roles by an owner', () => {
  it('grants admin and answers the profile with the new roles', async () => {
    const member = await createUser(t);
    const response = await owner.put(`/api/auth/${member.id}/roles`, { roles: ['admin'] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: member.id, email: member.email, roles: ['admin'] });
    expect(response.json()).not.toHaveProperty('passwordHash');
    expect(await rolesOf(member.id)).toEqual(['admin']);
  });

  it('grants owner, grants both (deduplicated), and removes them again', async () => {
    const member = await createUser(t);
    expect((await owner.put(`/api/auth/${member.id}/roles`, { roles: ['owner'] })).json().roles).toEqual(['owner']);
    expect((await owner.put(`/api/auth/${member.id}/roles`, { roles: ['owner', 'admin', 'owner'] })).statusCode).toBe(400);
    expect((await owner.put(`/api/auth/${member.id}/roles`, { roles: ['owner', 'admin'] })).json().roles).toEqual(['admin', 'owner']);
    expect((await owner.put(`/api/auth/${member.id}/roles`, { roles: ['admin', 'admin'] })).json().roles).toEqual(['admin']);
    expect((await owner.put(`/api/auth/${member.id}/roles`, { roles: [] })).json().roles).toEqual([]);
    expect(await rolesOf(member.id)).toEqual([]);
  });

  it('removes owner from another owner while one remains', async () => {
    const other = await createUser(t, { roles: ['owner'] });
    const response = await owner.put(`/api/auth/${other.id}/roles`, { roles: [] });
    expect(response.statusCode).toBe(200);
    expect(await rolesOf(other.id)).toEqual([]);
  });

  it('refuses to remove the last owner with 409, and the owner stays', async () => {
    expect(await owners()).toEqual([ownerUser.id]);
    for (const roles of [[], ['admin']]) {
      const response = await owner.put(`/api/auth/${ownerUser.id}/roles`, { roles });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/at least one owner/);
    }
    expect(await rolesOf(ownerUser.id)).toEqual(['owner']);
  });

  it('lets an owner step down once another owner exists', async () => {
    const { agent: stepping, user } = await agentFor(t, ['owner']);
    expect((await stepping.put(`/api/auth/${user!.id}/roles`, { roles: ['admin'] })).statusCode).toBe(200);
    expect((await stepping.get('/api/auth/access/owner')).json()).toBe(false);
    // No longer an owner, so no longer allowed to change roles.
    expect((await stepping.put(`/api/auth/${user!.id}/roles`, { roles: ['owner'] })).statusCode).toBe(403);
  });

  it('answers 404 for an account that does not exist', async () => {
    const before = await databaseState(t);
    const response = await owner.put('/api/auth/999999/roles', { roles: ['admin'] });
    expect(response.statusCode).toBe(404);
    expect(await databaseState(t)).toEqual(before);
  });

  it.each([
    ['a non-numeric id', 'abc', { roles: ['admin'] }, 'id'],
    ['id 0', '0', { roles: ['admin'] }, 'id'],
    ['a negative id', '-3', { roles: ['admin'] }, 'id'],
    ['an id past the integer range', '99999999999', { roles: ['admin'] }, 'id'],
    ['an unknown role', 'TARGET', { roles: ['superuser'] }, 'roles.0'],
    ['roles as a string', 'TARGET', { roles: 'admin' }, 'roles'],
    ['no roles', 'TARGET', {}, 'roles'],
    ['a 10 000-character role', 'TARGET', { roles: ['x'.repeat(10_000)] }, 'roles.0'],
    ['an unknown field', 'TARGET', { roles: ['admin'], email: 'new@example.com' }, 'email'],
  ])('answers 400 for %s and writes nothing', async (_label, id, body, field) => {
    const target = await createUser(t);
    const before = await databaseState(t);
    const response = await owner.put(`/api/auth/${id === 'TARGET' ? target.id : id}/roles`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty([field]);
    expect(await databaseState(t)).toEqual(before);
  });
});

describe('PUT /api/auth/:id/roles by anyone else', () => {
  it.each([
    ['a member', [] as ('admin' | 'owner')[]],
    ['an admin', ['admin'] as ('admin' | 'owner')[]],
  ])('%s gets 403 and changes nothing, not even for themself', async (_label, roles) => {
    const { agent, user } = await agentFor(t, roles);
    const target = await createUser(t);
    const before = await databaseState(t);
    for (const [id, body] of [
      [target.id, { roles: ['admin'] }],
      [user!.id, { roles: ['owner'] }],
      [ownerUser.id, { roles: [] }],
    ] as const) {
      const response = await agent.put(`/api/auth/${id}/roles`, body);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/Owner access/);
    }
    expect(await databaseState(t)).toEqual(before);
  });

  it('a visitor gets 401', async () => {
    const target = await createUser(t);
    expect((await new Agent(t.app).put(`/api/auth/${target.id}/roles`, { roles: ['owner'] })).statusCode).toBe(401);
    expect(await rolesOf(target.id)).toEqual([]);
  });
});

describe('a role change takes effect at once', () => {
  it('for an already-issued token: the admin check flips without logging in again', async () => {
    const { agent, user } = await agentFor(t);
    expect((await agent.get('/api/auth/access/admin')).json()).toBe(false);
    expect((await agent.get('/api/users')).statusCode).toBe(403);

    await owner.put(`/api/auth/${user!.id}/roles`, { roles: ['admin'] });
    expect((await agent.get('/api/auth/access/admin')).json()).toBe(true);
    expect((await agent.get('/api/users')).statusCode).toBe(200);

    await owner.put(`/api/auth/${user!.id}/roles`, { roles: [] });
    expect((await agent.get('/api/auth/access/admin')).json()).toBe(false);
    expect((await agent.get('/api/users')).statusCode).toBe(403);
  });
});

describe('race', () => {
  it('two owners demoting each other in parallel leave at least one owner', async () => {
    // Start from exactly two owners: step the extra ones down first.
    for (const id of await owners()) if (id !== ownerUser.id) await owner.put(`/api/auth/${id}/roles`, { roles: [] });
    const { agent: second, user: secondUser } = await agentFor(t, ['owner']);
    expect((await owners()).sort()).toEqual([ownerUser.id, secondUser!.id].sort());

    const [a, b] = await Promise.all([
      owner.put(`/api/auth/${secondUser!.id}/roles`, { roles: [] }),
      second.put(`/api/auth/${ownerUser.id}/roles`, { roles: [] }),
    ]);
    // Exactly one wins. The other is refused: 409 when it got past the owner check before the
    // winner committed (the locked transaction sees one owner left), 403 when it arrived after.
    const statuses = [a.statusCode, b.statusCode].sort();
    expect([
      [200, 403],
      [200, 409],
    ]).toContainEqual(statuses);
    expect(await owners()).toHaveLength(1);
  });
});
