/**
 * The bookings and payments authorisation matrix: every route × (anonymous, member, admin, owner).
 * Refusals (401 anonymous, 403 lacking the role) answer the bare error shape and write nothing;
 * another member's booking, order or checkout answers 404 as if it did not exist.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_KEYS } from '../helpers/db-state.js';
import { Agent } from '../helpers/test-app.js';
import { book, createBookingTestApp, memberAgent, pressPay, setUpVenue, staffAgent, type BookingTestApp } from './support.js';

type Role = 'anonymous' | 'member' | 'admin' | 'owner';
const ROLES: Role[] = ['anonymous', 'member', 'admin', 'owner'];
const DATE = '2026-03-03';

let t: BookingTestApp;
const agents = {} as Record<Role, Agent>;
/** Per role, a paid booking of its own (anonymous uses the member's, to be refused). */
const own = {} as Record<Role, { bookingId: number; orderId: string; sessionId: string }>;
const blocks = {} as Record<Role, number>;
let outsider: Agent;

beforeAll(async () => {
  t = await createBookingTestApp();
  await setUpVenue(t);
  t.setNow('2026-03-01T17:00:00Z');
  agents.anonymous = new Agent(t.app);
  agents.member = (await memberAgent(t)).agent;
  agents.admin = (await staffAgent(t, 'admin')).agent;
  agents.owner = (await staffAgent(t, 'owner')).agent;
  outsider = (await memberAgent(t)).agent;
  for (const [index, role] of (['member', 'admin', 'owner'] as const).entries()) {
    const created = (await book(agents[role], { date: DATE, startTime: '09:00', hours: 1, court: index + 1 })).json();
    await pressPay(t, created.checkoutUrl);
    own[role] = { bookingId: created.booking.id, orderId: created.orderId, sessionId: created.sessionId };
  }
  own.anonymous = own.member;
  for (const [index, role] of ROLES.entries()) {
    const block = await agents.admin.post('/api/admin/bookings', {
      kind: 'block',
      reason: 'Matrix',
      date: DATE,
      startTime: '20:00',
      hours: 1,
      court: index + 1,
    });
    blocks[role] = block.json().id;
  }
});
afterAll(() => t.close());

interface Route {
  name: string;
  method: 'GET' | 'POST' | 'PATCH';
  url: (role: Role) => string;
  body?: (role: Role) => Record<string, unknown>;
  expected: Record<Role, number>;
}

const ok = (status: number, from: Role | 'public') =>
  Object.fromEntries(
    ROLES.map((role) => [role, from === 'public' ? status : role === 'anonymous' ? 401 : ROLES.indexOf(role) >= ROLES.indexOf(from) ? status : 403]),
  ) as Record<Role, number>;
const hourOf = (role: Role) => `${String(12 + ROLES.indexOf(role)).padStart(2, '0')}:00`;

