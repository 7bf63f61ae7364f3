/**
 * The staff view of an account: its orders (staff view) and bookings (as the member sees them), and
 * sending a receipt again: in the customer's language, into the outbox, recorded as receipt.resent
 * on the account's trail (a walk-in's order has no account, so no trail entry).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { staffActions } from '../../../server/db/schema.js';
import { countRows } from '../helpers/db-state.js';
import { Agent, createTestApp, createUser, type TestApp } from '../helpers/test-app.js';
import { pressPay, setUpVenue, staffAgent } from '../booking/support.js';
import { courtLine, placeOrder } from '../checkout/orders/support.js';

let t: TestApp;
let staff: Agent;
let staffUser: { id: number; firstName: string; lastName: string };
beforeAll(async () => {
  t = await createTestApp(); // the outbox mailer: mail lands where /api/dev/outbox reads it
  ({ agent: staff, user: staffUser } = await staffAgent(t));
});
afterAll(() => t.close());
beforeEach(async () => {
  await setUpVenue(t);
  const at = new Date('2026-03-01T17:00:00Z');
  t.app.clock.now = () => new Date(at);
});

async function member(locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  const user = await createUser(t, { locale });
  const agent = new Agent(t.app);
  await agent.login(user.email);
  return { agent, user };
}

async function paidOrder(agent: Agent, startTime: string) {
  const { order, checkoutUrl } = (await placeOrder(agent, [courtLine(startTime)])).json();
  expect((await pressPay(t, checkoutUrl)).statusCode).toBeLessThan(400);
  return order as { id: string; number: number };
}

const outbox = async (to: string) => (await new Agent(t.app).get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json<{ subject: string; text: string }[]>();

describe('an account’s orders and bookings', () => {
  it('answers the account’s orders as staff see them, and nobody else’s', async () => {
    const { agent, user } = await member();
    const other = await member();
    const order = await paidOrder(agent, '09:00');
    await paidOrder(other.agent, '10:00');
    const response = await staff.get(`/api/staff/accounts/${user.id}/orders`);
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json();
    expect(items.map((item: { id: string }) => item.id)).toEqual([order.id]);
    expect(items[0]).toMatchObject({ status: 'paid', lines: [{ product: 'court_booking' }] });
    // The same orders the member sees of their own.
    expect((await agent.get('/api/orders/mine')).json().items.map((item: { id: string }) => item.id)).toEqual([order.id]);
  });

  it('answers the account’s bookings exactly as the member sees them', async () => {
    const { agent, user } = await member();
    await paidOrder(agent, '11:00');
    for (const scope of ['upcoming', 'past']) {
      const theirs = await agent.get(`/api/bookings/mine?scope=${scope}`);
      const seen = await staff.get(`/api/staff/accounts/${user.id}/bookings?scope=${scope}`);
      expect(seen.statusCode, seen.body).toBe(200);
      expect(seen.json()).toEqual(theirs.json());
    }
    expect((await staff.get(`/api/staff/accounts/${user.id}/bookings`)).json().items).toHaveLength(1);
  });

  it('answers 404 for no such account, 403 to a member, 401 to a visitor', async () => {
    const { agent, user } = await member();
    for (const path of ['orders', 'bookings']) {
      const missing = await staff.get(`/api/staff/accounts/2000000/${path}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('account_not_found');
      expect((await agent.get(`/api/staff/accounts/${user.id}/${path}`)).statusCode).toBe(403);
      expect((await new Agent(t.app).get(`/api/staff/accounts/${user.id}/${path}`)).statusCode).toBe(401);
    }
  });
});

describe('sending a receipt again', () => {
  it('sends the receipt again in the customer’s language, into the outbox, and records it', async () => {
    const { agent, user } = await member('fr-CA');
    const order = await paidOrder(agent, '12:00');
    expect(await outbox(user.email)).toHaveLength(1); // the receipt on payment
    const response = await staff.post(`/api/staff/orders/${order.id}/receipt`);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.body).toBe('');
    const mails = await outbox(user.email);
    expect(mails).toHaveLength(2);
    expect(mails[0].subject).toBe(mails[1].subject);
    expect(mails[0].subject).toMatch(new RegExp(`Votre commande ${order.number} .* est confirmée`));
    const [entry] = (await staff.get(`/api/staff/accounts/${user.id}/audit`)).json().items;
    expect(entry).toMatchObject({
      staff: { id: staffUser.id, name: `${staffUser.firstName} ${staffUser.lastName}` },
      action: 'receipt.resent',
      detail: `Resent the receipt of order #${order.number}`,
      params: { number: order.number },
      reason: null,
    });
  });

  it('sends a walk-in’s receipt to the e-mail they gave, with no trail to write to', async () => {
    const desk = await staff.post('/api/admin/bookings', {
      kind: 'walk-in',
      name: 'Pat Walker',
      email: 'pat.walker@example.com',
      date: '2026-03-03',
      startTime: '15:00',
      hours: 1,
      court: 1,
    });
    expect(desk.statusCode, desk.body).toBe(201);
    const before = await countRows(t, staffActions);
    const sentBefore = (await outbox('pat.walker@example.com')).length;
    expect((await staff.post(`/api/staff/orders/${desk.json().orderId}/receipt`)).statusCode).toBe(202);
    expect(await outbox('pat.walker@example.com')).toHaveLength(sentBefore + 1);
    expect(await countRows(t, staffActions)).toBe(before);
  });

  it('refuses an order that was never paid, an unknown order, and anyone but staff', async () => {
    const { agent, user } = await member();
    const { order } = (await placeOrder(agent, [courtLine('13:00')])).json();
    const before = await countRows(t, staffActions);
    const unpaid = await staff.post(`/api/staff/orders/${order.id}/receipt`);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({ code: 'receipt_not_available', params: { status: 'awaiting_payment' } });
    expect((await staff.post('/api/staff/orders/00000000-0000-4000-8000-000000000000/receipt')).statusCode).toBe(404);
    expect((await staff.post('/api/staff/orders/not-an-order/receipt')).statusCode).toBe(400);
    const paid = await paidOrder(agent, '14:00');
    expect((await agent.post(`/api/staff/orders/${paid.id}/receipt`)).statusCode).toBe(403);
    expect((await new Agent(t.app).post(`/api/staff/orders/${paid.id}/receipt`)).statusCode).toBe(401);
    expect(await outbox(user.email)).toHaveLength(1);
    expect(await countRows(t, staffActions)).toBe(before);
  });
});
