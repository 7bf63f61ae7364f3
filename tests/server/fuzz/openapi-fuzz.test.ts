/**
 * Property-based fuzzing of every operation the API documents at /api/docs/json: bad path
 * params, query values and body fields (control characters and NUL, 10 000+ character strings,
 * dates in year 0000 or 9999, integers at and beyond 2^31, negatives, NaN-like text, wrong types,
 * unknown fields, deeply nested objects, malformed JSON) never get a 5xx answer. Any 4xx is fine.
 *
 * Each request starts from a minimal valid-looking request built from the operation's JSON schema
 * (its own property names, so the request reaches validation and, where it passes, the handler)
 * and changes one field at a time. Every field first gets a fixed set of sharp values, then
 * fast-check adds random ones. Runs on PGlite, and on PostgreSQL with TEST_DATABASE=postgres.
 * FUZZ_SUMMARY=1 counts the 5xx answers instead of failing on the first one, and prints them.
 */
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { Agent, agentFor, createUser, type TestApp, createTestApp } from '../helpers/test-app.js';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema?: JsonSchema };
type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };

const SUMMARY = process.env.FUZZ_SUMMARY === '1';
/** Random requests per operation, on top of the fixed sharp values for each of its fields. */
const RANDOM_RUNS = Number(process.env.FUZZ_RUNS ?? 24);

// ---------------------------------------------------------------- the app and who calls it

const t: TestApp = await createTestApp();
const anonymous = new Agent(t.app);
const { agent: staff, user: staffUser } = await agentFor(t, ['admin', 'owner']);
const { agent: member, user: memberUser } = await agentFor(t);
const victim = await createUser(t, { email: 'fuzz.victim@example.com' });
afterAll(() => t.close());

const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
const later = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

// Some state for the id-taking operations to find: an alert, a booking, an order (best effort:
// whatever these answer, the operations are fuzzed all the same).
const ids: { booking: number; order: string; alert: number; line: number } = { booking: 1, order: randomUUID(), alert: 1, line: 1 };
/** An open venue with prices, so bookings and orders get past "closed" to their deeper checks (the settings operations change it). */
const openVenue = async () => {
  const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  await staff.patch('/api/company-settings', {
    numberOfCourts: 4,
    userBookingWindowDays: 60,
    defaultOneHourRentalPrice: 2000,
    memberOneHourRentalPrice: 1500,
    ...Object.fromEntries(
      days.flatMap((day) => [
        [`${day}OpeningTimeInMins`, 360],
        [`${day}ClosingTimeInMins`, 1320],
      ]),
    ),
  });
  await staff.patch('/api/booking-rules', { maxBookingHours: 3, maxUpcomingBookingsPerMember: 1000 });
};
{
  await openVenue();
  const alert = await staff.post('/api/app-alert', { message: 'Fuzz alert' });
  ids.alert = (findValue(alert.json(), (key, value) => key === 'id' && typeof value === 'number') as number) ?? 1;
  const booking = await member.post('/api/bookings', { date: later, startTime: '10:00', hours: 1, court: 'any' });
  const bookingJson = safeJson(booking.body);
  ids.booking = (findValue(bookingJson, (key, value) => (key === 'bookingId' || key === 'id') && typeof value === 'number') as number) ?? 1;
  const order = await member.post('/api/orders', { lines: [{ product: 'court_booking', date: later, startTime: '12:00', hours: 1, court: 'any' }] });
  const orderJson = safeJson(order.body);
  ids.order =
    (findValue(orderJson, (key, value) => (key === 'id' || key === 'orderId') && typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value)) as string) ??
    ids.order;
  ids.line = (findValue(orderJson, (key, value) => (key === 'lineId' || key === 'id') && typeof value === 'number') as number) ?? 1;
  await staff.post(`/api/staff/orders/${ids.order}/desk-payment`, { method: 'cash' });
}

