/**
 * The bench's load generator, run by scripts/bench.ts as its own process so that autocannon never
 * shares an event loop with the server it measures. It reads one run's plan as JSON on stdin and
 * writes the result as JSON on stdout. A read picks at random among the plan's paths, logins and
 * bodies; a write takes its targets in order, each once, so no two requests fight for one slot.
 */
import { createRequire } from 'node:module';

/** One write's own request: its path, its body, and which login (an index into sessions) sends it. */
export interface Target {
  path: string;
  body?: string;
  session?: number;
}

export interface LoadPlan {
  url: string;
  connections: number;
  seconds: number;
  method: 'GET' | 'POST';
  paths: string[];
  /** Cookie header and the X-XSRF-TOKEN it carries; none for an anonymous caller. */
  sessions?: { cookie: string; xsrf: string }[];
  /** JSON bodies for a POST. */
  bodies?: string[];
  /** Instead of paths and bodies: each target once, in order; the run ends early when they run out. */
  targets?: Target[];
  /** Headers every request carries (a form post's Origin and content type). */
  headers?: Record<string, string>;
  /** The status an answered request gets (Pay redirects: 303); unset, any 2xx. */
  expect?: number;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** Answers with the expected status (any 2xx unless the plan says otherwise). */
  ok: number;
  /** Every other answer; `statuses` says which. */
  non2xx: number;
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
  /** How long the run lasted, and whether it ended because its targets ran out. */
  seconds: number;
  ranOut: boolean;
}

interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
}
interface AutocannonResult {
  requests: { total: number };
  duration: number;
  latency: { p50: number; p99: number };
  '2xx': number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  maxOverallRequests?: number;
  requests?: AutocannonRequest[];
}) => Promise<AutocannonResult>;

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function main() {
  const plan = JSON.parse(await readStdin()) as LoadPlan;
  const targets = plan.targets ?? [];
  let next = 0;
  const request: AutocannonRequest = {
    method: plan.method,
    setupRequest: (base) => {
      // autocannon builds each connection's first request ahead, so a few targets go unsent: the
      // cap below leaves room for them, and the modulo only guards against a wrap.
      const target = targets.length > 0 ? targets[next++ % targets.length] : undefined;
      const sessions = plan.sessions ?? [];
      const session = target?.session !== undefined ? sessions[target.session] : sessions.length > 0 ? pick(sessions) : undefined;
      const headers: Record<string, string> = { ...plan.headers };
      if (session) headers.cookie = session.cookie;
      if (session && plan.method !== 'GET') headers['x-xsrf-token'] = session.xsrf;
      const body = target ? target.body : plan.bodies && plan.bodies.length > 0 ? pick(plan.bodies) : undefined;
      if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
      // An empty form post says so, as a browser's does (autocannon writes no Content-Length for an empty body).
      if (body === '') headers['content-length'] = '0';
      return { ...base, path: target?.path ?? pick(plan.paths), headers, ...(body === undefined ? {} : { body }) };
    },
  };
  const cap = targets.length > 0 ? Math.max(plan.connections, targets.length - 2 * plan.connections) : undefined;
  const result = await autocannon({
    url: plan.url,
    connections: plan.connections,
    duration: plan.seconds,
    ...(cap === undefined ? {} : { maxOverallRequests: cap }),
    requests: [request],
  });
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([status, stats]) => [status, stats.count]));
  const answered = Object.values(statuses).reduce((sum, n) => sum + n, 0);
  const ok = plan.expect === undefined ? result['2xx'] : (statuses[String(plan.expect)] ?? 0);
  const answer: LoadResult = {
    // Over the run's own length: a write whose targets ran out stopped before `seconds`.
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok,
    non2xx: answered - ok,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
    seconds: result.duration,
    // Each connection stops after its share of the cap, so a run that ran out ends within a share of it.
    ranOut: cap !== undefined && result.requests.total >= cap - plan.connections,
  };
  process.stdout.write(`${JSON.stringify(answer)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
