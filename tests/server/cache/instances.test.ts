/**
 * Issue 11: settings, booking rules, logins and memberships are kept in memory on every instance
 * and dropped on all of them through the change feed (LISTEN/NOTIFY) when they change, whichever
 * instance (or script) changed them. Two instances on one database: a change made through A is
 * what B answers next (settings within a second; a login ended or a role changed on A: at once).
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { memberships, users } from '../../../server/db/schema.js';
import { LISTENER_NAME } from '../../../server/plugins/change-feed.js';
import { onRealPostgres } from '../helpers/test-database.js';
import { agentFor, type Agent, type TestApp } from '../helpers/test-app.js';
import { setUpVenue } from '../booking/support.js';
import { createTwoInstances, sameBrowserOn, statementLog, within } from './support.js';

let a: TestApp;
let b: FastifyInstance;
let close: () => Promise<void>;
let owner: Agent;
beforeAll(async () => {
  ({ a, b, close } = await createTwoInstances());
  ({ agent: owner } = await agentFor(a, ['owner']));
});
afterAll(() => close());

/** Rows of raw SQL on A's database handle (the shared Database type's execute() answers unknown). */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the shared Database type's execute() answers unknown; the rows shape is asserted here
const rows = async <T>(query: SQL) => ((await a.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const settingsOn = async (app: FastifyInstance, url = '/api/company-settings') => (await app.inject({ method: 'GET', url })).json<Record<string, number>>();

describe('settings and booking rules', () => {
  it('a company setting changed through A is what B answers within a second', async () => {
    const before = (await settingsOn(b)).userBookingWindowDays; // B now holds the settings
    const next = before === 30 ? 31 : 30;
    expect((await owner.patch('/api/company-settings', { userBookingWindowDays: next })).statusCode).toBe(200);
    const waited = await within(1_000, async () => (await settingsOn(b)).userBookingWindowDays === next);
    expect(waited).toBeLessThan(1_000);
  });

  it('a booking rule changed through A is what B answers within a second', async () => {
    const before = (await settingsOn(b, '/api/booking-rules')).maxBookingHours;
    const next = before === 5 ? 6 : 5;
    expect((await owner.patch('/api/booking-rules', { maxBookingHours: next })).statusCode).toBe(200);
    await within(1_000, async () => (await settingsOn(b, '/api/booking-rules')).maxBookingHours === next);
  });

  it('a change written straight into the database (a script, psql) reaches both instances too', async () => {
    await settingsOn(a.app);
    await settingsOn(b);
    await a.database.db.execute(sql`update company_settings set membership_price = membership_price + 100`);
    const [{ price }] = await rows<{ price: number }>(sql`select membership_price as price from company_settings`);
    // A wrote it: A's own connection heard the trigger's NOTIFY before the statement returned.
    expect((await settingsOn(a.app)).membershipPrice).toBe(price);
    await within(1_000, async () => (await settingsOn(b)).membershipPrice === price);
  });
});

describe('the site alert', () => {
  const alertOn = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/api/app-alert' })).body;

  it('published, changed and removed through A: B (which held it in memory) shows each within a second, A at once', async () => {
    const staff = (await agentFor(a, ['admin'])).agent;
    await alertOn(b);
    expect((await staff.post('/api/app-alert', { message: 'Courts 1–4 closed Sunday.', severity: 'warning' })).statusCode).toBe(201);
    expect(await alertOn(a.app)).toContain('Courts 1–4 closed Sunday.');
    await within(1_000, async () => (await alertOn(b)).includes('Courts 1–4 closed Sunday.'));
    expect((await staff.put('/api/app-alert/1', { message: 'Courts reopen Monday.', severity: 'info' })).statusCode).toBe(200);
    await within(1_000, async () => (await alertOn(b)).includes('Courts reopen Monday.'));
    expect((await staff.delete('/api/app-alert/1')).statusCode).toBe(204);
    expect(await alertOn(a.app)).toBe('');
    await within(1_000, async () => (await alertOn(b)) === '');
  });

  it('an alert written straight into the database reaches B too, and leaves the settings in memory alone', async () => {
    await alertOn(b);
    await settingsOn(a.app);
    const log = statementLog(a.database);
    await a.database.db.execute(
      sql`insert into app_alert (id, message, severity) values (1, 'Written by psql', 'info') on conflict (id) do update set message = excluded.message`,
    );
    log.start();
    expect((await settingsOn(a.app)).numberOfCourts).toBeGreaterThan(0);
    expect(log.statements.filter((statement) => statement.includes('company_settings'))).toEqual([]);
    await within(1_000, async () => (await alertOn(b)).includes('Written by psql'));
    await a.database.db.execute(sql`delete from app_alert`);
    await within(1_000, async () => (await alertOn(b)) === '');
  });
});

describe('logins', () => {
  it('logging out on A: B refuses that access token on the next request', async () => {
    const { agent } = await agentFor(a);
    const onB = sameBrowserOn(b, agent);
    expect((await onB.get('/api/users/me')).statusCode).toBe(200); // B knows the login as live
    expect((await agent.post('/api/auth/logout')).statusCode).toBe(204);
    expect((await onB.get('/api/users/me')).statusCode).toBe(401);
  });

  it('a password reset (a new token version) on A: B refuses older tokens on the next request', async () => {
    const { agent, user } = await agentFor(a);
    const onB = sameBrowserOn(b, agent);
    expect((await onB.get('/api/users/me')).statusCode).toBe(200);
    const staff = (await agentFor(a, ['admin'])).agent;
    const link = (await staff.post('/api/auth/reset-password/token', { email: user!.email })).json<{ link: string }>().link;
    const [, id, token] = /reset-password\/(\d+)\/(.+)$/.exec(link)!;
    const reset = await new (agent.constructor as typeof Agent)(a.app).post('/api/auth/reset-password', {
      id: Number(id),
      token,
      password: 'another-horse-battery-9',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await onB.get('/api/users/me')).statusCode).toBe(401);
  });

  it.runIf(onRealPostgres())('a role change on A waits for a B that hears its notifications late, so B answers the new role at once', async () => {
    // B handles every notification 300 ms late (a busy instance): A's write answers only once B has.
    const client = (
      b.changeFeed as unknown as {
        client: {
          listeners(event: string): ((message: unknown) => void)[];
          removeAllListeners(event: string): void;
          on(event: string, listener: (message: unknown) => void): void;
        };
      }
    ).client;
    const handlers = client.listeners('notification');
    client.removeAllListeners('notification');
    client.on('notification', (message) => setTimeout(() => handlers.forEach((handler) => handler(message)), 300));
    try {
      const { agent, user } = await agentFor(a);
      const onB = sameBrowserOn(b, agent);
      expect((await onB.get('/api/users')).statusCode).toBe(403); // B knows the account as a member
      expect((await owner.put(`/api/auth/${user!.id}/roles`, { roles: ['admin'] })).statusCode).toBe(200);
      expect((await onB.get('/api/users')).statusCode).toBe(200);
    } finally {
      client.removeAllListeners('notification');
      handlers.forEach((handler) => client.on('notification', handler));
    }
  });

  it('a role given and taken on A: B’s access checks follow on the next request', async () => {
    const { agent, user } = await agentFor(a);
    const onB = sameBrowserOn(b, agent);
    expect((await onB.get('/api/auth/access/admin')).json()).toBe(false);
    expect((await onB.get('/api/users')).statusCode).toBe(403);
    expect((await owner.put(`/api/auth/${user!.id}/roles`, { roles: ['admin'] })).statusCode).toBe(200);
    expect((await onB.get('/api/auth/access/admin')).json()).toBe(true);
    expect((await onB.get('/api/users')).statusCode).toBe(200);
    expect((await owner.put(`/api/auth/${user!.id}/roles`, { roles: [] })).statusCode).toBe(200);
    expect((await onB.get('/api/users')).statusCode).toBe(403);
  });

  it('an account deleted behind the API: its tokens stop working everywhere', async () => {
    const { agent, user } = await agentFor(a);
    const onB = sameBrowserOn(b, agent);
    expect((await onB.get('/api/users/me')).statusCode).toBe(200);
    await a.database.db.delete(users).where(eq(users.id, user!.id));
    expect((await agent.get('/api/users/me')).statusCode).toBe(401);
    await within(1_000, async () => (await onB.get('/api/users/me')).statusCode === 401);
  });
});

describe('memberships', () => {
  it('a membership added behind the API: the member price shows on both instances', async () => {
    const { agent, user } = await agentFor(a);
    const onB = sameBrowserOn(b, agent);
    const date = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const kind = async (x: Agent) => (await x.get(`/api/bookings/availability?date=${date}`)).json<{ price: { kind: string } }>().price.kind;
    expect(await kind(agent)).toBe('default');
    expect(await kind(onB)).toBe('default');
    await a.database.db
      .insert(memberships)
      .values({ userId: user!.id, startsAt: new Date(Date.now() - 86_400_000), endsAt: new Date(Date.now() + 30 * 86_400_000) });
    expect(await kind(agent)).toBe('member');
    await within(1_000, async () => (await kind(onB)) === 'member');
  });
});

describe('availability', () => {
  it('a court booked through A leaves B’s availability (read before, kept in memory) within a second', async () => {
    const { agent } = await agentFor(a);
    const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    type Day = { slots: { startTime: string; openCourts: number[]; bookable: boolean }[] };
    const dayOn = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: `/api/bookings/availability?date=${date}` })).json<Day>();
    await setUpVenue(a); // open 7 a.m. to 10 p.m., six courts
    await within(1_000, async () => (await dayOn(b)).slots.some((candidate) => candidate.bookable));
    const slot = (await dayOn(b)).slots.find((candidate) => candidate.bookable)!;
    const court = slot.openCourts[0];
    const courtsOnB = async () => (await dayOn(b)).slots.find((candidate) => candidate.startTime === slot.startTime)!.openCourts;
    expect(await courtsOnB()).toContain(court); // B now holds the date in memory

    const booked = await agent.post('/api/bookings', { date, startTime: slot.startTime, hours: 1, court });
    expect(booked.statusCode, booked.body).toBe(201);
    await within(1_000, async () => !(await courtsOnB()).includes(court));
  });
});