const docs = (await staff.get('/api/docs/json')).json<{ paths: Record<string, Record<string, Operation>> }>();
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const operations = Object.entries(docs.paths).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => ({ path, method, operation: item[method] })),
);

// ---------------------------------------------------------------- minimal valid-looking values

/** Values a field of this name takes when valid (checked against the schema's pattern first). */
function hint(name: string, path: string): unknown {
  const byName: Record<string, unknown> = {
    email: path.includes('/login') ? 'nobody.here@example.com' : path.includes('/signup') ? 'fuzz.signup@example.com' : victim.email,
    password: 'correct-horse-battery-staple',
    date: soon,
    from: soon,
    to: path.includes('/outbox') ? victim.email : later,
    birthday: '1990-01-01',
    startTime: '10:00',
    startsAt: `${soon}T15:00:00.000Z`,
    postalCode: 'K1A 0B1',
    phoneNumber: '613-555-0100',
    firstName: 'Alex',
    lastName: 'Fuzz',
    name: 'Walk In',
    token: 'a'.repeat(43),
    sessionId: `lcs_${'a'.repeat(24)}`,
    search: 'alex',
    q: 'alex',
    message: 'Hello from the fuzzer',
    linkUrl: 'https://example.com/news',
    linkText: 'Read more',
    reason: 'Fuzz reason',
    reference: 'R-1',
    paymentReference: 'R-1',
    product: 'court_booking',
    roles: ['admin', 'owner'],
    userId: victim.id,
    lineId: ids.line,
    lines: [{ product: 'court_booking', date: later, startTime: '14:00', hours: 1, court: 'any' }],
    timeZone: 'America/Toronto',
  };
  if (name === 'id') {
    if (path.startsWith('/api/orders') || path.startsWith('/api/staff/orders')) return ids.order;
    if (path.includes('bookings')) return ids.booking;
    if (path.includes('app-alert')) return ids.alert;
    if (path.startsWith('/api/auth/reset-password')) return String(victim.id);
    return victim.id;
  }
  return byName[name];
}

const matches = (schema: JsonSchema, value: unknown) => {
  if (typeof value !== 'string') return true;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  if (!schema.pattern) return true;
  try {
    return new RegExp(schema.pattern, 'u').test(value);
  } catch {
    return true;
  }
};

/** A minimal valid-looking value for a schema: required properties only (plus startTime, which bookings need). */
function sample(schema: JsonSchema | undefined, name: string, path: string): unknown {
  if (!schema) return undefined;
  const named = hint(name, path);
  if (schema.anyOf ?? schema.oneOf) {
    const branches = (schema.anyOf ?? schema.oneOf)!;
    const fitting = branches.find((branch) => named !== undefined && typeOf(named) === branchType(branch));
    return sample(fitting ?? branches[0], name, path);
  }
  if (schema.allOf?.length) return sample(schema.allOf[0], name, path);
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (named !== undefined && (type === undefined || typeOf(named) === type || (type === 'number' && typeof named === 'number')) && matches(schema, named))
    return named;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) value[key] = sample(schema.properties?.[key], key, path);
      if (schema.properties?.startTime && schema.properties?.date) value.startTime = '10:00';
      return value;
    }
    case 'array':
      return schema.minItems ? Array.from({ length: schema.minItems }, () => sample(schema.items, name, path)) : [];
    case 'integer':
    case 'number': {
      let low = schema.minimum ?? 1;
      if (schema.exclusiveMinimum === true) low += 1;
      if (typeof schema.exclusiveMinimum === 'number') low = schema.exclusiveMinimum + 1;
      return Math.min(Math.max(low, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return false;
    case 'string': {
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date-time') return `${soon}T15:00:00.000Z`;
      const candidates = [soon, '10:00', 'Alex', `lcs_${'a'.repeat(24)}`, 'a'.repeat(Math.max(schema.minLength ?? 1, 1))];
      return candidates.find((candidate) => matches(schema, candidate) && candidate.length >= (schema.minLength ?? 0)) ?? 'a';
    }
    default:
      return named ?? 'x';
  }
}

const typeOf = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : Number.isInteger(value) ? 'integer' : typeof value);
const branchType = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

