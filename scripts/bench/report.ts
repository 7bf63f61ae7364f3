import type { LoadResult } from '../bench-load.js';
import type { Anchor } from './postgres.js';
import { fixed, statusList, type WriteRow } from './writes.js';

export interface Row {
  database: string;
  route: string;
  bookings: number;
  result: LoadResult;
  statements: number;
}

export interface LeakRun {
  rssMb: number;
  write: LoadResult;
  read: LoadResult;
}

export interface DatabaseReport {
  name: string;
  rows: Row[];
  writes: WriteRow[];
  anchor: Anchor | null;
  bigSize: number;
  bigRssMb: number;
  /** When the venue was ready, before the large load. */
  readyRssMb: number;
  leak: LeakRun[];
  bigNote: string;
  healthNote: string;
}

// The goals of issue 28, measured on PostgreSQL.
const GOALS = { readShare: 50, readP99: 20, writeShare: 25, nodeCpuMs: 1.5, pgCpuMs: 2, writeP99: 100, leakGrowth: 10 };

const count = (n: number) => n.toLocaleString('en-CA');
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

function table(header: string[], body: string[][], leftColumns: number) {
  const widths = header.map((title, i) => Math.max(title.length, ...body.map((cells) => cells[i].length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i < leftColumns ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const cells of body) console.log(line(cells));
}

const healthOf = (report: DatabaseReport) => report.rows.find((row) => row.route === 'GET /api/health')!.result.rps;
const tpsOf = (report: DatabaseReport) => (report.anchor && 'tps' in report.anchor ? report.anchor.tps : null);

/** pgbench beside the writes: its transactions a second, mean latency (it prints no percentiles) and PostgreSQL's CPU per transaction. */
function anchorRow(report: DatabaseReport): string[][] {
  const anchor = report.anchor;
  if (!anchor || !('tps' in anchor)) return [];
  const mean = `${anchor.latencyMs.toFixed(0)} mean`;
  const pg = anchor.pgCpuMs === null ? 'n/a' : anchor.pgCpuMs.toFixed(2);
  return [[report.name, 'pgbench TPC-B-like (the anchor)', '', count(Math.round(anchor.tps)), '100 %', mean, '', count(anchor.processed), '', '', '7', '', pg]];
}

export function printTables(reports: DatabaseReport[]) {
  console.log('Reads, each against GET /api/health');
  table(
    ['Database', 'Route', 'bookings', 'req/s', '% health', 'p50 ms', 'p99 ms', '2xx', 'non-2xx', 'err+timeout', 'SQL/req'],
    reports.flatMap((report) =>
      report.rows.map((row) => [
        row.database,
        row.route,
        count(row.bookings),
        count(Math.round(row.result.rps)),
        `${((100 * row.result.rps) / healthOf(report)).toFixed(0)} %`,
        String(row.result.p50),
        String(row.result.p99),
        count(row.result.ok),
        count(row.result.non2xx),
        count(row.result.errors + row.result.timeouts),
        fixed(row.statements),
      ]),
    ),
    2,
  );
  console.log('\nWrites, each against pgbench on the same server in the same run (PostgreSQL)');
  table(
    ['Database', 'Route', 'targets', 'req/s', '% pgbench', 'p50 ms', 'p99 ms', 'done', 'refused', 'err+timeout', 'SQL/req', 'Node ms', 'PG ms'],
    reports.flatMap((report) => [
      ...anchorRow(report),
      ...report.writes.map((row) => {
        const tps = tpsOf(report);
        return [
          row.database,
          row.route,
          count(row.targets),
          count(Math.round(row.result.rps)),
          tps === null ? 'n/a' : `${((100 * row.result.rps) / tps).toFixed(0)} %`,
          String(row.result.p50),
          String(row.result.p99),
          count(row.result.ok),
          count(row.result.non2xx),
          count(row.result.errors + row.result.timeouts),
          fixed(row.statements),
          row.nodeCpuMs.toFixed(2),
          row.pgCpuMs === null ? 'n/a' : row.pgCpuMs.toFixed(2),
        ];
      }),
    ]),
    2,
  );
  console.log('');
  for (const report of reports) {
    const anchor = report.anchor;
    if (anchor) {
      console.log(
        'tps' in anchor
          ? `${report.name}: pgbench ${anchor.line}; PostgreSQL CPU ${anchor.pgCpuMs === null ? 'n/a' : `${anchor.pgCpuMs.toFixed(2)} ms`} per pgbench transaction.`
          : `${report.name}: pgbench skipped: ${anchor.skipped}`,
      );
    }
    for (const row of report.writes) {
      const notes = [
        row.part ? `${row.part.name}: ${fixed(row.part.statements)} of its ${fixed(row.statements)} statements` : '',
        row.result.non2xx > 0 ? `refused: ${statusList(row.result, row.route.startsWith('Pay') ? 303 : undefined)}` : '',
        row.result.ranOut ? `its targets ran out after ${row.result.seconds} s (req/s is over that time)` : '',
        row.otherCommits ? `other databases committed ${count(row.otherCommits)} transactions during it (their CPU is in PG ms)` : '',
      ].filter(Boolean);
      if (notes.length > 0) console.log(`${report.name}: ${row.route}: ${notes.join('; ')}.`);
    }
    console.log(report.healthNote);
    if (report.bigNote) console.log(report.bigNote);
  }
  console.log(
    '\nSQL/req: statements one request runs, sent alone, counted at the database handle, BEGIN and COMMIT included (pgbench: BEGIN, ' +
      'three updates, a select, an insert, END). done: writes answered ' +
      'as done (201/200, Pay 303); refused: every other answer (409: the slot or place went meanwhile). Node ms: this process’s CPU ' +
      '(user + system, process.cpuUsage) over the run per done write: the server runs here, the load generator in a child process; with ' +
      'PGlite it includes the database. PG ms: the CPU of every postgres process on this machine (/proc, utime + stime, plus the ' +
      'postmaster’s reaped children) over the run per done write. Pay fulfils through the signed-event path a webhook takes; the ' +
      'local provider has no webhook endpoint of its own, so that path is measured inside Pay. Figures mean something only on an ' +
      'otherwise idle machine.\n',
  );
}

/** The performance goals are set for PostgreSQL; PGlite's lines are for information. */
export function printChecks(reports: DatabaseReport[], connections: number) {
  for (const report of reports) {
    const health = healthOf(report);
    const label = report.name === 'PostgreSQL' ? report.name : `${report.name} (information: the goals are PostgreSQL's)`;
    console.log(`${label}:`);
    const share = (row: Row) => (100 * row.result.rps) / health;
    const reads = (route: string) => report.rows.filter((row) => row.route === route);
    for (const route of ['GET /api/bookings/availability', 'GET /api/programs/sessions']) {
      for (const row of reads(route)) {
        const name = `${route} at ${count(row.bookings)} bookings`;
        console.log(`  ${verdict(share(row) >= GOALS.readShare)}  ${name} is ${share(row).toFixed(0)} % of health (≥ ${GOALS.readShare} %)`);
        console.log(
          `  ${verdict(row.result.p99 <= GOALS.readP99)}  ${name} has p99 ${row.result.p99} ms at ${connections} connections (≤ ${GOALS.readP99} ms)`,
        );
      }
    }
    const [small, big] = [reads('GET /api/bookings/availability')[0], reads('GET /api/bookings/availability').at(-1)!];
    console.log(`  ${verdict(small.statements <= 1)}  availability runs ${fixed(small.statements)} statement${small.statements === 1 ? '' : 's'} (≤ 1)`);
    const drift = (100 * (big.result.rps - small.result.rps)) / small.result.rps;
    console.log(
      `  ${verdict(Math.abs(drift) <= 10)}  availability at ${count(big.bookings)} bookings is within 10 % of ${count(small.bookings)} (${drift >= 0 ? '+' : ''}${drift.toFixed(1)} % req/s)`,
    );

    const tps = tpsOf(report);
    for (const row of report.writes) {
      const name = row.route;
      if (report.anchor) {
        const ratio = tps === null ? null : (100 * row.result.rps) / tps;
        console.log(
          ratio === null
            ? `  FAIL  ${name}: no pgbench figure to compare with (≥ ${GOALS.writeShare} % of pgbench)`
            : `  ${verdict(ratio >= GOALS.writeShare)}  ${name} is ${ratio.toFixed(0)} % of pgbench's ${count(Math.round(tps!))} tps (≥ ${GOALS.writeShare} %)`,
        );
      }
      console.log(`  ${verdict(row.statements <= row.budget)}  ${name} runs ${fixed(row.statements)} statements (≤ ${row.budget}, BEGIN and COMMIT counted)`);
      if (row.part)
        console.log(`  ${verdict(row.part.statements <= row.budget)}  ${row.part.name} runs ${fixed(row.part.statements)} statements (≤ ${row.budget})`);
      console.log(
        `  ${verdict(row.nodeCpuMs <= GOALS.nodeCpuMs)}  ${name} costs ${row.nodeCpuMs.toFixed(2)} ms of Node CPU per write (≤ ${GOALS.nodeCpuMs} ms)`,
      );
      if (row.pgCpuMs !== null) {
        console.log(
          `  ${verdict(row.pgCpuMs <= GOALS.pgCpuMs)}  ${name} costs ${row.pgCpuMs.toFixed(2)} ms of PostgreSQL CPU per write (≤ ${GOALS.pgCpuMs} ms)`,
        );
      }
      console.log(
        `  ${verdict(row.result.p99 <= GOALS.writeP99)}  ${name} has p99 ${row.result.p99} ms at ${connections} connections (≤ ${GOALS.writeP99} ms)`,
      );
      if (row.result.non2xx > row.result.ok / 10) {
        console.log(`  NOTE  ${name}: ${count(row.result.non2xx)} refused against ${count(row.result.ok)} done: conflicts weigh on its figures`);
      }
    }
    if (report.leak.length > 0) {
      console.log(
        `  INFO  server RSS after the reads at ${count(report.bigSize)} bookings: ${report.bigRssMb.toFixed(0)} MB (${report.readyRssMb.toFixed(0)} MB when the venue was ready)`,
      );
      const [first, last] = [report.leak[0].rssMb, report.leak.at(-1)!.rssMb];
      const growth = (100 * (last - first)) / first;
      console.log(
        `  ${verdict(growth <= GOALS.leakGrowth)}  no leak: RSS after ${report.leak.length} runs of POST /api/bookings + availability: ` +
          `${report.leak.map((run) => `${run.rssMb.toFixed(0)} MB`).join(', ')} (the last at most ${GOALS.leakGrowth} % above the first: ${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %)`,
      );
    }
  }
}
