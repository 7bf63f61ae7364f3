/**
 * Bad input on every write route: for each field a wrong type (number, boolean, null, array,
 * object) and a 10 000+ character string; for each route an unknown field, an array or a bare
 * value instead of the object, malformed or empty JSON, a form body (415) or JSON sent as text/plain
 * (400), and a body over the 256 KiB limit (413). Every one is refused, and no row anywhere is written or changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appAlert } from '../../server/db/schema.js';
import { databaseState } from './helpers/db-state.js';
import { type Agent, agentFor, createTestApp, createUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let staff: Agent;
let member: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  ({ agent: staff } = await agentFor(t, ['admin', 'owner']));
  member = await createUser(t, { email: 'bad.input.member@example.com' });
  await t.database.db.insert(appAlert).values({ id: 1, message: 'Existing alert' });
});
afterAll(() => t.close());

const HUGE = 'x'.repeat(10_001);
type Kind = 'string' | 'nullable-string' | 'integer' | 'string-or-number' | 'string-array';
const WRONG: Record<Kind, unknown[]> = {
  string: [12345, true, null, ['a'], { a: 1 }, HUGE],
  'nullable-string': [12345, true, ['a'], { a: 1 }, HUGE],
  integer: ['5', true, null, [5], { n: 5 }, HUGE, 1.5, 1e300],
  'string-or-number': [true, null, [1], { n: 1 }, HUGE],
  'string-array': ['admin', 42, null, { 0: 'admin' }, [42], [HUGE]],
};

interface WriteRoute {
  name: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: () => string;
  /** A valid body the bad value is put into (undefined: the route takes no body). */
  valid?: () => Record<string, unknown>;
  fields: Record<string, Kind>;
}

const minutes = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((day) => [
    [`${day}OpeningTimeInMins`, 'integer'],
    [`${day}ClosingTimeInMins`, 'integer'],
  ]),
) as Record<string, Kind>;
const profileFields: Record<string, Kind> = {
  firstName: 'string',
  lastName: 'string',
  gender: 'string',
  postalCode: 'string',
  birthday: 'string',
  phoneNumber: 'string',
};

const ROUTES: WriteRoute[] = [
  {
    name: 'POST /api/auth/signup',
    method: 'POST',
    url: () => '/api/auth/signup',
    valid: () => ({
      email: 'brand.new@example.com',
      password: 'a-long-password',
      gender: 'female',
      postalCode: 'K1A 0B1',
      birthday: '1990-05-17',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phoneNumber: '6135550199',
    }),
    fields: { email: 'string', password: 'string', ...profileFields },
  },
  {
    name: 'POST /api/auth/login',
    method: 'POST',
    url: () => '/api/auth/login',
    valid: () => ({ email: member.email, password: 'correct-horse-battery' }),
    fields: { email: 'string', password: 'string' },
  },
  {
    name: 'POST /api/auth/reset-password/link',
    method: 'POST',
    url: () => '/api/auth/reset-password/link',
    valid: () => ({ email: member.email }),
    fields: { email: 'string' },
  },
  {
    name: 'POST /api/auth/reset-password',
    method: 'POST',
    url: () => '/api/auth/reset-password',
    valid: () => ({ id: member.id, token: 'some-token', password: 'a-long-password' }),
    fields: { id: 'string-or-number', token: 'string', password: 'string' },
  },
  {
    name: 'POST /api/auth/reset-password/token',
    method: 'POST',
    url: () => '/api/auth/reset-password/token',
    valid: () => ({ email: member.email }),
    fields: { email: 'string' },
  },
  {
    name: 'PUT /api/auth/:id/roles',
    method: 'PUT',
    url: () => `/api/auth/${member.id}/roles`,
    valid: () => ({ roles: ['admin'] }),
    fields: { roles: 'string-array' },
  },
  { name: 'PATCH /api/users/me', method: 'PATCH', url: () => '/api/users/me', valid: () => ({}), fields: profileFields },
  { name: 'PATCH /api/users/:id', method: 'PATCH', url: () => `/api/users/${member.id}`, valid: () => ({}), fields: profileFields },
  {
    name: 'POST /api/app-alert',
    method: 'POST',
    url: () => '/api/app-alert',
    valid: () => ({ message: 'New alert' }),
    fields: { message: 'string', severity: 'string', linkUrl: 'nullable-string', linkText: 'nullable-string' },
  },
  {
    name: 'PUT /api/app-alert/1',
    method: 'PUT',
    url: () => '/api/app-alert/1',
    valid: () => ({ message: 'Updated alert' }),
    fields: { message: 'string', severity: 'string', linkUrl: 'nullable-string', linkText: 'nullable-string' },
  },
  {
    name: 'PATCH /api/company-settings',
    method: 'PATCH',
    url: () => '/api/company-settings',
    valid: () => ({}),
    fields: {
      membershipPrice: 'integer',
      numberOfCourts: 'integer',
      maxNumberOfOnlineOpenCourtsShown: 'integer',
      defaultOneHourRentalPrice: 'integer',
      memberOneHourRentalPrice: 'integer',
      userBookingWindowDays: 'integer',
      memberBookingWindowDays: 'integer',
      ...minutes,
      timeZone: 'string',
    },
  },
  { name: 'POST /api/auth/refresh', method: 'POST', url: () => '/api/auth/refresh', fields: {} },
  { name: 'POST /api/auth/logout', method: 'POST', url: () => '/api/auth/logout', fields: {} },
  { name: 'POST /api/auth/clear-cookies', method: 'POST', url: () => '/api/auth/clear-cookies', fields: {} },
  { name: 'DELETE /api/app-alert/1', method: 'DELETE', url: () => '/api/app-alert/1', fields: {} },
];

