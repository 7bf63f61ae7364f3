/**
 * The platform around the routes: GET /api/health, JSON 404s under /api (never the SPA page), the
 * SPA fallback for client routes, the OpenAPI document at /api/docs/json and the /api/docs page,
 * security headers (CSP with object-src/base-uri/frame-ancestors 'none', HSTS, nosniff, referrer
 * policy), no-store on auth/users answers, x-request-id on every answer, and x-served-by (the
 * instance's name) on every answer, the hijacked live stream's included.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { Agent, agentFor, createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let distDir: string;
let member: Agent;
beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'courtside-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
  );
  writeFileSync(join(distDir, 'assets', 'app.js'), 'console.log("app")');
  t = await createTestApp({ distDir });
  ({ agent: member } = await agentFor(t));
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/health', () => {
  it('answers ok and the database kind', async () => {
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite' });
  });

  it('sets no cookie: a probe arms no CSRF token', async () => {
    const response = await get('/api/health');
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('unknown paths', () => {
  it.each(['/api/nope', '/api/users/me/extra', '/api/auth', '/api/no-such-thing/42', '/api/app-alert/1/2', '/api'])(
    'GET %s → JSON 404, never the SPA page',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', code: 'no_route', message: `No route for GET ${url}.` });
    },
  );

  it('a write to an unknown /api path with a valid CSRF token → JSON 404', async () => {
    const response = await member.post('/api/no-such-thing', { court: 1 });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('Not Found');
  });

  it('a missing file (with an extension) → JSON 404, not the page', async () => {
    const response = await get('/assets/missing.js');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });

  it.each(['/', '/bookings', '/account/12', '/owner/settings', '/lesson-info/3'])('GET %s (a client route) → the SPA page', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('the reset-password page never leaks its token through Referer', async () => {
    const response = await get('/redirect/reset-password/12/secret-token');
    expect(response.statusCode).toBe(200);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('serves built assets with a long immutable cache', async () => {
    const response = await get('/assets/app.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 503 in plain text for client routes when the SPA is not built', async () => {
    const bare = await buildApp({ config: t.config, database: t.database, closeDatabase: false, distDir: join(distDir, 'not-built') });
    try {
      const response = await bare.inject({ method: 'GET', url: '/bookings' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toMatch(/npm run build:spa/);
      expect((await bare.inject({ method: 'GET', url: '/api/nope' })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('OpenAPI', () => {
  it('GET /api/docs/json is an OpenAPI 3 document listing every spec call', async () => {
    const response = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Courtside API');
    const has = (path: string, method: string) => {
      const entry = doc.paths[path];
      expect(entry, `${method} ${path}`).toBeDefined();
      expect(entry[method], `${method} ${path}`).toBeDefined();
    };
    has('/api/app-alert', 'get');
    has('/api/app-alert', 'post');
    has('/api/app-alert/{id}', 'put');
    has('/api/app-alert/{id}', 'delete');
    for (const path of ['signup', 'login', 'logout', 'clear-cookies', 'refresh', 'reset-password/token', 'reset-password/link', 'reset-password']) {
      has(`/api/auth/${path}`, 'post');
    }
    has('/api/auth/reset-password/token', 'get');
    has('/api/auth/{id}/roles', 'put');
    has('/api/auth/access/admin', 'get');
    has('/api/auth/access/owner', 'get');
    has('/api/company-settings', 'get');
    has('/api/company-settings', 'patch');
    has('/api/users/me', 'get');
    has('/api/users/{id}', 'patch');
    // Request bodies are documented from the zod schemas.
    const signupSchema = doc.paths['/api/auth/signup'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(signupSchema.properties).sort()).toEqual([
      'birthday',
      'email',
      'firstName',
      'gender',
      'lastName',
      'password',
      'phoneNumber',
      'postalCode',
    ]);
    expect(doc.paths['/api/auth/refresh'].post.responses).toHaveProperty('201');
  });

  describe('every operation: its id, its access and its refusals', () => {
    type Operation = {
      operationId?: string;
      security?: Record<string, string[]>[];
      'x-access'?: string;
      parameters?: unknown[];
      requestBody?: unknown;
      responses: Record<string, { $ref?: string }>;
    };
    let doc: { paths: Record<string, Record<string, Operation>>; components: { responses: Record<string, unknown>; schemas: Record<string, unknown> } };
    let operations: { method: string; path: string; operation: Operation }[];
    beforeAll(async () => {
      doc = (await get('/api/docs/json')).json();
      operations = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ method, path, operation })));
    });
    const where = ({ method, path }: { method: string; path: string }) => `${method.toUpperCase()} ${path}`;

    it('has a unique operationId read from its method and path, and no path ends in a slash', () => {
      expect(operations.length).toBeGreaterThan(100);
      const ids = operations.map(({ operation }) => operation.operationId);
      for (const [index, id] of ids.entries()) expect(id, where(operations[index])).toMatch(/^(get|post|put|patch|delete)[A-Z][A-Za-z0-9]*$/);
      expect(new Set(ids).size).toBe(ids.length);
      expect(doc.paths['/api/owner/programs'].get.operationId).toBe('getOwnerPrograms');
      expect(doc.paths['/api/orders'].post.operationId).toBe('postOrders');
      expect(doc.paths['/api/owner/programs/{id}/registrations.csv'].get.operationId).toBe('getOwnerProgramsByIdRegistrationsCsv');
      expect(Object.keys(doc.paths).filter((path) => path.endsWith('/'))).toEqual([]);
    });

    it('declares its access in x-access and security: none for public, the access cookie otherwise', () => {
      for (const entry of operations) {
        const access = entry.operation['x-access'];
        expect(['public', 'member', 'staff', 'owner'], where(entry)).toContain(access);
        expect(entry.operation.security, where(entry)).toEqual(access === 'public' ? [] : [{ accessCookie: [] }]);
      }
    });

    it('lists the refusals its hooks give: 400 for input, 401 without a login, 403 for staff, owner and guarded writes', () => {
      for (const entry of operations) {
        const { operation, method } = entry;
        const access = operation['x-access'];
        const codes = Object.keys(operation.responses);
        if (operation.parameters?.length || operation.requestBody) expect(codes, where(entry)).toContain('400');
        if (access !== 'public') expect(codes, where(entry)).toContain('401');
        if (access === 'staff' || access === 'owner' || (method !== 'get' && access !== 'public')) expect(codes, where(entry)).toContain('403');
      }
      // The error answers share one schema, one response per status.
      expect(doc.paths['/api/orders'].post.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
      expect(doc.components.responses.Unauthorized).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } });
      expect(doc.components.schemas.ApiError).toMatchObject({ required: ['statusCode', 'error', 'message', 'code'] });
    });

    // x-access is read from config.access; the auth hook enforces config.access. Asking as nobody
    // and as a member shows the two agree, and no handler runs: the hooks refuse first (a member's
    // write goes without its CSRF header, so a member route is refused by the CSRF check instead).
    it('x-access is what the API enforces', async () => {
      const memberWithoutCsrf = (await agentFor(t)).agent;
      memberWithoutCsrf.sendCsrfHeader = false;
      for (const entry of operations) {
        const access = entry.operation['x-access'];
        const url = entry.path.replace(/\{[^}]+\}/g, '1');
        const method = entry.method.toUpperCase() as 'GET' | 'POST';
        const anonymous = await t.app.inject({ method, url });
        if (access === 'public') {
          expect(anonymous.statusCode === 401 && anonymous.json().code === 'login_required', where(entry)).toBe(false);
          continue;
        }
        expect(anonymous.json().code, where(entry)).toBe('login_required');
        if (access === 'member' && method === 'GET') continue; // a member's read would run its handler
        const asMember = await memberWithoutCsrf.request({ method, url });
        const expected = { member: 'csrf_failed', staff: 'staff_only', owner: 'owner_only' }[access!];
        expect([asMember.statusCode, asMember.json().code], where(entry)).toEqual([403, expected]);
      }
    });
  });

  it('GET /api/docs serves the Swagger UI page, whose scripts all load from this site (CSP-safe)', async () => {
    const response = await get('/api/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toMatch(/Swagger UI/);
    const scripts = [...response.body.matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toMatch(/src="\/api\/docs\/static\//);
    expect((await get('/api/docs/static/swagger-initializer.js')).statusCode).toBe(200);
  });
});

describe('security headers', () => {
  const csp = (header: unknown) =>
    Object.fromEntries(
      String(header)
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );

  it.each(['/api/health', '/api/company-settings', '/api/nope', '/bookings', '/api/docs'])('%s carries the CSP and the other headers', async (url) => {
    const response = await get(url);
    const policy = csp(response.headers['content-security-policy']);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    // Rich text's video embeds, and nothing else, may be framed.
    expect(policy['frame-src']).toEqual([
      'https://www.youtube.com',
      'https://youtube.com',
      'https://www.youtube-nocookie.com',
      'https://youtube-nocookie.com',
      'https://player.vimeo.com',
    ]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000; includeSubDomains/);
    expect(response.headers['referrer-policy'] ?? '').toMatch(/strict-origin-when-cross-origin|no-referrer/);
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it.each([
    ['GET', '/api/users/me'],
    ['GET', '/api/auth/access/admin'],
    ['GET', '/api/auth/reset-password/token?id=1&token=x'],
    ['POST', '/api/auth/refresh'],
    ['POST', '/api/auth/logout'],
  ])('%s %s answers with Cache-Control: no-store', async (method, url) => {
    const response = method === 'GET' ? await member.get(url) : await new Agent(t.app).post(url);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('no-store even on the error answers of auth/users (401)', async () => {
    const response = await get('/api/users/me');
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('x-request-id', () => {
  it('answers a generated id on every answer, errors included', async () => {
    const ids = new Set<string>();
    for (const url of ['/api/health', '/api/nope', '/api/users/me']) {
      const id = (await get(url)).headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      ids.add(String(id));
    }
    expect(ids.size).toBe(3);
  });

  it('echoes a well-formed incoming id (a proxy’s), and replaces a malformed one', async () => {
    expect((await get('/api/health', { 'x-request-id': 'edge-1234abcd' })).headers['x-request-id']).toBe('edge-1234abcd');
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(65), '<script>alert(1)</script>']) {
      const id = (await get('/api/health', { 'x-request-id': bad })).headers['x-request-id'];
      expect(id).not.toBe(bad);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('x-served-by', () => {
  it('names the instance on every answer: a route, an error, the SPA and the hijacked live stream', async () => {
    for (const url of ['/api/health', '/api/nope', '/api/users/me', '/bookings']) expect((await get(url)).headers['x-served-by']).toBe('api');
    const named = await createTestApp({ config: { instanceName: 'api-7' } });
    try {
      await named.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = named.app.server.address() as { port: number };
      const controller = new AbortController();
      const stream = await fetch(`http://127.0.0.1:${port}/api/bookings/availability/stream?date=2030-01-01`, { signal: controller.signal });
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.headers.get('x-served-by')).toBe('api-7');
      controller.abort();
    } finally {
      await named.close();
    }
  });
});
