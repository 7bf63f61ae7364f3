/**
 * npm run bench: requests per second and p50/p99 latency of the availability and booking calls
 * under 50 concurrent connections, with 100,000 bookings loaded, on the embedded database (PGlite)
 * and on PostgreSQL (DATABASE_URL's server, or 127.0.0.1:5432, always in a fresh database that is
 * dropped afterwards), beside the same server's GET /api/health as a ceiling. Loopback only; not
 * part of any test. BENCH_SECONDS (default 6) sets each run's length.
 */
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app.js';
import { testConfig } from '../server/config.js';
import { openDatabase, type DatabaseHandle } from '../server/db/client.js';
import { bookingRules, companySettings, users } from '../server/db/schema.js';
import { hashPassword } from '../server/lib/passwords.js';

interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
}
interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  requests?: AutocannonRequest[];
}) => Promise<AutocannonResult>;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = 50;
const MEMBERS = 50;
const BOOKINGS = 100_000;
const COURTS = 12;
const PASSWORD = 'bench-password-2026';
const TIME_ZONE = 'America/Toronto';

interface Row {
  database: string;
  route: string;
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  other: number;
}

async function main() {
  const rows: Row[] = [];
  console.log(`Courtside bench: ${CONNECTIONS} connections, ${SECONDS} s per run, ${BOOKINGS.toLocaleString('en-CA')} bookings loaded\n`);

  rows.push(...(await benchDatabase('PGlite (embedded)', async () => openDatabase({ kind: 'pglite' }))));

  const postgres = await freshPostgres();
  if (postgres) {
    try {
      rows.push(...(await benchDatabase('PostgreSQL', () => openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 20 }))));
    } finally {
      await postgres.drop();
    }
  } else {
    console.log('PostgreSQL: skipped (no server at DATABASE_URL or 127.0.0.1:5432)\n');
  }
  printTable(rows);
}

