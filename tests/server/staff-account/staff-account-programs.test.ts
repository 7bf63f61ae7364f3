/**
 * The staff view of an account's places: the holder's and the family's drop-in places (and waitlist
 * lines), and their places in camps and other programs, upcoming or past, each with its status;
 * staff (admin and owner) only, 404 for no such account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../helpers/test-app.js';
import { addFamilyMember } from '../account/memberships/support.js';
import { memberAgent, staffAgent } from '../booking/support.js';
import {
  addTemplate,
  createProgramsApp,
  registerAndPay,
  registrationLine,
  registrationsOfSession,
  sessionsBetween,
  type ProgramsTestApp,
} from '../programs/support.js';

let t: ProgramsTestApp;
let admin: Agent;
beforeAll(async () => {
  t = await createProgramsApp(); // Monday 2 March 2026, 9:00 a.m. in Toronto
  ({ agent: admin } = await staffAgent(t, 'admin'));
});
afterAll(() => t.close());

const CAMP = {
  kind: 'camp',
  title: 'March break camp',
  description: { time: 1, version: '2.31.0', blocks: [] },
  level: 'Beginner',
  capacity: 10,
  minAge: 8,
  maxAge: 12,
  memberPriceCents: 20000,
  nonMemberPriceCents: 25000,
  cancellationCutoffHours: 72,
  published: true,
  sessions: ['2026-03-09', '2026-03-10'].map((date) => ({ date, startTime: '09:00', endTime: '12:00', courts: [3] })),
};

interface Places {
  registrations: {
    id: number;
    participantName: string;
    participantId: 'self' | number;
    title: string;
    status: string;
    sessionCancelled: boolean;
    attendance: string | null;
    startsAt: string;
  }[];
  waitlist: { participantName: string; participantId: 'self' | number; position: number; status: string }[];
  enrolments: {
    participantName: string;
    participantId: 'self' | number;
    title: string;
    kind: string;
    status: string;
    programCancelled: boolean;
    sessionCount: number;
  }[];
  timeZone: string;
}

const places = async (agent: Agent, userId: number, scope?: 'upcoming' | 'past') => {
  const response = await agent.get(`/api/staff/accounts/${userId}/programs${scope ? `?scope=${scope}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Places>();
};

describe('an account’s drop-in and program places, for staff', () => {
  it('lists the holder’s and the family’s places upcoming and past, each with its status', async () => {
    // Tuesday 3 March, 18:00 on court 1 (two places); Wednesday 4 March on court 2, filled by others.
    await addTemplate(t, { courts: [1], playersPerCourt: 2 });
    const wednesday = await addTemplate(t, { title: 'Wednesday drop-in', weekday: 3, courts: [2], playersPerCourt: 2 });
    const [tuesday] = await sessionsBetween(t.owner, '2026-03-03', '2026-03-03');
    const [full] = await sessionsBetween(t.owner, '2026-03-04', '2026-03-04');
    expect(full.programId).toBe(wednesday.template.id);
    for (let i = 0; i < 2; i += 1) {
      const other = await memberAgent(t);
      await registerAndPay(t, other.agent, [registrationLine(full.id)]);
    }

    const { agent, user } = await memberAgent(t);
    const maya = await addFamilyMember(t, user.id, 'Maya', '2016-01-15');
    await registerAndPay(t, agent, [registrationLine(tuesday.id), registrationLine(tuesday.id, maya.id)]);
    expect((await agent.post(`/api/programs/sessions/${full.id}/waitlist`, { participantId: 'self' })).statusCode).toBe(201);
    const camp = await t.owner.post('/api/owner/programs', CAMP);
    expect(camp.statusCode, camp.body).toBe(201);
    await registerAndPay(t, agent, [{ product: 'program_registration', programId: camp.json<{ id: number }>().id, participantId: maya.id }]);
    // The holder gives up their own Tuesday place.
    const own = (await registrationsOfSession(t, tuesday.id)).find((row) => row.householdMemberId === null)!;
    expect((await agent.post(`/api/programs/registrations/${own.id}/cancel`)).statusCode).toBe(200);
    const holder = `${user.firstName} ${user.lastName}`;

    const upcoming = await places(admin, user.id);
    expect(upcoming.timeZone).toBe('America/Toronto');
    expect(upcoming.registrations.map((r) => [r.participantName, r.participantId, r.title, r.status, r.startsAt])).toEqual([
      ['Maya Lee', maya.id, 'Drop-in', 'confirmed', '2026-03-03T23:00:00.000Z'],
    ]);
    expect(upcoming.waitlist.map((w) => [w.participantName, w.participantId, w.position, w.status])).toEqual([[holder, 'self', 1, 'waiting']]);
    expect(upcoming.enrolments.map((e) => [e.participantName, e.participantId, e.title, e.kind, e.status, e.sessionCount, e.programCancelled])).toEqual([
      ['Maya Lee', maya.id, 'March break camp', 'camp', 'confirmed', 2, false],
    ]);
    // The same upcoming places the member sees of their own.
    const theirs = (await agent.get('/api/programs/registrations/mine')).json<{ items: { id: number }[] }>();
    expect(theirs.items.map((item) => item.id)).toEqual((await places(admin, user.id, 'upcoming')).registrations.map((r) => r.id));

    const past = await places(admin, user.id, 'past');
    expect(past.registrations.map((r) => [r.participantName, r.status, r.sessionCancelled])).toEqual([[holder, 'cancelled', false]]);
    expect(past.waitlist).toEqual([]);
    expect(past.enrolments).toEqual([]);

    // After Tuesday's session, and once the owner cancels the camp: both move to the past.
    t.setNow('2026-03-04T02:00:00Z');
    const cancelled = await t.owner.post(`/api/owner/programs/${camp.json<{ id: number }>().id}/cancel`, { reason: 'Not enough players' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const later = await places(admin, user.id, 'past');
    expect(later.registrations.map((r) => [r.participantName, r.status, r.attendance])).toEqual([
      ['Maya Lee', 'confirmed', null],
      [holder, 'cancelled', null],
    ]);
    expect(later.enrolments.map((e) => [e.participantName, e.status, e.programCancelled, e.sessionCount])).toEqual([['Maya Lee', 'cancelled', true, 2]]);
    const now = await places(admin, user.id, 'upcoming');
    expect([now.registrations, now.enrolments]).toEqual([[], []]);
    t.setNow('2026-03-02T14:00:00Z');
  });

  it('answers an owner too, and an account with no places with empty lists', async () => {
    const { user } = await memberAgent(t);
    for (const scope of ['upcoming', 'past'] as const) {
      expect(await places(t.owner, user.id, scope)).toEqual({ registrations: [], waitlist: [], enrolments: [], timeZone: 'America/Toronto' });
    }
  });

  it('answers 404 for no such account, 403 to a member, 401 to a visitor, 400 for a bad scope', async () => {
    const { agent, user } = await memberAgent(t);
    const missing = await admin.get('/api/staff/accounts/2000000/programs');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'account_not_found' });
    const own = await agent.get(`/api/staff/accounts/${user.id}/programs`);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'staff_only' });
    expect((await new Agent(t.app).get(`/api/staff/accounts/${user.id}/programs`)).statusCode).toBe(401);
    expect((await admin.get(`/api/staff/accounts/${user.id}/programs?scope=soon`)).statusCode).toBe(400);
    expect((await admin.get('/api/staff/accounts/abc/programs')).statusCode).toBe(400);
  });
});
