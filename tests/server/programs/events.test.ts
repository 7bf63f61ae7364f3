import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { programEnrolments } from '../../../server/db/schema.js';
import { addFamilyMember } from '../account/memberships/support.js';
import { book, bookingRows, memberAgent, refundRows } from '../booking/support.js';
import { createProgramsApp, ONTARIO_HST, registerAndPay, resetPrograms, type ProgramsTestApp } from './support.js';

// Camps, clinics, lessons and socials: whole-program places (docs/programs-and-events.md). The clock
// stands on Monday 2 March 2026, 9:00 a.m. in Toronto; the venue has 6 courts open 07:00–22:00.

let t: ProgramsTestApp;
beforeAll(async () => {
  t = await createProgramsApp();
});
afterAll(async () => t.close());
beforeEach(async () => resetPrograms(t, { venue: ONTARIO_HST }));

const weekOfCamp = ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13'].map((date) => ({
  date,
  startTime: '09:00',
  endTime: '12:00',
  courts: [3, 4],
}));

const CAMP = {
  kind: 'camp',
  title: 'March break camp',
  description: { time: 1, version: '2.31.0', blocks: [{ type: 'paragraph', data: { text: 'Five <b>mornings</b> of games.' } }] },
  level: 'Beginner',
  capacity: 3,
  minAge: 8,
  maxAge: 12,
  memberPriceCents: 20000,
  nonMemberPriceCents: 25000,
  earlyBirdPriceCents: 18000,
  earlyBirdUntil: '2026-03-04',
  cancellationCutoffHours: 72,
  published: true,
  sessions: weekOfCamp,
};

interface OwnerProgram {
  id: number;
  published: boolean;
  registered: number;
  sessions: { id: number; date: string; startTime: string; endTime: string; courts: number[] }[];
}

async function createCamp(body: Record<string, unknown> = {}) {
  const response = await t.owner.post('/api/owner/programs', { ...CAMP, ...body });
  if (response.statusCode !== 201) throw new Error(`program refused: ${response.statusCode} ${response.body}`);
  return response.json<OwnerProgram>();
}

const enrolLine = (programId: number, participantId: 'self' | number = 'self') => ({ product: 'program_registration', programId, participantId });

