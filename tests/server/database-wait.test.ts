import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, createTestApp, type TestApp } from './helpers/test-app.js';
import { TEST_POOL_SIZE } from './helpers/test-database.js';

// Issue 25: a request that waits on the database longer than a bound answers 503 instead of hanging.
// Every connection is held by a transaction that does not end; a request that needs one gives up.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { databaseWaitTimeoutMs: 300 } });
});
afterAll(async () => t.close());

describe('a request that cannot get the database', () => {
  it('answers 503 with a message and a Retry-After, then works again once the database is free', async () => {
    const releases: (() => void)[] = [];
    // A holder that meets a connection the app's own start-up work holds a moment (past the 300 ms
    // bound) asks again: the test needs every connection held, not a race with that work.
    const hold = async (): Promise<void> => {
      for (;;) {
        try {
          return await t.database.db.transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            await new Promise<void>((resolve) => releases.push(resolve));
          });
        } catch (error) {
          if (!/timeout exceeded when trying to connect/.test(String(error))) throw error;
        }
      }
    };
    const holders = Array.from({ length: t.database.kind === 'pglite' ? 1 : TEST_POOL_SIZE }, hold);
    while (releases.length < holders.length) await new Promise((resolve) => setTimeout(resolve, 10));

    const started = Date.now();
    const refused = await new Agent(t.app).post('/api/auth/login', { email: 'someone@example.com', password: 'whatever-it-is' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toMatchObject({ statusCode: 503, code: 'database_busy', message: expect.stringMatching(/busy/) });
    expect(Date.now() - started).toBeLessThan(5_000);

    for (const release of releases) release();
    await Promise.all(holders);
    const answered = await t.app.inject({ method: 'GET', url: '/api/company-settings' });
    expect(answered.statusCode).toBe(200);
  });
});
