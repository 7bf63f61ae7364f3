/**
 * npm run bench: throughput (req/s), p50/p99 latency and non-2xx answers of the hot routes under 50
 * concurrent connections, on the embedded database (PGlite) and on PostgreSQL (DATABASE_URL's
 * server, or 127.0.0.1:5432, always in a fresh database that is dropped afterwards), beside a bare
 * GET /api/health (no database, no cookie; the median of three runs spread over the session) as the
 * ceiling; then each route's share of that ceiling as PASS/FAIL lines, and the number of SQL
 * statements one request of each route runs.
 *
 * The server runs in this process; the load comes from scripts/bench-load.ts (autocannon) in a
 * child process, so the generator never steals the server's event loop. Availability is measured
 * with 10,000 bookings and again with 1,000,000 (on PGlite: as many as load within a minute).
 * Loopback only; not part of any test. BENCH_SECONDS (default 6) sets each run's length.
 */
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app.js';
import { testConfig } from '../server/config.js';
import { openDatabase, type DatabaseHandle } from '../server/db/client.js';
import { bookingRules, companySettings, users } from '../server/db/schema.js';
import { hashPassword } from '../server/lib/passwords.js';
import type { LoadPlan, LoadResult } from './bench-load.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = 50;
const MEMBERS = 50;
const SMALL = 10_000;
const BIG = 1_000_000;
/** PGlite loads row sets of this size until the next would end past LOAD_BUDGET_MS. */
const PGLITE_CHUNK = 100_000;
const LOAD_BUDGET_MS = 60_000;
const COURTS = 12;
const HOURS = 15; // 07:00–22:00
const SLOTS_PER_DAY = COURTS * HOURS;
/** Days ahead whose availability is asked for; they are about half booked at either size. */
const HOT_DAYS = 60;
const PASSWORD = 'bench-password-2026';
const TIME_ZONE = 'America/Toronto';
const LOAD_SCRIPT = fileURLToPath(new URL('./bench-load.ts', import.meta.url));

type Session = { cookie: string; xsrf: string };
type Plan = Omit<LoadPlan, 'url' | 'connections' | 'seconds'>;

interface Row {
  database: string;
  route: string;
  bookings: number;
  result: LoadResult;
  statements: number;
}

interface DatabaseReport {
  name: string;
  rows: Row[];
  bigSize: number;
  bigNote: string;
  healthNote: string;
}

async function main() {
  console.log(
    `Courtside bench: ${CONNECTIONS} connections, ${SECONDS} s per run, load generator in its own process; ` +
      `availability at ${SMALL.toLocaleString('en-CA')} and ${BIG.toLocaleString('en-CA')} bookings\n`,
  );
  const reports: DatabaseReport[] = [];
  reports.push(await benchDatabase('PGlite', async () => openDatabase({ kind: 'pglite' }), 'chunked'));

  const postgres = await freshPostgres();
  if (postgres) {
    try {
      reports.push(await benchDatabase('PostgreSQL', () => openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 20 }), 'one-statement'));
    } finally {
      await postgres.drop();
    }
  } else {
    console.log('PostgreSQL: skipped (no server at DATABASE_URL or 127.0.0.1:5432)\n');
  }
  printTable(reports.flatMap((report) => report.rows));
  for (const report of reports) console.log(report.healthNote);
  for (const report of reports) if (report.bigNote) console.log(report.bigNote);
  console.log('');
  printChecks(reports);
}