describe('the caller is known without a database statement', () => {
  it('an authenticated availability GET with warm caches sends only what availability itself needs', async () => {
    const { agent } = await agentFor(a);
    const date = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const url = `/api/bookings/availability?date=${date}`;
    const log = statementLog(a.database);
    await agent.get(url); // warm: session, account, membership, settings, rules
    await a.app.inject({ method: 'GET', url });

    log.start();
    expect((await a.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const anonymous = [...log.statements];
    log.start();
    expect((await agent.get(url)).statusCode).toBe(200);
    const authenticated = [...log.statements];

    expect(authenticated.length).toBe(anonymous.length);
    for (const statement of authenticated) {
      expect(statement).not.toMatch(/"(login_sessions|users|memberships|company_settings|booking_rules)"/);
    }
  });
});

describe.runIf(onRealPostgres())('a lost listener', () => {
  it('reads through while it is down, drops every cache when it is back, and answers the change it missed', async () => {
    const listeners = async () =>
      (await rows<{ pid: number }>(sql`select pid from pg_stat_activity where application_name = ${LISTENER_NAME} and datname = current_database()`)).map(
        (row) => row.pid,
      );
    await settingsOn(b);
    expect((await listeners()).length).toBe(2);
    await a.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_NAME} and datname = current_database()`,
    );
    await within(1_000, async () => !b.changeFeed.live);
    const [{ price }] = await rows<{ price: number }>(
      sql`update company_settings set membership_price = membership_price + 1 returning membership_price as price`,
    );
    expect((await settingsOn(b)).membershipPrice).toBe(price); // read through while down
    await within(5_000, async () => b.changeFeed.live && a.app.changeFeed.live);
    expect((await settingsOn(b)).membershipPrice).toBe(price);
    expect((await listeners()).length).toBe(2);
  });
});
