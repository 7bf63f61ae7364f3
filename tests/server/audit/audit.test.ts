/**
 * The audit trail of an account (GET /api/staff/accounts/:userId/audit): staff profile edits write
 * `profile.updated` with the fields that changed; a member's own edit and staff editing their own
 * profile write nothing; the trail is per account, newest first, for staff only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffActions } from '../../../server/db/schema.js';
import { countRows } from '../helpers/db-state.js';
import { Agent, agentFor, createTestApp, createUser, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let staff: Agent;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['admin'], firstName: 'Robin' });
  staff = new Agent(t.app);
  await staff.login(admin.email);
});
afterAll(() => t.close());

const trailOf = async (userId: number) => (await staff.get(`/api/staff/accounts/${userId}/audit`)).json().items;

describe('the audit trail of an account', () => {
  it('records a staff profile edit with the fields that changed (not those sent unchanged)', async () => {
    const { agent, user } = await agentFor(t);
    expect(await trailOf(user!.id)).toEqual([]);
    const edited = await staff.patch(`/api/users/${user!.id}`, { firstName: 'Jordan', gender: 'prefer-not-to-say', postalCode: 'K2P 1L4' });
    expect(edited.statusCode, edited.body).toBe(200);
    const [entry] = await trailOf(user!.id);
    expect(entry).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      staff: { id: admin.id, name: `Robin ${admin.lastName}` },
      action: 'profile.updated',
      detail: `Edited the profile of Jordan ${user!.lastName}: firstName, postalCode`,
      params: { name: `Jordan ${user!.lastName}`, fields: 'firstName, postalCode' },
      reason: null,
    });
    expect(Date.parse(entry.at)).not.toBeNaN();

    // The member's own edits, and an edit that changes nothing, are not staff actions.
    expect((await agent.patch('/api/users/me', { firstName: 'Jo' })).statusCode).toBe(200);
    expect((await agent.patch(`/api/users/${user!.id}`, { firstName: 'Joe' })).statusCode).toBe(200);
    expect((await staff.patch(`/api/users/${user!.id}`, { firstName: 'Joe' })).statusCode).toBe(200);
    expect(await trailOf(user!.id)).toHaveLength(1);
  });

  it('lists newest first, and only that account’s entries', async () => {
    const { user } = await agentFor(t);
    const { user: other } = await agentFor(t);
    await staff.patch(`/api/users/${user!.id}`, { firstName: 'First' });
    await staff.patch(`/api/users/${other!.id}`, { firstName: 'Elsewhere' });
    await staff.patch(`/api/users/${user!.id}`, { locale: 'fr-CA' });
    const trail = await trailOf(user!.id);
    expect(trail.map((entry: { params: { fields: string } }) => entry.params.fields)).toEqual(['locale', 'firstName']);
  });

  it('writes nothing when staff edit their own profile, or when the edit is refused', async () => {
    const before = await countRows(t, staffActions);
    expect((await staff.patch(`/api/users/${admin.id}`, { lastName: 'Self' })).statusCode).toBe(200);
    expect((await staff.patch('/api/users/me', { lastName: 'Self-Again' })).statusCode).toBe(200);
    const { user } = await agentFor(t);
    expect((await staff.patch(`/api/users/${user!.id}`, { firstName: 'R2-D2' })).statusCode).toBe(400);
    expect((await staff.patch('/api/users/2000000', { firstName: 'Nobody' })).statusCode).toBe(404);
    expect(await countRows(t, staffActions)).toBe(before);
  });

  it('answers 404 for no such account, 403 to a member, 401 to a visitor', async () => {
    const missing = await staff.get('/api/staff/accounts/2000000/audit');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('account_not_found');
    const { agent, user } = await agentFor(t);
    expect((await agent.get(`/api/staff/accounts/${user!.id}/audit`)).statusCode).toBe(403);
    expect((await new Agent(t.app).get(`/api/staff/accounts/${user!.id}/audit`)).statusCode).toBe(401);
    expect((await staff.get('/api/staff/accounts/abc/audit')).statusCode).toBe(400);
  });
});