const ROUTES: Route[] = [
  { name: 'GET /api/bookings/availability', method: 'GET', url: () => `/api/bookings/availability?date=${DATE}`, expected: ok(200, 'public') },
  { name: 'GET /api/booking-rules', method: 'GET', url: () => '/api/booking-rules', expected: ok(200, 'public') },
  {
    name: 'PATCH /api/booking-rules',
    method: 'PATCH',
    url: () => '/api/booking-rules',
    body: () => ({ maxUpcomingBookingsPerMember: 6 }),
    expected: ok(200, 'owner'),
  },
  {
    name: 'POST /api/bookings',
    method: 'POST',
    url: () => '/api/bookings',
    body: (role) => ({ date: DATE, startTime: hourOf(role), hours: 1, court: 'any' }),
    expected: ok(201, 'member'),
  },
  { name: 'GET /api/bookings/mine', method: 'GET', url: () => '/api/bookings/mine', expected: ok(200, 'member') },
  { name: 'GET /api/bookings/:id (own)', method: 'GET', url: (role) => `/api/bookings/${own[role].bookingId}`, expected: ok(200, 'member') },
  {
    name: 'GET /api/bookings/:id (a member’s, staff)',
    method: 'GET',
    url: () => `/api/bookings/${own.member.bookingId}`,
    expected: { anonymous: 401, member: 200, admin: 200, owner: 200 },
  },
  {
    name: 'GET /api/bookings/:id/calendar.ics (own)',
    method: 'GET',
    url: (role) => `/api/bookings/${own[role].bookingId}/calendar.ics`,
    expected: ok(200, 'member'),
  },
  {
    name: 'GET /api/bookings/:id/cancellation (own)',
    method: 'GET',
    url: (role) => `/api/bookings/${own[role].bookingId}/cancellation`,
    expected: ok(200, 'member'),
  },
  {
    name: 'GET /api/orders/:id (a member’s)',
    method: 'GET',
    url: () => `/api/orders/${own.member.orderId}`,
    expected: { anonymous: 401, member: 200, admin: 200, owner: 200 },
  },
  {
    name: 'GET /api/checkout/sessions/:id (a member’s)',
    method: 'GET',
    url: () => `/api/checkout/sessions/${own.member.sessionId}`,
    expected: { anonymous: 401, member: 200, admin: 200, owner: 200 },
  },
  { name: 'GET /api/admin/bookings', method: 'GET', url: () => `/api/admin/bookings?date=${DATE}`, expected: ok(200, 'admin') },
  { name: 'GET /api/admin/bookings.csv', method: 'GET', url: () => `/api/admin/bookings.csv?date=${DATE}`, expected: ok(200, 'admin') },
  {
    name: 'POST /api/admin/bookings',
    method: 'POST',
    url: () => '/api/admin/bookings',
    body: (role) => ({ kind: 'walk-in', name: 'Matrix', date: DATE, startTime: hourOf(role), hours: 1, court: 6 }),
    expected: ok(201, 'admin'),
  },
  {
    name: 'POST /api/admin/bookings/:id/cancel',
    method: 'POST',
    url: (role) => `/api/admin/bookings/${blocks[role]}/cancel`,
    body: () => ({ refund: false }),
    expected: ok(200, 'admin'),
  },
  {
    name: 'POST /api/orders',
    method: 'POST',
    url: () => '/api/orders',
    body: (role) => ({ lines: [{ product: 'court_booking', date: DATE, startTime: `${16 + ROLES.indexOf(role)}:00`, hours: 1, court: 'any' }] }),
    expected: ok(201, 'member'),
  },
  { name: 'GET /api/orders/mine', method: 'GET', url: () => '/api/orders/mine', expected: ok(200, 'member') },
  {
    name: 'GET /api/orders/:id/receipt (a member’s)',
    method: 'GET',
    url: () => `/api/orders/${own.member.orderId}/receipt`,
    expected: { anonymous: 401, member: 200, admin: 200, owner: 200 },
  },
  { name: 'GET /api/admin/orders', method: 'GET', url: () => '/api/admin/orders?q=', expected: ok(200, 'admin') },
  { name: 'GET /api/admin/takings', method: 'GET', url: () => `/api/admin/takings?from=${DATE}&to=${DATE}`, expected: ok(200, 'admin') },
  { name: 'GET /api/admin/takings.csv', method: 'GET', url: () => `/api/admin/takings.csv?from=${DATE}&to=${DATE}`, expected: ok(200, 'admin') },
  {
    name: 'POST /api/staff/orders/:id/refunds',
    method: 'POST',
    url: () => `/api/staff/orders/${own.member.orderId}/refunds`,
    body: () => ({ lineId: 2_147_483_647, amountCents: 1, reason: 'Matrix' }),
    expected: { anonymous: 401, member: 403, admin: 400, owner: 400 },
  },
  {
    name: 'POST /api/staff/orders/:id/desk-payment',
    method: 'POST',
    url: (role) => `/api/staff/orders/${own[role].orderId}/desk-payment`,
    body: () => ({ method: 'cash' }),
    expected: { anonymous: 401, member: 403, admin: 409, owner: 409 },
  },
  {
    name: 'POST /api/bookings/:id/cancel (own)',
    method: 'POST',
    url: (role) => `/api/bookings/${own[role].bookingId}/cancel`,
    body: () => ({}),
    expected: ok(200, 'member'),
  },
];

async function bookingState() {
  const tables = ['bookings', 'orders', 'order_lines', 'payments', 'refunds', 'order_status_history', 'booking_rules', 'local_checkout_sessions'];
  const columns = tables.map((name) => `(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from ${name} x) as "${name}"`);
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the shared Database type's execute() answers unknown; the rows shape is asserted here
  const result = (await t.database.db.execute(sql.raw(`select ${columns.join(', ')}`))) as unknown as { rows: Record<string, unknown>[] };
  return result.rows[0];
}

const CASES = ROUTES.flatMap((route) => ROLES.map((role) => ({ ...route, role, outcome: route.expected[role] })));

describe('bookings and payments authorisation matrix', () => {
  it.each(CASES)('$name as $role → $outcome', async ({ method, url, body, role, outcome }) => {
    const before = await bookingState();
    const response = await agents[role].request({ method, url: url(role), payload: body?.(role) });
    expect(response.statusCode, response.body).toBe(outcome);
    if (outcome === 401 || outcome === 403) {
      const answer = response.json();
      expect(answer).toMatchObject({ statusCode: outcome, message: expect.any(String) });
      for (const key of Object.keys(answer)) expect(ERROR_KEYS).toContain(key);
      expect(await bookingState()).toEqual(before);
    }
  });

  it('hides another member’s booking, order and checkout behind 404, and changes nothing', async () => {
    const before = await bookingState();
    for (const url of [
      `/api/bookings/${own.member.bookingId}`,
      `/api/bookings/${own.member.bookingId}/calendar.ics`,
      `/api/bookings/${own.member.bookingId}/cancellation`,
      `/api/orders/${own.member.orderId}`,
      `/api/orders/${own.member.orderId}/receipt`,
      `/api/checkout/sessions/${own.member.sessionId}`,
    ]) {
      expect((await outsider.get(url)).statusCode, url).toBe(404);
    }
    expect((await outsider.post(`/api/bookings/${own.admin.bookingId}/cancel`, {})).statusCode).toBe(404);
    expect((await outsider.post(`/api/checkout/sessions/${own.admin.sessionId}/cancel`)).statusCode).toBe(404);
    expect(await bookingState()).toEqual(before);
  });

  it('refuses writes without the CSRF header', async () => {
    agents.member.sendCsrfHeader = false;
    try {
      expect((await agents.member.post('/api/bookings', { date: DATE, startTime: '16:00', hours: 1, court: 'any' })).statusCode).toBe(403);
    } finally {
      agents.member.sendCsrfHeader = true;
    }
  });
});