const send = (route: WriteRoute, payload: unknown, headers: Record<string, string> = {}) =>
  staff.request({ method: route.method, url: route.url(), payload: payload as Record<string, unknown>, headers });

/** Sends each bad request, expects its status, and checks no row was written by any of them. */
async function expectRefusedWithoutWrites(requests: (() => Promise<{ statusCode: number; body: string }>)[], status: number) {
  const before = await databaseState(t);
  for (const request of requests) {
    const response = await request();
    expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
  }
  expect(await databaseState(t)).toEqual(before);
}

const FIELD_CASES = ROUTES.flatMap((route) => Object.entries(route.fields).map(([field, kind]) => ({ route: route.name, field, kind, routeDef: route })));

describe('wrong types and 10 000-character strings, field by field', () => {
  it.each(FIELD_CASES)('$route: $field ($kind) → 400 naming the field, no row written', async ({ routeDef, field, kind }) => {
    await expectRefusedWithoutWrites(
      WRONG[kind].map((value) => async () => {
        const response = await send(routeDef, { ...routeDef.valid!(), [field]: value });
        const fields = response.json().fields ?? {};
        expect(
          Object.keys(fields).some((name) => name === field || name.startsWith(`${field}.`)),
          JSON.stringify(fields),
        ).toBe(true);
        return response;
      }),
      400,
    );
  });
});

const BODY_ROUTES = ROUTES.filter((route) => route.valid);

describe('bodies that are not the expected object', () => {
  it.each(BODY_ROUTES)('$name: an unknown field → 400 naming it, no row written', async (route) => {
    await expectRefusedWithoutWrites(
      [
        async () => {
          const response = await send(route, { ...route.valid!(), isAdmin: true });
          expect(response.json().fields).toEqual({ isAdmin: 'This field is not accepted.' });
          return response;
        },
      ],
      400,
    );
  });

  it.each(BODY_ROUTES)('$name: an array, null, a string or a number instead of the object → 400', async (route) => {
    const json = { 'content-type': 'application/json' };
    await expectRefusedWithoutWrites(
      [
        () => send(route, [route.valid!()]),
        () => send(route, [], json),
        () => send(route, 'null', json),
        () => send(route, '"just a string"', json),
        () => send(route, '42', json),
      ],
      400,
    );
  });

  it.each(ROUTES)('$name: malformed or empty JSON → 400', async (route) => {
    const json = { 'content-type': 'application/json' };
    await expectRefusedWithoutWrites(
      [() => send(route, '{"email": ', json), () => send(route, "{'single': 'quotes'}", json), () => send(route, '{"a":1}}', json)],
      400,
    );
  });

  it.each(BODY_ROUTES)('$name: an empty body with a JSON content type → 400', async (route) => {
    await expectRefusedWithoutWrites([() => send(route, '', { 'content-type': 'application/json' })], 400);
  });

  it.each(BODY_ROUTES)('$name: a form-encoded body → 415, a plain-text body → 400', async (route) => {
    await expectRefusedWithoutWrites(
      [
        () => send(route, 'email=a%40example.com', { 'content-type': 'application/x-www-form-urlencoded' }),
        () => send(route, 'email=a%40example.com', { 'content-type': 'multipart/form-data; boundary=x' }),
      ],
      415,
    );
    await expectRefusedWithoutWrites([() => send(route, JSON.stringify(route.valid!()), { 'content-type': 'text/plain' })], 400);
  });

  it.each(ROUTES)('$name: a body over the 256 KiB limit → 413', async (route) => {
    await expectRefusedWithoutWrites(
      [
        async () => {
          const response = await send(route, { ...(route.valid?.() ?? {}), padding: 'p'.repeat(300 * 1024) });
          expect(response.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
          return response;
        },
      ],
      413,
    );
  });
});
