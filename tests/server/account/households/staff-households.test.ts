/**
 * Staff on someone's family (/api/staff/accounts/:userId/household/members): the same four calls and
 * rules as the holder's own, for admins only, 404 for no such account, and each write recorded on
 * the account's audit trail with the staff member's name and reason.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { staffActions } from '../../../../server/db/schema.js';
import { countRows, databaseState } from '../../helpers/db-state.js';
import { Agent, createUser } from '../../helpers/test-app.js';
import { createBookingTestApp, memberAgent, setUpVenue, type BookingTestApp } from '../../booking/support.js';
import { addMember, adult, child, NOW } from './support.js';

let t: BookingTestApp;
let staff: Agent;
let staffName: string;
beforeAll(async () => {
  t = await createBookingTestApp();
  await setUpVenue(t);
  const admin = await createUser(t, { roles: ['admin'], firstName: 'Dana' });
  staff = new Agent(t.app);
  await staff.login(admin.email);
  staffName = `Dana ${admin.lastName}`;
});
afterAll(() => t.close());
beforeEach(() => t.setNow(NOW));

const membersOf = (userId: number) => `/api/staff/accounts/${userId}/household/members`;
const auditOf = async (userId: number) => (await staff.get(`/api/staff/accounts/${userId}/audit`)).json().items;

describe('staff on an account’s family', () => {
  it('lists, adds, changes and removes, each write on the trail with who and why', async () => {
    const { agent, user } = await memberAgent(t);
    expect((await staff.get(membersOf(user.id))).json()).toEqual({ items: [] });

    const added = await addMember(staff, child({ reason: 'Asked at the desk' }), membersOf(user.id));
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ firstName: 'Sam', minor: true, guardianConsent: true });
    expect((await agent.get('/api/household/members')).json().items).toEqual([added.json()]);

    const id = added.json().id;
    t.setNow('2026-11-23T17:05:00Z');
    const changed = await staff.patch(`${membersOf(user.id)}/${id}`, { firstName: 'Samira', birthday: '2016-06-02' });
    expect(changed.statusCode, changed.body).toBe(200);
    t.setNow('2026-11-23T17:10:00Z');
    expect((await staff.delete(`${membersOf(user.id)}/${id}?reason=${encodeURIComponent('Moved away')}`)).statusCode).toBe(204);
    expect((await agent.get('/api/household/members')).json().items).toEqual([]);

    const trail = await auditOf(user.id);
    expect(trail).toEqual([
      {
        id: expect.any(Number),
        at: '2026-11-23T17:10:00.000Z',
        staff: { id: expect.any(Number), name: staffName },
        action: 'household.removed',
        detail: 'Removed family member Samira Lee',
        params: { name: 'Samira Lee' },
        reason: 'Moved away',
      },
      {
        id: expect.any(Number),
        at: '2026-11-23T17:05:00.000Z',
        staff: { id: expect.any(Number), name: staffName },
        action: 'household.updated',
        detail: 'Changed family member Samira Lee: firstName, birthday',
        params: { name: 'Samira Lee', fields: 'firstName, birthday' },
        reason: null,
      },
      {
        id: expect.any(Number),
        at: '2026-11-23T17:00:00.000Z',
        staff: { id: expect.any(Number), name: staffName },
        action: 'household.added',
        detail: 'Added family member Sam Lee (child)',
        params: { name: 'Sam Lee', relationship: 'child' },
        reason: 'Asked at the desk',
      },
    ]);
  });

  it('applies the same rules, and a refused write leaves no trail', async () => {
    const { user } = await memberAgent(t);
    const before = await databaseState(t);
    const refused = await addMember(staff, child({ guardianConsent: undefined, reason: 'Desk' }), membersOf(user.id));
    expect(refused.json()).toMatchObject({ statusCode: 400, code: 'guardian_consent_required' });
    expect((await addMember(staff, adult({ firstName: 'N'.repeat(51) }), membersOf(user.id))).statusCode).toBe(400);
    expect(await databaseState(t)).toEqual(before);
    expect(await auditOf(user.id)).toEqual([]);
  });

  it('records nothing for a change that changes nothing', async () => {
    const { user } = await memberAgent(t);
    const { id } = (await addMember(staff, adult(), membersOf(user.id))).json();
    expect((await staff.patch(`${membersOf(user.id)}/${id}`, { firstName: 'Alex' })).statusCode).toBe(200);
    expect((await auditOf(user.id)).map((entry: { action: string }) => entry.action)).toEqual(['household.added']);
  });

  it('answers 404 for no such account, and for a member of another account', async () => {
    const missing = await staff.get(membersOf(2_000_000));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('account_not_found');
    expect((await addMember(staff, adult(), membersOf(2_000_000))).json().code).toBe('account_not_found');
    const a = await memberAgent(t);
    const b = await memberAgent(t);
    const { id } = (await addMember(a.agent, adult())).json();
    const wrong = await staff.patch(`${membersOf(b.user.id)}/${id}`, { firstName: 'Wrong' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().code).toBe('participant_not_found');
    expect((await staff.delete(`${membersOf(b.user.id)}/${id}`)).statusCode).toBe(404);
  });

  it('is for staff only: a member is refused (403) even on their own account, a visitor asked to log in', async () => {
    const { agent, user } = await memberAgent(t);
    const { id } = (await addMember(agent, adult())).json();
    const before = await countRows(t, staffActions);
    for (const response of [
      await agent.get(membersOf(user.id)),
      await agent.post(membersOf(user.id), adult()),
      await agent.patch(`${membersOf(user.id)}/${id}`, { firstName: 'Self' }),
      await agent.delete(`${membersOf(user.id)}/${id}`),
      await agent.get(`/api/staff/accounts/${user.id}/audit`),
    ]) {
      expect(response.statusCode).toBe(403);
    }
    expect((await new Agent(t.app).get(membersOf(user.id))).statusCode).toBe(401);
    expect(await countRows(t, staffActions)).toBe(before);
  });
});
