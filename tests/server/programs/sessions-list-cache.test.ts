/**
 * Issue 28: GET /api/programs/sessions answers from memory while nothing it shows changed (the
 * public part per query, each caller's part per query), and every change drops it: a place sold,
 * cancelled or lapsed, a waitlist entry, the owner's edit, a family member, a write straight into the
 * database, and on another instance on the same database within a second.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { programSessions, users } from '../../../server/db/schema.js';
import { addFamilyMember } from '../account/memberships/support.js';
import { memberAgent, setUpVenue } from '../booking/support.js';
import { createTwoInstances, sameBrowserOn, within } from '../cache/support.js';
import { countStatements, type StatementLog } from '../helpers/statement-count.js';
import { agentFor, type Agent, type TestApp } from '../helpers/test-app.js';
import {
  addTemplate,
  createProgramsApp,
  MONDAY_MORNING,
  registerAndPay,
  registrationLine,
  registrationsOfSession,
  resetPrograms,
  sessionsBetween,
  type ProgramsTestApp,
  type SessionItem,
} from './support.js';

const TUESDAY = '2026-03-03';
const WEEK = ['2026-03-02', '2026-03-08'] as const;

let t: ProgramsTestApp;
let log: StatementLog;
let session: SessionItem;
beforeAll(async () => {
  t = await createProgramsApp();
  log = countStatements(t.database);
});
afterAll(async () => t.close());
beforeEach(async () => {
  await resetPrograms(t);
  await addTemplate(t);
  [session] = await sessionsBetween(t.owner, TUESDAY, TUESDAY);
});

const tuesday = async (agent: Agent) => (await sessionsBetween(agent, TUESDAY, TUESDAY))[0];

describe('statements', () => {
  it('a week read again, unchanged, asks the database nothing, for a member and for a visitor', async () => {
    const { agent } = await memberAgent(t, { member: true });
    const { agent: visitor } = await agentFor(t, 'anonymous');
    const first = await sessionsBetween(agent, ...WEEK);
    const seen = await sessionsBetween(visitor, ...WEEK);
    log.start();
    expect(await sessionsBetween(agent, ...WEEK)).toEqual(first);
    expect(await sessionsBetween(visitor, ...WEEK)).toEqual(seen);
    expect(log.statements, log.statements.join('\n')).toEqual([]);
    expect(first[0]).toMatchObject({ priceCents: 800, mine: { registrations: [], free: 1 } });
    expect(seen[0]).toMatchObject({ priceCents: 1200, mine: null });
  });

  it('a cold read for a member asks for the sessions, their places and what runs out next, then the member’s part', async () => {
    const { agent } = await memberAgent(t, { member: true });
    await sessionsBetween(agent, TUESDAY, TUESDAY); // the member's login and membership in memory
    await t.database.db.update(programSessions).set({ capacity: 8 }); // drops the lists
    log.start();
    await sessionsBetween(agent, TUESDAY, TUESDAY);
    expect(log.statements.length, log.statements.join('\n')).toBeLessThanOrEqual(8);
  });
});

describe('what drops the list', () => {
  it('a place sold, then cancelled', async () => {
    const { agent } = await memberAgent(t);
    const { agent: other } = await memberAgent(t);
    expect((await tuesday(other)).spotsLeft).toBe(8);
    expect((await tuesday(agent)).mine!.registrations).toEqual([]);
    await registerAndPay(t, agent, [registrationLine(session.id)]);
    expect((await tuesday(other)).spotsLeft).toBe(7);
    const mine = (await tuesday(agent)).mine!;
    expect(mine).toMatchObject({ free: 0, registrations: [{ participantId: 'self', status: 'confirmed', checkedIn: false }] });
    const cancelled = await agent.post(`/api/programs/registrations/${mine.registrations[0].id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await tuesday(other)).spotsLeft).toBe(8);
    expect((await tuesday(agent)).mine).toMatchObject({ registrations: [], free: 1 });
  });

  it('an unpaid hold counts until it lapses, with no write in between', async () => {
    const { agent } = await memberAgent(t);
    const { agent: other } = await memberAgent(t);
    expect((await agent.post('/api/orders', { lines: [registrationLine(session.id)] })).statusCode).toBe(201);
    const [held] = await registrationsOfSession(t, session.id);
    expect((await tuesday(other)).spotsLeft).toBe(7);
    expect((await tuesday(agent)).mine!.registrations).toMatchObject([{ status: 'held' }]);
    t.setNow(new Date(held.holdExpiresAt!.getTime() - 1).toISOString());
    expect((await tuesday(other)).spotsLeft).toBe(7);
    t.setNow(held.holdExpiresAt!.toISOString());
    expect((await tuesday(other)).spotsLeft, 'the hold ran out').toBe(8);
    expect((await tuesday(agent)).mine!.registrations).toEqual([]);
    // And back (a test's clock may go back): read for that instant again.
    t.setNow(MONDAY_MORNING);
    expect((await tuesday(other)).spotsLeft).toBe(7);
  });

  it('the owner’s change of one date, and the session’s cancellation', async () => {
    const { agent } = await memberAgent(t);
    expect((await tuesday(agent)).capacity).toBe(8);
    expect((await t.owner.patch(`/api/owner/program-sessions/${session.id}`, { capacity: 5 })).statusCode).toBe(200);
    expect(await tuesday(agent)).toMatchObject({ capacity: 5, spotsLeft: 5 });
    expect((await t.owner.post(`/api/owner/program-sessions/${session.id}/cancel`, { reason: 'Rain.' })).statusCode).toBe(200);
    expect(await tuesday(agent)).toMatchObject({ status: 'cancelled', spotsLeft: 0, cancelReason: 'Rain.' });
  });

  it('the template’s prices and title (the program row)', async () => {
    const { agent } = await memberAgent(t);
    const { template } = await addTemplate(t, { weekday: 4 }); // Thursday
    const thursday = async () => (await sessionsBetween(agent, '2026-03-05', '2026-03-05'))[0];
    expect(await thursday()).toMatchObject({ priceCents: 1200, title: 'Drop-in' });
    const changed = await t.owner.patch(`/api/owner/drop-in/templates/${template.id}`, {
      title: 'Evening drop-in',
      level: 'Intermediate 3.0–3.5',
      weekday: 4,
      startTime: '18:00',
      endTime: '20:00',
      courts: [1, 2],
      playersPerCourt: 4,
      memberPriceCents: 800,
      nonMemberPriceCents: 1500,
      opensDaysBefore: 7,
      cancellationCutoffHours: 24,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await thursday()).toMatchObject({ priceCents: 1500, title: 'Evening drop-in' });
  });

  it('the waitlist: joining and leaving', async () => {
    await t.database.db.update(programSessions).set({ capacity: 1 }).where(eq(programSessions.id, session.id));
    await registerAndPay(t, (await memberAgent(t)).agent, [registrationLine(session.id)]);
    const { agent } = await memberAgent(t);
    expect(await tuesday(agent)).toMatchObject({ spotsLeft: 0, waitlistLength: 0, mine: { waitlistPosition: null } });
    const joined = await agent.post(`/api/programs/sessions/${session.id}/waitlist`, { participantId: 'self' });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(await tuesday(agent)).toMatchObject({ waitlistLength: 1, mine: { waitlistPosition: 1, free: 0 } });
    const left = await agent.delete(`/api/program-waitlist-entries/${joined.json<{ id: number }>().id}`);
    expect(left.statusCode, left.body).toBeLessThan(300);
    expect(await tuesday(agent)).toMatchObject({ waitlistLength: 0, mine: { waitlistPosition: null, free: 1 } });
  });

  it('a family member added, and the holder’s name changed: the caller’s part', async () => {
    const { agent, user } = await memberAgent(t);
    await registerAndPay(t, agent, [registrationLine(session.id)]);
    expect((await tuesday(agent)).mine!.free).toBe(0);
    await addFamilyMember(t, user.id, 'Leo');
    expect((await tuesday(agent)).mine!.free).toBe(1);
    await t.database.db.update(users).set({ firstName: 'Robin', lastName: 'Quill' }).where(eq(users.id, user.id));
    expect((await tuesday(agent)).mine!.registrations[0].name).toBe('Robin Quill');
  });

  it('a write straight into the database (a script, psql)', async () => {
    const { agent } = await memberAgent(t);
    expect((await tuesday(agent)).capacity).toBe(8);
    await t.database.db.update(programSessions).set({ capacity: 3 }).where(eq(programSessions.id, session.id));
    expect(await tuesday(agent)).toMatchObject({ capacity: 3, spotsLeft: 3 });
  });
});

describe('two instances on one database', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ a, b, close } = await createTwoInstances());
    await setUpVenue(a);
    for (const app of [a.app, b]) app.clock.now = () => new Date(MONDAY_MORNING);
  });
  afterAll(() => close());

  it('a place sold through A and the owner’s change on A: B answers them within a second', async () => {
    const { agent: owner } = await agentFor(a, ['owner']);
    const template = await owner.post('/api/owner/drop-in/templates', {
      title: 'Two-instance drop-in',
      level: '',
      weekday: 3,
      startTime: '18:00',
      endTime: '20:00',
      courts: [3, 4],
      playersPerCourt: 4,
      memberPriceCents: 800,
      nonMemberPriceCents: 1200,
      opensDaysBefore: 7,
      cancellationCutoffHours: 24,
    });
    expect(template.statusCode, template.body).toBe(201);
    const onA = (await agentFor(a, [])).agent;
    const onB = sameBrowserOn(b, onA);
    const wednesday = async (agent: Agent) => (await sessionsBetween(agent, '2026-03-04', '2026-03-04'))[0];
    const before = await wednesday(onB); // B now holds the list and the member's part
    expect(before).toMatchObject({ spotsLeft: 8, mine: { registrations: [] } });
    await registerAndPay(a, onA, [registrationLine(before.id)]);
    await within(1_000, async () => {
      const item = await wednesday(onB);
      return item.spotsLeft === 7 && item.mine!.registrations.length === 1;
    });
    expect((await owner.patch(`/api/owner/program-sessions/${before.id}`, { capacity: 4 })).statusCode).toBe(200);
    await within(1_000, async () => (await wednesday(onB)).capacity === 4);
  });
});
