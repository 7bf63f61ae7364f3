/**
 * npm run profile:write: where a write's Node CPU goes. Builds the app as `npm run bench` does (compiled
 * serialisers, silent log) on a fresh PostgreSQL database (DATABASE_URL's server or 127.0.0.1:5432,
 * dropped afterwards), with the bench's venue and members, then sends PROFILE_WRITES (default 2,000)
 * court bookings on distinct slots through app.inject, 10 at a time, after 200 to warm up. Prints the
 * process CPU per write and each drizzle statement's build time per write; with PROFILE_OUT=file.cpuprofile
 * it also records a V8 CPU profile of the measured part and prints its top self times (PROFILE_TOP,
 * default 30). PROFILE_ROUTE=orders sends one-court `POST /api/orders` instead. app.inject leaves out
 * the HTTP parsing and sockets of a real client: the bench's figures are higher. Loopback only.
 */
import { writeFileSync } from 'node:fs';
import { Session as Inspector } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app.js';
import { testConfig } from '../server/config.js';
import { openDatabase } from '../server/db/client.js';
import { freshDatabase } from './bench/postgres.js';
import { selfTimes, watchBuilds } from './support/write-profile.js';
import { courtChoice, HOT_DAYS, HOURS, loadHotBookings, loadVenue, logIn, MEMBERS, settle } from './bench/venue.js';

const WRITES = Number(process.env.PROFILE_WRITES ?? 2_000);
const ORDERS = process.env.PROFILE_ROUTE === 'orders';
const OUT = process.env.PROFILE_OUT;
const TOP = Number(process.env.PROFILE_TOP ?? 30);
const WARM_UP = 200;
const CONCURRENCY = 10;

async function main() {
  const target = await freshDatabase('courtside_profile');
  if (!target) throw new Error('no PostgreSQL server at DATABASE_URL or 127.0.0.1:5432');
  const database = await openDatabase({ kind: 'postgres', url: target.url, poolSize: 20 });
  const app = await buildApp({
    config: testConfig({ logLevel: 'silent', responseSerialization: 'compiled' }),
    database,
    closeDatabase: false,
    distDir: '/nonexistent-dist',
    // 51 logins from one address in a moment, as the bench makes them.
    rateLimits: { loginPerIp: { max: 1_000, windowMs: 60_000 } },
  });
  try {
    const members = await loadVenue(database);
    await loadHotBookings(database, Math.min(...members));
    await settle(database);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const sessions = (await logIn(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`)).slice(0, MEMBERS);
    // Past the hot days, one body per court-hour: never a conflict, built before the clock starts.
    const bodies: string[] = [];
    for (let day = HOT_DAYS + 2; day < 365; day += 1) {
      for (let hour = 7; hour < 7 + HOURS; hour += 1) {
        const choice = courtChoice(day, hour);
        bodies.push(JSON.stringify(ORDERS ? { lines: [{ product: 'court_booking', ...choice }] } : choice));
      }
    }
    let sent = 0;
    const run = async (count: number) => {
      const end = sent + count;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (sent < end) {
            const i = sent++;
            const session = sessions[i % MEMBERS];
            const response = await app.inject({
              method: 'POST',
              url: ORDERS ? '/api/orders' : '/api/bookings',
              headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-xsrf-token': session.xsrf },
              payload: bodies[i % bodies.length],
            });
            if (response.statusCode >= 300) throw new Error(`write answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
          }
        }),
      );
    };
    await run(WARM_UP);

    const builds = await watchBuilds();
    const inspector = new Inspector();
    if (OUT) {
      inspector.connect();
      await inspector.post('Profiler.enable');
      await inspector.post('Profiler.setSamplingInterval', { interval: 100 });
      await inspector.post('Profiler.start');
    }
    const cpu = process.cpuUsage();
    const started = Date.now();
    await run(WRITES);
    const used = process.cpuUsage(cpu);
    const elapsed = Date.now() - started;
    builds.stop();
    console.log(
      `${ORDERS ? 'POST /api/orders (one court)' : 'POST /api/bookings'}: ${WRITES} writes in ${elapsed} ms, ` +
        `Node CPU per write ${((used.user + used.system) / 1000 / WRITES).toFixed(2)} ms${OUT ? ' (profiler on)' : ''}`,
    );
    console.log('drizzle statement builds (ms per write, calls, statement):');
    for (const [statement, { calls, ms }] of builds.byStatement()) console.log(`  ${(ms / WRITES).toFixed(3)}  ${calls}  ${statement}`);
    if (OUT) {
      const { profile } = await inspector.post('Profiler.stop');
      writeFileSync(OUT, JSON.stringify(profile));
      console.log(`profile written to ${OUT}; top self times of the busy part:`);
      for (const line of selfTimes(profile, TOP)) console.log(`  ${line}`);
    }
  } finally {
    await app.close();
    await database.close();
    await target.drop();
  }
}

await main();
