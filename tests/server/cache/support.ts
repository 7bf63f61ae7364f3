import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.js';
import { openDatabase, type DatabaseHandle } from '../../../server/db/client.js';
import { Agent, createTestApp, type TestApp } from '../helpers/test-app.js';

const generous = { max: 10_000, windowMs: 60_000 };

/**
 * Two API instances on ONE database, as production runs them. On PostgreSQL each has its own pool
 * and its own listener (a second handle on the same database); PGlite lives in one process, so both
 * share its handle (each app still has its own change feed and caches).
 */
export async function createTwoInstances(): Promise<{ a: TestApp; b: FastifyInstance; close: () => Promise<void> }> {
  const a = await createTestApp();
  const source = a.database.notifications;
  const second: DatabaseHandle = source.kind === 'postgres' ? await openDatabase({ kind: 'postgres', url: source.connectionString, poolSize: 5 }) : a.database;
  const b = await buildApp({
    config: a.config,
    database: second,
    closeDatabase: false,
    distDir: '/nonexistent-dist',
    rateLimits: {
      loginPerIp: generous,
      loginFailuresPerAccount: generous,
      signupPerIp: generous,
      resetLinkPerIp: generous,
      resetLinkPerAccount: generous,
      resetAttemptPerIp: generous,
    },
  });
  await b.ready();
  return {
    a,
    b,
    async close() {
      await b.close();
      if (second !== a.database) await second.close();
      await a.close();
    },
  };
}

/** The same browser (its cookies) talking to another instance. */
export function sameBrowserOn(app: FastifyInstance, agent: Agent): Agent {
  const other = new Agent(app);
  for (const [name, cookie] of agent.cookies) other.cookies.set(name, { ...cookie });
  return other;
}

/** Asks again until `check` holds (a message between instances takes a moment), for at most a second. */
export async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

type Query = (...args: unknown[]) => Promise<unknown>;

/**
 * Counts the statements sent through the database handle's driver (PGlite's query/exec, or the
 * node-postgres pool's query, which drizzle uses outside transactions). Enough for read-only routes.
 */
export function statementLog(database: DatabaseHandle): { statements: string[]; start(): void } {
  const statements: string[] = [];
  let recording = false;
  const client = (database.db as unknown as { $client: { query: Query; exec?: Query } }).$client;
  const wrap = (name: 'query' | 'exec') => {
    const original = client[name]?.bind(client);
    if (!original) return;
    client[name] = (...args: unknown[]) => {
      const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string } | null)?.text ?? '');
      if (recording) statements.push(text.replace(/\s+/g, ' ').trim());
      return original(...args);
    };
  };
  wrap('query');
  wrap('exec');
  return {
    statements,
    start() {
      statements.length = 0;
      recording = true;
    },
  };
}
