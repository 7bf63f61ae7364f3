import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { programRegistrations, programs, programSessions } from '../../../server/db/schema.js';
import { readCompanySettings } from '../../../server/modules/settings/company/index.js';
import { agentFor } from '../helpers/test-app.js';
import { book, bookingRows, memberAgent, setUpVenue } from '../booking/support.js';
import { addTemplate, createProgramsApp, resetPrograms, sessionsBetween, TUESDAY_TEMPLATE, type ProgramsTestApp } from './support.js';

let t: ProgramsTestApp;
beforeAll(async () => {
  t = await createProgramsApp();
});
afterAll(async () => t.close());
beforeEach(async () => resetPrograms(t));

describe('drop-in templates', () => {
  it('generates 8 weeks of sessions that hold their courts, at 18:00 local on both sides of the DST change', async () => {
    const result = await addTemplate(t);
    expect(result.created).toBe(8);
    expect(result.skipped).toEqual([]);
    // The owner reads the title in both languages (a plain one is English).
    expect(result.template).toMatchObject({ ...TUESDAY_TEMPLATE, title: { en: TUESDAY_TEMPLATE.title, fr: null }, capacity: 8 });
    const items = await sessionsBetween(t.owner, '2026-03-02', '2026-04-30');
    expect(items.map((item) => item.date)).toEqual([
      '2026-03-03',
      '2026-03-10',
      '2026-03-17',
      '2026-03-24',
      '2026-03-31',
      '2026-04-07',
      '2026-04-14',
      '2026-04-21',
    ]);
    expect(items.every((item) => item.startTime === '18:00' && item.endTime === '20:00')).toBe(true);
    expect(items[0].startsAt).toBe('2026-03-03T23:00:00.000Z'); // EST
    expect(items[1].startsAt).toBe('2026-03-10T22:00:00.000Z'); // EDT
    expect(items[0]).toMatchObject({
      capacity: 8,
      spotsLeft: 8,
      waitlistLength: 0,
      courts: [1, 2],
      status: 'scheduled',
      priceCents: 1200,
      memberPriceCents: 800,
    });
    expect(items[0].registrationOpensAt).toBe('2026-02-24T23:00:00.000Z');
    const blocks = (await bookingRows(t, { status: 'blocked' })).filter((row) => row.source === 'program');
    expect(blocks).toHaveLength(16);
  });

  it('keeps court booking off a session’s courts, and shows them busy', async () => {
    await addTemplate(t);
    const { agent } = await memberAgent(t);
    const refused = await book(agent, { date: '2026-03-03', startTime: '18:00', hours: 1, court: 1 });
    expect(refused.statusCode).toBe(409);
    const free = await book(agent, { date: '2026-03-03', startTime: '18:00', hours: 1, court: 3 });
    expect(free.statusCode).toBe(201);
  });

  it('skips a date whose court is booked and a day the venue is closed, reporting each', async () => {
    const { agent } = await memberAgent(t);
    expect((await book(agent, { date: '2026-03-10', startTime: '19:00', hours: 1, court: 2 })).statusCode).toBe(201);
    const result = await addTemplate(t);
    expect(result.created).toBe(7);
    expect(result.skipped).toEqual([{ date: '2026-03-10', court: 2, reason: 'court_taken', sessionId: null }]);
    // The venue then closes on Tuesdays: a week later the new date is not generated, and says why.
    await setUpVenue(t, { tuesdayOpeningTimeInMins: 0, tuesdayClosingTimeInMins: 0 });
    t.setNow('2026-03-09T14:00:00Z');
    expect((await t.app.programSchedule.topUp()).created).toBe(0);
    const [template] = await t.app.programSchedule.templates();
    const again = await t.app.programSchedule.generate(template, await readCompanySettings(t.app.db), t.app.clock.now());
    expect(again.skipped).toContainEqual({ date: '2026-04-28', court: null, reason: 'closed', sessionId: null });
  });

  it('tops up idempotently: running twice (or on two instances) makes each date once', async () => {
    await addTemplate(t);
    expect((await t.app.programSchedule.topUp()).created).toBe(0);
    t.setNow('2026-03-09T14:00:00Z');
    const [template] = await t.app.programSchedule.templates();
    const settings = await readCompanySettings(t.app.db);
    const now = t.app.clock.now();
    const [first, second] = await Promise.all([
      t.app.programSchedule.generate(template, settings, now),
      t.app.programSchedule.generate(template, settings, now),
    ]);
    expect(first.created + second.created).toBe(1);
    expect(await t.database.db.$count(programSessions)).toBe(9);
  });

  it('refuses a template outside the hours, on courts the venue lacks, ending before it starts or priced below zero', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ startTime: '06:00' }, 'startTime'],
      [{ endTime: '23:00' }, 'endTime'],
      [{ courts: [1, 7] }, 'courts'],
      [{ startTime: '20:00', endTime: '18:00' }, 'endTime'],
      [{ memberPriceCents: -1 }, 'memberPriceCents'],
      [{ playersPerCourt: 0 }, 'playersPerCourt'],
      [{ weekday: 7 }, 'weekday'],
      [{ courts: [] }, 'courts'],
    ];
    for (const [body, field] of cases) {
      const response = await t.owner.post('/api/owner/drop-in/templates', { ...TUESDAY_TEMPLATE, ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json<{ fields: Record<string, string> }>().fields)).toContain(field);
    }
    expect(await t.database.db.$count(programs)).toBe(0);
  });

  it('is the owner’s alone', async () => {
    const { agent: admin } = await agentFor(t, ['admin']);
    expect((await admin.post('/api/owner/drop-in/templates', TUESDAY_TEMPLATE)).statusCode).toBe(403);
    expect((await admin.get('/api/owner/drop-in/templates')).statusCode).toBe(403);
  });

  it('edits future sessions without registrations and lists the ones it leaves alone', async () => {
    const { template } = await addTemplate(t);
    const [first] = await sessionsBetween(t.owner, '2026-03-03', '2026-03-03');
    const { user } = await memberAgent(t);
    await t.database.db.insert(programRegistrations).values({
      sessionId: first.id,
      accountUserId: user.id,
      person: `user:${user.id}`,
      status: 'confirmed',
      priceCents: 1200,
      policy: { cancellationCutoffHours: 24, refundBeforeCutoff: 'full', refundAfterCutoff: 'none' },
    });
    const response = await t.owner.patch(`/api/owner/drop-in/templates/${template.id}`, {
      ...TUESDAY_TEMPLATE,
      startTime: '19:00',
      endTime: '21:00',
      courts: [3, 4, 5],
      nonMemberPriceCents: 1500,
    });
    expect(response.statusCode).toBe(200);
    const result = response.json<{ updated: number; skipped: unknown[]; template: { capacity: number } }>();
    expect(result.template.capacity).toBe(12);
    expect(result.updated).toBe(7);
    expect(result.skipped).toEqual([{ date: '2026-03-03', court: null, reason: 'has_registrations', sessionId: first.id }]);
    const items = await sessionsBetween(t.owner, '2026-03-02', '2026-04-30');
    expect(items[0]).toMatchObject({ startTime: '18:00', courts: [1, 2], capacity: 8, priceCents: 1500 });
    expect(items[1]).toMatchObject({ startTime: '19:00', endTime: '21:00', courts: [3, 4, 5], capacity: 12 });
    const blocked = (await bookingRows(t, { status: 'blocked' })).filter((row) => row.source === 'program');
    expect(blocked).toHaveLength(2 + 7 * 3);
  });

  it('deleting a template cancels its empty future sessions and frees their courts', async () => {
    const { template } = await addTemplate(t);
    const response = await t.owner.delete(`/api/owner/drop-in/templates/${template.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ template: null, updated: 8, skipped: [] });
    expect((await t.owner.get('/api/owner/drop-in/templates')).json()).toEqual({ items: [] });
    expect((await bookingRows(t, { status: 'blocked' })).filter((row) => row.source === 'program')).toHaveLength(0);
    expect((await sessionsBetween(t.owner, '2026-03-02', '2026-04-30')).every((item) => item.status === 'cancelled')).toBe(true);
  });
});

describe('one date at a time', () => {
  it('moves a date, refuses a taken court or a capacity below the places taken, adds a one-off and cancels a date', async () => {
    const { template } = await addTemplate(t);
    const [first, second] = await sessionsBetween(t.owner, '2026-03-03', '2026-03-10');
    const moved = await t.owner.patch(`/api/owner/program-sessions/${first.id}`, { startTime: '17:00', endTime: '19:00', courts: [5, 6], capacity: 10 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ startTime: '17:00', endTime: '19:00', courts: [5, 6], capacity: 10 });

    const { agent } = await memberAgent(t);
    expect((await book(agent, { date: '2026-03-10', startTime: '18:00', hours: 1, court: 3 })).statusCode).toBe(201);
    const taken = await t.owner.patch(`/api/owner/program-sessions/${second.id}`, { courts: [2, 3] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'program_court_conflict', conflicts: [{ date: '2026-03-10', court: 3 }] });
    expect((await sessionsBetween(t.owner, '2026-03-10', '2026-03-10'))[0].courts).toEqual([1, 2]);

    const { user } = await memberAgent(t);
    await t.database.db.insert(programRegistrations).values({
      sessionId: second.id,
      accountUserId: user.id,
      person: `user:${user.id}`,
      status: 'confirmed',
      priceCents: 1200,
      policy: { cancellationCutoffHours: 24, refundBeforeCutoff: 'full', refundAfterCutoff: 'none' },
    });
    const tooSmall = await t.owner.patch(`/api/owner/program-sessions/${second.id}`, { capacity: 0 });
    expect(tooSmall.statusCode).toBe(400);

    const oneOff = await t.owner.post('/api/owner/program-sessions', {
      programId: template.id,
      date: '2026-03-07',
      startTime: '10:00',
      endTime: '12:00',
      courts: [1],
    });
    expect(oneOff.statusCode).toBe(201);
    expect(oneOff.json()).toMatchObject({ date: '2026-03-07', capacity: 4, courts: [1] });
    const closed = await t.owner.post('/api/owner/program-sessions', {
      programId: template.id,
      date: '2026-03-07',
      startTime: '05:00',
      endTime: '06:00',
      courts: [2],
    });
    expect(closed.statusCode).toBe(400);

    const cancelled = await t.owner.post(`/api/owner/program-sessions/${second.id}/cancel`, { reason: 'Floor repairs' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', spotsLeft: 0, cancelReason: 'Floor repairs' });
    expect((await t.owner.post(`/api/owner/program-sessions/${second.id}/cancel`, { reason: 'again' })).json()).toMatchObject({
      code: 'program_session_cancelled',
    });
    expect((await book(agent, { date: '2026-03-10', startTime: '18:00', hours: 1, court: 1 })).statusCode).toBe(201);
  });

  it('refuses a capacity below the places already taken', async () => {
    await addTemplate(t);
    const [first] = await sessionsBetween(t.owner, '2026-03-03', '2026-03-03');
    for (let i = 0; i < 3; i += 1) {
      const { user } = await memberAgent(t);
      await t.database.db.insert(programRegistrations).values({
        sessionId: first.id,
        accountUserId: user.id,
        person: `user:${user.id}`,
        status: 'confirmed',
        priceCents: 1200,
        policy: { cancellationCutoffHours: 24, refundBeforeCutoff: 'full', refundAfterCutoff: 'none' },
      });
    }
    const response = await t.owner.patch(`/api/owner/program-sessions/${first.id}`, { capacity: 2 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'program_capacity_below_registered', params: { registered: 3 } });
    expect((await t.owner.patch(`/api/owner/program-sessions/${first.id}`, { capacity: 3 })).statusCode).toBe(200);
  });
});
