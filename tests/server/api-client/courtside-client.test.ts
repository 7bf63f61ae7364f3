/**
 * The typed client of api-client/ (openapi-fetch over the types generated from the API's map) used
 * as a venue's integration would use it, over real HTTP against the real app: public reads, logging
 * in with the cookies and CSRF header it keeps, a staff-only call refused with the typed error body,
 * logging out. TypeScript checks these calls against the document (npm run typecheck).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourtsideClient, type ApiError, type CourtsideClient } from '../../../api-client/courtside-client.js';
import { createTestApp, createUser, TEST_PASSWORD, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('the typed API client', () => {
  let api: CourtsideClient;
  beforeAll(() => {
    api = createCourtsideClient({ baseUrl });
  });

  it('reads a public answer, typed from the document', async () => {
    const { data, error, response } = await api.GET('/api/company-settings');
    expect(response.status).toBe(200);
    expect(error).toBeUndefined();
    const courts: number = data!.numberOfCourts;
    expect(courts).toBeGreaterThan(0);
  });

  it('logs in (cookies kept, CSRF header sent) and reads the account', async () => {
    const { email } = await createUser(t, { email: 'integration@example.com' });
    const login = await api.POST('/api/auth/login', { body: { email, password: TEST_PASSWORD } });
    expect(login.response.status).toBe(200);
    const { data } = await api.GET('/api/users/me');
    const address: string = data!.email;
    expect(address).toBe(email);
  });

  it('a member asking for a staff call gets the one error body, typed', async () => {
    const { data, error, response } = await api.GET('/api/admin/bookings', { params: { query: { date: '2026-03-02' } } });
    expect(response.status).toBe(403);
    expect(data).toBeUndefined();
    const refusal: ApiError = error!;
    expect(refusal).toMatchObject({ statusCode: 403, code: 'staff_only' });
  });

  it('a write without the CSRF token is refused; with it, logging out ends the login', async () => {
    const bare = await fetch(`${baseUrl}/api/auth/logout`, { method: 'POST' });
    expect(bare.status).toBe(403);
    expect(((await bare.json()) as ApiError).code).toBe('csrf_failed');

    expect((await api.POST('/api/auth/logout')).response.status).toBe(204);
    const after = await api.GET('/api/users/me');
    expect(after.response.status).toBe(401);
    expect(after.error?.code).toBe('login_required');
  });

  it('refuses at compile time what the document does not have', () => {
    const typeChecksOnly = (client: CourtsideClient) => [
      // @ts-expect-error -- not a path of the API
      client.GET('/api/no-such-path'),
      // @ts-expect-error -- the login body has no `username`
      client.POST('/api/auth/login', { body: { username: 'x', password: 'y' } }),
      // @ts-expect-error -- the staff's day needs its `date`
      client.GET('/api/admin/bookings', { params: { query: {} } }),
    ];
    expect(typeof typeChecksOnly).toBe('function');
  });
});
