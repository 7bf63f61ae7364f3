/**
 * The product contract, run against every product on the order registry: hold → fulfil,
 * hold → release, and what a cancellation refunds. A new product gets these tests by adding its
 * sample line below (the first test fails until it does).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { programs, programSessions } from '../../../../server/db/schema.js';
import { lineByReference } from '../../../../server/modules/checkout/orders/index.js';
import type { Agent } from '../../helpers/test-app.js';
import { clearBookings, createBookingTestApp, memberAgent, pressPay, setUpVenue, type BookingTestApp } from '../../booking/support.js';
import { courtLine, placeOrder } from './support.js';

/** For each product kind: a line a member may buy on the test venue, on Sunday 1 March 2026. */
const SAMPLE_LINES: Record<string, (n: number) => Record<string, unknown>> = {
  court_booking: (n) => courtLine(`${String(9 + n).padStart(2, '0')}:00`, 1),
  // One per person: each test's member buys their own (a new agent every test).
  membership: () => ({ product: 'membership', participantId: 'self' }),
  // A drop-in place on Tuesday evening (registration open a week ahead); the session is made below.
  program_registration: () => ({ product: 'program_registration', sessionId: dropInSessionId, participantId: 'self' }),
  // The same product naming a whole program (a camp's every date) instead of one session.
  'program_registration (whole program)': () => ({ product: 'program_registration', programId: campProgramId, participantId: 'self' }),
};
/** The registry's kind a sample buys ("program_registration (whole program)" is the program_registration product). */
const kindOf = (label: string) => label.split(' ')[0];

let dropInSessionId = 0;
let campProgramId = 0;

/** A drop-in session with room for everyone, straight in the tables (the schedule has its own tests). */
async function addDropInSession() {
  const [program] = await t.database.db
    .insert(programs)
    .values({
      kind: 'drop_in',
      title: 'Drop-in',
      courts: [6],
      capacity: 50,
      memberPriceCents: 800,
      nonMemberPriceCents: 1200,
      opensDaysBefore: 7,
      cancellationCutoffHours: 24,
    })
    .returning();
  const [session] = await t.database.db
    .insert(programSessions)
    .values({
      programId: program.id,
      date: '2026-03-03',
      startsAt: new Date('2026-03-03T23:00:00Z'),
      endsAt: new Date('2026-03-04T01:00:00Z'),
      courts: [6],
      capacity: 50,
      origin: 'one_off',
    })
    .returning();
  dropInSessionId = session.id;
  const [camp] = await t.database.db
    .insert(programs)
    .values({ kind: 'camp', title: 'Camp', courts: [5], capacity: 50, memberPriceCents: 20000, nonMemberPriceCents: 25000, cancellationCutoffHours: 72 })
    .returning();
  await t.database.db.insert(programSessions).values(
    ['2026-03-09', '2026-03-10'].map((date) => ({
      programId: camp.id,
      date,
      startsAt: new Date(`${date}T14:00:00Z`),
      endsAt: new Date(`${date}T17:00:00Z`),
      courts: [5],
      capacity: 50,
      origin: 'one_off' as const,
    })),
  );
  campProgramId = camp.id;
}

let t: BookingTestApp;
beforeAll(async () => {
  t = await createBookingTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearBookings(t);
  await setUpVenue(t, { taxRegistrationNumber: '123456789RT0001', province: 'ON', membershipPrice: 15_000 });
  t.setNow('2026-03-01T17:00:00Z');
  await addDropInSession();
});

it('has a sample line for every registered product', () => {
  expect([...new Set(Object.keys(SAMPLE_LINES).map(kindOf))].sort()).toEqual(t.app.products.kinds().sort());
});

describe.each(Object.keys(SAMPLE_LINES))('the %s product', (label) => {
  const sample = SAMPLE_LINES[label];
  const kind = kindOf(label);
  let agent: Agent;
  beforeEach(async () => {
    agent = (await memberAgent(t)).agent;
  });
  const lineOf = async (orderId: string) => (await agent.get(`/api/orders/${orderId}`)).json().lines[0];
  const productLine = async (orderId: string) => (await lineOf(orderId)) && lineByReference(t.database.db, kind, (await lineOf(orderId)).reference);

  it('holds a line, priced and taxed by the server, with a description and a reference', async () => {
    const placed = await placeOrder(agent, [sample(0)]);
    expect(placed.statusCode, placed.body).toBe(201);
    const [line] = placed.json().order.lines;
    expect(line).toMatchObject({ product: kind, status: 'held', quantity: expect.any(Number), reference: expect.any(String) });
    expect(line.description.length).toBeGreaterThan(5);
    expect(line.totalCents).toBe(line.subtotalCents + line.taxes.reduce((sum: number, tax: { amountCents: number }) => sum + tax.amountCents, 0));
  });

  it('hold → fulfil: paying fulfils the line', async () => {
    const { order, checkoutUrl } = (await placeOrder(agent, [sample(0)])).json();
    await pressPay(t, checkoutUrl);
    expect(await lineOf(order.id)).toMatchObject({ status: 'fulfilled' });
  });

  it('hold → release: cancelling the checkout releases the line, and the same line can be bought again', async () => {
    const { order, checkoutUrl } = (await placeOrder(agent, [sample(0)])).json();
    const sessionId = new URL(checkoutUrl).pathname.split('/').pop();
    await agent.post(`/api/checkout/sessions/${sessionId}/cancel`);
    expect(await lineOf(order.id)).toMatchObject({ status: 'released' });
    expect((await placeOrder(agent, [sample(0)])).statusCode).toBe(201);
  });

  it('cancel → refund: the terms refund the whole line (tax included) under its policy, never more', async () => {
    const { order, checkoutUrl } = (await placeOrder(agent, [sample(0)])).json();
    await pressPay(t, checkoutUrl);
    const line = (await productLine(order.id))!;
    const terms = await t.app.products.get(kind).cancellationTerms(t.database.db, line, t.app.clock.now());
    expect(terms).toMatchObject({ cancellable: true, refundCents: line.totalCents });
    const late = await t.app.products.get(kind).cancellationTerms(t.database.db, line, new Date('2027-01-01T00:00:00Z'));
    expect(late.refundCents).toBeLessThanOrEqual(line.totalCents);
  });

  it('an ended checkout leads back to the page the product registered, in its words (payments name no product)', async () => {
    const { checkoutUrl } = (await placeOrder(agent, [sample(0)])).json();
    const link = t.app.products.get(kind).returnLink;
    expect(link, 'every product registers where to choose again').toBeDefined();
    t.setNow('2026-03-01T19:00:00Z'); // past the hold
    const page = await t.app.inject({ method: 'GET', url: new URL(checkoutUrl).pathname, headers: { 'accept-language': 'fr-CA' } });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain(`href="${link!.path}"`);
    expect(page.body).not.toContain('href="/"');
  });

  it('words its own refund reasons in both languages', () => {
    for (const code of Object.keys(t.app.products.get(kind).refundReasons ?? {})) {
      expect(t.app.products.refundReasons.isCode(code)).toBe(true);
      for (const locale of ['en-CA', 'fr-CA'] as const) expect(t.app.products.refundReasons.text(code, locale)).not.toBe(code);
    }
  });
});