async function benchDatabase(name: string, open: () => Promise<DatabaseHandle>): Promise<Row[]> {
  const started = Date.now();
  const database = await open();
  const app = await buildApp({
    config: testConfig({ logLevel: 'silent' }),
    database,
    closeDatabase: false,
    distDir: '/nonexistent-dist',
    rateLimits: Object.fromEntries(
      ['loginPerIp', 'loginFailuresPerAccount', 'signupPerIp', 'resetLinkPerIp', 'resetLinkPerAccount', 'resetAttemptPerIp'].map((rule) => [rule, { max: 1_000_000, windowMs: 60_000 }]),
    ),
  });
  try {
    await loadVenue(database);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const sessions = await logIn(url);
    console.log(`${name}: loaded and logged in ${MEMBERS} members in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const dates = Array.from({ length: 60 }, (_, i) => isoDate(i + 1));
    const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];
    const runs: [string, AutocannonRequest][] = [
      ['GET /api/health', { method: 'GET', path: '/api/health' }],
      [
        'GET /api/bookings/availability',
        {
          method: 'GET',
          setupRequest: (request) => ({ ...request, path: `/api/bookings/availability?date=${pick(dates)}`, headers: { cookie: pick(sessions).cookie } }),
        },
      ],
      [
        'POST /api/bookings',
        {
          method: 'POST',
          setupRequest: (request) => {
            const session = pick(sessions);
            const hour = 7 + Math.floor(Math.random() * 15);
            return {
              ...request,
              path: '/api/bookings',
              headers: { cookie: session.cookie, 'x-xsrf-token': session.xsrf, 'content-type': 'application/json' },
              body: JSON.stringify({ date: isoDate(1 + Math.floor(Math.random() * 364)), startTime: `${String(hour).padStart(2, '0')}:00`, hours: 1, court: 'any' }),
            };
          },
        },
      ],
    ];
    await autocannon({ url, connections: 10, duration: 1, requests: [runs[1][1]] }); // warm up
    const rows: Row[] = [];
    for (const [route, request] of runs) {
      const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests: [request] });
      rows.push({ database: name, route, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, ok: result['2xx'], other: result.non2xx + result.errors + result.timeouts });
      console.log(`  ${route}: ${Math.round(result.requests.average)} req/s`);
    }
    console.log('');
    return rows;
  } finally {
    await app.close();
    await database.close();
  }
}

/** 12 courts, open 07:00–22:00, a year's booking window, and 100,000 confirmed bookings spread over three years. */
async function loadVenue(database: DatabaseHandle) {
  const { db } = database;
  const days = Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((day) => [[`${day}OpeningTimeInMins`, 420], [`${day}ClosingTimeInMins`, 1320]]),
  );
  await db
    .update(companySettings)
    .set({ numberOfCourts: COURTS, maxNumberOfOnlineOpenCourtsShown: COURTS, defaultOneHourRentalPrice: 3000, memberOneHourRentalPrice: 2000, userBookingWindowDays: 365, timeZone: TIME_ZONE, ...days });
  await db.update(bookingRules).set({ maxUpcomingBookingsPerMember: 1000 });
  // About half of every court-hour from two years ago to a year ahead, at real venue wall-clock hours.
  await db.execute(sql`
    insert into bookings (court, starts_at, ends_at, status, source, price_cents, walk_in_name)
    select court, starts_at, starts_at + interval '1 hour', 'confirmed', 'desk', 3000, 'Bench'
    from (
      select c as court, ((current_date + d) + make_time(h, 0, 0)) at time zone ${TIME_ZONE} as starts_at
      from generate_series(-730, 364) d, generate_series(7, 21) h, generate_series(1, ${COURTS}) c
      where abs(hashtext(d || ':' || h || ':' || c)) % 100 < 51
    ) slots
    limit ${BOOKINGS}`);
  await db.execute(sql`analyze bookings`);
  const passwordHash = await hashPassword(PASSWORD);
  await db.insert(users).values(
    Array.from({ length: MEMBERS }, (_, i) => ({ email: `bench${i}@example.com`, passwordHash, firstName: 'Bench', lastName: `Member${i}` })),
  );
}

async function logIn(url: string) {
  return Promise.all(
    Array.from({ length: MEMBERS }, async (_, i) => {
      // Like the SPA: a first GET arms the anonymous CSRF token the login must present.
      const armed = await fetch(`${url}/api/company-settings`);
      const anonymous = armed.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).find((cookie) => cookie.startsWith('XSRF-TOKEN='))!;
      const response = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: anonymous, 'x-xsrf-token': anonymous.slice('XSRF-TOKEN='.length) },
        body: JSON.stringify({ email: `bench${i}@example.com`, password: PASSWORD }),
      });
      if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
      const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
      const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length);
      return { cookie: cookies.filter((cookie) => !cookie.startsWith('refresh_token=')).join('; '), xsrf };
    }),
  );
}

/** A new database on the configured server, or null when there is no server to reach. */
async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const server = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const admin = new URL(server);
  admin.pathname = '/postgres';
  const name = `courtside_bench_${Date.now()}`;
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch {
    return null;
  }
  await client.query(`create database "${name}"`);
  await client.end();
  const target = new URL(server);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: admin.toString() });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

function isoDate(daysAhead: number) {
  const zoned = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  return zoned.format(new Date(Date.now() + daysAhead * 86_400_000));
}

function printTable(rows: Row[]) {
  const header = ['Database', 'Route', 'req/s', 'p50 ms', 'p99 ms', '2xx', 'other'];
  const body = rows.map((row) => [row.database, row.route, Math.round(row.rps).toLocaleString('en-CA'), String(row.p50), String(row.p99), row.ok.toLocaleString('en-CA'), row.other.toLocaleString('en-CA')]);
  const widths = header.map((title, i) => Math.max(title.length, ...body.map((cells) => cells[i].length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const cells of body) console.log(line(cells));
  console.log('\n"other": non-2xx answers (a booking whose hour is full answers 409), errors and timeouts.');
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });

