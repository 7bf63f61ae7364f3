import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memberships } from '../../../../server/db/schema.js';
import type { Agent } from '../../helpers/test-app.js';
import { memberAgent, pressCancel } from '../../booking/support.js';
import { addFamilyMember } from '../../account/memberships/support.js';
import {
  addTemplate,
  createProgramsApp,
  ONTARIO_HST,
  registerAndPay,
  registrationLine,
  resetPrograms,
  sessionsBetween,
  type ProgramsTestApp,
} from '../../programs/support.js';
import { courtLine } from './support.js';

// Each product describes its own order line, in the reader's language, and says on the test checkout
// page what the unpaid order holds; receipts name the venue's zone by its long name. The clock stands
// on Monday 2 March 2026, 9:00 a.m. in Toronto (EST); the camp runs the next week (EDT from 8 March).

let t: ProgramsTestApp;
beforeAll(async () => {
  t = await createProgramsApp();
});
afterAll(async () => t.close());
beforeEach(async () => resetPrograms(t, { venue: { ...ONTARIO_HST, membershipPrice: 15_000 }, alsoEmpty: [memberships] }));

const ENGLISH = { 'accept-language': 'en-CA' };
const FRENCH = { 'accept-language': 'fr-CA' };
const NBSP = '\u00a0';

const CAMP = {
  kind: 'camp',
  title: 'March break camp',
  capacity: 10,
  minAge: 8,
  maxAge: 12,
  memberPriceCents: 20000,
  nonMemberPriceCents: 25000,
  cancellationCutoffHours: 72,
  published: true,
  sessions: ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13'].map((date) => ({
    date,
    startTime: '09:00',
    endTime: '12:00',
    courts: [3, 4],
  })),
};

