import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { programPlaceWaitlist, refunds, tournamentEntries, users } from '../../../server/db/schema.js';
import { memberAgent, pressPay } from '../booking/support.js';
import { addFamilyMember } from '../account/memberships/support.js';
import { Agent, createUser } from '../helpers/test-app.js';
import { createProgramsApp, ONTARIO_HST, registerAndPay, resetPrograms, type ProgramsTestApp } from './support.js';

// Tournaments (divisions, partners by household or e-mail invitation, entrants, per-division lines)
// and the waitlist of a full camp: docs/tournaments-and-waitlists.md. Monday 2 March 2026, 9:00 Toronto.

let t: ProgramsTestApp;
beforeAll(async () => {
  t = await createProgramsApp();
});
afterAll(async () => t.close());
beforeEach(async () => resetPrograms(t, { venue: ONTARIO_HST }));

const SINGLES = { name: 'Men’s singles 3.5', format: 'singles', level: '3.5', minAge: null, maxEntries: 8, feeCents: 3000 };
const DOUBLES = { name: 'Open doubles', format: 'doubles', level: '3.0–3.5', minAge: null, maxEntries: 2, feeCents: 4000 };
const SENIORS = { name: 'Mixed doubles 50+', format: 'mixed_doubles', level: '', minAge: 50, maxEntries: 4, feeCents: 4000 };

const TOURNAMENT = {
  kind: 'tournament',
  title: 'Spring Open',
  description: null,
  cancellationCutoffHours: 72,
  registrationClosesAt: '2026-03-12T23:59:00-04:00',
  published: true,
  divisions: [SINGLES, DOUBLES, SENIORS],
  sessions: [
    { date: '2026-03-14', startTime: '08:00', endTime: '18:00', courts: [1, 2, 3, 4] },
    { date: '2026-03-15', startTime: '08:00', endTime: '16:00', courts: [1, 2, 3, 4] },
  ],
};

interface Division {
  id: number;
  name: string;
  maxEntries: number;
  entries: number;
  spotsLeft: number;
  waiting: number;
  entrants: { names: string[]; complete: boolean }[];
}

