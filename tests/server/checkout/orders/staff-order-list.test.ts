/**
 * Every order is in a staff list, and members see their abandoned checkouts once. Issue 25 found an
 * order ("1005": a membership bought for a family member) that staff could not find: the look-up
 * matched only the account holder's name and e-mail, and only a bare number, so the family member's
 * name and "Order 1005" as the member quotes it found nothing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { householdMembers, memberships } from '../../../../server/db/schema.js';
import type { Agent } from '../../helpers/test-app.js';
import { clearBookings, createBookingTestApp, memberAgent, pressCancel, pressPay, setUpVenue, staffAgent, type BookingTestApp } from '../../booking/support.js';
import { addFamilyMember } from '../../account/memberships/support.js';
import { courtLine, placeOrder } from './support.js';

let t: BookingTestApp;
let staff: Agent;
beforeAll(async () => {
  t = await createBookingTestApp();
  staff = (await staffAgent(t)).agent;
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearBookings(t);
  await t.database.db.delete(memberships);
  await t.database.db.delete(householdMembers);
  await setUpVenue(t, { taxRegistrationNumber: '123456789RT0001', province: 'ON', membershipPrice: 15_000 });
  t.setNow('2026-03-01T17:00:00Z');
});

type OrderItem = { id: string; number: number; status: string };
const latest = async () => (await staff.get('/api/admin/orders?q=')).json<{ items: OrderItem[] }>().items.map((order) => order.id);
const found = async (q: string) =>
  (await staff.get(`/api/admin/orders?q=${encodeURIComponent(q)}`)).json<{ items: OrderItem[] }>().items.map((order) => order.id);
const ofAccount = async (userId: number) =>
  (await staff.get(`/api/staff/accounts/${userId}/orders`)).json<{ items: OrderItem[] }>().items.map((order) => order.id);
const mine = async (agent: Agent) => (await agent.get('/api/orders/mine')).json<{ items: OrderItem[] }>().items.map((order) => order.id);

async function paid(agent: Agent, lines: Record<string, unknown>[]) {
  const placed = await placeOrder(agent, lines);
  if (placed.statusCode !== 201) throw new Error(`order refused: ${placed.statusCode} ${placed.body}`);
  const { order, checkoutUrl } = placed.json<{ order: OrderItem; checkoutUrl: string }>();
  await pressPay(t, checkoutUrl);
  return order;
}

describe('every order is in a staff list', () => {
  it('a court booking, an abandoned checkout, a family member’s membership and a walk-in’s desk sale are all listed and found', async () => {
    const { agent, user } = await memberAgent(t);
    const leo = await addFamilyMember(t, user.id, 'Leo', '2015-04-02');
    const court = await paid(agent, [courtLine('10:00', 1)]);
    const left = (await placeOrder(agent, [courtLine('11:00', 1)])).json<{ order: OrderItem; checkoutUrl: string }>();
    await pressCancel(t, left.checkoutUrl);
    const membership = await paid(agent, [{ product: 'membership', participantId: leo.id }]);
    const desk = await staff.post('/api/admin/bookings', { kind: 'walk-in', name: 'Wanda Walker', date: '2026-03-03', startTime: '12:00', hours: 1, court: 6 });
    expect(desk.statusCode).toBe(201);
    const walkIn = desk.json<{ orderId: string }>().orderId;

    const every = [court.id, left.order.id, membership.id, walkIn];
    expect(await latest()).toEqual([...every].reverse());
    expect(await ofAccount(user.id)).toEqual([membership.id, left.order.id, court.id]);

    // The family member's own name finds the order bought for them (they have no account to look under).
    expect(await found('Leo')).toEqual([membership.id]);
    expect(await found('leo lee')).toEqual([membership.id]);
    // The number as people quote it, from a receipt or Purchases, in English or French.
    for (const q of [
      `${membership.number}`,
      `#${membership.number}`,
      `Order ${membership.number}`,
      `order #${membership.number}`,
      `Commande ${membership.number}`,
      `n° ${membership.number}`,
      `No. ${membership.number}`,
    ]) {
      expect(await found(q), q).toEqual([membership.id]);
    }
    expect(await found('Wanda')).toEqual([walkIn]);
    expect(await found('Order twelve')).toEqual([]);
  });
});

describe('an abandoned checkout in the member’s purchases', () => {
  it('shows for a day after it ended, then only staff see it', async () => {
    const { agent, user } = await memberAgent(t);
    const court = await paid(agent, [courtLine('10:00', 1)]);
    const left = (await placeOrder(agent, [courtLine('11:00', 1)])).json<{ order: OrderItem; checkoutUrl: string }>();
    await pressCancel(t, left.checkoutUrl);
    expect(await mine(agent)).toEqual([left.order.id, court.id]);

    t.setNow('2026-03-02T16:59:00Z');
    expect(await mine(agent)).toEqual([left.order.id, court.id]);
    t.setNow('2026-03-02T17:01:00Z');
    expect(await mine(agent)).toEqual([court.id]);
    // Staff still see it, in the account's orders and in the look-up.
    expect(await ofAccount(user.id)).toEqual([left.order.id, court.id]);
    expect(await found(String(left.order.number))).toEqual([left.order.id]);
    // A paid order stays in the member's purchases however old.
    t.setNow('2027-03-02T17:00:00Z');
    expect(await mine(agent)).toEqual([court.id]);
  });
});
