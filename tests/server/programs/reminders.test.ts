/**
 * Issue 25, "Members see odd things": the 24-hour reminders and the other program e-mails speak to a
 * household once per session (or program), name everyone of it registered, never speak of the
 * holder in the third person, and say courts as people do ("court 5", "courts 5 and 6", "terrains
 * 5 et 6"), in the mail and in its calendar file.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../server/modules/mail/index.js';
import { addFamilyMember } from '../account/memberships/support.js';
import { memberAgent } from '../booking/support.js';
import type { Agent } from '../helpers/test-app.js';
import {
  addTemplate,
  createProgramsApp,
  registerAndPay,
  registrationLine,
  registrationsOfSession,
  resetPrograms,
  sessionsBetween,
  type ProgramsTestApp,
  type SessionItem,
} from './support.js';

const NBSP = '\u00a0';

let t: ProgramsTestApp;
beforeAll(async () => {
  t = await createProgramsApp();
});
afterAll(async () => t.close());
// Monday 2 March, 09:00 in Toronto; Tuesday's session starts at 18:00 EST (23:00Z).
beforeEach(async () => resetPrograms(t));

async function tuesdaySession(courts: number[]): Promise<SessionItem> {
  await addTemplate(t, { courts });
  const [session] = await sessionsBetween(t.owner, '2026-03-03', '2026-03-03');
  return session;
}

/** A member and their child Leo Lee. */
async function household(locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  const { agent, user } = await memberAgent(t);
  if (locale !== 'en-CA') expect((await agent.patch('/api/users/me', { locale })).statusCode).toBe(200);
  const leo = await addFamilyMember(t, user.id, 'Leo', '2014-05-01');
  return { agent, user, leo, holder: `${user.firstName} ${user.lastName}` };
}

const reminders = (email: string) => t.mail.to(email).filter((message) => /^(Reminder|Rappel)/.test(message.subject));
const events = (message: MailMessage) => message.attachments?.[0].content.match(/BEGIN:VEVENT/g)?.length ?? 0;
/** The calendar file's text with its folded lines joined and its escapes undone. */
const calendarText = (message: MailMessage) => message.attachments![0].content.replace(/\r\n /g, '').replace(/\\,/g, ',').replace(/\\;/g, ';');

async function runJobAt(iso: string) {
  t.setNow(iso);
  await Promise.all([t.app.programWaitlist.run(), t.app.programWaitlist.run()]);
  await t.app.programWaitlist.run();
}

describe('the 24-hour reminder of a drop-in session', () => {
  it('goes once to a household with two places, names both, speaks to the holder as “you”, and a re-run sends nothing twice', async () => {
    const session = await tuesdaySession([5, 6]);
    const { agent, user, leo, holder } = await household();
    await registerAndPay(t, agent, [registrationLine(session.id), registrationLine(session.id, leo.id)]);
    t.mail.sent.length = 0;

    await runJobAt('2026-03-02T23:30:00Z');
    await runJobAt('2026-03-03T12:00:00Z');
    const sent = reminders(user.email);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail.text).toContain('You and Leo Lee are registered for Drop-in, Tuesday, March 3, 2026, 6:00 p.m. – 8:00 p.m. EST, on courts 5 and 6.');
    expect(mail.text).not.toContain(holder);
    expect(mail.text).not.toMatch(/ is registered/);
    // Each place's own calendar event (the receipt's uid), so the calendar updates rather than doubles.
    const places = await registrationsOfSession(t, session.id);
    expect(events(mail)).toBe(2);
    for (const place of places) expect(mail.attachments![0].content).toContain(`UID:program-registration-${place.id}@`);
    expect(calendarText(mail)).toContain(
      'DESCRIPTION:Drop-in, Tuesday, March 3, 2026, 6:00 p.m. – 8:00 p.m. EST, courts 5 and 6. http://localhost:3000/drop-in',
    );
    expect(t.mail.sent.filter((message) => message.to !== user.email)).toEqual([]);
  });

  it('speaks to a holder alone as “you”, on one court; a family member alone by name', async () => {
    const session = await tuesdaySession([3]);
    const alone = await household();
    await registerAndPay(t, alone.agent, [registrationLine(session.id)]);
    const child = await household();
    await registerAndPay(t, child.agent, [registrationLine(session.id, child.leo.id)]);
    await runJobAt('2026-03-02T23:30:00Z');
    expect(reminders(alone.user.email).map((mail) => mail.text.split('\n')[2])).toEqual([
      'You are registered for Drop-in, Tuesday, March 3, 2026, 6:00 p.m. – 8:00 p.m. EST, on court 3. The calendar file is attached. Plans changed? Your registrations are in your account: http://localhost:3000/account',
    ]);
    expect(reminders(child.user.email).map((mail) => mail.text.split('\n')[2])).toEqual([
      expect.stringMatching(/^Leo Lee is registered for Drop-in, .* EST, on court 3\. /),
    ]);
  });

  it('is written in French for a French account: « terrains 5 et 6 », in the mail and its calendar file', async () => {
    const session = await tuesdaySession([5, 6]);
    const { agent, user, holder } = await household('fr-CA');
    await registerAndPay(t, agent, [registrationLine(session.id)]);
    await runJobAt('2026-03-02T23:30:00Z');
    const [mail] = reminders(user.email);
    expect(mail.subject).toBe(`Rappel${NBSP}: Drop-in, mardi 3 mars 2026, 18${NBSP}h – 20${NBSP}h HNE`);
    expect(mail.text).toContain(
      `Vous êtes inscrit ou inscrite à l’activité «${NBSP}Drop-in${NBSP}», mardi 3 mars 2026, 18${NBSP}h – 20${NBSP}h HNE, sur les terrains 5 et 6.`,
    );
    expect(mail.text).toContain(`Un changement de plans${NBSP}?`);
    expect(mail.text).not.toContain(holder);
    expect(calendarText(mail)).toContain('terrains 5 et 6.');
  });

  it('sends nothing more when a family member registers after the account was reminded', async () => {
    const session = await tuesdaySession([1, 2]);
    const { agent, user, leo } = await household();
    await registerAndPay(t, agent, [registrationLine(session.id)]);
    await runJobAt('2026-03-02T23:30:00Z');
    expect(reminders(user.email)).toHaveLength(1);
    t.setNow('2026-03-03T12:00:00Z');
    await registerAndPay(t, agent, [registrationLine(session.id, leo.id)]);
    await runJobAt('2026-03-03T12:05:00Z');
    expect(reminders(user.email)).toHaveLength(1);
  });

  it('tries a failed send again on the next run, for the whole household', async () => {
    const session = await tuesdaySession([1, 2]);
    const { agent, user, leo } = await household();
    await registerAndPay(t, agent, [registrationLine(session.id), registrationLine(session.id, leo.id)]);
    t.mail.sent.length = 0;
    const send = t.mail.send.bind(t.mail);
    t.mail.send = () => Promise.reject(new Error('SMTP down'));
    try {
      await runJobAt('2026-03-02T23:30:00Z');
    } finally {
      t.mail.send = send;
    }
    expect((await registrationsOfSession(t, session.id)).map((row) => row.reminderSentAt)).toEqual([null, null]);
    await runJobAt('2026-03-02T23:40:00Z');
    expect(reminders(user.email)).toHaveLength(1);
    expect(events(reminders(user.email)[0])).toBe(2);
  });
});