async function createTournament(body: Record<string, unknown> = {}) {
  const response = await t.owner.post('/api/owner/programs', { ...TOURNAMENT, ...body });
  if (response.statusCode !== 201) throw new Error(`tournament refused: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number; capacity: number; divisions: (Division & { feeCents: number })[] }>();
}

const entryLine = (programId: number, divisionId: number, extra: Record<string, unknown> = {}) => ({
  product: 'program_registration',
  programId,
  participantId: 'self',
  divisionId,
  ...extra,
});

async function divisionsOf(programId: number): Promise<Division[]> {
  return (await t.app.inject({ method: 'GET', url: `/api/programs/${programId}` })).json<{ divisions: Division[] }>().divisions;
}

const invitationLink = (to: string) => {
  const mail = t.mail.to(to).find((message) => message.subject.includes('invited you'));
  return mail?.text.match(/\/tournaments\/invitations\/([A-Za-z0-9_-]+)/)?.[1] ?? null;
};

describe('the owner’s tournament', () => {
  it('creates divisions, keeps capacity as their players, and refuses what does not fit', async () => {
    const tournament = await createTournament();
    expect(tournament.capacity).toBe(8 + 2 * 2 + 4 * 2);
    expect(tournament.divisions.map((division) => [division.name, division.entries])).toEqual([
      ['Men’s singles 3.5', 0],
      ['Open doubles', 0],
      ['Mixed doubles 50+', 0],
    ]);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/programs?kind=tournament' })).json<{
      items: { id: number; divisions: Division[]; registration: string }[];
    }>();
    expect(listed.items).toMatchObject([{ id: tournament.id, registration: 'open', divisions: [{ spotsLeft: 8 }, { spotsLeft: 2 }, { spotsLeft: 4 }] }]);

    const none = await t.owner.post('/api/owner/programs', { ...TOURNAMENT, divisions: undefined });
    expect(none.json()).toMatchObject({ fields: { divisions: expect.any(String) } });
    const campWithDivisions = await t.owner.post('/api/owner/programs', {
      ...TOURNAMENT,
      kind: 'camp',
      capacity: 10,
      memberPriceCents: 0,
      nonMemberPriceCents: 0,
    });
    expect(campWithDivisions.json()).toMatchObject({ fields: { divisions: 'Only tournaments have divisions.' } });
    const badFormat = await t.owner.post('/api/owner/programs', { ...TOURNAMENT, divisions: [{ ...SINGLES, format: 'triples' }] });
    expect(badFormat.json()).toMatchObject({ fields: { 'divisions.0.format': expect.any(String) } });

    // Entries in: the division can neither shrink below them nor go.
    const { agent } = await memberAgent(t);
    await registerAndPay(t, agent, [entryLine(tournament.id, tournament.divisions[0].id)]);
    const [singles, doubles, seniors] = tournament.divisions;
    const shrink = await t.owner.patch(`/api/owner/programs/${tournament.id}`, { divisions: [{ ...SINGLES, id: singles.id, maxEntries: 0 }] });
    expect(shrink.statusCode).toBe(400);
    const gone = await t.owner.patch(`/api/owner/programs/${tournament.id}`, { divisions: [{ ...DOUBLES, id: doubles.id }] });
    expect(gone.json()).toMatchObject({ code: 'program_division_has_entries' });
    const edited = await t.owner.patch(`/api/owner/programs/${tournament.id}`, {
      divisions: [
        { ...SINGLES, id: singles.id, maxEntries: 16 },
        { ...SENIORS, id: seniors.id },
      ],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ capacity: 16 + 8, divisions: [{ id: singles.id, maxEntries: 16, entries: 1 }, { id: seniors.id }] });
  });
});

describe('entering a tournament', () => {
  it('enters singles, lists entrants by first name and last initial, and refuses a second entry or a partner', async () => {
    const tournament = await createTournament();
    const singles = tournament.divisions[0];
    const { agent, user } = await memberAgent(t);
    const order = await registerAndPay(t, agent, [entryLine(tournament.id, singles.id)]);
    expect(order.totalCents).toBe(3390); // $30 + 13 % HST
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect((await divisionsOf(tournament.id))[0]).toMatchObject({
      entries: 1,
      spotsLeft: 7,
      entrants: [{ names: [`Test ${row.lastName.slice(0, 1)}.`], complete: true }],
    });

    const again = await agent.post('/api/orders', { lines: [entryLine(tournament.id, singles.id)] });
    expect(again.json()).toMatchObject({ code: 'program_already_registered' });
    const partnered = await agent.post('/api/orders', { lines: [entryLine(tournament.id, singles.id, { partner: { email: 'pat@example.com' } })] });
    expect(partnered.json()).toMatchObject({ code: 'program_partner_not_allowed', fields: { 'lines.0.partner': expect.any(String) } });
    const noDivision = await agent.post('/api/orders', { lines: [{ product: 'program_registration', programId: tournament.id, participantId: 'self' }] });
    expect(noDivision.json()).toMatchObject({ code: 'program_division_required' });
    const alone = await agent.post('/api/orders', { lines: [entryLine(tournament.id, tournament.divisions[1].id)] });
    expect(alone.json()).toMatchObject({ code: 'program_partner_required' });
    const tooYoung = await agent.post('/api/orders', {
      lines: [entryLine(tournament.id, tournament.divisions[2].id, { partner: { email: 'pat@example.com' } })],
    });
    expect(tooYoung.json()).toMatchObject({ code: 'program_division_age' });
    const otherDivision = await t.owner.post('/api/owner/programs', {
      ...TOURNAMENT,
      title: 'Other',
      sessions: [{ date: '2026-03-21', startTime: '08:00', endTime: '12:00', courts: [5] }],
    });
    const wrong = await agent.post('/api/orders', { lines: [entryLine(tournament.id, otherDivision.json<{ divisions: { id: number }[] }>().divisions[0].id)] });
    expect(wrong.statusCode).toBe(404);
  });

  it('enters doubles with a family member on one line, two fees', async () => {
    const tournament = await createTournament();
    const doubles = tournament.divisions[1];
    const { agent, user } = await memberAgent(t);
    const teen = await addFamilyMember(t, user.id, 'Noor', '2010-05-01');
    const order = await registerAndPay(t, agent, [entryLine(tournament.id, doubles.id, { partner: { participantId: teen.id } })]);
    expect(order.lines[0]).toMatchObject({ unitPriceCents: 4000, description: expect.stringContaining('Spring Open — Open doubles') });
    expect(order.totalCents).toBe(2 * 4520);
    expect((await divisionsOf(tournament.id))[1]).toMatchObject({
      entries: 1,
      entrants: [{ names: [expect.stringMatching(/^Test U/), 'Noor L.'], complete: true }],
    });
    const selfPartner = await agent.post('/api/orders', {
      lines: [entryLine(tournament.id, doubles.id, { participantId: teen.id, partner: { participantId: teen.id } })],
    });
    expect(selfPartner.json()).toMatchObject({ code: 'program_partner_is_self' });

    // The parent cancels their own place: half the line comes back.
    const detail = (await agent.get(`/api/programs/${tournament.id}`)).json<{
      mine: { id: number; participantId: string | number; partnerName: string; entryComplete: boolean }[];
    }>();
    expect(detail.mine).toHaveLength(2);
    expect(detail.mine[0]).toMatchObject({ partnerName: 'Noor L.', entryComplete: true });
    const mine = detail.mine.find((place) => place.participantId === 'self')!;
    const cancelled = await agent.post(`/api/programs/enrolments/${mine.id}/cancel`);
    expect(cancelled.json()).toEqual({ refundCents: 4520 });
  });

  it('invites a partner by e-mail, who accepts from the link and pays their own fee', async () => {
    const tournament = await createTournament();
    const doubles = tournament.divisions[1];
    const { agent: alice, user: aliceUser } = await memberAgent(t);
    const { agent: bob, user: bobUser } = await memberAgent(t);
    await registerAndPay(t, alice, [entryLine(tournament.id, doubles.id, { partner: { email: bobUser.email.toUpperCase() } })]);
    const token = invitationLink(bobUser.email);
    expect(token).not.toBeNull();
    expect((await divisionsOf(tournament.id))[1]).toMatchObject({ entries: 1, entrants: [{ names: [expect.any(String)], complete: false }] });

    const shown = await t.app.inject({ method: 'GET', url: `/api/program-invitations/${token}` });
    expect(shown.json()).toMatchObject({
      programId: tournament.id,
      state: 'open',
      division: { id: doubles.id, feeCents: 4000 },
      expiresAt: '2026-03-04T14:00:00.000Z',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/program-invitations/not-a-real-token-at-all' })).statusCode).toBe(404);
    expect((await alice.post(`/api/program-invitations/${token}/accept`)).json()).toMatchObject({ code: 'program_partner_is_self' });

    const accepted = await bob.post(`/api/program-invitations/${token}/accept`);
    expect(accepted.statusCode).toBe(201);
    const { order, checkoutUrl } = accepted.json<{ order: { totalCents: number }; checkoutUrl: string }>();
    expect(order.totalCents).toBe(4520);
    expect((await bob.post(`/api/program-invitations/${token}/accept`)).json()).toMatchObject({ code: 'program_already_registered' });
    await pressPay(t, checkoutUrl);
    expect((await divisionsOf(tournament.id))[1]).toMatchObject({
      entries: 1,
      entrants: [{ names: [expect.any(String), expect.any(String)], complete: true }],
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/program-invitations/${token}` })).json()).toMatchObject({ state: 'accepted' });
    expect(t.mail.to(aliceUser.email).some((message) => message.subject.startsWith('Your entry is complete'))).toBe(true);

    // Lapsing later changes nothing for a complete team.
    t.setNow('2026-03-05T14:00:00Z');
    await t.app.tournamentInvitations.run();
    expect((await divisionsOf(tournament.id))[1].entries).toBe(1);
  });

  it('greets a partner who has an account by name and sends them to log in; a stranger is asked to create an account, and the link works after either', async () => {
    const tournament = await createTournament();
    const doubles = tournament.divisions[1];
    const { agent: alice } = await memberAgent(t);
    const { agent: bob, user: bobUser } = await memberAgent(t);
    await registerAndPay(t, alice, [entryLine(tournament.id, doubles.id, { partner: { email: bobUser.email } })]);
    const [known] = t.mail.to(bobUser.email);
    expect(known.text.split('\n')[0]).toBe('Hi Test,');
    expect(known.text).toContain(`You already have a Courtside account (${bobUser.email}): open the link, log in and accept.`);
    expect(known.text).not.toMatch(/Hi there|create your Courtside account|sign up/i);
    // Logged in, the link's accept goes through.
    expect((await bob.post(`/api/program-invitations/${invitationLink(bobUser.email)}/accept`)).statusCode).toBe(201);

    const { agent: carol } = await memberAgent(t);
    const stranger = `stranger-${Date.now()}@example.com`;
    await registerAndPay(t, carol, [entryLine(tournament.id, doubles.id, { partner: { email: stranger } })]);
    const [unknown] = t.mail.to(stranger);
    expect(unknown.text.split('\n')[0]).toBe('Hi there,');
    expect(unknown.text).toContain(
      'To accept, open the link and create your Courtside account there: the invitation carries on as soon as your account is created.',
    );
    expect(unknown.text).not.toContain('log in');
    // The account they then create (any e-mail) accepts from the same link.
    const created = await createUser(t, { email: `other-${stranger}` });
    const newcomer = new Agent(t.app);
    await newcomer.login(created.email);
    expect((await newcomer.post(`/api/program-invitations/${invitationLink(stranger)}/accept`)).statusCode).toBe(201);
  });

  it('writes the invitation in the language of the partner’s account', async () => {
    const tournament = await createTournament();
    const doubles = tournament.divisions[1];
    const { agent: alice } = await memberAgent(t);
    const french = await createUser(t, { locale: 'fr-CA', firstName: 'Élise' });
    await registerAndPay(t, alice, [entryLine(tournament.id, doubles.id, { partner: { email: french.email } })]);
    const [mail] = t.mail.to(french.email);
    expect(mail.text.split('\n')[0]).toBe('Bonjour Élise,');
    expect(mail.text).toContain(`Vous avez déjà un compte Courtside (${french.email})\u00a0: ouvrez le lien, connectez-vous et acceptez.`);
  });

  it('lapses an invitation after 48 hours: the inviter is refunded and the place offered to the line', async () => {
    const tournament = await createTournament();
    const doubles = tournament.divisions[1];
    const { agent: alice, user: aliceUser } = await memberAgent(t);
    const { agent: carol, user: carolUser } = await memberAgent(t);
    const carolTeen = await addFamilyMember(t, carolUser.id, 'Kim', '2011-02-02');
    await registerAndPay(t, alice, [entryLine(tournament.id, doubles.id, { partner: { email: 'nobody@example.com' } })]);
    await registerAndPay(t, carol, [entryLine(tournament.id, doubles.id, { partner: { participantId: carolTeen.id } })]);
    // Full: a third team is refused and may join the division's line.
    const { agent: dan, user: danUser } = await memberAgent(t);
    const full = await dan.post('/api/orders', { lines: [entryLine(tournament.id, doubles.id, { partner: { email: 'eve@example.com' } })] });
    expect(full.json()).toMatchObject({ code: 'program_division_full' });
    const joined = await dan.post(`/api/programs/${tournament.id}/waitlist`, { participantId: 'self', divisionId: doubles.id });
    expect(joined.json()).toEqual({ id: expect.any(Number), position: 1 });
    expect((await divisionsOf(tournament.id))[1]).toMatchObject({ spotsLeft: 0, waiting: 1 });
    const openSingles = await dan.post(`/api/programs/${tournament.id}/waitlist`, { participantId: 'self', divisionId: tournament.divisions[0].id });
    expect(openSingles.json()).toMatchObject({ code: 'program_waitlist_not_full' });

    t.setNow('2026-03-04T14:00:01Z');
    await t.app.tournamentInvitations.run();
    const [entry] = await t.database.db.select().from(tournamentEntries).where(eq(tournamentEntries.inviteEmail, 'nobody@example.com'));
    expect(entry.status).toBe('lapsed');
    expect((await t.database.db.select().from(refunds)).map((refund) => refund.amountCents)).toEqual([4520]);
    expect(t.mail.to(aliceUser.email).some((message) => message.subject.startsWith('Your partner did not accept'))).toBe(true);
    const offer = t.mail.to(danUser.email).find((message) => message.subject.startsWith('A place opened'));
    expect(offer?.text).toContain(`/lesson-info/${tournament.id}?showRegisterOnLoad=true`);
    // The place is kept for Dan: a newcomer is refused while his offer runs, Dan takes it.
    const { agent: newcomer } = await memberAgent(t);
    expect(
      (await newcomer.post('/api/orders', { lines: [entryLine(tournament.id, doubles.id, { partner: { email: 'x@example.com' } })] })).json(),
    ).toMatchObject({ code: 'program_division_full' });
    await registerAndPay(t, dan, [entryLine(tournament.id, doubles.id, { partner: { email: 'eve@example.com' } })]);
    const line = await t.database.db.select().from(programPlaceWaitlist);
    expect(line.map((row) => row.status)).toEqual(['claimed']);
  });

  it('withdraws the invitation when the inviter cancels before the partner accepts', async () => {
    const tournament = await createTournament();
    const doubles = tournament.divisions[1];
    const { agent: alice } = await memberAgent(t);
    const { agent: bob, user: bobUser } = await memberAgent(t);
    await registerAndPay(t, alice, [entryLine(tournament.id, doubles.id, { partner: { email: bobUser.email } })]);
    const token = invitationLink(bobUser.email);
    const [place] = (await alice.get(`/api/programs/${tournament.id}`)).json<{ mine: { id: number }[] }>().mine;
    expect((await alice.post(`/api/programs/enrolments/${place.id}/cancel`)).json()).toEqual({ refundCents: 4520 });
    expect((await t.app.inject({ method: 'GET', url: `/api/program-invitations/${token}` })).json()).toMatchObject({ state: 'withdrawn' });
    expect((await bob.post(`/api/program-invitations/${token}/accept`)).json()).toMatchObject({ code: 'program_invitation_lapsed' });
    t.setNow('2026-03-05T14:00:00Z');
    t.mail.sent.length = 0;
    await t.app.tournamentInvitations.run();
    expect(t.mail.sent).toEqual([]);
    expect((await divisionsOf(tournament.id))[1]).toMatchObject({ entries: 0, spotsLeft: 2 });
  });

  it('refuses a partner already entered, and entries after the deadline', async () => {
    const tournament = await createTournament();
    const doubles = tournament.divisions[1];
    const { agent: alice } = await memberAgent(t);
    const { agent: bob, user: bobUser } = await memberAgent(t);
    const teen = await addFamilyMember(t, bobUser.id, 'Ari', '2010-01-01');
    await registerAndPay(t, bob, [entryLine(tournament.id, doubles.id, { partner: { participantId: teen.id } })]);
    const taken = await alice.post('/api/orders', { lines: [entryLine(tournament.id, doubles.id, { partner: { email: bobUser.email } })] });
    expect(taken.json()).toMatchObject({ code: 'program_partner_already_entered', fields: { 'lines.0.partner': expect.any(String) } });
    t.setNow('2026-03-13T04:00:00Z');
    const late = await alice.post('/api/orders', { lines: [entryLine(tournament.id, tournament.divisions[0].id)] });
    expect(late.json()).toMatchObject({ code: 'program_registration_closed' });
  });
});

