/**
 * npm run bench: throughput (req/s), p50/p99 latency and refused answers of the hot routes under 50
 * concurrent connections, on PostgreSQL (DATABASE_URL's server, or 127.0.0.1:5432, always in a fresh
 * database that is dropped afterwards), then on the embedded database (PGlite; BENCH_PGLITE=false
 * leaves it out). Reads are set beside a bare GET /api/health (no database, no cookie; the median of
 * three runs spread over the session). Writes are set beside PostgreSQL's own write ceiling on the
 * same server in the same run: pgbench's TPC-B-like transaction, run just before them. Each write
 * prints its statements, and the CPU one write costs in Node and in PostgreSQL; then the server's
 * memory, a leak check, and PASS/FAIL lines against the goals (scripts/bench/report.ts).
 *
 * The server runs in this process; the load comes from scripts/bench-load.ts (autocannon) in a
 * child process, so the generator never steals the server's event loop. Availability and the
 * sessions list are measured with 10,000 bookings and again with 1,000,000 (on PGlite: as many as
 * load within a minute). Loopback only; not part of any test. BENCH_SECONDS (default 6) sets each
 * run's length; BENCH_BOOKINGS (default 1,000,000) the large size, to try the bench out quickly.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app.js';
import { testConfig } from '../server/config.js';
import { openDatabase, type DatabaseHandle } from '../server/db/client.js';
import type { LoadResult } from './bench-load.js';
import { fetchFresh, runLoad, type Plan, type Session } from './bench/load.js';
import { rssMb } from './bench/memory.js';
import { freshDatabase, pgbenchAnchor, PostgresCpu, type Anchor } from './bench/postgres.js';
import { printChecks, printTables, type DatabaseReport, type LeakRun, type Row } from './bench/report.js';
import { countStatements, type StatementCounter } from './bench/statements.js';
import { bookingWrite, cancelWrite, courtOrderWrite, dropInWrite, payWrite, programWrite } from './bench/write-targets.js';
import { measureWrite, type WriteContext, type WriteRoute, type WriteRow } from './bench/writes.js';
import {
  HOT_DAYS,
  isoDate,
  LOAD_BUDGET_MS,
  loadHistory,
  loadHistoryWithin,
  loadHotBookings,
  loadVenue,
  logIn,
  MEMBERS,
  settle,
  setUpDropIn,
  setUpPrograms,
} from './bench/venue.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = 50;
const SMALL = 10_000;
const BIG = Number(process.env.BENCH_BOOKINGS ?? 1_000_000);
const WITH_PGLITE = process.env.BENCH_PGLITE !== 'false';
/** Targets per write run: room for 1,500 writes a second. */
const TARGETS = Math.max(2_000, SECONDS * 1_500);
const LEAK_RUNS = 3;

async function main() {
  console.log(
    `Courtside bench: ${CONNECTIONS} connections, ${SECONDS} s per run, load generator in its own process; ` +
      `reads at ${count(SMALL)} and ${count(BIG)} bookings${WITH_PGLITE ? '' : '; PGlite left out (BENCH_PGLITE=false)'}\n`,
  );
  const reports: DatabaseReport[] = [];
  // PostgreSQL first: its memory figures then hold no PGlite heap (WebAssembly memory never shrinks).
  const postgres = await freshDatabase('courtside_bench');
  if (postgres) {
    try {
      reports.push(await benchDatabase('PostgreSQL', () => openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 20 }), postgres.url));
    } finally {
      await postgres.drop();
    }
  } else {
    console.log('PostgreSQL: skipped (no server at DATABASE_URL or 127.0.0.1:5432)\n');
  }
  if (WITH_PGLITE) reports.push(await benchDatabase('PGlite', async () => openDatabase({ kind: 'pglite' }), null));
  printTables(reports);
  printChecks(reports, CONNECTIONS);
}

