/**
 * The parts of a real cluster: N API processes on one PostgreSQL behind Debian's nginx, with the
 * committed deploy/nginx/courtside.conf. `npm run cluster` (scripts/cluster.ts) and the cluster
 * tests (tests/server/cluster) both start it from here.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../../server/db/client.js';
import { seedDemoData } from '../../server/seed/demo.js';
import { seedStartingPartners } from '../../server/seed/starting-partners.js';

const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

const root = fileURLToPath(new URL('../..', import.meta.url));
const NGINX_SITE = join(root, 'deploy', 'nginx', 'courtside.conf');

/** Why the cluster cannot start here, or null when nginx is installed. */
export function missingNginx(): string | null {
  return existsSync(NGINX_BIN)
    ? null
    : `nginx is not installed (${NGINX_BIN} is missing): apt-get install -y nginx-light (Debian's package), or set NGINX_BIN.`;
}

/** Creates the database when the server has none of that name (a fresh machine). */
export async function ensureDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/** Migrations and the first start's rows, once, before any instance starts (a rollout's first step). */
export async function prepareDatabase(url: string, options: { seedDemo?: boolean } = {}): Promise<{ demoSeeded: boolean }> {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  try {
    const demoSeeded = options.seedDemo ? await seedDemoData(database.db) : false;
    await seedStartingPartners(database.db);
    return { demoSeeded };
  } finally {
    await database.close();
  }
}

/** The committed site config with this cluster's instances and public port between its `cluster:` markers. */
function renderSite(template: string, upstreams: string[], listenPort: number): string {
  const block = (name: string, lines: string[]) => (text: string) => {
    const pattern = new RegExp(`(\\n\\s*# ${name}\\n)[\\s\\S]*?(\\n\\s*# /${name}\\n)`);
    if (!pattern.test(text)) throw new Error(`${NGINX_SITE} has lost its "# ${name}" markers`);
    return text.replace(pattern, (_match, open: string, close: string) => `${open}${lines.map((line) => `    ${line}`).join('\n')}${close}`);
  };
  const servers = upstreams.map((address) => `server ${address} max_fails=3 fail_timeout=10s;`);
  return block('cluster:listen', [`listen 127.0.0.1:${listenPort};`])(block('cluster:servers', servers)(template));
}

/** A whole nginx.conf around the site, with every file nginx writes (pid, logs, temp) inside `dir`. */
function writeNginxConfig(dir: string, upstreams: string[], listenPort: number): string {
  const temp = join(dir, 'temp');
  mkdirSync(temp, { recursive: true, mode: 0o777 });
  const site = join(dir, 'courtside.conf');
  writeFileSync(site, renderSite(readFileSync(NGINX_SITE, 'utf8'), upstreams, listenPort));
  const main = join(dir, 'nginx.conf');
  writeFileSync(
    main,
    [
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `  access_log ${join(dir, 'access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(temp, kind)};`),
      `  include ${site};`,
      '}',
      '',
    ].join('\n'),
  );
  return main;
}

interface Process {
  name: string;
  child: ChildProcess;
  /** The last lines it printed, for a failure's message. */
  output: string[];
}

function track(name: string, child: ChildProcess, echo: boolean): Process {
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      output.push(line);
      if (output.length > 200) output.shift();
      if (echo) console.log(`[${name}] ${line}`);
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { name, child, output };
}

/** nginx in the foreground on `dir`'s config; resolves once it accepts connections on the port. */
async function startNginx(dir: string, config: string, port: number, echo = false): Promise<Process> {
  const child = spawn(NGINX_BIN, ['-p', dir, '-e', join(dir, 'error.log'), '-c', config, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const nginx = track('nginx', child, echo);
  await waitFor(
    () => accepts(port),
    10_000,
    () => `nginx did not listen on ${port}:\n${nginx.output.join('\n')}`,
  );
  return nginx;
}

/**
 * One API process (server/main.ts, not through the tsx wrapper, so its pid is the server's and a
 * kill -9 kills it), production-like: NODE_ENV=production, trusting X-Forwarded-* from loopback only.
 */
function startInstance(name: string, port: number, env: Record<string, string>, echo = false): Process {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), INSTANCE_NAME: name, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return track(name, child, echo);
}

/** Resolves once GET /api/health answers 200 (what the orchestrator polls; nginx checks passively). */
async function waitHealthy(instance: Process, port: number, timeoutMs = 60_000): Promise<void> {
  await waitFor(
    async () => {
      if (instance.child.exitCode !== null) throw new Error(`${instance.name} exited (${instance.child.exitCode}):\n${instance.output.join('\n')}`);
      return healthy(port);
    },
    timeoutMs,
    () => `${instance.name} was not healthy on ${port} within ${timeoutMs} ms:\n${instance.output.join('\n')}`,
  );
}

export async function healthy(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Stops a process (SIGTERM, then SIGKILL after `graceMs`) and resolves when it has exited. */
async function stop(target: Process, graceMs = 5_000): Promise<void> {
  const { child } = target;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

export interface ClusterOptions {
  databaseUrl: string;
  instances: number;
  /** nginx's public port on loopback. */
  port: number;
  /** The instances' ports, one each (found free by the caller). */
  instancePorts: number[];
  /** Where nginx's config, pid, logs and temp files go. */
  dir: string;
  /** What every instance shares: JWT_SECRET, APP_ORIGIN, limits, log level… */
  env: Record<string, string>;
  echo?: boolean;
}

export interface Cluster {
  nginx: Process;
  instances: { name: string; port: number; process: Process }[];
  /** Starts the named instance again (after a crash), on its own port. */
  restart(name: string): Promise<void>;
  stop(): Promise<void>;
}

/** Starts every instance, waits until each is healthy, then starts nginx in front of them. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const names = Array.from({ length: options.instances }, (_, i) => `api-${i + 1}`);
  const instances = names.map((name, i) => ({
    name,
    port: options.instancePorts[i],
    process: startInstance(name, options.instancePorts[i], { DATABASE_URL: options.databaseUrl, ...options.env }, options.echo),
  }));
  const all = () => [...instances.map((instance) => instance.process), ...(nginx ? [nginx] : [])];
  let nginx: Process | undefined;
  try {
    await Promise.all(instances.map((instance) => waitHealthy(instance.process, instance.port)));
    const upstreams = instances.map((instance) => `127.0.0.1:${instance.port}`);
    nginx = await startNginx(options.dir, writeNginxConfig(options.dir, upstreams, options.port), options.port, options.echo);
  } catch (error) {
    await Promise.all(all().map((target) => stop(target)));
    throw error;
  }
  const front = nginx;
  return {
    nginx: front,
    instances,
    async restart(name) {
      const instance = instances.find((candidate) => candidate.name === name)!;
      instance.process = startInstance(name, instance.port, { DATABASE_URL: options.databaseUrl, ...options.env }, options.echo);
      await waitHealthy(instance.process, instance.port);
    },
    async stop() {
      await stop(front);
      await Promise.all(instances.map((instance) => stop(instance.process)));
    },
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, message: () => string): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(message());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