async function createProgram(body: Record<string, unknown>) {
  const response = await t.owner.post('/api/owner/programs', body);
  if (response.statusCode !== 201) throw new Error(`program refused: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number; divisions: { id: number }[] }>();
}

type Placed = { order: { id: string; number: number; lines: { description: string }[] }; checkoutUrl: string };

async function place(agent: Agent, lines: Record<string, unknown>[]): Promise<Placed> {
  const response = await agent.post('/api/orders', { lines });
  if (response.statusCode !== 201) throw new Error(`order refused: ${response.statusCode} ${response.body}`);
  return response.json<Placed>();
}

const checkoutPage = (url: string, headers: Record<string, string> = ENGLISH) => t.app.inject({ method: 'GET', url: new URL(url).pathname, headers });
const lineOf = async (agent: Agent, orderId: string, headers: Record<string, string>) =>
  (await agent.get(`/api/orders/${orderId}`, { headers })).json<{ lines: { description: string }[] }>().lines[0].description;

describe('order lines say what was sold, as people say it, in the reader’s language', () => {
  it('a camp reads as its first and last days and its daily hours, never its start twice', async () => {
    const camp = await createProgram(CAMP);
    const { agent, user } = await memberAgent(t);
    const maya = await addFamilyMember(t, user.id, 'Maya', '2016-01-15');
    const order = await registerAndPay(t, agent, [{ product: 'program_registration', programId: camp.id, participantId: maya.id }]);

    expect(await lineOf(agent, order.id, ENGLISH)).toBe('March break camp, 5 sessions, Mon Mar 9 to Fri Mar 13, 2026, 9:00 a.m. to 12:00 p.m. (Maya Lee)');
    expect(await lineOf(agent, order.id, FRENCH)).toBe('March break camp, 5 séances, du lun. 9 mars au ven. 13 mars 2026, de 9\u00a0h à 12\u00a0h (Maya Lee)');
    const mail = t.mail.to(user.email).at(-1)!;
    expect(mail.text).toContain('March break camp, 5 sessions, Mon Mar 9 to Fri Mar 13, 2026, 9:00 a.m. to 12:00 p.m. (Maya Lee): $250.00');
  });

  it('a lesson series whose dates keep different hours gives its days only, and a year on each side of New Year', async () => {
    const lessons = await createProgram({
      ...CAMP,
      kind: 'lesson',
      title: 'Winter lessons',
      minAge: null,
      maxAge: null,
      sessions: [
        { date: '2026-12-28', startTime: '18:00', endTime: '19:00', courts: [1] },
        { date: '2027-01-04', startTime: '19:00', endTime: '20:00', courts: [1] },
      ],
    });
    const { agent } = await memberAgent(t);
    const { order } = await place(agent, [{ product: 'program_registration', programId: lessons.id, participantId: 'self' }]);
    expect(order.lines[0].description).toMatch(/^Winter lessons, 2 sessions, Mon Dec 28, 2026 to Mon Jan 4, 2027 \(Test User\d+\)$/);
    expect(await lineOf(agent, order.id, FRENCH)).toMatch(/^Winter lessons, 2 séances, du lun\. 28 déc\. 2026 au lun\. 4 janv\. 2027 \(Test User\d+\)$/);
  });

  it('a membership reads as its period in words, even on a line sold before lines said so', async () => {
    const { agent, user } = await memberAgent(t);
    const sam = await addFamilyMember(t, user.id, 'Sam');
    const { order } = await place(agent, [{ product: 'membership', participantId: sam.id }]);
    expect(order.lines[0].description).toBe('Annual membership — Sam Lee, March 2, 2026 to March 1, 2027');
    expect(await lineOf(agent, order.id, FRENCH)).toBe('Abonnement annuel — Sam Lee, du 2 mars 2026 au 1er mars 2027');
    // The stored snapshot of an older sale (ISO dates) is not what anybody reads any more.
    await t.database.db.execute(`update order_lines set description = 'Annual membership — Sam Lee, 2026-03-02 to 2027-03-01' where order_id = '${order.id}'`);
    expect(await lineOf(agent, order.id, ENGLISH)).toBe('Annual membership — Sam Lee, March 2, 2026 to March 1, 2027');
  });

  it('receipts name the venue’s zone by its long name in the reader’s language, never its IANA id', async () => {
    const { agent, user } = await memberAgent(t);
    const { order, checkoutUrl } = await place(agent, [courtLine('18:00', 3, 2)]);
    await t.app.inject({
      method: 'POST',
      url: `${new URL(checkoutUrl).pathname}/pay`,
      headers: { origin: t.config.appOrigin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    const english = await agent.get(`/api/orders/${order.id}/receipt`, { headers: ENGLISH });
    expect(english.body).toContain('Times are in the venue&#39;s time zone (Eastern Standard Time).');
    const french = await agent.get(`/api/orders/${order.id}/receipt`, { headers: FRENCH });
    expect(french.body).toContain('Les heures sont données dans le fuseau horaire du centre (heure normale de l’Est).');
    for (const page of [english.body, french.body]) expect(page).not.toContain('America/Toronto');
    const mail = t.mail.to(user.email).at(-1)!;
    expect(mail.text).toContain("Times are in the venue's time zone (Eastern Standard Time).");
    expect(mail.text).not.toContain('America/Toronto');
  });
});

describe('the test checkout page says what the order holds, in each product’s words', () => {
  it('a court, a camp place, a drop-in spot, a tournament entry and a membership each say what is held', async () => {
    const camp = await createProgram(CAMP);
    const tournament = await createProgram({
      kind: 'tournament',
      title: 'Spring Open',
      description: null,
      cancellationCutoffHours: 72,
      published: true,
      divisions: [{ name: 'Open singles', format: 'singles', level: '', minAge: null, maxEntries: 8, feeCents: 3000 }],
      sessions: [{ date: '2026-03-14', startTime: '08:00', endTime: '18:00', courts: [1, 2] }],
    });
    await addTemplate(t);
    const [session] = await sessionsBetween(t.owner, '2026-03-03', '2026-03-04');
    const { agent, user } = await memberAgent(t);
    const maya = await addFamilyMember(t, user.id, 'Maya', '2016-01-15');

    const pages = {
      court: await place(agent, [courtLine('10:00', 1)]),
      camp: await place(agent, [{ product: 'program_registration', programId: camp.id, participantId: maya.id }]),
      dropIn: await place(agent, [registrationLine(session.id)]),
      entry: await place(agent, [{ product: 'program_registration', programId: tournament.id, divisionId: tournament.divisions[0].id, participantId: 'self' }]),
      membership: await place(agent, [{ product: 'membership', participantId: maya.id }]),
    };
    const body = async (placed: Placed, headers = ENGLISH) => (await checkoutPage(placed.checkoutUrl, headers)).body;

    expect(await body(pages.court)).toMatch(/Your court is held until Monday, March 2, 2026 at \d+:\d\d a\.m\. EST\./);
    expect(await body(pages.camp)).toContain('Your place in March break camp is held until Monday, March 2, 2026');
    expect(await body(pages.dropIn)).toContain('Your spot at Drop-in is held until Monday, March 2, 2026');
    expect(await body(pages.entry)).toContain('Your entry in Spring Open — Open singles is held until Monday, March 2, 2026');
    expect(await body(pages.membership)).toContain('The membership for Maya Lee is held until Monday, March 2, 2026');
    for (const placed of Object.values(pages).slice(1)) expect(await body(placed)).not.toContain('Your court');
    expect(await body(pages.camp)).toContain('Pay for your order');

    const french = await body(pages.camp, FRENCH);
    expect(french).toContain('Votre place pour March break camp est retenue jusqu’au lundi 2 mars 2026');
    expect(french).toContain('Payer votre commande');
    expect(await body(pages.membership, FRENCH)).toContain(`L’abonnement de Maya Lee est retenu jusqu’au lundi 2 mars 2026`);
    expect(await body(pages.membership, FRENCH)).toContain(`HNE${NBSP}: il commence dès votre paiement.`);
  });

  it('once the checkout ended, says what was let go: the place, not a court', async () => {
    const camp = await createProgram(CAMP);
    const { agent, user } = await memberAgent(t);
    const maya = await addFamilyMember(t, user.id, 'Maya', '2016-01-15');
    const placed = await place(agent, [{ product: 'program_registration', programId: camp.id, participantId: maya.id }]);
    await pressCancel(t, placed.checkoutUrl);
    const ended = await checkoutPage(placed.checkoutUrl);
    expect(ended.statusCode).toBe(410);
    expect(ended.body).toContain('Nothing was charged and the place was released.');
    expect(ended.body).not.toContain('court');
    expect((await checkoutPage(placed.checkoutUrl, FRENCH)).body).toContain('Rien n’a été facturé et la place a été libérée.');

    const court = await place(agent, [courtLine('11:00', 1)]);
    await pressCancel(t, court.checkoutUrl);
    expect((await checkoutPage(court.checkoutUrl)).body).toContain('Nothing was charged and the court was released.');
  });
});