/** The whole sequence on one database; `postgresUrl` is null for PGlite (no pgbench, no PostgreSQL CPU, the shorter write list). */
async function benchDatabase(name: string, open: () => Promise<DatabaseHandle>, postgresUrl: string | null): Promise<DatabaseReport> {
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
    const memberIds = await loadVenue(database);
    const firstMember = Math.min(...memberIds);
    const hot = await loadHotBookings(database, firstMember);
    let loaded = hot + (await loadHistory(database, firstMember, 0, SMALL - hot));
    await settle(database);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const logins = await logIn(url);
    const [sessions, owner] = [logins.slice(0, MEMBERS), logins[MEMBERS]];
    console.log(`${name}: venue, ${count(loaded)} bookings and ${MEMBERS} logged-in members ready in ${seconds(Date.now() - started)} s`);
    const readyRss = rssMb();
    // Drop-in: a week of sessions listed (at both sizes), and places bought in them.
    const dropIn = await setUpDropIn(app);

    const dates = Array.from({ length: HOT_DAYS }, (_, i) => isoDate(i + 1));
    const plans: Record<string, Plan> = {
      'GET /api/health': { method: 'GET', paths: ['/api/health'] },
      'GET /api/bookings/availability': { method: 'GET', paths: dates.map((date) => `/api/bookings/availability?date=${date}`), sessions },
      'GET /api/programs/sessions': { method: 'GET', paths: [`/api/programs/sessions?kind=drop_in&from=${isoDate(0)}&to=${isoDate(6)}`], sessions },
      'GET /api/company-settings': { method: 'GET', paths: ['/api/company-settings'], sessions },
      'GET /api/app-alert': { method: 'GET', paths: ['/api/app-alert'], sessions },
      'GET /api/bookings/mine': { method: 'GET', paths: ['/api/bookings/mine'], sessions },
    };
    const statements = await readStatements(url, sessions[0], counter, plans);
    const rows: Row[] = [];
    const measure = async (route: string, bookings: number) => {
      const result = await runLoad({ url, connections: CONNECTIONS, seconds: SECONDS, ...plans[route] });
      rows.push({ database: name, route, bookings, result, statements: statements[route] });
      console.log(`  ${route} (${count(bookings)} bookings): ${count(Math.round(result.rps))} req/s, p99 ${result.p99} ms`);
      return result;
    };

    // The ceiling is measured three times (now, after the bulk load, at the end) and its median kept:
    // on a shared 2-core machine one run of it has read anywhere from 9,000 to 20,000 req/s.
    const healthRuns: LoadResult[] = [];
    const measureHealth = async () => {
      const result = await runLoad({ url, connections: CONNECTIONS, seconds: SECONDS, ...plans['GET /api/health'] });
      healthRuns.push(result);
      console.log(`  GET /api/health (run ${healthRuns.length} of 3): ${count(Math.round(result.rps))} req/s, p99 ${result.p99} ms`);
    };
    const healthBookings = loaded;

    await runLoad({ url, connections: 10, seconds: 1, ...plans['GET /api/bookings/availability'] }); // warm up
    await measureHealth();
    await measure('GET /api/bookings/availability', loaded);
    await measure('GET /api/programs/sessions', loaded);

    const bigStarted = Date.now();
    const target = BIG - loaded;
    const added = postgresUrl
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
        ? `${name}: ${count(BIG)} bookings do not load within ${LOAD_BUDGET_MS / 1000} s here; the large runs use ${count(loaded)} (loaded in ${loadSeconds} s).`
        : '';

    await runLoad({ url, connections: 10, seconds: 1, ...plans['GET /api/bookings/availability'] }); // warm up
    await measureHealth();
    for (const route of [
      'GET /api/bookings/availability',
      'GET /api/programs/sessions',
      'GET /api/company-settings',
      'GET /api/app-alert',
      'GET /api/bookings/mine',
    ]) {
      await measure(route, loaded);
    }
    const bigRss = rssMb();
    console.log(
      `  server RSS after the reads at ${count(loaded)} bookings: ${bigRss.mb.toFixed(0)} MB (${readyRss.mb.toFixed(0)} MB when the venue was ready)${bigRss.collected ? ', each after a full GC' : ''}`,
    );

    // Writes: the programs first (their court blocks before any booking run takes the hours), then
    // PostgreSQL's own ceiling, then each write on targets of its own.
    const programs = postgresUrl ? await setUpPrograms(url, owner, Math.ceil(TARGETS / MEMBERS)) : [];
    let anchor: Anchor | null = null;
    if (postgresUrl) {
      anchor = await pgbenchAnchor(CONNECTIONS, SECONDS);
      console.log(
        `  pgbench (TPC-B-like, scale 10, ${CONNECTIONS} clients, 2 threads, prepared, ${SECONDS} s): ${'tps' in anchor ? anchor.line : anchor.skipped}`,
      );
    }
    const context: WriteContext = {
      database: name,
      url,
      connections: CONNECTIONS,
      seconds: SECONDS,
      sessions,
      counter,
      pgCpu: postgresUrl ? new PostgresCpu(postgresUrl) : null,
    };
    const writes: WriteRow[] = [];
    writes.push(await measureWrite(context, bookingWrite(TARGETS)));
    if (postgresUrl) writes.push(await measureWrite(context, courtOrderWrite(TARGETS)));
    writes.push(await measureWrite(context, dropInWrite(dropIn, 12)));
    if (postgresUrl) {
      writes.push(await measureWrite(context, programWrite(programs)));
      writes.push(await measureWrite(context, await payWrite(database, app)));
      await payMore(context, await payWrite(database, app));
      writes.push(await measureWrite(context, await cancelWrite(database, memberIds)));
    }

    await measureHealth();
    const median = [...healthRuns].sort((a, b) => a.rps - b.rps)[1];
    rows.unshift({ database: name, route: 'GET /api/health', bookings: healthBookings, result: median, statements: statements['GET /api/health'] });
    const healthNote = `${name}: GET /api/health ran three times (at the start, after the bulk load, at the end): ${healthRuns.map((run) => count(Math.round(run.rps))).join(', ')} req/s; the table shows the median, the ceiling every read's % is of.`;

    const leak = postgresUrl ? await leakCheck(context, plans['GET /api/bookings/availability']) : [];
    console.log('');
    return { name, rows, writes, anchor, bigSize: loaded, bigRssMb: bigRss.mb, readyRssMb: readyRss.mb, leak, bigNote, healthNote };
  } finally {
    await app.close();
    await database.close();
  }
}

