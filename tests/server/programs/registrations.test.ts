import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addFamilyMember } from '../account/memberships/support.js';
import { giveMembership, memberAgent, refundRows, staffAgent } from '../booking/support.js';
import { agentFor } from '../helpers/test-app.js';
import {
  addTemplate,
  createProgramsApp,
  ONTARIO_HST,
  registerAndPay,
  registrationLine,
  registrationsOfSession,
  resetPrograms,
  sessionsBetween,
  type ProgramsTestApp,
  type SessionItem,
} from './support.js';

let t: ProgramsTestApp;
let session: SessionItem;
beforeAll(async () => {
  t = await createProgramsApp();
});
afterAll(async () => t.close());
beforeEach(async () => {
  await resetPrograms(t, { venue: ONTARIO_HST });
  await addTemplate(t);
  [session] = await sessionsBetween(t.owner, '2026-03-03', '2026-03-03');
});

describe('registering for a drop-in session', () => {
  it('registers the account holder and a child in one order, each at their own price, and shows it in the list', async () => {
    const { agent, user } = await memberAgent(t, { member: true });
    const child = await addFamilyMember(t, user.id, 'Leo');
    const order = await registerAndPay(t, agent, [registrationLine(session.id), registrationLine(session.id, child.id)]);
    // The holder is a member ($8), the child is not ($12); HST 13 % on each.
    expect(order.lines.map((line) => line.unitPriceCents)).toEqual([800, 1200]);
    expect(order.totalCents).toBe(904 + 1356);
    const rows = await registrationsOfSession(t, session.id);
    expect(rows.map((row) => [row.status, row.member, row.priceCents])).toEqual([
      ['confirmed', true, 800],
      ['confirmed', false, 1200],
    ]);
    const [item] = await sessionsBetween(agent, '2026-03-03', '2026-03-03');
    expect(item).toMatchObject({ spotsLeft: 6, priceCents: 800 });
    expect(item.mine!.registrations.map((r) => [r.participantId, r.name])).toEqual([
      ['self', expect.any(String)],
      [child.id, 'Leo Lee'],
    ]);
    const receipt = t.mail.to(user.email).find((message) => message.attachments?.some((file) => file.filename.endsWith('.ics')));
    expect(receipt).toBeDefined();
    const mine = await agent.get('/api/programs/registrations/mine');
    expect(mine.json<{ items: unknown[] }>().items).toHaveLength(2);
    expect(mine.json<{ timeZone: string }>().timeZone).toBe('America/Toronto');
  });

  it('refuses the same person twice, a family member of another account, and a visitor', async () => {
    const { agent, user } = await memberAgent(t);
    const twice = await agent.post('/api/orders', { lines: [registrationLine(session.id), registrationLine(session.id)] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ code: 'program_person_twice' });
    await registerAndPay(t, agent, [registrationLine(session.id)]);
    const again = await agent.post('/api/orders', { lines: [registrationLine(session.id)] });
    expect(again.json()).toMatchObject({ code: 'program_already_registered' });
    const { user: other } = await memberAgent(t);
    const stranger = await addFamilyMember(t, other.id);
    const notMine = await agent.post('/api/orders', { lines: [registrationLine(session.id, stranger.id)] });
    expect(notMine.statusCode).toBe(404);
    const { agent: visitor } = await agentFor(t, 'anonymous');
    expect((await visitor.post('/api/orders', { lines: [registrationLine(session.id)] })).statusCode).toBe(401);
    expect((await registrationsOfSession(t, session.id)).filter((row) => row.accountUserId === user.id)).toHaveLength(1);
  });

  it('says "Full: join the waitlist" once every place is taken, counting unpaid holds until they lapse', async () => {
    for (let i = 0; i < 7; i += 1) await registerAndPay(t, (await memberAgent(t)).agent, [registrationLine(session.id)]);
    const { agent: holder } = await memberAgent(t);
    const held = await holder.post('/api/orders', { lines: [registrationLine(session.id)] });
    expect(held.statusCode).toBe(201);
    const { agent: late } = await memberAgent(t);
    const full = await late.post('/api/orders', { lines: [registrationLine(session.id)] });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'program_session_full', message: 'Full: join the waitlist' });
    expect((await sessionsBetween(late, '2026-03-03', '2026-03-03'))[0].spotsLeft).toBe(0);
    // The unpaid hold lapses (checkouts hold for minutes): the place is free again.
    t.setNow('2026-03-02T16:00:00Z');
    expect((await late.post('/api/orders', { lines: [registrationLine(session.id)] })).statusCode).toBe(201);
  });

  it('refuses a session not yet open, started or cancelled', async () => {
    const { agent } = await memberAgent(t);
    const later = (await sessionsBetween(t.owner, '2026-03-17', '2026-03-17'))[0];
    const early = await agent.post('/api/orders', { lines: [registrationLine(later.id)] });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'program_registration_not_open' });
    t.setNow('2026-03-03T23:30:00Z');
    expect((await agent.post('/api/orders', { lines: [registrationLine(session.id)] })).json()).toMatchObject({ code: 'program_session_past' });
  });

  it('cancels under the policy kept at registration: full refund before the cutoff, none after', async () => {
    const { agent } = await memberAgent(t);
    const order = await registerAndPay(t, agent, [registrationLine(session.id)]);
    const [row] = await registrationsOfSession(t, session.id);
    // The owner shortens the cutoff afterwards: this registration keeps 24 hours.
    await t.owner.patch(`/api/owner/drop-in/templates/${session.programId}`, {
      ...(await import('./support.js')).TUESDAY_TEMPLATE,
      cancellationCutoffHours: 2,
    });
    t.setNow('2026-03-03T12:00:00Z'); // 11 hours before: past the 24-hour cutoff
    const late = await agent.post(`/api/programs/registrations/${row.id}/cancel`);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ refundCents: 0 });
    expect(await refundRows(t, order.id)).toHaveLength(0);

    const { agent: early } = await memberAgent(t);
    t.setNow('2026-03-02T14:00:00Z');
    const second = await registerAndPay(t, early, [registrationLine(session.id)]);
    const mine = (await registrationsOfSession(t, session.id)).find((r) => r.status === 'confirmed')!;
    const cancelled = await early.post(`/api/programs/registrations/${mine.id}/cancel`);
    expect(cancelled.json()).toMatchObject({ refundCents: 1356 });
    expect((await refundRows(t, second.id)).map((refund) => refund.amountCents)).toEqual([1356]);
    expect((await early.post(`/api/programs/registrations/${mine.id}/cancel`)).json()).toMatchObject({ code: 'program_cancel_not_allowed' });
    const { agent: other } = await memberAgent(t);
    expect((await other.post(`/api/programs/registrations/${mine.id}/cancel`)).statusCode).toBe(404);
  });

  it('the owner cancelling a date refunds every registrant in full and tells them why', async () => {
    const { agent, user } = await memberAgent(t);
    const order = await registerAndPay(t, agent, [registrationLine(session.id)]);
    t.setNow('2026-03-03T20:00:00Z'); // past the cutoff: the venue cancelled, so it is refunded anyway
    const response = await t.owner.post(`/api/owner/program-sessions/${session.id}/cancel`, { reason: 'The roof is leaking' });
    expect(response.statusCode).toBe(200);
    expect((await refundRows(t, order.id)).map((refund) => refund.amountCents)).toEqual([1356]);
    // The program product registered its reason's words: the order shows them, never the raw code.
    expect((await agent.get(`/api/orders/${order.id}`)).json().refunds).toMatchObject([
      { reasonCode: 'session-cancelled', reason: 'The venue cancelled the session.' },
    ]);
    expect((await registrationsOfSession(t, session.id))[0].status).toBe('cancelled');
    const mail = t.mail.to(user.email).find((message) => message.subject.startsWith('Cancelled:'));
    expect(mail?.text).toContain('The roof is leaking');
    expect(mail?.text).toContain('$13.56');
  });

  it('the owner moving a date tells each registrant the new time and courts, with the updated calendar file', async () => {
    const { agent, user } = await memberAgent(t);
    await registerAndPay(t, agent, [registrationLine(session.id)]);
    t.mail.sent.length = 0;
    const moved = await t.owner.patch(`/api/owner/program-sessions/${session.id}`, { startTime: '19:00', endTime: '21:00', courts: [3, 4] });
    expect(moved.statusCode).toBe(200);
    const mails = t.mail.to(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/^Changed: Drop-in, .*7:00.*p\.m\./);
    expect(mails[0].text).toContain('6:00');
    expect(mails[0].text).toContain('on courts 3 and 4');
    expect(mails[0].attachments?.[0].content).toContain('DTSTART:20260304T000000Z');
    // A change of capacity alone moves nobody: no e-mail.
    t.mail.sent.length = 0;
    await t.owner.patch(`/api/owner/program-sessions/${session.id}`, { capacity: 9 });
    expect(t.mail.to(user.email)).toHaveLength(0);
  });

  it('keeps a family member with a place still to come on the account', async () => {
    const { agent, user } = await memberAgent(t);
    const child = await addFamilyMember(t, user.id);
    await registerAndPay(t, agent, [registrationLine(session.id, child.id)]);
    const removal = await agent.delete(`/api/household/members/${child.id}`);
    expect(removal.statusCode).toBe(409);
    expect(removal.json()).toMatchObject({ code: 'household_member_in_use', params: { reason: 'registration' } });
  });
});

