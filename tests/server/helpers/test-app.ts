import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../../server/app.js';
import { testConfig, type AppConfig } from '../../../server/config.js';
import type { DatabaseHandle } from '../../../server/db/client.js';
import { users } from '../../../server/db/schema.js';
import { hashPassword } from '../../../server/lib/passwords.js';
import { openTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  close(): Promise<void>;
}

/** The real app on a fresh database, with generous rate limits unless a test asks otherwise. */
export async function createTestApp(options: { config?: Partial<AppConfig> } & Omit<Partial<BuildAppOptions>, 'config' | 'database'> = {}): Promise<TestApp> {
  const { config: configOverrides, ...buildOptions } = options;
  // The overrides are merged into a whole test config here; spreading them into buildApp would replace it.
  const config = testConfig(configOverrides);
  const database = await openTestDatabase({ waitTimeoutMs: config.databaseWaitTimeoutMs });
  const generous = { max: 10_000, windowMs: 60_000 };
  const app = await buildApp({
    distDir: '/nonexistent-dist',
    ...buildOptions,
    config,
    database,
    closeDatabase: false,
    rateLimits: {
      loginPerIp: generous,
      loginFailuresPerAccount: generous,
      signupPerIp: generous,
      resetLinkPerIp: generous,
      resetLinkPerAccount: generous,
      resetAttemptPerIp: generous,
      ...buildOptions.rateLimits,
    },
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export const TEST_PASSWORD = 'correct-horse-battery';

let userCounter = 0;
/**
 * argon2 costs 50-100 ms a hash, so accounts made here share one hash per password (each file
 * still hashes its own: the cache lives per test-file process).
 */
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

/** Inserts an account directly (faster than signup) and answers its id and e-mail. */
export async function createUser(
  testApp: TestApp,
  overrides: { email?: string; roles?: ('admin' | 'owner')[]; password?: string; firstName?: string; locale?: 'en-CA' | 'fr-CA' } = {},
) {
  userCounter += 1;
  const email = overrides.email ?? `user${userCounter}-${Date.now()}@example.com`;
  const [row] = await testApp.database.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashOnce(overrides.password ?? TEST_PASSWORD),
      firstName: overrides.firstName ?? 'Test',
      lastName: `User${userCounter}`,
      gender: 'prefer-not-to-say',
      postalCode: 'K1A 0B1',
      birthday: '1990-01-01',
      phoneNumber: '+16135550100',
      roles: overrides.roles ?? [],
      locale: overrides.locale ?? 'en-CA',
    })
    .returning();
  return row;
}

type Body = Record<string, unknown> | unknown[] | string | undefined;
/** Extra inject options for one request (headers, query, remoteAddress...): never the url, method or payload. */
type Extra = Omit<Partial<InjectOptions>, 'url' | 'method' | 'payload' | 'body'>;

/**
 * A browser stand-in over app.inject: keeps cookies like a browser would (path-scoped refresh
 * cookie included) and sends the XSRF-TOKEN cookie back as the X-XSRF-TOKEN header, as axios does.
 */
export class Agent {
  readonly cookies = new Map<string, { value: string; path: string }>();
  /** Set false to leave the CSRF header off, to test the rejection. */
  sendCsrfHeader = true;

  constructor(private readonly app: FastifyInstance) {}

  get = (url: string, extra: Extra = {}) => this.request({ method: 'GET', url, ...extra });
  post = (url: string, payload?: Body, extra: Extra = {}) => this.request({ method: 'POST', url, payload, ...extra });
  put = (url: string, payload?: Body, extra: Extra = {}) => this.request({ method: 'PUT', url, payload, ...extra });
  patch = (url: string, payload?: Body, extra: Extra = {}) => this.request({ method: 'PATCH', url, payload, ...extra });
  delete = (url: string, extra: Extra = {}) => this.request({ method: 'DELETE', url, ...extra });

  cookie(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  async request(options: InjectOptions & { url: string; payload?: Body }): Promise<LightMyRequestResponse> {
    const method = (options.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && !this.cookie('XSRF-TOKEN')) await this.arm();
    const path = options.url.split('?')[0];
    const cookieHeader = [...this.cookies.entries()]
      .filter(([, cookie]) => path.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
    if (cookieHeader) headers.cookie = cookieHeader;
    if (method !== 'GET' && this.sendCsrfHeader && this.cookie('XSRF-TOKEN')) headers['x-xsrf-token'] ??= this.cookie('XSRF-TOKEN')!;
    const response = await this.app.inject({ ...options, method: method as InjectOptions['method'], headers });
    this.store(response);
    return response;
  }

  /** The SPA's first GET: the server answers with a CSRF cookie. */
  async arm() {
    const response = await this.app.inject({ method: 'GET', url: '/api/company-settings' });
    this.store(response);
  }

  async login(email: string, password = TEST_PASSWORD) {
    const response = await this.post('/api/auth/login', { email, password });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    return response;
  }

  private store(response: LightMyRequestResponse) {
    for (const cookie of response.cookies as { name: string; value: string; path?: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.now()) || cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, { value: cookie.value, path: cookie.path ?? '/' });
    }
  }
}

/** An agent logged in as a fresh account with the given roles (none: a member). */
export async function agentFor(testApp: TestApp, roles: ('admin' | 'owner')[] | 'anonymous' = []) {
  const agent = new Agent(testApp.app);
  if (roles === 'anonymous') return { agent, user: null };
  const user = await createUser(testApp, { roles });
  await agent.login(user.email);
  return { agent, user };
}