async function benchDatabase(name: string, open: () => Promise<DatabaseHandle>, loading: 'chunked' | 'one-statement'): Promise<DatabaseReport> {
  const started = Date.now();
  const database = await open();
  const counter = countStatements(database);
  const app = await buildApp({
    // As production answers: compiled serialisers, no per-answer check against the Zod schemas.
    config: testConfig({ logLevel: 'silent', responseSerialization: 'compiled' }),
    database,
    closeDatabase: false,
    distDir: '/nonexistent-dist',
    rateLimits: Object.fromEntries(
      ['loginPerIp', 'loginFailuresPerAccount', 'signupPerIp', 'resetLinkPerIp', 'resetLinkPerAccount', 'resetAttemptPerIp'].map((rule) => [
        rule,
        { max: 1_000_000, windowMs: 60_000 },
      ]),
    ),
  });
  try {
    const firstMember = await loadVenue(database);
    const hot = await loadHotBookings(database, firstMember);
    let loaded = hot + (await loadHistory(database, firstMember, 0, SMALL - hot));
    await settle(database);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const sessions = await logIn(url);
    console.log(`${name}: venue, ${loaded.toLocaleString('en-CA')} bookings and ${MEMBERS} logged-in members ready in ${seconds(Date.now() - started)} s`);

    const dates = Array.from({ length: HOT_DAYS }, (_, i) => isoDate(i + 1));
    const plans: Record<string, Plan> = {
      'GET /api/health': { method: 'GET', paths: ['/api/health'] },
      'GET /api/bookings/availability': { method: 'GET', paths: dates.map((date) => `/api/bookings/availability?date=${date}`), sessions },
      'GET /api/company-settings': { method: 'GET', paths: ['/api/company-settings'], sessions },
      'GET /api/app-alert': { method: 'GET', paths: ['/api/app-alert'], sessions },
      'GET /api/bookings/mine': { method: 'GET', paths: ['/api/bookings/mine'], sessions },
      'POST /api/bookings': {
        method: 'POST',
        paths: ['/api/bookings'],
        sessions,
        bodies: Array.from({ length: 5_000 }, () => bookingBody(1 + Math.floor(Math.random() * 364), 7 + Math.floor(Math.random() * HOURS))),
      },
    };
    const rows: Row[] = [];
    const measure = async (route: string, bookings: number) => {
      const result = await runLoad({ url, connections: CONNECTIONS, seconds: SECONDS, ...plans[route] });
      const row = { database: name, route, bookings, result, statements: NaN };
      rows.push(row);
      console.log(`  ${route} (${bookings.toLocaleString('en-CA')} bookings): ${Math.round(result.rps).toLocaleString('en-CA')} req/s, p99 ${result.p99} ms`);
      return row;
    };

    // The ceiling is measured three times (now, after the bulk load, at the end) and its median kept:
    // on a shared 2-core machine one run of it has read anywhere from 9,000 to 20,000 req/s.
    const healthRuns: LoadResult[] = [];
    const measureHealth = async () => {
      const result = await runLoad({ url, connections: CONNECTIONS, seconds: SECONDS, ...plans['GET /api/health'] });
      healthRuns.push(result);
      console.log(`  GET /api/health (run ${healthRuns.length} of 3): ${Math.round(result.rps).toLocaleString('en-CA')} req/s, p99 ${result.p99} ms`);
    };
    const healthBookings = loaded;

    await runLoad({ url, connections: 10, seconds: 1, ...plans['GET /api/bookings/availability'] }); // warm up
    await measureHealth();
    await measure('GET /api/bookings/availability', loaded);

    const bigStarted = Date.now();
    const target = BIG - loaded;
    const added =
      loading === 'one-statement'
        ? await loadHistory(database, firstMember, loaded - hot, target)
        : await loadHistoryWithin(database, firstMember, loaded - hot, target);
    loaded += added;
    const loadSeconds = seconds(Date.now() - bigStarted);
    const settleStarted = Date.now();
    await settle(database);
    console.log(
      `  loaded ${count(added)} more bookings (${count(loaded)} in all) in ${loadSeconds} s, vacuumed and analysed in ${seconds(Date.now() - settleStarted)} s`,
    );
    const bigNote =
      loaded < BIG
        ? `${name}: ${BIG.toLocaleString('en-CA')} bookings do not load within ${LOAD_BUDGET_MS / 1000} s here; the large runs use ${loaded.toLocaleString('en-CA')} (loaded in ${loadSeconds} s).`
        : '';

    await runLoad({ url, connections: 10, seconds: 1, ...plans['GET /api/bookings/availability'] }); // warm up
    await measureHealth();
    // Drop-in: a week of sessions listed, and places bought in them (orders held, as at checkout).
    const dropIn = await setUpDropIn(app);
    plans['GET /api/programs/sessions'] = { method: 'GET', paths: [`/api/programs/sessions?kind=drop_in&from=${isoDate(0)}&to=${isoDate(6)}`], sessions };
    plans['POST /api/orders (drop-in)'] = {
      method: 'POST',
      paths: ['/api/orders'],
      sessions,
      bodies: dropIn.map((sessionId) => JSON.stringify({ lines: [{ product: 'program_registration', sessionId, participantId: 'self' }] })),
    };
    // Counted before the booking run, so the bookings it counts find their hour free.
    const statements = await statementsPerRequest(url, sessions[0], counter, plans);
    for (const route of [
      'GET /api/bookings/availability',
      'GET /api/company-settings',
      'GET /api/app-alert',
      'GET /api/bookings/mine',
      'POST /api/bookings',
      'GET /api/programs/sessions',
      'POST /api/orders (drop-in)',
    ]) {
      await measure(route, loaded);
    }
    await measureHealth();
    const median = [...healthRuns].sort((a, b) => a.rps - b.rps)[1];
    rows.unshift({ database: name, route: 'GET /api/health', bookings: healthBookings, result: median, statements: NaN });
    const healthNote = `${name}: GET /api/health ran three times (at the start, after the bulk load, at the end): ${healthRuns.map((run) => count(Math.round(run.rps))).join(', ')} req/s; the table shows the median, the ceiling every % is of.`;

    for (const row of rows) row.statements = statements[row.route];
    console.log('');
    return { name, rows, bigSize: loaded, bigNote, healthNote };
  } finally {
    await app.close();
    await database.close();
  }
}

