/**
 * Staff and memberships: a desk sale (paid on the spot, one order with a line per person), refunds
 * in part or in full with a reason (a full one may end the membership), the audit trail of each,
 * and the household guard: a family member with a membership stays on the account.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderLines } from '../../../../server/db/schema.js';
import { clearBookings, createBookingTestApp, memberAgent, paymentRows, refundRows, staffAgent, type BookingTestApp } from '../../booking/support.js';
import type { Agent } from '../../helpers/test-app.js';
import {
  addFamilyMember,
  buyMemberships,
  itemFor,
  membershipRows,
  mine,
  noonToronto,
  PRICE_WITH_TAX,
  setUpMembershipVenue,
  staffActionsOf,
} from './support.js';

let t: BookingTestApp;
let admin: Agent;
let adminUser: { id: number; firstName: string; lastName: string };
beforeAll(async () => {
  t = await createBookingTestApp();
  await setUpMembershipVenue(t);
  ({ agent: admin, user: adminUser } = await staffAgent(t));
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearBookings(t);
  t.mail.sent.length = 0;
  t.setNow(noonToronto('2026-11-23'));
});

describe('a desk sale', () => {
  it('sells the holder and a child in one order paid in cash: both active, a receipt, one audit entry per membership', async () => {
    const { agent, user } = await memberAgent(t);
    const child = await addFamilyMember(t, user.id);
    const response = await admin.post(`/api/staff/accounts/${user.id}/memberships`, {
      participantIds: ['self', child.id],
      method: 'cash',
      reference: 'Till 2',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { order } = response.json();
    expect(order).toMatchObject({ status: 'paid', userId: user.id, totalCents: 2 * PRICE_WITH_TAX });
    expect(order.lines.map((line: { status: string }) => line.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(await paymentRows(t, order.id)).toEqual([expect.objectContaining({ method: 'cash', reference: 'Till 2', amountCents: 2 * PRICE_WITH_TAX })]);
    const items = await mine(agent);
    expect(items.map((item) => item.status)).toEqual(['active', 'active']);
    // Bought at the desk: cancelled at the desk, not from Account.
    expect(itemFor(items, 'self').cancellableUntil).toBeNull();
    expect(t.mail.to(user.email)).toHaveLength(1);
    // The receipt says where to cancel: at the desk, not from Account.
    expect(t.mail.to(user.email)[0].text).toContain('To cancel, call or visit the front desk.');
    expect(t.mail.to(user.email)[0].text).not.toContain('within 10 days');
    const line = (await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id)))[0];
    expect(await t.app.products.get('membership').cancellationTerms(t.database.db, line, t.app.clock.now())).toMatchObject({
      cancellable: false,
      refundCents: 0,
    });
    const trail = await staffActionsOf(t, user.id);
    expect(trail.map((entry) => [entry.action, entry.staffUserId, entry.staffName])).toEqual([
      ['membership.sold', adminUser.id, `${adminUser.firstName} ${adminUser.lastName}`],
      ['membership.sold', adminUser.id, `${adminUser.firstName} ${adminUser.lastName}`],
    ]);
    expect(trail[1].detail).toContain('Sam Lee, November 23, 2026 to November 22, 2027');
    expect(trail[1].params).toMatchObject({ name: 'Sam Lee', validFrom: '2026-11-23', validUntil: '2027-11-22' });
  });

  it('the staff list answers the account’s memberships as /mine does', async () => {
    const { agent, user } = await memberAgent(t);
    await buyMemberships(t, agent, ['self']);
    const staffView = await admin.get(`/api/staff/accounts/${user.id}/memberships`);
    expect(staffView.statusCode).toBe(200);
    expect(staffView.json().items).toEqual(await mine(agent));
  });

  it('refuses a member who already has one, another account’s family member and an unknown account, writing nothing', async () => {
    const { agent, user } = await memberAgent(t);
    await buyMemberships(t, agent, ['self']);
    const other = await memberAgent(t);
    const theirs = await addFamilyMember(t, other.user.id);
    const again = await admin.post(`/api/staff/accounts/${user.id}/memberships`, { participantIds: ['self'], method: 'cash' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'membership_renewal_not_open' });
    expect((await admin.post(`/api/staff/accounts/${user.id}/memberships`, { participantIds: [theirs.id], method: 'cash' })).statusCode).toBe(404);
    expect((await admin.post('/api/staff/accounts/999999/memberships', { participantIds: ['self'], method: 'cash' })).statusCode).toBe(404);
    expect((await admin.post(`/api/staff/accounts/${user.id}/memberships`, { participantIds: [], method: 'cash' })).statusCode).toBe(400);
    expect((await admin.post(`/api/staff/accounts/${user.id}/memberships`, { participantIds: ['self'], method: 'cheque' })).statusCode).toBe(400);
    expect(await staffActionsOf(t, user.id)).toEqual([]);
  });

  it('is for admins only', async () => {
    const { agent, user } = await memberAgent(t);
    expect((await agent.post(`/api/staff/accounts/${user.id}/memberships`, { participantIds: ['self'], method: 'cash' })).statusCode).toBe(403);
    expect((await agent.get(`/api/staff/accounts/${user.id}/memberships`)).statusCode).toBe(403);
  });
});

describe('staff refunds', () => {
  it('a partial refund with a reason keeps the membership; the rest with endMembership ends it', async () => {
    const { agent, user } = await memberAgent(t);
    const child = await addFamilyMember(t, user.id);
    const order = await buyMemberships(t, agent, ['self', child.id]);
    t.setNow(noonToronto('2027-02-01'));
    const childId = itemFor(await mine(agent), child.id).id!;

    const partial = await admin.post(`/api/staff/memberships/${childId}/refund`, {
      amountCents: 5_000,
      reason: 'Injured for two months',
      endMembership: false,
    });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(itemFor(partial.json().items, child.id)).toMatchObject({ status: 'active' });
    expect(await refundRows(t, order.id)).toEqual([
      expect.objectContaining({ amountCents: 5_000, status: 'succeeded', reason: 'Injured for two months', orderLineId: order.lines[1].id }),
    ]);

    const notFull = await admin.post(`/api/staff/memberships/${childId}/refund`, { amountCents: 1_000, reason: 'Moving away', endMembership: true });
    expect(notFull.statusCode).toBe(400);
    expect(notFull.json()).toMatchObject({
      code: 'membership_end_needs_full_refund',
      params: { maxCents: PRICE_WITH_TAX - 5_000 },
      fields: { endMembership: expect.any(String) },
    });
    const tooMuch = await admin.post(`/api/staff/memberships/${childId}/refund`, { amountCents: PRICE_WITH_TAX, reason: 'Moving away', endMembership: true });
    expect(tooMuch.json()).toMatchObject({ code: 'refund_too_large', params: { maxCents: PRICE_WITH_TAX - 5_000 } });

    const full = await admin.post(`/api/staff/memberships/${childId}/refund`, {
      amountCents: PRICE_WITH_TAX - 5_000,
      reason: 'Moving away',
      endMembership: true,
    });
    expect(full.statusCode, full.body).toBe(200);
    expect(itemFor(full.json().items, child.id)).toMatchObject({ status: 'none', id: null });
    expect(itemFor(full.json().items, 'self')).toMatchObject({ status: 'active' });
    const view = (await agent.get(`/api/orders/${order.id}`)).json();
    expect(view.lines[1]).toMatchObject({ status: 'refunded', refundedCents: PRICE_WITH_TAX });
    expect((await membershipRows(t, user.id)).map((row) => row.status)).toEqual(['active', 'cancelled']);

    const trail = await staffActionsOf(t, user.id);
    expect(trail.map((entry) => [entry.action, entry.reason])).toEqual([
      ['membership.refunded', 'Injured for two months'],
      ['membership.refunded', 'Moving away'],
    ]);
    expect(trail[1].detail).toMatch(/^Refunded \$119\.50 on Annual membership — Sam Lee, November 23, 2026 to November 22, 2027; the membership ended$/);
    expect(trail[1].params).toMatchObject({ name: 'Sam Lee', amountCents: PRICE_WITH_TAX - 5_000, ended: 1 });
  });

  it('a full refund without endMembership keeps it; then nothing is left to refund', async () => {
    const { agent, user } = await memberAgent(t);
    await buyMemberships(t, agent, ['self']);
    const id = itemFor(await mine(agent), 'self').id!;
    expect(
      (await admin.post(`/api/staff/memberships/${id}/refund`, { amountCents: PRICE_WITH_TAX, reason: 'Founding member', endMembership: false })).statusCode,
    ).toBe(200);
    expect(itemFor(await mine(agent), 'self')).toMatchObject({ status: 'active' });
    const again = await admin.post(`/api/staff/memberships/${id}/refund`, { amountCents: 100, reason: 'Again', endMembership: false });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'nothing_to_refund' });
    expect((await staffActionsOf(t, user.id)).map((entry) => entry.action)).toEqual(['membership.refunded']);
  });

  it('needs a reason and a positive amount; an unknown membership is 404; members may not', async () => {
    const { agent } = await memberAgent(t);
    await buyMemberships(t, agent, ['self']);
    const id = itemFor(await mine(agent), 'self').id!;
    expect((await admin.post(`/api/staff/memberships/${id}/refund`, { amountCents: 100, reason: '', endMembership: false })).statusCode).toBe(400);
    expect((await admin.post(`/api/staff/memberships/${id}/refund`, { amountCents: 0, reason: 'x', endMembership: false })).statusCode).toBe(400);
    expect((await admin.post(`/api/staff/memberships/${id}/refund`, { amountCents: 100, reason: 'x' })).statusCode).toBe(400);
    expect((await admin.post('/api/staff/memberships/999999/refund', { amountCents: 100, reason: 'x', endMembership: false })).statusCode).toBe(404);
    expect((await agent.post(`/api/staff/memberships/${id}/refund`, { amountCents: 100, reason: 'x', endMembership: false })).statusCode).toBe(403);
  });
});

describe('the household guard', () => {
  it('a family member with an active (or held) membership cannot be removed: 409 saying why; after it ends they can', async () => {
    const { agent, user } = await memberAgent(t);
    const child = await addFamilyMember(t, user.id);
    expect((await agent.post('/api/orders', { lines: [{ product: 'membership', participantId: child.id }] })).statusCode).toBe(201);
    const whileHeld = await agent.delete(`/api/household/members/${child.id}`);
    expect(whileHeld.statusCode).toBe(409);
    expect(whileHeld.json()).toMatchObject({ code: 'household_member_in_use', params: { name: 'Sam Lee' } });

    t.setNow('2026-11-23T20:00:00Z');
    await buyMemberships(t, agent, [child.id]);
    const whileActive = await agent.delete(`/api/household/members/${child.id}`);
    expect(whileActive.statusCode).toBe(409);
    expect(whileActive.json().message).toBe('Sam Lee has an active membership, so they cannot be removed from the account.');

    t.setNow(noonToronto('2027-11-23'));
    expect((await agent.delete(`/api/household/members/${child.id}`)).statusCode).toBe(204);
  });
});
