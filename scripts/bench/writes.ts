import type { LoadResult, Target } from '../bench-load.js';
import { fetchFresh, runLoad, type Session } from './load.js';
import type { PostgresCpu } from './postgres.js';
import type { StatementCounter } from './statements.js';

/** A part of a route whose statements are counted apart (the webhook fulfilment inside Pay). */
export interface CountedPart {
  name: string;
  /** Starts counting the statements run inside the part; `stop` answers them and puts the part back as it was. */
  watch(counter: StatementCounter): { stop(): number };
}

export interface WriteRoute {
  route: string;
  /** The statement budget its goal sets. */
  budget: number;
  /** Each request's own path, body and login; the first few are sent alone to count statements. */
  targets: Target[];
  headers?: Record<string, string>;
  /** The status of a done write when it is not a 2xx (Pay answers 303). */
  expect?: number;
  part?: CountedPart;
}

export interface WriteRow {
  database: string;
  route: string;
  budget: number;
  targets: number;
  result: LoadResult;
  statements: number;
  /** This process's CPU (the server's; with PGlite the database's too) per done write. */
  nodeCpuMs: number;
  /** Every postgres process's CPU per done write; null when it cannot be read (PGlite, a remote server). */
  pgCpuMs: number | null;
  /** Transactions other databases committed during the run (their work is in pgCpuMs). */
  otherCommits: number | null;
  part?: { name: string; statements: number };
}

export interface WriteContext {
  database: string;
  url: string;
  connections: number;
  seconds: number;
  sessions: Session[];
  counter: StatementCounter;
  pgCpu: PostgresCpu | null;
}

const COUNTED = 3;

/** A count as printed: whole, or to one decimal. */
export const fixed = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** One request of a target, alone, failing the bench if it is not done (the counts would mean nothing). */
async function send(context: WriteContext, write: WriteRoute, target: Target) {
  const session = target.session === undefined ? undefined : context.sessions[target.session];
  const headers: Record<string, string> = { ...write.headers };
  if (session) Object.assign(headers, { cookie: session.cookie, 'x-xsrf-token': session.xsrf });
  if (target.body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  const response = await fetchFresh(`${context.url}${target.path}`, { method: 'POST', headers, body: target.body, redirect: 'manual' });
  const answer = await response.text();
  const done = write.expect === undefined ? response.status >= 200 && response.status < 300 : response.status === write.expect;
  if (!done) throw new Error(`${write.route} answered ${response.status} while counting statements: ${answer.slice(0, 300)}`);
}

/**
 * A write's statements (one warm-up, then the mean of three sent alone), then its load: the rest of
 * its targets at `connections` for `seconds`, with this process's CPU and PostgreSQL's measured
 * around it and divided by the writes done.
 */
export async function measureWrite(context: WriteContext, write: WriteRoute): Promise<WriteRow> {
  const [warm, ...rest] = write.targets;
  const counted = rest.splice(0, COUNTED);
  await send(context, write, warm);
  const part = write.part?.watch(context.counter);
  const before = context.counter.count;
  for (const target of counted) await send(context, write, target);
  const statements = (context.counter.count - before) / COUNTED;
  const partStatements = part ? part.stop() / COUNTED : undefined;

  const cpuBefore = process.cpuUsage();
  await context.pgCpu?.start();
  const result = await runLoad({
    url: context.url,
    connections: context.connections,
    seconds: context.seconds,
    method: 'POST',
    paths: [],
    sessions: context.sessions,
    targets: rest,
    headers: write.headers,
    expect: write.expect,
  });
  const postgres = await context.pgCpu?.stop();
  const cpu = process.cpuUsage(cpuBefore);
  const done = Math.max(1, result.ok);
  const row: WriteRow = {
    database: context.database,
    route: write.route,
    budget: write.budget,
    targets: rest.length,
    result,
    statements,
    nodeCpuMs: (cpu.user + cpu.system) / 1000 / done,
    pgCpuMs: postgres?.ms == null ? null : postgres.ms / done,
    otherCommits: postgres ? postgres.otherCommits : null,
    ...(write.part && partStatements !== undefined ? { part: { name: write.part.name, statements: partStatements } } : {}),
  };
  console.log(
    `  ${write.route}: ${Math.round(result.rps).toLocaleString('en-CA')} req/s, p99 ${result.p99} ms, ${result.ok.toLocaleString('en-CA')} done` +
      `${result.non2xx > 0 ? ` (${statusList(result, write.expect)} refused)` : ''}${result.ranOut ? `, targets ran out after ${result.seconds} s` : ''}, ` +
      `${fixed(statements)} statements, CPU per write: Node ${row.nodeCpuMs.toFixed(2)} ms, PostgreSQL ${row.pgCpuMs === null ? 'n/a' : `${row.pgCpuMs.toFixed(2)} ms`}`,
  );
  return row;
}

/** The statuses other than the done one, as "409 ×12, 500 ×1". */
export function statusList(result: LoadResult, expect?: number): string {
  const done = (status: number) => (expect === undefined ? status >= 200 && status < 300 : status === expect);
  return Object.entries(result.statuses)
    .filter(([status]) => !done(Number(status)))
    .map(([status, n]) => `${status} ×${n.toLocaleString('en-CA')}`)
    .join(', ');
}

/** A list in random order (Fisher–Yates), so that concurrent writes rarely meet on one row. */
export function shuffled<T>(list: T[]): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}
