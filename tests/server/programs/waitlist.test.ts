import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memberAgent } from '../booking/support.js';
import { addFamilyMember } from '../account/memberships/support.js';
import type { Agent } from '../helpers/test-app.js';
import {
  addTemplate,
  createProgramsApp,
  registerAndPay,
  registrationLine,
  registrationsOfSession,
  resetPrograms,
  sessionsBetween,
  waitlistOfSession,
  type ProgramsTestApp,
  type SessionItem,
} from './support.js';

let t: ProgramsTestApp;
let session: SessionItem;
let registered: { agent: Agent; email: string }[];

beforeAll(async () => {
  t = await createProgramsApp();
});
afterAll(async () => t.close());
beforeEach(async () => {
  // Monday 2 March, 09:00 in Toronto; the session is Tuesday 18:00 EST (23:00Z), 33 hours later.
  await resetPrograms(t);
  await addTemplate(t, { courts: [1], playersPerCourt: 2 });
  [session] = await sessionsBetween(t.owner, '2026-03-03', '2026-03-03');
  registered = [];
  for (let i = 0; i < 2; i += 1) {
    const { agent, user } = await memberAgent(t);
    await registerAndPay(t, agent, [registrationLine(session.id)]);
    registered.push({ agent, email: user.email });
  }
  t.mail.sent.length = 0;
});

async function join(agent: Agent, participantId: 'self' | number = 'self') {
  return agent.post(`/api/programs/sessions/${session.id}/waitlist`, { participantId });
}

async function cancelFirst() {
  const [row] = await registrationsOfSession(t, session.id);
  const response = await registered[0].agent.post(`/api/programs/registrations/${row.id}/cancel`);
  expect(response.statusCode).toBe(200);
}

