import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const PGBENCH = process.env.PGBENCH ?? '/usr/bin/pgbench';

/** DATABASE_URL's server, or the local one. */
const serverUrl = () => new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');

/** A new database on the configured server, or null when there is no server to reach. */
export async function freshDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> } | null> {
  const server = serverUrl();
  const admin = new URL(server);
  admin.pathname = '/postgres';
  const name = `${prefix}_${Date.now()}`;
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
      // pg's pool.end() resolves while its connections are still closing: wait for them (3 s at most),
      // so that the forced drop does not end them first and the pool report them as lost.
      for (let waited = 0; waited < 3000; waited += 100) {
        const { rows } = await dropper.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

export type Anchor = { tps: number; processed: number; latencyMs: number; pgCpuMs: number | null; line: string } | { skipped: string };

/**
 * PostgreSQL's own write ceiling on this machine: pgbench's built-in TPC-B-like transaction (three
 * updates, an insert, a select) at scale 10, `clients` clients, 2 threads, prepared statements, in a
 * fresh database dropped afterwards. Answers its tps without the initial connection time.
 */
export async function pgbenchAnchor(clients: number, seconds: number): Promise<Anchor> {
  if (!existsSync(PGBENCH)) return { skipped: `${PGBENCH} not found (Debian: apt-get install postgresql-client)` };
  const database = await freshDatabase('courtside_pgbench');
  if (!database) return { skipped: 'no PostgreSQL server to reach' };
  try {
    await run(PGBENCH, ['-i', '-s', '10', '-q', database.url], { maxBuffer: 16 * 1024 * 1024 });
    const cpu = new PostgresCpu(database.url);
    await cpu.start();
    const { stdout } = await run(PGBENCH, ['-M', 'prepared', '-c', String(clients), '-j', '2', '-T', String(seconds), '-n', database.url], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const used = await cpu.stop();
    const line = stdout.split('\n').find((text) => /^tps = .*without initial connection time/.test(text));
    const processed = Number(/number of transactions actually processed: (\d+)/.exec(stdout)?.[1] ?? NaN);
    if (!line) return { skipped: `pgbench printed no tps line:\n${stdout}` };
    const tps = Number(/^tps = ([\d.]+)/.exec(line)![1]);
    const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1] ?? NaN);
    return { tps, processed, latencyMs, pgCpuMs: used.ms === null ? null : used.ms / processed, line: line.trim() };
  } finally {
    await database.drop();
  }
}

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU ticks of every process named postgres, plus what the postmaster holds of its exited children (backends that ended). */
function postgresTicks(): number | null {
  const processes: { pid: string; ppid: string; own: number; children: number }[] = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended between the listing and the read
    }
    const open = stat.indexOf('(');
    const close = stat.lastIndexOf(')');
    if (stat.slice(open + 1, close) !== 'postgres') continue;
    // After "pid (comm)": state, ppid, …, utime (14th field), stime, cutime, cstime.
    const fields = stat.slice(close + 2).split(' ');
    processes.push({ pid, ppid: fields[1], own: Number(fields[11]) + Number(fields[12]), children: Number(fields[13]) + Number(fields[14]) });
  }
  if (processes.length === 0) return null;
  const pids = new Set(processes.map((process) => process.pid));
  const postmasters = processes.filter((process) => !pids.has(process.ppid));
  return processes.reduce((sum, process) => sum + process.own, 0) + postmasters.reduce((sum, process) => sum + process.children, 0);
}

/**
 * PostgreSQL's CPU over a run, from /proc (the server must run on this machine), and how many
 * transactions other databases committed meanwhile: on a shared server their work is in the figure.
 */
export class PostgresCpu {
  private ticks: number | null = null;
  private commits = new Map<string, number>();

  constructor(private readonly url: string) {}

  /** Each other database's commits so far, by oid (a database made or dropped meanwhile must not skew the sum). */
  private async otherCommits(): Promise<Map<string, number>> {
    const client = new pg.Client({ connectionString: this.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: string; n: string }>(
        `select datid::text as id, xact_commit::text as n from pg_stat_database where datname is distinct from current_database()`,
      );
      return new Map(rows.map((row) => [row.id, Number(row.n)]));
    } finally {
      await client.end();
    }
  }

  async start() {
    this.commits = await this.otherCommits();
    this.ticks = postgresTicks();
  }

  async stop(): Promise<{ ms: number | null; otherCommits: number }> {
    const ticks = postgresTicks();
    let otherCommits = 0;
    for (const [id, n] of await this.otherCommits()) otherCommits += Math.max(0, n - (this.commits.get(id) ?? 0));
    const ms = ticks === null || this.ticks === null ? null : ((ticks - this.ticks) * 1000) / TICKS_PER_SECOND;
    return { ms, otherCommits };
  }
}