/** Runs one load in a child process (scripts/bench-load.ts under tsx) and reads its result. */
function runLoad(plan: LoadPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', LOAD_SCRIPT], { stdio: ['pipe', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const last = output.trim().split('\n').at(-1);
      if (code !== 0 || !last) reject(new Error(`load generator exited with ${code}: ${output}`));
      else resolve(JSON.parse(last) as LoadResult);
    });
    child.stdin.end(JSON.stringify(plan));
  });
}

interface StatementCounter {
  count: number;
}

/**
 * Counts the statements the server sends, by wrapping the database handle's query methods: PGlite's
 * query/exec and its transactions (BEGIN and COMMIT or ROLLBACK count too), or every query of every
 * client the node-postgres pool hands out (pool.query goes through pool.connect).
 */
function countStatements(handle: DatabaseHandle): StatementCounter {
  const counter = { count: 0 };
  type Method = (...args: unknown[]) => unknown;
  const wrap = <T extends object>(target: T, names: string[]) => {
    for (const name of names) {
      const original = (target as Record<string, Method>)[name];
      (target as Record<string, Method>)[name] = function (this: unknown, ...args: unknown[]) {
        counter.count += 1;
        return original.apply(this, args);
      };
    }
  };
  const client = (handle.db as unknown as { $client: Record<string, Method> }).$client;
  if (handle.kind === 'pglite') {
    wrap(client, ['query', 'exec']);
    const transaction = client.transaction;
    client.transaction = function (this: unknown, ...args: unknown[]) {
      const [callback, ...rest] = args as [(tx: object) => unknown, ...unknown[]];
      counter.count += 2; // BEGIN, then COMMIT or ROLLBACK
      const counted = (tx: object) =>
        callback(
          new Proxy(tx, {
            get(target, property, receiver) {
              const value: unknown = Reflect.get(target, property, receiver);
              if (typeof value !== 'function' || !['query', 'exec', 'sql'].includes(String(property))) return value;
              return (...callArgs: unknown[]) => {
                counter.count += 1;
                return (value as Method).apply(target, callArgs);
              };
            },
          }),
        );
      return transaction.apply(this, [counted, ...rest]);
    };
    return counter;
  }
  const wrapped = new WeakSet<object>();
  const wrapClient = (pooled: unknown) => {
    if (pooled && typeof pooled === 'object' && !wrapped.has(pooled)) {
      wrapped.add(pooled);
      wrap(pooled, ['query']);
    }
    return pooled;
  };
  const connect = client.connect;
  client.connect = function (this: unknown, ...args: unknown[]) {
    const callback = args[0] as ((error: unknown, pooled: unknown, release: unknown) => void) | undefined;
    if (typeof callback === 'function') {
      return connect.call(this, (error: unknown, pooled: unknown, release: unknown) => callback(error, wrapClient(pooled), release));
    }
    return (connect.call(this) as Promise<unknown>).then(wrapClient);
  };
  return counter;
}