// ---------------------------------------------------------------- bad values

const HUGE = 'x'.repeat(10_001);
const deep = (depth: number, leaf: unknown = 1): unknown => {
  let value: unknown = leaf;
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
};

/** Sharp values every field gets, in this order, before the random ones. */
const SHARP: unknown[] = [
  '\u0000',
  'a\u0000b',
  'x\u0001\u001f\u007f',
  HUGE,
  '0000-01-01',
  '9999-12-31',
  2 ** 31,
  '2147483648',
  -1,
  '-1',
  0,
  1.5,
  'NaN',
  1e308,
  null,
  true,
  [],
  {},
  deep(64),
];

const controlCharacter = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  fc.constant('\u007f'),
);
const withControl = (base: unknown) =>
  fc.tuple(fc.nat(), controlCharacter).map(([at, control]) => {
    const text = typeof base === 'string' ? base : typeof base === 'number' || typeof base === 'boolean' ? String(base) : '';
    const position = text.length ? at % (text.length + 1) : 0;
    return text.slice(0, position) + control + text.slice(position);
  });
const badDate = fc.oneof(
  fc.constantFrom(
    '0000-01-01',
    '9999-12-31',
    '0000-00-00',
    '2024-02-30',
    '1899-12-31',
    '2101-01-01',
    '0001-01-01',
    '10000-01-01',
    '-0001-01-01',
    '2024-13-01',
    '2024-1-1',
    '20240101',
    '1970-01-01T00:00:00Z',
    '+275760-09-13',
  ),
  fc
    .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
    .map(([year, month, day]) => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`),
  fc.constantFrom('0000', '9999', '0001', '2100').map((year) => `${year}-06-15T10:00:00.000Z`),
);
const badNumber = fc.oneof(
  fc.constantFrom(
    2 ** 31,
    2 ** 31 - 1,
    2 ** 32,
    2 ** 53,
    2 ** 53 + 2,
    2 ** 63,
    -(2 ** 31) - 1,
    -1,
    0,
    -0,
    0.5,
    1.5,
    1e-7,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER,
  ),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -1 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const nanLike = fc.constantFrom(
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '0x7fffffff',
  '2147483648',
  '9223372036854775808',
  '-1',
  '1.5',
  ' 1 ',
  '',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '1,2',
  '٣',
  '１',
  '9'.repeat(400),
  '1e5',
  '-0',
);
const wrongType = (base: unknown) => fc.constantFrom(null, true, false, [], {}, 0, '', [base], { value: base }, [[[]]], { __proto__x: 1 });
const weirdText = fc.oneof(
  fc.constantFrom(
    "' OR 1=1 --",
    '%',
    '_%_',
    '\\',
    '\\\\x00',
    '\uD800',
    '\uDFFF',
    '\uFFFF',
    '\uFEFF',
    '\u202E',
    '😀'.repeat(80),
    '<script>alert(1)</script>',
    '${7*7}',
    '../../etc/passwd',
    'a'.repeat(255),
    'a'.repeat(256),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: controlCharacter, minLength: 1, maxLength: 10 }),
);
const hugeText = fc
  .constantFrom(10_000, 10_001, 65_536, 200_000)
  .chain((length) => fc.constantFrom('x', '\u0000', 'é', '9').map((unit) => unit.repeat(length)));
const deepValue = fc.integer({ min: 10, max: 1_500 }).map((depth) => deep(depth));

/** Bad values for one field, some built from its valid-looking value. */
const badValue = (base: unknown): fc.Arbitrary<unknown> =>
  fc.oneof(
    { arbitrary: withControl(base), weight: 4 },
    { arbitrary: hugeText, weight: 1 },
    { arbitrary: badDate, weight: 3 },
    { arbitrary: badNumber, weight: 3 },
    { arbitrary: nanLike, weight: 2 },
    { arbitrary: wrongType(base), weight: 2 },
    { arbitrary: weirdText, weight: 2 },
    { arbitrary: deepValue, weight: 1 },
    { arbitrary: typeof base === 'string' ? fc.constant(`${base}${HUGE}`) : fc.constant(HUGE), weight: 1 },
  );

// ---------------------------------------------------------------- requests

/** What a request is made of: one field of it is bad at a time. */
interface Shape {
  pathParams: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  hasBody: boolean;
}
/** Where the bad value goes. */
type Target =
  | { kind: 'path' | 'query'; name: string }
  | { kind: 'body'; at: (string | number)[]; variant: number }
  | { kind: 'unknown-query' | 'unknown-body-field' | 'whole-body' | 'raw-body' | 'raw-path'; variant: number };

function shapesOf(path: string, operation: Operation): Shape[] {
  const pathParams: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'path') pathParams[parameter.name] = sample(parameter.schema, parameter.name, path);
    else if (parameter.in === 'query' && (parameter.required || hint(parameter.name, path) !== undefined)) {
      query[parameter.name] = sample(parameter.schema, parameter.name, path);
    }
  }
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const variants = bodySchema?.oneOf ?? bodySchema?.anyOf ?? [bodySchema];
  return variants.map((variant) => ({ pathParams, query, body: variant ? sample(variant, '', path) : undefined, hasBody: Boolean(variant) }));
}

function targetsOf(operation: Operation, shapes: Shape[], method: string): Target[] {
  const targets: Target[] = [];
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'path' || parameter.in === 'query') targets.push({ kind: parameter.in, name: parameter.name });
  }
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const variants = bodySchema?.oneOf ?? bodySchema?.anyOf ?? [bodySchema];
  variants.forEach((variant, index) => {
    for (const name of Object.keys(variant?.properties ?? {})) {
      targets.push({ kind: 'body', at: [name], variant: index });
      // Fields of the first element of an array of objects (order lines), schema-declared or from its valid-looking value.
      const items = variant?.properties?.[name]?.items;
      const first = (shapes[index].body as Record<string, unknown> | undefined)?.[name];
      if (items && Array.isArray(first) && first[0] && typeof first[0] === 'object') {
        const keys = new Set([...Object.keys(items.properties ?? {}), ...Object.keys(first[0] as object)]);
        for (const key of keys) targets.push({ kind: 'body', at: [name, 0, key], variant: index });
      }
    }
  });
  targets.push({ kind: 'unknown-query', variant: 0 });
  if (method !== 'get') {
    shapes.forEach((_, index) => {
      targets.push({ kind: 'unknown-body-field', variant: index });
      targets.push({ kind: 'whole-body', variant: index });
    });
    targets.push({ kind: 'raw-body', variant: 0 });
  }
  if (Object.keys(shapes[0].pathParams).length) targets.push({ kind: 'raw-path', variant: 0 });
  return targets;
}

const RAW_BODIES = [
  '{',
  '{"a":',
  'nul',
  '\u0000',
  '{"a":"\\u0000"}',
  '[',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '"\\ud800"',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '{"a":1,"a":2}',
  '1e999',
];
const RAW_PATH = ['%', '%00', '%zz', '..', '%2e%2e', '%E0%A4%A', '%F0%9F', ' ', '%20', '%0A', '%7F', '~', '%2F', '%C0%80'];

const setAt = (value: unknown, at: (string | number)[], replacement: unknown): unknown => {
  if (at.length === 0) return replacement;
  const [head, ...rest] = at;
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = setAt(copy[head], rest, replacement);
  return copy;
};
const getAt = (value: unknown, at: (string | number)[]): unknown =>
  at.reduce<unknown>((current, key) => (current && typeof current === 'object' ? (current as Record<string | number, unknown>)[key] : undefined), value);

/** encodeURIComponent, except that a lone surrogate goes as the invalid UTF-8 bytes of one (the server must cope). */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(text, (unit) => (/^[\uD800-\uDFFF]$/.test(unit) ? '%ED%A0%80' : encodeURIComponent(unit))).join('');
  }
};
const asText = (value: unknown) => (typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value));
const queryString = (query: Record<string, unknown>) =>
  Object.entries(query)
    .flatMap(([key, value]) => (Array.isArray(value) && value.length > 0 ? value : [value]).map((item) => `${encode(key)}=${encode(asText(item))}`))
    .join('&');

interface Built {
  url: string;
  payload?: string | Record<string, unknown> | unknown[];
  headers?: Record<string, string>;
}

function build(path: string, method: string, shapes: Shape[], target: Target, bad: unknown): Built {
  const shape = shapes['variant' in target ? target.variant : 0] ?? shapes[0];
  const pathParams = { ...shape.pathParams };
  const query = { ...shape.query };
  let body = shape.body;
  let raw: string | undefined;
  let rawPath: string | undefined;
  switch (target.kind) {
    case 'path':
      pathParams[target.name] = bad;
      break;
    case 'query':
      query[target.name] = bad;
      break;
    case 'body':
      body = setAt(body ?? {}, target.at, bad);
      break;
    case 'unknown-query':
      query[typeof bad === 'string' && bad.length < 50 && bad ? bad : 'unknownField'] = bad;
      break;
    case 'unknown-body-field':
      body = { ...(body && typeof body === 'object' ? body : {}), unknownField: bad };
      break;
    case 'whole-body':
      body = bad;
      break;
    case 'raw-body':
      raw = typeof bad === 'string' && bad ? bad : RAW_BODIES[Math.abs(Number(JSON.stringify(bad)?.length ?? 0)) % RAW_BODIES.length];
      break;
    case 'raw-path':
      rawPath = typeof bad === 'string' && /^[%\w .~-]*$/.test(bad) && bad ? bad : RAW_PATH[Math.abs(asText(bad).length) % RAW_PATH.length];
      break;
  }
  let url = path;
  for (const [name, value] of Object.entries(pathParams)) {
    url = url.replace(`{${name}}`, rawPath ?? (encode(asText(value)) || '%20'));
  }
  const search = queryString(query);
  if (search) url += `?${search}`;
  const sendsBody = method !== 'get' && (shape.hasBody || target.kind !== 'path');
  if (raw !== undefined && method !== 'get') return { url, payload: raw, headers: { 'content-type': 'application/json' } };
  if (!sendsBody || body === undefined) return { url };
  // Objects and arrays go as JSON; bare values go as their JSON text (inject would send a string as-is).
  if (body !== null && typeof body === 'object') return { url, payload: body as Record<string, unknown> };
  return { url, payload: JSON.stringify(body) ?? 'null', headers: { 'content-type': 'application/json' } };
}

const STAFF_ONLY = /^\/api\/(admin|staff)\/|\/roles$|^\/api\/users\/(\{id\})?$|^\/api\/app-alert|^\/api\/company-settings|^\/api\/booking-rules|^\/api\/dev\//;
const ANONYMOUS = /^\/api\/auth\/(signup|login|refresh|logout|clear-cookies|reset-password)/;
const agentsFor = (path: string, method: string) =>
  ANONYMOUS.test(path) ? [anonymous] : STAFF_ONLY.test(path) && method !== 'get' ? [staff] : STAFF_ONLY.test(path) ? [staff, member] : [member, staff];

// ---------------------------------------------------------------- the property, per operation

const failures: string[] = [];
let requests = 0;

const STREAM_OPEN = Symbol('stream open');
const streamOpenAfter = (ms: number) => new Promise<typeof STREAM_OPEN>((resolve) => setTimeout(() => resolve(STREAM_OPEN), ms).unref());

describe('every documented operation survives bad input without a 5xx', () => {
  it('documents the operations it fuzzes', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(staffUser?.id).toBeTypeOf('number');
    expect(memberUser?.id).toBeTypeOf('number');
  });

  beforeEach(openVenue);

  for (const { path, method, operation } of operations) {
    it(`${method.toUpperCase()} ${path}`, async () => {
      const shapes = shapesOf(path, operation);
      const targets = targetsOf(operation, shapes, method);
      const agents = agentsFor(path, method);
      const baseOf = (target: Target) => {
        const shape = shapes['variant' in target ? target.variant : 0] ?? shapes[0];
        if (target.kind === 'path') return shape.pathParams[target.name];
        if (target.kind === 'query') return shape.query[target.name] ?? hint(target.name, path);
        if (target.kind === 'body') return getAt(shape.body, target.at);
        return undefined;
      };
      const check = async (agentIndex: number, target: Target, bad: unknown) => {
        const request = build(path, method, shapes, target, bad);
        requests += 1;
        const sent = agents[agentIndex].request({ method: method.toUpperCase(), ...request });
        // A live stream given a value it accepts (a real date) opens and never ends by itself: an
        // answer not ended within 2 s is that open stream, not a 5xx (the app's close ends it).
        const response = path.endsWith('/stream') ? await Promise.race([sent, streamOpenAfter(2_000)]) : await sent;
        if (response === STREAM_OPEN) return true;
        if (response.statusCode >= 500) {
          const detail = `${method.toUpperCase()} ${request.url.slice(0, 300)} ${JSON.stringify(request.payload)?.slice(0, 300) ?? ''} → ${response.statusCode} ${response.body.slice(0, 200)}`;
          if (SUMMARY) failures.push(detail);
          else throw new Error(detail);
        }
        // Issue 12: every refusal carries a stable code the web app translates (and params, if any, are raw values).
        // (The test checkout's HTML pages answer a person, not the app: they carry no JSON and no code.)
        if (response.statusCode >= 400 && response.statusCode < 500 && !String(response.headers['content-type']).startsWith('text/html')) {
          const answer = safeJson(response.body) as { code?: unknown; params?: unknown } | null;
          const coded = typeof answer?.code === 'string' && /^[a-z][a-z0-9_]*$/.test(answer.code);
          const params =
            answer?.params === undefined ||
            (typeof answer.params === 'object' && Object.values(answer.params as object).every((v) => ['string', 'number'].includes(typeof v)));
          if (!coded || !params) {
            const detail = `${method.toUpperCase()} ${request.url.slice(0, 300)} → ${response.statusCode} without a code: ${response.body.slice(0, 200)}`;
            if (SUMMARY) failures.push(detail);
            else throw new Error(detail);
          }
        }
        return true;
      };
      const arbitrary = fc
        .tuple(fc.nat({ max: agents.length - 1 }), fc.constantFrom(...targets))
        .chain(([agentIndex, target]) => badValue(baseOf(target)).map((bad): [number, Target, unknown] => [agentIndex, target, bad]));
      // The sharp values, each field in turn (callers alternating), then random ones.
      for (const [index, target] of targets.entries()) {
        for (const bad of SHARP) await check(index % agents.length, target, bad);
      }
      await fc.assert(
        fc.asyncProperty(arbitrary, ([agentIndex, target, bad]) => check(agentIndex, target, bad)),
        { numRuns: RANDOM_RUNS },
      );
    });
  }

  it('answered no request with a 5xx, and every 4xx with a code', () => {
    if (SUMMARY) console.log(`fuzz: ${operations.length} operations, ${requests} requests, ${failures.length} answered 5xx\n${failures.join('\n')}`);
    expect(failures).toEqual([]);
  });
});

// ---------------------------------------------------------------- helpers

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The first value anywhere in a JSON document whose key and value pass the test. */
function findValue(document: unknown, test: (key: string, value: unknown) => boolean): unknown {
  if (!document || typeof document !== 'object') return undefined;
  for (const [key, value] of Object.entries(document)) {
    if (test(key, value)) return value;
    const inner = findValue(value, test);
    if (inner !== undefined) return inner;
  }
  return undefined;
}
