/**
 * Issue 29: a player's self-rated level (1.0 to 6.0 in half steps, or not rated), which open play maps
 * to a level band: on the account's profile (PATCH /api/users/me, staff through /api/users/:id) and on
 * a family member (add and change, the holder's calls and staff's); refused with its field code, and
 * answered wherever the profile and the family are read.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { householdMembers, users } from '../../../server/db/schema.js';
import { createBookingTestApp, memberAgent, setUpVenue, staffAgent, type BookingTestApp } from '../booking/support.js';
import { addMember, adult, child, NOW } from '../account/households/support.js';
import type { Agent } from '../helpers/test-app.js';

const BAD_LEVELS: unknown[] = [0.5, 6.5, 3.3, 7, '3.5', true];
type Refusal = { fields: Record<string, string>; fieldCodes: Record<string, { code: string }> };

let t: BookingTestApp;
let agent: Agent;
let holder: { id: number };
beforeAll(async () => {
  t = await createBookingTestApp();
  await setUpVenue(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  t.setNow(NOW);
  ({ agent, user: holder } = await memberAgent(t));
});

const accountLevel = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0].selfRatedLevel;
const memberLevel = async (id: number) => (await t.database.db.select().from(householdMembers).where(eq(householdMembers.id, id)))[0].selfRatedLevel;

describe('the profile’s self-rated level', () => {
  it('starts not rated, is set in half steps, read back, and cleared', async () => {
    expect((await agent.get('/api/users/me')).json()).toMatchObject({ selfRatedLevel: null });
    for (const level of [1, 3.5, 6]) {
      const saved = await agent.patch('/api/users/me', { selfRatedLevel: level });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ selfRatedLevel: level });
      expect((await agent.get('/api/users/me')).json()).toMatchObject({ selfRatedLevel: level });
      expect(await accountLevel(holder.id)).toBe(level);
    }
    // Another field's change leaves it alone; null clears it.
    expect((await agent.patch('/api/users/me', { firstName: 'Dana' })).json()).toMatchObject({ selfRatedLevel: 6 });
    expect((await agent.patch('/api/users/me', { selfRatedLevel: null })).json()).toMatchObject({ selfRatedLevel: null });
  });

  it('refuses a level off the scale or between half steps, with its code, and keeps the saved one', async () => {
    await agent.patch('/api/users/me', { selfRatedLevel: 4 });
    for (const level of BAD_LEVELS) {
      const response = await agent.patch('/api/users/me', { selfRatedLevel: level });
      expect(response.statusCode, JSON.stringify(level)).toBe(400);
      expect(response.json<Refusal>().fieldCodes.selfRatedLevel.code, JSON.stringify(level)).toBe('self_rated_level');
    }
    const french = await agent.patch('/api/users/me', { selfRatedLevel: 2.2 }, { headers: { 'accept-language': 'fr-CA' } });
    expect(french.json<Refusal>().fields.selfRatedLevel).toBe('Choisissez un niveau de 1,0 à 6,0, par demi-point.');
    expect(await accountLevel(holder.id)).toBe(4);
  });

  it('staff set it on someone’s account, and the audit trail names the field', async () => {
    const { agent: staff } = await staffAgent(t, 'admin');
    const saved = await staff.patch(`/api/users/${holder.id}`, { selfRatedLevel: 2.5 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await staff.get(`/api/users/${holder.id}`)).json()).toMatchObject({ selfRatedLevel: 2.5 });
    const audit = (await staff.get(`/api/staff/accounts/${holder.id}/audit`)).json<{ items: { action: string; params: { fields: string } }[] }>();
    expect(audit.items.find((item) => item.action === 'profile.updated')?.params.fields).toBe('selfRatedLevel');
  });
});

describe('a family member’s self-rated level', () => {
  it('is optional when adding, set when adding, changed, cleared, and listed', async () => {
    const unrated = await addMember(agent, adult());
    expect(unrated.statusCode, unrated.body).toBe(201);
    expect(unrated.json()).toMatchObject({ selfRatedLevel: null });
    const rated = await addMember(agent, child({ selfRatedLevel: 2.5 }));
    expect(rated.json()).toMatchObject({ selfRatedLevel: 2.5 });
    const { id } = rated.json<{ id: number }>();
    expect(await memberLevel(id)).toBe(2.5);

    const changed = await agent.patch(`/api/household/members/${id}`, { selfRatedLevel: 3 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ selfRatedLevel: 3, firstName: 'Sam' });
    const listed = (await agent.get('/api/household/members')).json<{ items: { id: number; selfRatedLevel: number | null }[] }>().items;
    expect(listed.map((member) => member.selfRatedLevel).sort()).toEqual([3, null]);
    expect((await agent.patch(`/api/household/members/${id}`, { selfRatedLevel: null })).json()).toMatchObject({ selfRatedLevel: null });
  });

  it('refuses a bad level on adding and on changing, with its code, writing nothing', async () => {
    const { id } = (await addMember(agent, adult({ selfRatedLevel: 5 }))).json<{ id: number }>();
    for (const level of BAD_LEVELS) {
      const added = await addMember(agent, adult({ selfRatedLevel: level }));
      expect(added.statusCode, JSON.stringify(level)).toBe(400);
      expect(added.json<Refusal>().fieldCodes.selfRatedLevel.code).toBe('self_rated_level');
      const changed = await agent.patch(`/api/household/members/${id}`, { selfRatedLevel: level });
      expect(changed.statusCode, JSON.stringify(level)).toBe(400);
      expect(changed.json<Refusal>().fieldCodes.selfRatedLevel.code).toBe('self_rated_level');
    }
    expect((await agent.get('/api/household/members')).json<{ items: unknown[] }>().items).toHaveLength(1);
    expect(await memberLevel(id)).toBe(5);
  });

  it('staff set it through the staff calls, and the audit trail names the field', async () => {
    const { agent: staff } = await staffAgent(t, 'admin');
    const path = `/api/staff/accounts/${holder.id}/household/members`;
    const added = await staff.post(path, adult({ selfRatedLevel: 4.5 }));
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ selfRatedLevel: 4.5 });
    const changed = await staff.patch(`${path}/${added.json<{ id: number }>().id}`, { selfRatedLevel: 4 });
    expect(changed.json()).toMatchObject({ selfRatedLevel: 4 });
    expect((await staff.get(path)).json<{ items: { selfRatedLevel: number }[] }>().items[0].selfRatedLevel).toBe(4);
    const audit = (await staff.get(`/api/staff/accounts/${holder.id}/audit`)).json<{ items: { action: string; params: { fields?: string } }[] }>();
    expect(audit.items.find((item) => item.action === 'household.updated')?.params.fields).toBe('selfRatedLevel');
  });
});