/** One request of each route, alone: warmed once, then the mean statement count over three. */
async function statementsPerRequest(url: string, session: Session, counter: StatementCounter, plans: Record<string, Plan>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  let day = HOT_DAYS + 1; // past the half-booked days: each counted booking finds its hour free
  for (const [route, plan] of Object.entries(plans)) {
    let next = 0;
    // Court bookings each find a free hour; other posts take their bodies in turn (a drop-in place per session).
    const body = () => (route === 'POST /api/bookings' ? bookingBody(day++, 12) : plan.bodies![next++ % plan.bodies!.length]);
    const send = async () => {
      const path = plan.paths[0];
      const post = plan.method === 'POST';
      const headers: Record<string, string> = plan.sessions ? { cookie: session.cookie } : {};
      if (post) Object.assign(headers, { 'x-xsrf-token': session.xsrf, 'content-type': 'application/json' });
      const response = await fetchFresh(`${url}${path}`, { method: plan.method, headers, body: post ? body() : undefined });
      const answer = await response.text();
      if (response.status >= 300) throw new Error(`${route} answered ${response.status} while counting statements: ${answer.slice(0, 300)}`);
    };
    await send();
    const before = counter.count;
    for (let i = 0; i < 3; i += 1) await send();
    counts[route] = (counter.count - before) / 3;
  }
  return counts;
}

/**
 * fetch, once more on a connection reset: PGlite's bulk load blocks this process's event loop for
 * tens of seconds, so the server ends idle keep-alive sockets only after the loop is free again, and
 * fetch may pick one up just before its close arrives. A reset socket carried no request, so the
 * retry is never a second request (or a second count).
 */
async function fetchFresh(input: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    if (cause?.code !== 'ECONNRESET') throw error;
    return fetch(input, init);
  }
}

function bookingBody(daysAhead: number, hour: number) {
  return JSON.stringify({ date: isoDate(daysAhead), startTime: `${String(hour).padStart(2, '0')}:00`, hours: 1, court: 'any' });
}

/** 12 courts open 07:00–22:00, a year's booking window, an alert, and the members; answers the first member's id. */
async function loadVenue(database: DatabaseHandle): Promise<number> {
  const { db } = database;
  const days = Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((day) => [
      [`${day}OpeningTimeInMins`, 420],
      [`${day}ClosingTimeInMins`, 1320],
    ]),
  );
  await db.update(companySettings).set({
    numberOfCourts: COURTS,
    maxNumberOfOnlineOpenCourtsShown: COURTS,
    defaultOneHourRentalPrice: 3000,
    memberOneHourRentalPrice: 2000,
    userBookingWindowDays: 365,
    timeZone: TIME_ZONE,
    ...days,
  });
  await db.update(bookingRules).set({ maxUpcomingBookingsPerMember: 1000 });
  await db.execute(sql`insert into app_alert (id, message, severity) values (1, 'Courts 3 and 4 are resurfaced this week.', 'info')`);
  const passwordHash = await hashPassword(PASSWORD);
  const members = await db
    .insert(users)
    .values(Array.from({ length: MEMBERS }, (_, i) => ({ email: `bench${i}@example.com`, passwordHash, firstName: 'Bench', lastName: `Member${i}` })))
    .returning({ id: users.id });
  return Math.min(...members.map((member) => member.id));
}

const venueToday = sql`(now() at time zone ${TIME_ZONE})::date`;