describe('the waitlist', () => {
  it('takes people first come, first served and shows each their place; only when full', async () => {
    const { agent: first } = await memberAgent(t);
    const { agent: second } = await memberAgent(t);
    expect((await join(first)).json()).toMatchObject({ position: 1 });
    const joined = await join(second);
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({ position: 2 });
    expect((await join(second)).json()).toMatchObject({ code: 'program_already_waitlisted' });
    expect((await join(registered[0].agent)).json()).toMatchObject({ code: 'program_already_registered' });
    const [item] = await sessionsBetween(second, '2026-03-03', '2026-03-03');
    expect(item).toMatchObject({ spotsLeft: 0, waitlistLength: 2 });
    expect(item.mine!.waitlistPosition).toBe(2);

    await t.owner.patch(`/api/owner/program-sessions/${session.id}`, { capacity: 5 });
    // Raised by 3: both in line are offered a place at once; the third place is for anyone.
    const { agent: newcomer } = await memberAgent(t);
    expect((await join(newcomer)).json()).toMatchObject({ code: 'program_waitlist_not_full' });
  });

  it('offers a freed place to the first in line with a 2-hour window, hands it on when it lapses, and lets them claim it', async () => {
    const { agent: first, user: firstUser } = await memberAgent(t);
    const { agent: second, user: secondUser } = await memberAgent(t);
    await join(first);
    await join(second);
    await cancelFirst();
    const [offered, waiting] = await waitlistOfSession(t, session.id);
    expect(offered.status).toBe('offered');
    expect(offered.offerExpiresAt!.getTime() - offered.offeredAt!.getTime()).toBe(2 * 3_600_000);
    expect(waiting.status).toBe('waiting');
    const mail = t.mail.to(firstUser.email).find((message) => message.subject.startsWith('A spot opened'));
    expect(mail?.text).toContain('/drop-in');
    // Nobody else can take the place meanwhile.
    const { agent: other } = await memberAgent(t);
    expect((await other.post('/api/orders', { lines: [registrationLine(session.id)] })).json()).toMatchObject({ code: 'program_session_full' });

    // The first lets it lapse: the job hands it to the second, with a 2-hour window from then.
    t.setNow('2026-03-02T16:01:00Z');
    await t.app.programWaitlist.run();
    const after = await waitlistOfSession(t, session.id);
    expect(after.map((entry) => entry.status)).toEqual(['lapsed', 'offered']);
    expect(t.mail.to(secondUser.email).some((message) => message.subject.startsWith('A spot opened'))).toBe(true);
    const [item] = await sessionsBetween(second, '2026-03-03', '2026-03-03');
    expect(item.mine!.waitlist[0].offerExpiresAt).toBe('2026-03-02T18:01:00.000Z');

    await registerAndPay(t, second, [registrationLine(session.id)]);
    expect((await waitlistOfSession(t, session.id)).map((entry) => entry.status)).toEqual(['lapsed', 'claimed']);
    expect((await registrationsOfSession(t, session.id)).filter((row) => row.status === 'confirmed')).toHaveLength(2);
  });

  it('shrinks the window as the start nears: 30 minutes from 1 to 16 hours before, 10 minutes under an hour', async () => {
    const { agent } = await memberAgent(t);
    await join(agent);
    t.setNow('2026-03-03T18:00:00Z'); // 5 hours before
    await cancelFirst();
    const [entry] = await waitlistOfSession(t, session.id);
    expect(entry.offerExpiresAt!.getTime() - entry.offeredAt!.getTime()).toBe(30 * 60_000);
    await agent.delete(`/api/program-waitlist-entries/${entry.id}`);
    const { agent: next } = await memberAgent(t);
    t.setNow('2026-03-03T22:30:00Z'); // 30 minutes before
    // A place is free and nobody waits: a newcomer registers; then someone cancels with another in line.
    await registerAndPay(t, next, [registrationLine(session.id)]);
    const { agent: late } = await memberAgent(t);
    await join(late);
    // Staff cancel a place at the desk (past the member's cutoff): the next in line has 10 minutes.
    const row = (await registrationsOfSession(t, session.id)).find((r) => r.status === 'confirmed')!;
    await t.app.programRegistrations.cancel({ id: row.accountUserId!, email: '', isStaff: true }, row.id);
    const offered = (await waitlistOfSession(t, session.id)).find((entry) => entry.status === 'offered')!;
    expect(offered.offerExpiresAt!.getTime() - offered.offeredAt!.getTime()).toBe(10 * 60_000);
  });

  it('sends no offer at night for a session the next evening: it goes at 08:00, its window counting from then', async () => {
    const { agent, user } = await memberAgent(t);
    await join(agent);
    t.setNow('2026-03-03T04:00:00Z'); // Monday 23:00 EST
    await cancelFirst();
    expect((await waitlistOfSession(t, session.id))[0].status).toBe('waiting');
    expect(t.mail.to(user.email)).toHaveLength(0);
    t.setNow('2026-03-03T10:00:00Z'); // 05:00: still quiet
    await t.app.programWaitlist.run();
    expect((await waitlistOfSession(t, session.id))[0].status).toBe('waiting');
    // Nobody jumps the line overnight.
    const { agent: other } = await memberAgent(t);
    expect((await other.post('/api/orders', { lines: [registrationLine(session.id)] })).json()).toMatchObject({ code: 'program_session_full' });
    t.setNow('2026-03-03T13:00:00Z'); // 08:00 EST, 10 hours before the start
    await t.app.programWaitlist.run();
    const [entry] = await waitlistOfSession(t, session.id);
    expect(entry.status).toBe('offered');
    expect(entry.offeredAt!.toISOString()).toBe('2026-03-03T13:00:00.000Z');
    expect(entry.offerExpiresAt!.toISOString()).toBe('2026-03-03T13:30:00.000Z');
    expect(t.mail.to(user.email)).toHaveLength(1);
  });

  it('tells the caller how many on the account are free to register or queue: none once a one-person account is in line', async () => {
    const { agent, user } = await memberAgent(t);
    const mine = async (who: Agent) => (await sessionsBetween(who, '2026-03-03', '2026-03-03'))[0].mine!;
    expect((await mine(agent)).free).toBe(1);
    await join(agent);
    expect(await mine(agent)).toMatchObject({ free: 0, waitlist: [{ participantId: 'self', position: 1 }] });
    await addFamilyMember(t, user.id, 'Leo', '2014-05-01');
    expect((await mine(agent)).free).toBe(1);
    expect((await mine(registered[0].agent)).free).toBe(0);
    expect((await sessionsBetween(t.owner, '2026-03-03', '2026-03-03'))[0].mine!.free).toBe(1);
  });

  it('leaving is one call; the line closes when the session starts', async () => {
    const { agent } = await memberAgent(t);
    const { id } = (await join(agent)).json<{ id: number }>();
    expect((await agent.delete(`/api/program-waitlist-entries/${id}`)).statusCode).toBe(204);
    expect((await agent.delete(`/api/program-waitlist-entries/${id}`)).statusCode).toBe(404);
    const { agent: other } = await memberAgent(t);
    await join(other);
    t.setNow('2026-03-03T23:05:00Z');
    await t.app.programWaitlist.run();
    expect((await waitlistOfSession(t, session.id)).map((entry) => entry.status)).toEqual(['left', 'closed']);
    expect((await join(agent)).json()).toMatchObject({ code: 'program_waitlist_closed' });
  });

  it('reminds each registrant once, a day ahead, with the calendar file', async () => {
    t.setNow('2026-03-02T22:00:00Z'); // 25 hours before: not yet
    await t.app.programWaitlist.run();
    expect(t.mail.sent).toHaveLength(0);
    t.setNow('2026-03-02T23:30:00Z');
    await Promise.all([t.app.programWaitlist.run(), t.app.programWaitlist.run()]);
    await t.app.programWaitlist.run();
    for (const { email } of registered) {
      const reminders = t.mail.to(email).filter((message) => message.subject.startsWith('Reminder:'));
      expect(reminders).toHaveLength(1);
      expect(reminders[0].attachments?.[0].filename).toMatch(/\.ics$/);
    }
  });
});
