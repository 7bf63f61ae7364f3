/**
 * A real cluster (PostgreSQL only): three API processes (server/main.ts, production settings) on one
 * fresh database behind Debian's nginx with the committed deploy/nginx/courtside.conf, every request
 * over HTTP through nginx. A login refreshes on another instance; a booking on one instance reaches
 * an availability stream held on another within a second; the owner's settings change is served by
 * the next instance at once; a kill -9 during a burst of bookings loses no answered or paid booking
 * and nginx routes around the dead instance; the login limit holds per client address as nginx
 * forwards it, across instances.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/client.js';
import { bookings, orders } from '../../../server/db/schema.js';
import { missingNginx, startCluster, type Cluster } from '../../../scripts/support/cluster.js';
import { freePort } from '../../../scripts/support/free-port.js';
import { setUpVenue } from '../booking/support.js';
import { createUser, TEST_PASSWORD, type TestApp } from '../helpers/test-app.js';
import { onRealPostgres, openTestDatabase } from '../helpers/test-database.js';
import { Browser, openStream } from './browser.js';

const LOGINS_PER_ADDRESS = 8;

describe.runIf(onRealPostgres())('three instances behind nginx (PostgreSQL)', () => {
  let database: DatabaseHandle;
  let cluster: Cluster;
  let port: number;
  let dir: string;
  /** What createUser and setUpVenue need of a test app: the database. */
  let data: TestApp;
  const browsers: Browser[] = [];

  /** A new account logged in through nginx from its own loopback address (a client of its own). */
  async function member(address: string, roles: ('owner' | 'admin')[] = []) {
    const user = await createUser(data, { roles });
    const browser = new Browser(port, address);
    browsers.push(browser);
    const login = await browser.login(user.email, TEST_PASSWORD);
    return { browser, user, login };
  }

  beforeAll(async () => {
    const problem = missingNginx();
    if (problem) throw new Error(problem);
    database = await openTestDatabase();
    data = { database } as TestApp;
    await setUpVenue(data);
    dir = mkdtempSync(join(tmpdir(), 'courtside-cluster-test-'));
    port = await freePort();
    cluster = await startCluster({
      databaseUrl: (database.notifications as { connectionString: string }).connectionString,
      instances: 3,
      port,
      instancePorts: await Promise.all([freePort(), freePort(), freePort()]),
      dir,
      env: {
        JWT_SECRET: randomBytes(32).toString('base64url'),
        APP_ORIGIN: `http://localhost:${port}`,
        PAYMENT_PROVIDER: 'local',
        LOG_LEVEL: 'warn',
        DATA_DIR: join(dir, 'data'),
        DATABASE_POOL_SIZE: '5',
        LOGINS_PER_IP_PER_5_MIN: String(LOGINS_PER_ADDRESS),
      },
    });
  }, 180_000);

  afterAll(async () => {
    for (const browser of browsers) browser.close();
    await cluster?.stop();
    await database?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  /** A day within the booking window, in the venue's time zone (the instances run on the real clock). */
  const day = (ahead: number) => DateTime.now().setZone('America/Toronto').plus({ days: ahead }).toISODate()!;
  const at = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

  /** The local test checkout's Pay button, as the browser's form posts it. */
  const pay = (browser: Browser, checkoutUrl: string) =>
    browser.post(`${new URL(checkoutUrl).pathname}/pay`, '', {
      origin: `http://localhost:${port}`,
      'content-type': 'application/x-www-form-urlencoded',
    });

  it('answers from every instance in turn, each naming itself', async () => {
    const browser = new Browser(port, '127.0.0.10');
    browsers.push(browser);
    const servedBy = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      const answer = await browser.get('/api/health');
      expect(answer.status).toBe(200);
      servedBy.add(answer.servedBy);
    }
    expect([...servedBy].sort()).toEqual(['api-1', 'api-2', 'api-3']);
  });

  it('a login made through one instance refreshes through another', async () => {
    const { browser, login } = await member('127.0.0.11');
    let refreshed = null;
    for (let i = 0; i < 6 && !refreshed; i += 1) {
      const answer = await browser.post('/api/auth/refresh');
      expect(answer.status).toBe(201);
      if (answer.servedBy !== login.servedBy) refreshed = answer;
    }
    expect(refreshed).not.toBeNull();
    const me = await browser.get('/api/users/me');
    expect(me.status).toBe(200);
  });

  it('a booking made on one instance reaches an availability stream held on another within a second', async () => {
    const date = day(4);
    const stream = await openStream(port, date, '127.0.0.12');
    try {
      const { browser } = await member('127.0.0.13');
      let crossed = false;
      for (let hour = 9; hour < 21 && !crossed; hour += 1) {
        const next = stream.changed();
        const booked = await browser.post('/api/bookings', { date, startTime: at(hour), hours: 1, court: 1 });
        expect(booked.status).toBe(201);
        const answeredAt = Date.now();
        const arrived = await Promise.race([next, new Promise<null>((resolve) => setTimeout(() => resolve(null), 1000))]);
        expect(arrived, `no change event within 1 s of a booking on ${booked.servedBy}`).not.toBeNull();
        expect(Math.max(0, arrived! - answeredAt)).toBeLessThan(1000);
        crossed = booked.servedBy !== stream.servedBy;
      }
      expect(crossed).toBe(true);
    } finally {
      stream.close();
    }
  });

  it('the owner’s settings change on one instance is served by another on the next request', async () => {
    const { browser } = await member('127.0.0.14', ['owner']);
    const price = 12_345 + Math.floor(Math.random() * 1000);
    const changed = await browser.patch('/api/company-settings', { membershipPrice: price });
    expect(changed.status).toBe(200);
    let other = null;
    for (let i = 0; i < 6 && !other; i += 1) {
      const answer = await browser.get('/api/company-settings');
      expect(answer.json().membershipPrice).toBe(price);
      if (answer.servedBy !== changed.servedBy) other = answer;
    }
    expect(other).not.toBeNull();
  });

  it('the login limit holds per client address as nginx forwards it, whichever instance answers', async () => {
    const attempt = (browser: Browser, n: number) => browser.post('/api/auth/login', { email: `limit${n}@example.com`, password: 'wrong-password-123' });
    const client = new Browser(port, '127.0.0.15');
    const another = new Browser(port, '127.0.0.16');
    browsers.push(client, another);
    const servedBy = new Set<string>();
    for (let i = 0; i < LOGINS_PER_ADDRESS; i += 1) {
      const answer = await attempt(client, i);
      expect(answer.status).toBe(401);
      servedBy.add(answer.servedBy);
    }
    expect(servedBy.size).toBeGreaterThan(1);
    const over = await attempt(client, 99);
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(another, 100)).status).toBe(401);
  });

  it('kill -9 of one instance during a burst of bookings loses no answered or paid booking; nginx routes around it', async () => {
    const date = day(5);
    const members = await Promise.all(Array.from({ length: 16 }, (_, i) => member(`127.0.1.${i + 1}`)));
    const victim = cluster.instances[1];
    let killed = false;

    /** Book one court-hour and pay for it; what each step answered (0: no answer at all). */
    const bookAndPay = async (browser: Browser, court: number, hour: number, delayMs: number) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      const booked = await browser.post('/api/bookings', { date, startTime: at(hour), hours: 1, court }).catch(() => null);
      if (!killed && booked) {
        killed = true; // the first answer is back: the others are in flight on every instance
        victim.process.child.kill('SIGKILL');
      }
      if (booked?.status !== 201) return { booked: booked?.status ?? 0, servedBy: booked?.servedBy };
      const created = booked.json<{ booking: { id: number }; orderId: string; checkoutUrl: string }>();
      const paid = await pay(browser, created.checkoutUrl).catch(() => null);
      return { booked: 201, bookingId: created.booking.id, orderId: created.orderId, paid: paid?.status === 303, servedBy: booked.servedBy };
    };

    const burst = await Promise.all(members.slice(0, 12).map(({ browser }, i) => bookAndPay(browser, (i % 4) + 1, 9 + Math.floor(i / 4), i * 5)));
    expect(killed).toBe(true);
    // Refused answers are 502 (a request nginx had sent to the dead instance is never retried: it is not idempotent).
    for (const outcome of burst) expect([201, 502]).toContain(outcome.booked);
    const answered = burst.filter((outcome) => outcome.booked === 201);
    expect(answered.length).toBeGreaterThan(0);

    // Every booking answered 201 exists; every one paid is confirmed on a paid order.
    const rows = await database.db
      .select()
      .from(bookings)
      .where(
        inArray(
          bookings.id,
          answered.map((outcome) => outcome.bookingId!),
        ),
      );
    expect(rows).toHaveLength(answered.length);
    const paid = answered.filter((outcome) => outcome.paid);
    for (const outcome of paid) {
      const [order] = await database.db.select().from(orders).where(eq(orders.id, outcome.orderId!));
      expect(order.status).toBe('paid');
      expect(rows.find((row) => row.id === outcome.bookingId)!.status).toBe('confirmed');
    }

    // Afterwards nginx sends everything to the two that live: every booking and payment succeeds.
    const after = await Promise.all(members.slice(12).map(({ browser }, i) => bookAndPay(browser, i + 1, 14, 0)));
    for (const outcome of after) {
      expect(outcome).toMatchObject({ booked: 201, paid: true });
      expect(outcome.servedBy).not.toBe(victim.name);
    }
    const health = await Promise.all(Array.from({ length: 6 }, () => members[0].browser.get('/api/health')));
    for (const answer of health) expect(answer.status).toBe(200);
  });
});