describe('the desk', () => {
  it('registers a walk-in paid at the desk, lists the roster and marks attendance', async () => {
    const { agent: admin } = await staffAgent(t, 'admin');
    const { agent, user } = await memberAgent(t);
    await giveMembership(t, user.id);
    await registerAndPay(t, agent, [registrationLine(session.id)]);
    const walkIn = await admin.post(`/api/staff/programs/sessions/${session.id}/registrations`, { kind: 'walk-in', name: 'Pat Walker', paymentMethod: 'cash' });
    expect(walkIn.statusCode).toBe(201);
    const roster = await admin.get(`/api/staff/programs/sessions/${session.id}/roster`);
    expect(roster.statusCode).toBe(200);
    const body = roster.json<{
      timeZone: string;
      entries: { registrationId: number; participantName: string; member: boolean; paid: boolean; attendance: string | null }[];
    }>();
    expect(body.timeZone).toBe('America/Toronto');
    const member = body.entries.find((entry) => entry.member)!;
    expect(member).toMatchObject({ paid: true, attendance: null });
    expect(body.entries.find((entry) => entry.participantName === 'Pat Walker')).toMatchObject({ paid: true, member: false });
    const marked = await admin.post(`/api/staff/programs/registrations/${member.registrationId}/attendance`, { status: 'checked_in' });
    expect(marked.json()).toMatchObject({ attendance: 'checked_in' });
    expect((await agent.get(`/api/staff/programs/sessions/${session.id}/roster`)).statusCode).toBe(403);
  });
});