/** About half of every court-hour from today to HOT_DAYS ahead; one in twenty belongs to a member. Answers the count. */
async function loadHotBookings(database: DatabaseHandle, firstMember: number): Promise<number> {
  const rows = await database.db.execute<{ n: number }>(sql`
    with inserted as (
      insert into bookings (court, starts_at, ends_at, status, source, price_cents, walk_in_name, user_id)
      select court, starts_at, starts_at + interval '1 hour', 'confirmed', 'desk', 3000,
             case when member is null then 'Bench' end, member
      from (
        select c as court, ((${venueToday} + d) + make_time(h, 0, 0)) at time zone ${TIME_ZONE} as starts_at,
               case when abs(hashtext(d || '/' || h || '/' || c)) % 20 = 0 then ${firstMember}::int + abs(hashtext(c || '/' || d || '/' || h)) % ${MEMBERS} end as member
        from generate_series(0, ${HOT_DAYS}) d, generate_series(7, ${6 + HOURS}) h, generate_series(1, ${COURTS}) c
        where abs(hashtext(d || ':' || h || ':' || c)) % 100 < 50
      ) slots
      returning 1
    )
    select count(*)::int as n from inserted`);
  return Number(rowsOf<{ n: number }>(rows)[0].n);
}

/**
 * `count` past bookings in one INSERT … SELECT generate_series, continuing backwards from yesterday
 * after the `from` history rows already there (every court-hour booked; one in a hundred a member's).
 */
async function loadHistory(database: DatabaseHandle, firstMember: number, from: number, count: number): Promise<number> {
  if (count <= 0) return 0;
  await database.db.execute(sql`
    insert into bookings (court, starts_at, ends_at, status, source, price_cents, walk_in_name, user_id)
    select 1 + i % ${COURTS}, starts_at, starts_at + interval '1 hour', 'confirmed', 'desk', 3000,
           case when i % 100 <> 0 then 'Bench' end, case when i % 100 = 0 then ${firstMember}::int + (i / 100) % ${MEMBERS} end
    from (
      select i, ((${venueToday} - 1 - i / ${SLOTS_PER_DAY}) + make_time(7 + (i % ${SLOTS_PER_DAY}) / ${COURTS}, 0, 0)) at time zone ${TIME_ZONE} as starts_at
      from generate_series(${from}::int, ${from + count - 1}::int) i
    ) rows`);
  return count;
}

/** PGlite: history in row sets of PGLITE_CHUNK, stopping before a set that would end past the budget. */
async function loadHistoryWithin(database: DatabaseHandle, firstMember: number, from: number, count: number): Promise<number> {
  const started = Date.now();
  let added = 0;
  let slowest = 0;
  while (added < count) {
    // Each set is slower than the last (the indexes grow): a quarter's margin on the slowest so far.
    if (added > 0 && Date.now() - started + slowest * 1.25 > LOAD_BUDGET_MS) break;
    const chunkStarted = Date.now();
    added += await loadHistory(database, firstMember, from + added, Math.min(PGLITE_CHUNK, count - added));
    slowest = Math.max(slowest, Date.now() - chunkStarted);
  }
  return added;
}

/** A table in steady state, as autovacuum leaves it: fresh statistics, visibility map set (and no autovacuum during the runs). */
async function settle(database: DatabaseHandle) {
  await database.db.execute(sql`vacuum (analyze) bookings`);
}

function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