describe('the owner sets up a program', () => {
  it('keeps a draft invisible until it is published, then lists it with its dates, ages and price', async () => {
    const draft = await createCamp({ published: false });
    expect(draft.sessions.map((s) => [s.date, s.startTime, s.endTime])).toEqual(weekOfCamp.map((s) => [s.date, '09:00', '12:00']));
    expect((await t.app.inject({ method: 'GET', url: `/api/programs/${draft.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/programs' })).json<{ items: unknown[] }>().items).toHaveLength(0);

    const published = await t.owner.patch(`/api/owner/programs/${draft.id}`, { published: true });
    expect(published.json()).toMatchObject({ published: true });
    const list = (await t.app.inject({ method: 'GET', url: '/api/programs?kind=camp' })).json<{ items: Record<string, unknown>[] }>();
    expect(list.items).toEqual([
      expect.objectContaining({
        id: draft.id,
        kind: 'camp',
        firstDate: '2026-03-09',
        lastDate: '2026-03-13',
        sessionCount: 5,
        minAge: 8,
        maxAge: 12,
        spotsLeft: 3,
        priceCents: 18000,
        earlyBird: true,
        registration: 'open',
      }),
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/programs?kind=clinic' })).json<{ items: unknown[] }>().items).toHaveLength(0);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/programs/${draft.id}` })).json<{
      description: { blocks: unknown[] };
      sessions: unknown[];
      mine: unknown;
    }>();
    expect(detail.sessions).toHaveLength(5);
    expect(detail.description.blocks).toHaveLength(1);
    expect(detail.mine).toBeNull();
    expect(detail).toMatchObject({ timeZone: 'America/Toronto', taxes: [{ name: 'HST', ratePercent: 13 }] });
    expect((await t.app.inject({ method: 'GET', url: '/api/programs/abc' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/programs/999999' })).json()).toMatchObject({ code: 'program_not_found' });
  });

  it('holds the courts: a court booking cannot take them, and a second program on them is refused with every conflict, nothing saved', async () => {
    const camp = await createCamp();
    const { agent } = await memberAgent(t);
    const taken = await book(agent, { court: 3, date: '2026-03-10', startTime: '10:00', hours: 1 });
    expect(taken.statusCode).toBe(409);
    const clash = await t.owner.post('/api/owner/programs', {
      ...CAMP,
      title: 'Clash',
      sessions: weekOfCamp.slice(0, 2).map((s) => ({ ...s, courts: [4, 5] })),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      code: 'program_court_conflict',
      conflicts: [
        { date: '2026-03-09', court: 4 },
        { date: '2026-03-10', court: 4 },
      ],
    });
    const all = (await t.owner.get('/api/owner/programs')).json<{ items: OwnerProgram[] }>().items;
    expect(all.map((p) => p.id)).toEqual([camp.id]);
  });

  it('renames the courts’ blocks on the day grid with the program', async () => {
    const camp = await createCamp();
    const renamed = await t.owner.patch(`/api/owner/programs/${camp.id}`, { title: 'Spring break camp', level: 'Ages 8–12' });
    expect(renamed.statusCode).toBe(200);
    const blocks = await bookingRows(t, { court: 3, status: 'blocked' });
    expect(blocks).toHaveLength(5);
    expect(new Set(blocks.map((row) => row.blockReason))).toEqual(new Set(['Spring break camp (Ages 8–12)']));
  });

  it('refuses bad owner input naming the field', async () => {
    const backwards = await t.owner.post('/api/owner/programs', { ...CAMP, minAge: 12, maxAge: 8 });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ fields: { maxAge: expect.any(String) } });
    const endFirst = await t.owner.post('/api/owner/programs', {
      ...CAMP,
      sessions: [{ date: '2026-03-09', startTime: '12:00', endTime: '09:00', courts: [1] }],
    });
    expect(endFirst.json()).toMatchObject({ fields: { 'sessions.0.endTime': 'End after the start.' } });
    const loneEarlyBird = await t.owner.post('/api/owner/programs', { ...CAMP, earlyBirdUntil: null });
    expect(loneEarlyBird.statusCode).toBe(400);
    const tournament = await t.owner.post('/api/owner/programs', { ...CAMP, kind: 'tournament' });
    expect(tournament.statusCode).toBe(400);
    const { agent } = await memberAgent(t);
    expect((await agent.post('/api/owner/programs', CAMP)).statusCode).toBe(403);
  });

  it('duplicates as a draft without dates, and refuses to publish it before it has some', async () => {
    const camp = await createCamp();
    const copy = await t.owner.post(`/api/owner/programs/${camp.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ title: { en: 'March break camp (copy)', fr: null }, published: false, sessions: [], minAge: 8 });
    const publish = await t.owner.patch(`/api/owner/programs/${copy.json<OwnerProgram>().id}`, { published: true });
    expect(publish.json()).toMatchObject({ code: 'program_no_dates' });
  });
});

describe('registering for a whole program', () => {
  it('registers two children in one checkout at the early-bird price and refuses a parent outside the ages', async () => {
    const camp = await createCamp();
    const { agent, user } = await memberAgent(t);
    const maya = await addFamilyMember(t, user.id, 'Maya', '2016-01-15');
    const leo = await addFamilyMember(t, user.id, 'Leo', '2017-03-09'); // 9 on the first day, his birthday
    const adult = await agent.post('/api/orders', { lines: [enrolLine(camp.id)] });
    expect(adult.statusCode).toBe(400);
    expect(adult.json()).toMatchObject({ code: 'program_age_out_of_range', fields: { 'lines.0.participantId': expect.stringContaining('ages 8 to 12') } });
    const order = await registerAndPay(t, agent, [enrolLine(camp.id, maya.id), enrolLine(camp.id, leo.id)]);
    expect(order.lines.map((line) => line.unitPriceCents)).toEqual([18000, 18000]);
    expect(order.totalCents).toBe(2 * 20340);
    const rows = await t.database.db.select().from(programEnrolments).where(eq(programEnrolments.programId, camp.id)).orderBy(programEnrolments.id);
    expect(rows.map((row) => [row.status, row.earlyBird, row.ageOnFirstDay])).toEqual([
      ['confirmed', true, 10],
      ['confirmed', true, 9],
    ]);
    const receipt = t.mail.to(user.email).find((message) => message.attachments?.some((file) => file.filename === `courtside-program-${camp.id}.ics`));
    expect(receipt?.attachments?.[0].content.match(/BEGIN:VEVENT/g)).toHaveLength(5);
    const detail = (await agent.get(`/api/programs/${camp.id}`)).json<{
      spotsLeft: number;
      mine: { name: string; status: string }[];
      participants: { name: string; age: number; eligible: boolean; priceCents: number }[];
    }>();
    expect(detail.spotsLeft).toBe(1);
    // Who on the account the age rule lets in, as the registration dialog offers them.
    expect(detail.participants.map((p) => [p.age, p.eligible, p.priceCents])).toEqual([
      [36, false, 18000],
      [10, true, 18000],
      [9, true, 18000],
    ]);
    expect(detail.mine.map((m) => [m.name, m.status])).toEqual([
      ['Maya Lee', 'confirmed'],
      ['Leo Lee', 'confirmed'],
    ]);
    const mine = (await agent.get('/api/programs/enrolments/mine')).json<{ items: Record<string, unknown>[] }>().items;
    expect(mine).toEqual([
      expect.objectContaining({
        programId: camp.id,
        kind: 'camp',
        participantName: 'Maya Lee',
        sessionCount: 5,
        status: 'confirmed',
        cancellable: true,
        refundCents: 20340,
        orderId: order.id,
      }),
      expect.objectContaining({ participantName: 'Leo Lee' }),
    ]);
    const again = await agent.post('/api/orders', { lines: [enrolLine(camp.id, maya.id)] });
    expect(again.json()).toMatchObject({ code: 'program_already_registered' });
  });

  it('ends the early-bird price at midnight after its last day, venue time', async () => {
    const camp = await createCamp({ capacity: 10, minAge: null, maxAge: null });
    t.setNow('2026-03-05T04:59:59Z'); // 11:59:59 p.m. on 4 March in Toronto
    const { agent: early } = await memberAgent(t);
    const first = await early.post('/api/orders', { lines: [enrolLine(camp.id)] });
    expect(first.json<{ order: { lines: { unitPriceCents: number }[] } }>().order.lines[0].unitPriceCents).toBe(18000);
    t.setNow('2026-03-05T05:00:00Z'); // midnight
    const { agent: late } = await memberAgent(t);
    const second = await late.post('/api/orders', { lines: [enrolLine(camp.id)] });
    expect(second.json<{ order: { lines: { unitPriceCents: number }[] } }>().order.lines[0].unitPriceCents).toBe(25000);
    const { agent: member } = await memberAgent(t, { member: true });
    const third = await member.post('/api/orders', { lines: [enrolLine(camp.id)] });
    expect(third.json<{ order: { lines: { unitPriceCents: number }[] } }>().order.lines[0].unitPriceCents).toBe(20000);
  });

  it('counts unpaid holds against capacity, and closes registration at the deadline', async () => {
    const camp = await createCamp({ capacity: 1, minAge: null, maxAge: null, registrationClosesAt: '2026-03-06T17:00:00-05:00' });
    const { agent: first } = await memberAgent(t);
    expect((await first.post('/api/orders', { lines: [enrolLine(camp.id)] })).statusCode).toBe(201);
    const { agent: second } = await memberAgent(t);
    expect((await second.post('/api/orders', { lines: [enrolLine(camp.id)] })).json()).toMatchObject({ code: 'program_full' });
    t.setNow('2026-03-06T22:00:00Z');
    expect((await second.post('/api/orders', { lines: [enrolLine(camp.id)] })).json()).toMatchObject({ code: 'program_registration_closed' });
  });

  it('cancels a place under the policy kept at registration, and the owner cancels one or the whole program', async () => {
    const camp = await createCamp({ capacity: 5, minAge: null, maxAge: null });
    const { agent: holder, user } = await memberAgent(t);
    const order = await registerAndPay(t, holder, [enrolLine(camp.id)]);
    const [mine] = (await holder.get(`/api/programs/${camp.id}`)).json<{ mine: { id: number }[] }>().mine;
    const { agent: stranger } = await memberAgent(t);
    const strangers = await stranger.post(`/api/programs/enrolments/${mine.id}/cancel`);
    expect(strangers.statusCode, strangers.body).toBe(404);
    const cancelled = await holder.post(`/api/programs/enrolments/${mine.id}/cancel`);
    expect(cancelled.json()).toMatchObject({ refundCents: 20340 });
    expect((await refundRows(t, order.id)).map((r) => r.amountCents)).toEqual([20340]);

    const { agent: a } = await memberAgent(t);
    const { agent: b, user: userB } = await memberAgent(t);
    const orderA = await registerAndPay(t, a, [enrolLine(camp.id)]);
    const orderB = await registerAndPay(t, b, [enrolLine(camp.id)]);
    const registrants = (await t.owner.get(`/api/owner/programs/${camp.id}/registrations`)).json<{
      items: { id: number; status: string; paid: boolean; accountEmail: string }[];
    }>().items;
    expect(registrants.map((r) => [r.status, r.paid])).toEqual([
      ['cancelled', true],
      ['confirmed', true],
      ['confirmed', true],
    ]);
    const csv = await t.owner.get(`/api/owner/programs/${camp.id}/registrations.csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toContain('Participant');
    const noRefund = await t.owner.post(`/api/owner/programs/${camp.id}/registrations/${registrants[1].id}/cancel`, { refund: false });
    expect(noRefund.json()).toMatchObject({ refundCents: 0 });
    expect(await refundRows(t, orderA.id)).toHaveLength(0);

    const mailed = await t.owner.post(`/api/owner/programs/${camp.id}/email`, { subject: 'Bring water', body: 'It will be warm.' });
    expect(mailed.json()).toMatchObject({ sent: 1 });
    expect(t.mail.to(userB.email).some((m) => m.subject === 'Bring water')).toBe(true);

    t.mail.sent.length = 0;
    const whole = await t.owner.post(`/api/owner/programs/${camp.id}/cancel`, { reason: 'Not enough players' });
    expect(whole.json()).toMatchObject({ refunded: 1 });
    expect((await refundRows(t, orderB.id)).map((r) => r.amountCents)).toEqual([20340]);
    expect(t.mail.to(userB.email).find((m) => m.text.includes('Not enough players'))).toBeDefined();
    expect(t.mail.to(user.email)).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: `/api/programs/${camp.id}` })).json()).toMatchObject({ registration: 'cancelled' });
    // The courts are free again for court booking.
    expect((await book(holder, { court: 3, date: '2026-03-10', startTime: '10:00', hours: 1 })).statusCode).toBe(201);
  });

  it('fixes the dates once someone registered, and never lets capacity fall below the places taken', async () => {
    const camp = await createCamp({ minAge: null, maxAge: null });
    const free = await t.owner.patch(`/api/owner/programs/${camp.id}`, { sessions: weekOfCamp.slice(0, 2) });
    expect(free.json<OwnerProgram>().sessions).toHaveLength(2);
    const { agent } = await memberAgent(t);
    await registerAndPay(t, agent, [enrolLine(camp.id)]);
    const locked = await t.owner.patch(`/api/owner/programs/${camp.id}`, { sessions: weekOfCamp });
    expect(locked.json()).toMatchObject({ code: 'program_sessions_locked' });
    const below = await t.owner.patch(`/api/owner/programs/${camp.id}`, { capacity: 0 });
    expect(below.statusCode).toBe(400);
    const { agent: other } = await memberAgent(t);
    await registerAndPay(t, other, [enrolLine(camp.id)]);
    const tooSmall = await t.owner.patch(`/api/owner/programs/${camp.id}`, { capacity: 1 });
    expect(tooSmall.json()).toMatchObject({ code: 'program_capacity_below_registered' });
  });

  it('sends the 24-hour reminder once with every date, and keeps a registered child on the account and inside the ages', async () => {
    const camp = await createCamp();
    const { agent, user } = await memberAgent(t);
    const maya = await addFamilyMember(t, user.id, 'Maya', '2016-01-15');
    await registerAndPay(t, agent, [enrolLine(camp.id, maya.id)]);
    const removal = await agent.delete(`/api/household/members/${maya.id}`);
    expect(removal.json()).toMatchObject({ code: 'household_member_in_use', params: { reason: 'registration' } });
    const older = await agent.patch(`/api/household/members/${maya.id}`, { birthday: '2010-01-15' });
    expect(older.json()).toMatchObject({ code: 'household_member_in_use', params: { reason: 'age_rule' } });
    expect((await agent.patch(`/api/household/members/${maya.id}`, { birthday: '2015-01-15' })).statusCode).toBe(200);

    t.mail.sent.length = 0;
    t.setNow('2026-03-08T15:00:00Z'); // 23 hours before the first morning
    await t.app.programEnrolments.sendReminders();
    await t.app.programEnrolments.sendReminders();
    const reminders = t.mail.to(user.email);
    expect(reminders).toHaveLength(1);
    expect(reminders[0].text).toContain('Maya Lee');
    expect(reminders[0].attachments?.[0].content.match(/BEGIN:VEVENT/g)).toHaveLength(5);
  });
});
