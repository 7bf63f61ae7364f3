/**
 * The account holder's family members (/api/household/members): add, list, change, remove (a mark),
 * every rule of docs/memberships-and-households.md (names, birthdays on the venue's today, minors and
 * the guardian's consent, at most 10, another account's member) and the participation guards that
 * products register to refuse a removal or a birthday change.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { householdMembers } from '../../../../server/db/schema.js';
import { conflict } from '../../../../server/lib/http-error.js';
import { databaseState } from '../../helpers/db-state.js';
import { Agent } from '../../helpers/test-app.js';
import { createBookingTestApp, memberAgent, setUpVenue, type BookingTestApp } from '../../booking/support.js';
import { addMember, adult, child, NOW } from './support.js';

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

const rowOf = async (id: number) => (await t.database.db.select().from(householdMembers).where(eq(householdMembers.id, id)))[0];

describe('adding and listing', () => {
  it('starts empty, adds an adult with the answer the contract describes, and lists them', async () => {
    expect((await agent.get('/api/household/members')).json()).toEqual({ items: [] });
    const added = await addMember(agent, adult({ firstName: '  Alex ', gender: 'non-binary' }));
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({
      id: expect.any(Number),
      firstName: 'Alex',
      lastName: 'Lee',
      birthday: '1988-04-12',
      gender: 'non-binary',
      relationship: 'partner',
      selfRatedLevel: null,
      minor: false,
      guardianConsent: false,
    });
    expect((await agent.get('/api/household/members')).json().items).toEqual([added.json()]);
    expect((await rowOf(added.json().id)).accountUserId).toBe(holder.id);
  });

  it('leaves gender out when not given, and accepts every relationship', async () => {
    for (const relationship of ['partner', 'child', 'other']) {
      const response = await addMember(agent, adult({ relationship }));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ relationship, gender: null });
    }
  });

  it('does not show one account’s family to another', async () => {
    await addMember(agent, adult());
    const other = (await memberAgent(t)).agent;
    expect((await other.get('/api/household/members')).json()).toEqual({ items: [] });
  });

  it('asks for a login', async () => {
    const visitor = new Agent(t.app);
    expect((await visitor.get('/api/household/members')).statusCode).toBe(401);
    expect((await visitor.post('/api/household/members', adult())).statusCode).toBe(401);
  });
});

describe('the rules of a family member', () => {
  it('takes names of 1 to 50 characters with signup’s characters', async () => {
    expect((await addMember(agent, adult({ firstName: 'A'.repeat(50) }))).statusCode).toBe(201);
    for (const [firstName, message] of [
      ['A'.repeat(51), 'Use at most 50 characters.'],
      ['   ', 'This field is required.'],
      ['R2-D2', 'Use letters, spaces, hyphens and apostrophes only.'],
    ]) {
      const before = await databaseState(t);
      const response = await addMember(agent, adult({ firstName }));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ firstName: message });
      expect(await databaseState(t)).toEqual(before);
    }
    expect((await addMember(agent, adult({ lastName: 'B'.repeat(51) }))).json().fields).toEqual({ lastName: 'Use at most 50 characters.' });
  });

  it('refuses a birthday in the future, on the venue’s calendar', async () => {
    const tomorrow = await addMember(agent, child({ birthday: '2026-11-24' }));
    expect(tomorrow.statusCode).toBe(400);
    expect(tomorrow.json()).toMatchObject({ code: 'birthday_in_future', fields: { birthday: 'A birthday cannot be in the future.' } });
    // 22:00 in Toronto on the 23rd is already the 24th in UTC: the 24th is still tomorrow at the venue.
    t.setNow('2026-11-24T03:00:00Z');
    expect((await addMember(agent, child({ birthday: '2026-11-24' }))).json().code).toBe('birthday_in_future');
    expect((await addMember(agent, child({ birthday: '2026-11-23' }))).statusCode).toBe(201); // born today
  });

  it('refuses a birthday more than 120 years ago, and takes exactly 120', async () => {
    const old = await addMember(agent, adult({ birthday: '1905-11-23' }));
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ code: 'birthday_too_long_ago', params: { years: 120 }, fields: { birthday: expect.stringMatching(/120 years/) } });
    expect((await addMember(agent, adult({ birthday: '1906-11-22' }))).statusCode).toBe(400);
    expect((await addMember(agent, adult({ birthday: '1906-11-23' }))).statusCode).toBe(201);
  });

  it('refuses a date that is not one, an unknown relationship or gender, and unknown fields', async () => {
    for (const [body, field] of [
      [adult({ birthday: '2020-02-30' }), 'birthday'],
      [adult({ birthday: 'yesterday' }), 'birthday'],
      [adult({ relationship: 'cousin' }), 'relationship'],
      [adult({ gender: 'robot' }), 'gender'],
      [adult({ guardianConsent: 'yes' }), 'guardianConsent'],
    ] as const) {
      const response = await addMember(agent, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual([field]);
    }
    expect((await addMember(agent, adult({ accountUserId: 1 }))).statusCode).toBe(400);
  });

  it('needs the guardian’s consent for a minor, and records when it was given', async () => {
    const before = await databaseState(t);
    for (const body of [child({ guardianConsent: undefined }), child({ guardianConsent: false })]) {
      const refused = await addMember(agent, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'guardian_consent_required', params: { age: 18 }, fields: { guardianConsent: expect.any(String) } });
    }
    expect(await databaseState(t)).toEqual(before);
    const added = await addMember(agent, child());
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ minor: true, guardianConsent: true });
    expect((await rowOf(added.json().id)).guardianConsentAt).toEqual(new Date(NOW));
  });

  it('counts 18 from the 18th birthday on the venue’s today', async () => {
    const eighteenToday = await addMember(agent, adult({ birthday: '2008-11-23', relationship: 'child' }));
    expect(eighteenToday.statusCode).toBe(201);
    expect(eighteenToday.json()).toMatchObject({ minor: false, guardianConsent: false });
    expect((await rowOf(eighteenToday.json().id)).guardianConsentAt).toBeNull();
    expect((await addMember(agent, adult({ birthday: '2008-11-24', relationship: 'child' }))).json().code).toBe('guardian_consent_required');
  });

  it('keeps at most 10 current family members; a removed one frees a place', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 10; i += 1) ids.push((await addMember(agent, adult({ firstName: `Member ${'x'.repeat(i)}` }))).json().id);
    const before = await databaseState(t);
    const eleventh = await addMember(agent, adult());
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toMatchObject({ code: 'household_full', params: { max: 10 } });
    expect(await databaseState(t)).toEqual(before);
    expect((await agent.delete(`/api/household/members/${ids[0]}`)).statusCode).toBe(204);
    expect((await addMember(agent, adult())).statusCode).toBe(201);
  });

  it('lets only 10 in when many are added at once', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => addMember(agent, adult())));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(10);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(2);
    expect((await agent.get('/api/household/members')).json().items).toHaveLength(10);
  });
});

describe('changing and removing', () => {
  it('changes any field and answers the member', async () => {
    const { id } = (await addMember(agent, adult())).json();
    const changed = await agent.patch(`/api/household/members/${id}`, { firstName: 'Alexis', gender: 'female', relationship: 'other' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id, firstName: 'Alexis', lastName: 'Lee', gender: 'female', relationship: 'other' });
    expect((await agent.patch(`/api/household/members/${id}`, { gender: null })).json().gender).toBeNull();
    expect((await agent.patch(`/api/household/members/${id}`, { lastName: 'L'.repeat(51) })).statusCode).toBe(400);
    expect((await agent.patch(`/api/household/members/${id}`, { birthday: '2030-01-01' })).json().code).toBe('birthday_in_future');
  });

  it('needs the consent when a new birthday makes someone a minor', async () => {
    const { id } = (await addMember(agent, adult({ relationship: 'child' }))).json();
    const refused = await agent.patch(`/api/household/members/${id}`, { birthday: '2012-03-04' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('guardian_consent_required');
    expect((await rowOf(id)).birthday).toBe('1988-04-12');
    const changed = await agent.patch(`/api/household/members/${id}`, { birthday: '2012-03-04', guardianConsent: true });
    expect(changed.json()).toMatchObject({ birthday: '2012-03-04', minor: true, guardianConsent: true });
    // Once given, the declaration stays: later changes need not repeat it.
    expect((await agent.patch(`/api/household/members/${id}`, { firstName: 'Robin' })).statusCode).toBe(200);
  });

  it('removes with a mark: the row stays, the lists and changes no longer see it', async () => {
    const { id } = (await addMember(agent, adult())).json();
    expect((await agent.delete(`/api/household/members/${id}`)).statusCode).toBe(204);
    expect((await agent.get('/api/household/members')).json().items).toEqual([]);
    expect((await rowOf(id)).removedAt).toEqual(new Date(NOW));
    expect((await agent.patch(`/api/household/members/${id}`, { firstName: 'Back' })).json().code).toBe('participant_not_found');
    expect((await agent.delete(`/api/household/members/${id}`)).statusCode).toBe(404);
  });

  it('answers 404 for another account’s member, and changes nothing', async () => {
    const { id } = (await addMember(agent, adult())).json();
    const other = (await memberAgent(t)).agent;
    const before = await databaseState(t);
    for (const response of [await other.patch(`/api/household/members/${id}`, { firstName: 'Mine' }), await other.delete(`/api/household/members/${id}`)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'participant_not_found' });
    }
    expect((await other.patch('/api/household/members/2147483647', { firstName: 'Nobody' })).statusCode).toBe(404);
    expect(await databaseState(t)).toEqual(before);
  });
});

describe('participation guards', () => {
  // A product that says no: Kept has something paid; a birthday after 2015 breaks a registration's age rule.
  beforeAll(() => {
    t.app.households.guards.register({
      beforeRemove: async (_tx, member) =>
        member.firstName === 'Kept' ? conflict('Kept Lee has an active membership.').coded('household_member_in_use', { name: 'Kept Lee' }) : null,
      beforeBirthdayChange: async (_tx, member, birthday) =>
        member.firstName === 'Kept' && birthday > '2015-01-01' ? conflict('Kept is registered for an adult program.').coded('conflict') : null,
    });
  });

  it('refuses a removal a product forbids with the product’s 409, and removes nothing', async () => {
    const { id } = (await addMember(agent, adult({ firstName: 'Kept' }))).json();
    const before = await databaseState(t);
    const refused = await agent.delete(`/api/household/members/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'household_member_in_use', params: { name: 'Kept Lee' }, message: 'Kept Lee has an active membership.' });
    expect(await databaseState(t)).toEqual(before);
    const free = (await addMember(agent, adult({ firstName: 'Free' }))).json();
    expect((await agent.delete(`/api/household/members/${free.id}`)).statusCode).toBe(204);
  });

  it('refuses a birthday change a product forbids, and allows other changes', async () => {
    const { id } = (await addMember(agent, adult({ firstName: 'Kept', relationship: 'child' }))).json();
    const refused = await agent.patch(`/api/household/members/${id}`, { birthday: '2016-01-01', guardianConsent: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Kept is registered for an adult program.');
    expect((await rowOf(id)).birthday).toBe('1988-04-12');
    expect((await agent.patch(`/api/household/members/${id}`, { birthday: '1990-01-01' })).statusCode).toBe(200);
    expect((await agent.patch(`/api/household/members/${id}`, { lastName: 'Lee-Smith' })).statusCode).toBe(200);
  });
});