async function logIn(url: string): Promise<Session[]> {
  return Promise.all(
    Array.from({ length: MEMBERS }, async (_, i) => {
      // Like the SPA: a first GET arms the anonymous CSRF token the login must present.
      const armed = await fetch(`${url}/api/company-settings`);
      const anonymous = armed.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .find((cookie) => cookie.startsWith('XSRF-TOKEN='))!;
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

/**
 * A drop-in every evening on every court, 20:00–21:00 with 12 players a court, its sessions
 * generated 8 weeks ahead wherever the half-booked hot days leave that court-hour free (about half of
 * them: one court an hour is what such a venue can fit). Returns the ids of the sessions with places.
 */
async function setUpDropIn(app: Awaited<ReturnType<typeof buildApp>>): Promise<number[]> {
  const skipped = new Map<string, number>();
  for (let weekday = 0; weekday < 7; weekday += 1) {
    for (let court = 1; court <= COURTS; court += 1) {
      const made = await app.programSchedule.createTemplate({
        title: { en: 'Bench drop-in', fr: null },
        level: `Court ${court}`,
        weekday,
        startTime: '20:00',
        endTime: '21:00',
        courts: [court],
        playersPerCourt: 12,
        memberPriceCents: 800,
        nonMemberPriceCents: 1200,
        opensDaysBefore: 60,
        cancellationCutoffHours: 24,
      });
      for (const skip of made.skipped) skipped.set(skip.reason, (skipped.get(skip.reason) ?? 0) + 1);
    }
  }
  const list = await app.inject({ method: 'GET', url: `/api/programs/sessions?kind=drop_in&from=${isoDate(1)}&to=${isoDate(56)}` });
  const ids = list
    .json<{ items: { id: number; spotsLeft: number }[] }>()
    .items.filter((item) => item.spotsLeft > 0)
    .map((item) => item.id);
  console.log(
    `  drop-in: ${ids.length} sessions of 12 places from tomorrow to 8 weeks ahead (dates skipped: ${[...skipped].map(([reason, n]) => `${reason} ${n}`).join(', ') || 'none'})`,
  );
  return ids;
}

function isoDate(daysAhead: number) {
  const zoned = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  return zoned.format(new Date(Date.now() + daysAhead * 86_400_000));
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const count = (n: number) => n.toLocaleString('en-CA');

function healthOf(rows: Row[], database: string) {
  return rows.find((row) => row.database === database && row.route === 'GET /api/health')!.result.rps;
}

function printTable(rows: Row[]) {
  const header = ['Database', 'Route', 'bookings', 'req/s', '% health', 'p50 ms', 'p99 ms', '2xx', 'non-2xx', 'err+timeout', 'SQL/req'];
  const body = rows.map((row) => [
    row.database,
    row.route,
    count(row.bookings),
    count(Math.round(row.result.rps)),
    `${((100 * row.result.rps) / healthOf(rows, row.database)).toFixed(0)} %`,
    String(row.result.p50),
    String(row.result.p99),
    count(row.result.ok),
    count(row.result.non2xx),
    count(row.result.errors + row.result.timeouts),
    Number.isInteger(row.statements) ? String(row.statements) : row.statements.toFixed(1),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...body.map((cells) => cells[i].length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const cells of body) console.log(line(cells));
  console.log(
    '\nnon-2xx: a booking whose hour is full answers 409. SQL/req: statements one request runs, alone, counted at the database handle ' +
      '(BEGIN and COMMIT included). Figures mean something only on an otherwise idle machine.',
  );
}

/** The performance targets (share of health, p99, statement budgets) are set for PostgreSQL; PGlite's lines are for information. */
function printChecks(reports: DatabaseReport[]) {
  for (const report of reports) {
    const rows = report.rows;
    const health = healthOf(rows, report.name);
    const availability = rows.filter((row) => row.route === 'GET /api/bookings/availability');
    const [small, big] = [availability[0], availability[availability.length - 1]];
    const booking = rows.find((row) => row.route === 'POST /api/bookings')!;
    const share = (row: Row) => (100 * row.result.rps) / health;
    const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
    const label = report.name === 'PostgreSQL' ? report.name : `${report.name} (information: the targets are PostgreSQL's)`;
    console.log(`${label}:`);
    for (const row of [small, big]) {
      console.log(`  ${verdict(share(row) >= 50)}  availability at ${count(row.bookings)} bookings is ${share(row).toFixed(0)} % of health (≥ 50 %)`);
      console.log(
        `  ${verdict(row.result.p99 <= 20)}  availability at ${count(row.bookings)} bookings has p99 ${row.result.p99} ms at ${CONNECTIONS} connections (≤ 20 ms)`,
      );
    }
    console.log(`  ${verdict(share(booking) >= 20)}  POST /api/bookings is ${share(booking).toFixed(0)} % of health (≥ 20 %)`);
    // The statement budgets, counted alone (see the table's SQL/req).
    console.log(`  ${verdict(small.statements <= 1)}  availability runs ${small.statements} statement${small.statements === 1 ? '' : 's'} (≤ 1)`);
    console.log(`  ${verdict(booking.statements <= 12)}  POST /api/bookings runs ${booking.statements} statements (≤ 12)`);
    const drift = (100 * (big.result.rps - small.result.rps)) / small.result.rps;
    console.log(
      `  ${verdict(Math.abs(drift) <= 10)}  availability at ${count(big.bookings)} bookings is within 10 % of ${count(small.bookings)} (${drift >= 0 ? '+' : ''}${drift.toFixed(1)} % req/s)`,
    );
  }
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