/** Pays for more of the holds left, unmeasured, so that the cancel run has about twice the paid bookings the Pay run made. */
async function payMore(context: WriteContext, pay: WriteRoute) {
  const { url, connections, seconds, sessions } = context;
  const result = await runLoad({
    url,
    connections,
    seconds,
    method: 'POST',
    paths: [],
    sessions,
    targets: pay.targets,
    headers: pay.headers,
    expect: pay.expect,
  });
  console.log(`  (${count(result.ok)} more holds paid, unmeasured, for the cancel run)`);
}

/** The same write and read, LEAK_RUNS times in a row, with the server's RSS (after a GC) after each. */
async function leakCheck(context: WriteContext, read: Plan): Promise<LeakRun[]> {
  const runs: LeakRun[] = [];
  for (let i = 1; i <= LEAK_RUNS; i += 1) {
    const write = await runLoad({
      url: context.url,
      connections: CONNECTIONS,
      seconds: SECONDS,
      method: 'POST',
      paths: [],
      sessions: context.sessions,
      targets: bookingWrite(TARGETS).targets,
    });
    const answer = await runLoad({ url: context.url, connections: CONNECTIONS, seconds: SECONDS, ...read });
    const rss = rssMb();
    runs.push({ rssMb: rss.mb, write, read: answer });
    console.log(
      `  leak check run ${i} of ${LEAK_RUNS}: POST /api/bookings ${count(Math.round(write.rps))} req/s, availability ${count(Math.round(answer.rps))} req/s; RSS ${rss.mb.toFixed(0)} MB`,
    );
  }
  return runs;
}

/** One request of each read, alone: warmed once, then the mean statement count over three. */
async function readStatements(url: string, session: Session, counter: StatementCounter, plans: Record<string, Plan>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [route, plan] of Object.entries(plans)) {
    const send = async () => {
      const response = await fetchFresh(`${url}${plan.paths[0]}`, { method: 'GET', headers: plan.sessions ? { cookie: session.cookie } : {} });
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

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const count = (n: number) => n.toLocaleString('en-CA');

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