describe('the waitlist of a full camp', () => {
  const CAMP = {
    kind: 'camp',
    title: 'Little dinks camp',
    capacity: 1,
    memberPriceCents: 10000,
    nonMemberPriceCents: 12000,
    cancellationCutoffHours: 24,
    published: true,
    sessions: [{ date: '2026-03-20', startTime: '09:00', endTime: '12:00', courts: [5] }],
  };

  it('lines people up first come first served and offers a freed place to the first', async () => {
    const camp = (await t.owner.post('/api/owner/programs', CAMP)).json<{ id: number }>();
    const line = (programId: number) => ({ product: 'program_registration', programId, participantId: 'self' });
    const { agent: first } = await memberAgent(t);
    const { agent: second, user: secondUser } = await memberAgent(t);
    const { agent: third } = await memberAgent(t);
    const early = await second.post(`/api/programs/${camp.id}/waitlist`, { participantId: 'self' });
    expect(early.json()).toMatchObject({ code: 'program_waitlist_not_full' });
    await registerAndPay(t, first, [line(camp.id)]);
    expect((await second.post('/api/orders', { lines: [line(camp.id)] })).json()).toMatchObject({ code: 'program_full' });
    expect((await second.post(`/api/programs/${camp.id}/waitlist`, { participantId: 'self' })).json()).toMatchObject({ position: 1 });
    expect((await second.post(`/api/programs/${camp.id}/waitlist`, { participantId: 'self' })).json()).toMatchObject({ code: 'program_already_waitlisted' });
    const thirdJoined = (await third.post(`/api/programs/${camp.id}/waitlist`, { participantId: 'self' })).json<{ id: number; position: number }>();
    expect(thirdJoined.position).toBe(2);
    expect((await third.get(`/api/programs/${camp.id}`)).json()).toMatchObject({ waiting: 2, waitlist: [{ position: 2, status: 'waiting' }] });
    expect((await t.owner.get(`/api/owner/programs/${camp.id}/waitlist`)).json()).toMatchObject({ items: [{ position: 1 }, { position: 2 }] });

    const [place] = (await first.get(`/api/programs/${camp.id}`)).json<{ mine: { id: number }[] }>().mine;
    await first.post(`/api/programs/enrolments/${place.id}/cancel`);
    expect(t.mail.to(secondUser.email).some((message) => message.subject.startsWith('A place opened'))).toBe(true);
    // Third in line is behind the offer; second takes the place.
    expect((await third.post('/api/orders', { lines: [line(camp.id)] })).json()).toMatchObject({ code: 'program_full' });
    await registerAndPay(t, second, [line(camp.id)]);
    expect((await third.delete(`/api/programs/${camp.id}/waitlist/${thirdJoined.id}`)).statusCode).toBe(204);
    expect((await third.get(`/api/programs/${camp.id}`)).json()).toMatchObject({ waiting: 0, spotsLeft: 0, waitlist: [] });
  });
});