describe('the other e-mails of a session', () => {
  async function twoPlaces(agent: Agent, sessionId: number, leoId: number) {
    await registerAndPay(t, agent, [registrationLine(sessionId), registrationLine(sessionId, leoId)]);
    t.mail.sent.length = 0;
  }

  it('a moved session: one e-mail per household, its places’ events, the new courts said as people say them', async () => {
    const session = await tuesdaySession([1, 2]);
    const { agent, user, holder, leo } = await household();
    await twoPlaces(agent, session.id, leo.id);
    const moved = await t.owner.patch(`/api/owner/program-sessions/${session.id}`, { startTime: '19:00', endTime: '21:00', courts: [4, 5, 6] });
    expect(moved.statusCode, moved.body).toBe(200);
    const mails = t.mail.to(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(
      'It now takes place Tuesday, March 3, 2026, 7:00 p.m. – 9:00 p.m. EST, on courts 4, 5 and 6. You and Leo Lee keep your places.',
    );
    expect(mails[0].text).not.toContain(holder);
    expect(events(mails[0])).toBe(2);
  });

  it('a cancelled session: the holder’s own place is “your registration”', async () => {
    const session = await tuesdaySession([1, 2]);
    const { agent, user, holder, leo } = await household();
    await twoPlaces(agent, session.id, leo.id);
    const cancelled = await t.owner.post(`/api/owner/program-sessions/${session.id}/cancel`, { reason: 'The roof leaks.' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [mail] = t.mail.to(user.email).filter((message) => message.subject.startsWith('Cancelled:'));
    expect(mail.text).toMatch(/^Your registration is cancelled and \$12\.00 is refunded in full/m);
    expect(mail.text).toMatch(/^Leo Lee’s registration is cancelled and \$12\.00 is refunded in full/m);
    expect(mail.text).not.toContain(holder);
  });
});

describe('the 24-hour reminder of a whole program', () => {
  const CAMP = {
    kind: 'camp',
    title: 'March break camp',
    level: 'Beginner',
    capacity: 6,
    memberPriceCents: 0,
    nonMemberPriceCents: 0,
    cancellationCutoffHours: 72,
    published: true,
    sessions: ['2026-03-09', '2026-03-10'].map((date) => ({ date, startTime: '09:00', endTime: '12:00', courts: [3, 4] })),
  };

  it('goes once to a household with two places, with every date of both places, in French for a French account', async () => {
    const created = await t.owner.post('/api/owner/programs', CAMP);
    expect(created.statusCode, created.body).toBe(201);
    const camp = created.json<{ id: number }>();
    const { agent, user, leo } = await household('fr-CA');
    const line = (participantId: 'self' | number) => ({ product: 'program_registration', programId: camp.id, participantId });
    await registerAndPay(t, agent, [line('self'), line(leo.id)]);
    t.mail.sent.length = 0;
    t.setNow('2026-03-08T15:00:00Z'); // 23 hours before the first morning
    await t.app.programEnrolments.sendReminders();
    await t.app.programEnrolments.sendReminders();
    const sent = reminders(user.email);
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toContain(
      `Vous et Leo Lee êtes inscrits ou inscrites à l’activité «${NBSP}March break camp${NBSP}», lundi 9 mars 2026, 9${NBSP}h – 12${NBSP}h HAE, sur les terrains 3 et 4.`,
    );
    expect(events(sent[0])).toBe(4);
    expect(calendarText(sent[0])).toContain(`/lesson-info/${camp.id}`);
  });
});
