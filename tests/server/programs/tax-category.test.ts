import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { programs } from '../../../server/db/schema.js';
import { memberAgent } from '../booking/support.js';
import { addFamilyMember } from '../account/memberships/support.js';
import {
  addTemplate,
  createProgramsApp,
  ONTARIO_HST,
  registerAndPay,
  registrationLine,
  resetPrograms,
  sessionsBetween,
  type ProgramsTestApp,
} from './support.js';

// A program's tax category (docs/decisions.md, "Tax category of a program"): the owner says whether
// its places carry sales tax; an exempt program's lines have none, and receipts say "Tax exempt".
// The clock stands on Monday 2 March 2026 in Toronto; the venue charges Ontario's HST (13 %).

let t: ProgramsTestApp;
beforeAll(async () => {
  t = await createProgramsApp();
});
afterAll(async () => t.close());
beforeEach(async () => resetPrograms(t, { venue: ONTARIO_HST }));

const CAMP = {
  kind: 'camp',
  title: 'Junior camp',
  capacity: 10,
  minAge: 8,
  maxAge: 12,
  memberPriceCents: 16000,
  nonMemberPriceCents: 16000,
  cancellationCutoffHours: 72,
  published: true,
  sessions: ['2026-03-09', '2026-03-10'].map((date) => ({ date, startTime: '09:00', endTime: '12:00', courts: [3] })),
};

type Line = { taxes: unknown[]; taxCents?: number; taxExempt: boolean; subtotalCents: number; totalCents: number };
type Order = { id: string; subtotalCents: number; taxCents: number; totalCents: number; taxes: unknown[]; lines: Line[] };

async function createCamp(body: Record<string, unknown> = {}) {
  const response = await t.owner.post('/api/owner/programs', { ...CAMP, ...body });
  if (response.statusCode !== 201) throw new Error(`program refused: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number; taxCategory: string }>();
}

const enrol = (programId: number, participantId: number) => ({ product: 'program_registration', programId, participantId });

describe('the owner’s tax category on a program', () => {
  it('is taxable unless the owner says exempt, and can be changed; anything else is refused naming the field', async () => {
    expect((await createCamp()).taxCategory).toBe('taxable');
    const exempt = await createCamp({
      title: 'Exempt camp',
      taxCategory: 'exempt',
      sessions: [{ date: '2026-03-11', startTime: '09:00', endTime: '12:00', courts: [4] }],
    });
    expect(exempt.taxCategory).toBe('exempt');
    const listed = (await t.owner.get('/api/owner/programs')).json<{ items: { id: number; taxCategory: string }[] }>().items;
    expect(listed.find((program) => program.id === exempt.id)?.taxCategory).toBe('exempt');
    const changed = await t.owner.patch(`/api/owner/programs/${exempt.id}`, { taxCategory: 'taxable' });
    expect(changed.json()).toMatchObject({ taxCategory: 'taxable' });

    const bad = await t.owner.post('/api/owner/programs', { ...CAMP, taxCategory: 'zero-rated' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { taxCategory: 'Choose taxable or exempt.' } });
    expect((await t.owner.patch(`/api/owner/programs/${exempt.id}`, { taxCategory: null })).statusCode).toBe(400);
  });
});

describe('pricing and receipts of an exempt program', () => {
  it('charges no tax on its places, previews none, and every receipt says "Tax exempt" on that line', async () => {
    const camp = await createCamp({ taxCategory: 'exempt' });
    const detail = (await t.app.inject({ method: 'GET', url: `/api/programs/${camp.id}` })).json<{ taxes: unknown[] }>();
    expect(detail.taxes).toEqual([]);
    const { agent, user } = await memberAgent(t);
    const maya = await addFamilyMember(t, user.id, 'Maya', '2016-01-15');
    const placed = await registerAndPay(t, agent, [enrol(camp.id, maya.id)]);
    const order = (await agent.get(`/api/orders/${placed.id}`)).json<Order>();
    expect(order).toMatchObject({ subtotalCents: 16000, taxCents: 0, totalCents: 16000, taxes: [] });
    expect(order.lines[0]).toMatchObject({ taxes: [], taxExempt: true, subtotalCents: 16000, totalCents: 16000 });

    const english = await agent.get(`/api/orders/${placed.id}/receipt`, { headers: { 'accept-language': 'en-CA' } });
    expect(english.body).toMatch(/Junior camp, 2 sessions, [^<]*\(Maya Lee\)<br><span class="muted">Tax exempt<\/span>/);
    expect(english.body).not.toContain('HST 13%');
    const french = await agent.get(`/api/orders/${placed.id}/receipt`, { headers: { 'accept-language': 'fr-CA' } });
    expect(french.body).toContain('<span class="muted">Exonéré de taxes</span>');
    const mail = t.mail.to(user.email).at(-1)!;
    expect(mail.text).toMatch(/• Junior camp, 2 sessions, .*\(Maya Lee\): \$160\.00\n {4}Tax exempt\n/);
    expect(mail.text).toContain('Total: $160.00');
  });

  it('keeps what each sale charged: a place sold while taxable keeps its HST after the program turns exempt', async () => {
    const camp = await createCamp();
    const { agent, user } = await memberAgent(t);
    const maya = await addFamilyMember(t, user.id, 'Maya', '2016-01-15');
    const leo = await addFamilyMember(t, user.id, 'Leo', '2016-05-01');
    const taxed = await registerAndPay(t, agent, [enrol(camp.id, maya.id)]);
    await t.owner.patch(`/api/owner/programs/${camp.id}`, { taxCategory: 'exempt' });
    const exempt = await registerAndPay(t, agent, [enrol(camp.id, leo.id)]);
    const read = async (id: string) => (await agent.get(`/api/orders/${id}`)).json<Order>();
    expect((await read(taxed.id)).lines[0]).toMatchObject({
      taxExempt: false,
      totalCents: 18080,
      taxes: [{ name: 'HST', ratePercent: 13, amountCents: 2080 }],
    });
    expect((await read(exempt.id)).lines[0]).toMatchObject({ taxExempt: true, totalCents: 16000, taxes: [] });
  });

  it('applies to a drop-in program’s session places too', async () => {
    const { template } = await addTemplate(t);
    await t.database.db.update(programs).set({ taxCategory: 'exempt' }).where(eq(programs.id, template.id));
    const [session] = await sessionsBetween(t.owner, '2026-03-03', '2026-03-04');
    const { agent } = await memberAgent(t);
    const placed = await registerAndPay(t, agent, [registrationLine(session.id)]);
    expect((await agent.get(`/api/orders/${placed.id}`)).json<Order>().lines[0]).toMatchObject({ taxExempt: true, taxes: [], totalCents: 1200 });
  });
});
