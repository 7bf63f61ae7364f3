/**
 * Buying, renewing and cancelling memberships through the API (POST /api/orders with membership
 * lines, GET /api/memberships/mine, POST /api/memberships/:id/cancel) with the server's clock moved.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { householdMembers, memberships } from '../../../../server/db/schema.js';
import { clearBookings, createBookingTestApp, memberAgent, orderRow, refundRows, type BookingTestApp } from '../../booking/support.js';
import { Agent, createUser } from '../../helpers/test-app.js';
import { saleCounts } from '../../checkout/orders/support.js';
import {
  addFamilyMember,
  buyMemberships,
  itemFor,
  membershipLine,
  membershipRows,
  mine,
  noonToronto,
  PRICE,
  PRICE_WITH_TAX,
  setUpMembershipVenue,
} from './support.js';

let t: BookingTestApp;
beforeAll(async () => {
  t = await createBookingTestApp();
  await setUpMembershipVenue(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearBookings(t);
  t.mail.sent.length = 0;
  t.setNow(noonToronto('2026-11-23'));
});

describe('buying', () => {
  it('one order for the holder and a child: a line each, priced at the settings price plus tax, described with the dates', async () => {
    const { agent, user } = await memberAgent(t);
    const child = await addFamilyMember(t, user.id);
    const placed = await agent.post('/api/orders', { lines: [membershipLine('self'), membershipLine(child.id)] });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json();
    expect(order.totalCents).toBe(2 * PRICE_WITH_TAX);
    expect(
      order.lines.map((line: { description: string; unitPriceCents: number; status: string }) => [line.description, line.unitPriceCents, line.status]),
    ).toEqual([
      [`Annual membership — Test ${user.lastName}, November 23, 2026 to November 22, 2027`, PRICE, 'held'],
      ['Annual membership — Sam Lee, November 23, 2026 to November 22, 2027', PRICE, 'held'],
    ]);
    // The holder's line names their account; the child is named in the description.
    expect(order.lines[0].participant).toMatchObject({ userId: user.id });
    expect(order.lines[1].participant).toBeNull();
    expect((await membershipRows(t, user.id)).map((row) => row.status)).toEqual(['held', 'held']);
    expect(itemFor(await mine(agent), 'self')).toMatchObject({ status: 'none', id: null, canBuy: true });
  });

  it('a French buyer reads the lines in French on the checkout page (the stored description stays the English snapshot)', async () => {
    const { agent, user } = await memberAgent(t);
    const placed = await agent.post('/api/orders', { lines: [membershipLine('self')] }, { headers: { 'accept-language': 'fr-CA' } });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order, checkoutUrl } = placed.json();
    expect(order.lines[0].description).toMatch(/^Abonnement annuel/);
    const page = await t.app.inject({ method: 'GET', url: new URL(checkoutUrl).pathname, headers: { 'accept-language': 'fr-CA' } });
    expect(page.body).toContain(`Abonnement annuel — Test ${user.lastName}, du 23 novembre 2026`);
    expect(page.body).not.toContain('Annual membership');
    expect((await orderRow(t, order.id)).description).toMatch(/^Annual membership — /);
  });

  it('paid: both active from the day paid, in /mine with the order, the price and the cooling-off end', async () => {
    const { agent, user } = await memberAgent(t);
    const child = await addFamilyMember(t, user.id);
    const order = await buyMemberships(t, agent, ['self', child.id]);
    const response = await agent.get('/api/memberships/mine');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.taxes).toEqual([{ name: 'HST', ratePercent: 13 }]);
    const rows = await membershipRows(t, user.id);
    expect(body.items).toEqual([
      {
        id: rows[0].id,
        participant: { id: 'self', name: `Test ${user.lastName}` },
        status: 'active',
        validFrom: '2026-11-23',
        validUntil: '2027-11-22',
        renewableFrom: '2027-09-24',
        priceCents: PRICE,
        canBuy: false,
        cancellableUntil: '2026-12-03T17:00:00.000Z',
        orderId: order.id,
      },
      expect.objectContaining({
        id: rows[1].id,
        participant: { id: child.id, name: 'Sam Lee' },
        status: 'active',
        validUntil: '2027-11-22',
        orderId: order.id,
      }),
    ]);
    expect(rows.map((row) => [row.status, row.paidAt?.toISOString(), row.orderLineId])).toEqual([
      ['active', '2026-11-23T17:00:00.000Z', order.lines[0].id],
      ['active', '2026-11-23T17:00:00.000Z', order.lines[1].id],
    ]);
    const receipt = t.mail.to(user.email).at(-1)!;
    expect(receipt.text).toContain('Annual membership — Sam Lee, November 23, 2026 to November 22, 2027');
    expect(receipt.text).toContain('within 10 days of payment for a full refund');
  });

  it('a French account’s receipt says the line and its terms in French', async () => {
    const user = await createUser(t, { locale: 'fr-CA' });
    const agent = new Agent(t.app);
    await agent.login(user.email);
    await buyMemberships(t, agent, ['self']);
    const receipt = t.mail.to(user.email).at(-1)!;
    expect(receipt.text).toContain(`Abonnement annuel — Test ${user.lastName}, du 23 novembre 2026 au 22 novembre 2027`);
    expect(receipt.text).toContain('dans les 10 jours suivant le paiement');
  });
});

describe('renewal and status over time', () => {
  it('renewal is refused before the window with the day it opens; inside it extends from the end; the status follows the clock', async () => {
    const { agent } = await memberAgent(t);
    await buyMemberships(t, agent, ['self']);

    t.setNow(noonToronto('2027-09-23'));
    expect(itemFor(await mine(agent), 'self')).toMatchObject({ status: 'active', canBuy: false, renewableFrom: '2027-09-24' });
    const early = await agent.post('/api/orders', { lines: [membershipLine('self')] });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'membership_renewal_not_open', params: { date: '2027-09-24' } });

    t.setNow(noonToronto('2027-10-23'));
    expect(itemFor(await mine(agent), 'self')).toMatchObject({ status: 'expiring', validUntil: '2027-11-22', canBuy: true });

    const renewal = await buyMemberships(t, agent, ['self']);
    expect(renewal.lines).toHaveLength(1);
    const item = itemFor(await mine(agent), 'self');
    // A paid renewal waiting to start counts toward the chain: active, not expiring.
    expect(item).toMatchObject({ status: 'active', validFrom: '2026-11-23', validUntil: '2028-11-22', canBuy: false, orderId: renewal.id });

    t.setNow(noonToronto('2028-11-23'));
    expect(itemFor(await mine(agent), 'self')).toMatchObject({ status: 'expired', id: null, validUntil: '2028-11-22', canBuy: true });
  });

  it('after it ends, a purchase starts on the day paid', async () => {
    const { agent } = await memberAgent(t);
    await buyMemberships(t, agent, ['self']);
    t.setNow(noonToronto('2027-12-05'));
    const order = await buyMemberships(t, agent, ['self']);
    expect(order.lines[0]).toMatchObject({ description: expect.stringContaining('December 5, 2027 to December 4, 2028') });
  });

  it('bought on 29 February, it is valid through 28 February next year', async () => {
    t.setNow(noonToronto('2028-02-29'));
    const { agent } = await memberAgent(t);
    await buyMemberships(t, agent, ['self']);
    expect(itemFor(await mine(agent), 'self')).toMatchObject({ validFrom: '2028-02-29', validUntil: '2029-02-28' });
  });

  it('bought on the last day of a month, it ends the day before that date next year', async () => {
    t.setNow(noonToronto('2027-01-31'));
    const { agent } = await memberAgent(t);
    await buyMemberships(t, agent, ['self']);
    expect(itemFor(await mine(agent), 'self')).toMatchObject({ validFrom: '2027-01-31', validUntil: '2028-01-30' });
  });
});

describe('a payment after the hold lapsed', () => {
  const lapseAndSweep = async () => {
    t.setNow('2026-11-23T20:00:00Z');
    await t.app.holdSweeper.sweep();
  };
  const payLate = (order: { id: string; totalCents: number }) =>
    t.app.payments.fulfilOrder(order.id, { paymentId: `late_${order.id}`, amountCents: order.totalCents, currency: 'CAD' }, 'a late webhook');

  it('re-takes the period while it is still free', async () => {
    const { agent, user } = await memberAgent(t);
    const { order } = (await agent.post('/api/orders', { lines: [membershipLine('self')] })).json();
    await lapseAndSweep();
    expect((await membershipRows(t, user.id)).map((row) => row.status)).toEqual(['released']);
    expect(await payLate(order)).toMatchObject({ kind: 'confirmed', late: true });
    expect((await membershipRows(t, user.id)).map((row) => row.status)).toEqual(['active']);
    expect(itemFor(await mine(agent), 'self')).toMatchObject({ status: 'active', validFrom: '2026-11-23' });
  });

  it('refunds the payment when another order bought the same dates meanwhile', async () => {
    const { agent, user } = await memberAgent(t);
    const child = await addFamilyMember(t, user.id);
    const { order } = (await agent.post('/api/orders', { lines: [membershipLine(child.id)] })).json();
    await lapseAndSweep();
    await buyMemberships(t, agent, [child.id]);
    expect(await payLate(order)).toMatchObject({ kind: 'refunding', why: 'reservation-taken' });
    expect((await membershipRows(t, user.id)).map((row) => row.status)).toEqual(['released', 'active']);
    expect(await refundRows(t, order.id)).toEqual([expect.objectContaining({ amountCents: PRICE_WITH_TAX })]);
  });
});

describe('bad input: 4xx with a message, nothing held, nothing charged', () => {
  it('another account’s family member answers 404', async () => {
    const { agent } = await memberAgent(t);
    const other = await memberAgent(t);
    const theirs = await addFamilyMember(t, other.user.id);
    const before = await saleCounts(t);
    const response = await agent.post('/api/orders', { lines: [membershipLine('self'), membershipLine(theirs.id)] });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'participant_not_found', params: { line: 2 } });
    expect(await saleCounts(t)).toEqual(before);
    expect(await t.database.db.select().from(memberships).where(eq(memberships.householdMemberId, theirs.id))).toEqual([]);
  });

  it('a removed family member answers 409', async () => {
    const { agent, user } = await memberAgent(t);
    const gone = await addFamilyMember(t, user.id);
    await t.database.db.update(householdMembers).set({ removedAt: new Date() }).where(eq(householdMembers.id, gone.id));
    const response = await agent.post('/api/orders', { lines: [membershipLine(gone.id)] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'participant_removed' });
    expect(await membershipRows(t, user.id)).toEqual([]);
  });

  it('the same person twice in one order answers 400 on the second line', async () => {
    const { agent, user } = await memberAgent(t);
    const response = await agent.post('/api/orders', { lines: [membershipLine('self'), membershipLine('self')] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'membership_person_twice', fields: { 'lines.1.participantId': expect.any(String) } });
    expect(await membershipRows(t, user.id)).toEqual([]);
  });

  it('a second membership for the same person and dates (another order still holding it) answers 409', async () => {
    const { agent, user } = await memberAgent(t);
    expect((await agent.post('/api/orders', { lines: [membershipLine('self')] })).statusCode).toBe(201);
    const second = await agent.post('/api/orders', { lines: [membershipLine('self')] });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'membership_already_held' });
    expect(second.json().message).toContain('another tab');
    expect((await membershipRows(t, user.id)).map((row) => row.status)).toEqual(['held']);
  });

  it('an expired checkout does not block a new purchase: its hold is let go first', async () => {
    const { agent, user } = await memberAgent(t);
    expect((await agent.post('/api/orders', { lines: [membershipLine('self')] })).statusCode).toBe(201);
    t.setNow('2026-11-23T20:00:00Z');
    await buyMemberships(t, agent, ['self']);
    expect((await membershipRows(t, user.id)).map((row) => row.status)).toEqual(['released', 'active']);
  });

  it.each([
    ['a participant id as text', { participantId: '12' }],
    ['no participant', {}],
    ['an unknown field', { participantId: 'self', startsOn: '2026-01-01' }],
    ['a negative id', { participantId: -1 }],
  ])('%s answers 400', async (_label, fields) => {
    const { agent } = await memberAgent(t);
    const response = await agent.post('/api/orders', { lines: [{ product: 'membership', ...fields }] });
    expect(response.statusCode).toBe(400);
  });

  it('/mine and cancel need a login', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/memberships/mine' })).statusCode).toBe(401);
  });
});

describe('cooling-off cancellation', () => {
  it('within 10 days: the line is refunded in full (tax included), the period freed, and the person can buy again', async () => {
    const { agent, user } = await memberAgent(t);
    const child = await addFamilyMember(t, user.id);
    const order = await buyMemberships(t, agent, ['self', child.id]);
    const childId = itemFor(await mine(agent), child.id).id!;
    t.setNow('2026-12-03T16:59:00Z');
    const response = await agent.post(`/api/memberships/${childId}/cancel`);
    expect(response.statusCode, response.body).toBe(200);
    expect(itemFor(response.json().items, child.id)).toMatchObject({ status: 'none', id: null, canBuy: true });
    expect(itemFor(response.json().items, 'self')).toMatchObject({ status: 'active' });
    const refunds = await refundRows(t, order.id);
    expect(refunds).toEqual([
      expect.objectContaining({ amountCents: PRICE_WITH_TAX, status: 'succeeded', reason: 'membership-cooling-off', orderLineId: order.lines[1].id }),
    ]);
    const view = (await agent.get(`/api/orders/${order.id}`)).json();
    expect(view.lines.map((line: { status: string }) => line.status)).toEqual(['fulfilled', 'refunded']);
    expect((await orderRow(t, order.id)).status).toBe('paid');
    expect(t.mail.to(user.email).at(-1)!.subject).toContain('refund');
    // Freed: buying the child again starts from today.
    const again = await buyMemberships(t, agent, [child.id]);
    expect(again.lines[0].description).toContain('December 3, 2026 to December 2, 2027');
  });

  it('after 10 days: 409 with the day it ended, nothing refunded', async () => {
    const { agent } = await memberAgent(t);
    const order = await buyMemberships(t, agent, ['self']);
    const id = itemFor(await mine(agent), 'self').id!;
    t.setNow('2026-12-03T17:00:00Z');
    expect(itemFor(await mine(agent), 'self').cancellableUntil).toBeNull();
    const response = await agent.post(`/api/memberships/${id}/cancel`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'membership_cooling_off_over', params: { date: '2026-12-03' } });
    expect(await refundRows(t, order.id)).toEqual([]);
  });

  it('another account’s membership answers 404; a cancelled one 409', async () => {
    const { agent } = await memberAgent(t);
    const other = await memberAgent(t);
    await buyMemberships(t, other.agent, ['self']);
    const theirs = itemFor(await mine(other.agent), 'self').id!;
    expect((await agent.post(`/api/memberships/${theirs}/cancel`)).statusCode).toBe(404);
    expect((await other.agent.post(`/api/memberships/${theirs}/cancel`)).statusCode).toBe(200);
    expect((await other.agent.post(`/api/memberships/${theirs}/cancel`)).json()).toMatchObject({ code: 'membership_not_active' });
  });
});
