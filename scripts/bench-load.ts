/**
 * The bench's load generator, run by scripts/bench.ts as its own process so that autocannon never
 * shares an event loop with the server it measures. It reads one run's plan as JSON on stdin and
 * writes the result as JSON on stdout. Every request picks at random among the plan's paths, logins
 * and bodies.
 */
import { createRequire } from 'node:module';

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
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

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

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function main() {
  const plan = JSON.parse(await readStdin()) as LoadPlan;
  const request: AutocannonRequest = {
    method: plan.method,
    setupRequest: (base) => {
      const session = plan.sessions && plan.sessions.length > 0 ? pick(plan.sessions) : undefined;
      const headers: Record<string, string> = {};
      if (session) headers.cookie = session.cookie;
      if (session && plan.method !== 'GET') headers['x-xsrf-token'] = session.xsrf;
      const body = plan.bodies && plan.bodies.length > 0 ? pick(plan.bodies) : undefined;
      if (body !== undefined) headers['content-type'] = 'application/json';
      return { ...base, path: pick(plan.paths), headers, ...(body === undefined ? {} : { body }) };
    },
  };
  const result = await autocannon({ url: plan.url, connections: plan.connections, duration: plan.seconds, requests: [request] });
  const answer: LoadResult = {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
  process.stdout.write(`${JSON.stringify(answer)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
