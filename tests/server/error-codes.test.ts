/**
 * Issue 12: every 4xx carries a stable snake_case `code` (and `params` with raw values where the
 * message has some) beside its English `message`, and the web app has words for every code the
 * API can send, in both languages. (The fuzz test checks `code` on every 4xx it provokes.)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, agentFor, createTestApp, createUser, type TestApp } from './helpers/test-app.js';
import { book, createBookingTestApp, memberAgent, setUpVenue, type BookingTestApp } from './booking/support.js';

const TUESDAY = '2026-03-03';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** Every code named in the API's source: `.coded('…'`, `code: '…'`, a body(…, '…') and the status defaults. */
function codesInSource(): Set<string> {
  const codes = new Set<string>();
  for (const file of sourceFiles(join(process.cwd(), 'server'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\.coded\(\s*'([a-z_]+)'/g)) codes.add(match[1]);
    if (file.endsWith('error-handler.ts')) for (const match of text.matchAll(/\bcode: '([a-z_]+)'/g)) codes.add(match[1]);
    for (const match of text.matchAll(/\bbody\([^;]*?,\s*undefined,\s*'([a-z_]+)'[,)]/g)) codes.add(match[1]);
    for (const match of text.matchAll(/\? '([a-z_]+)' :/g)) if (file.endsWith('app.ts')) codes.add(match[1]);
    for (const match of text.matchAll(/return '([a-z_]+)';/g))
      if (file.endsWith('http-error.ts') || file.endsWith('booking-cancellation.ts')) codes.add(match[1]);
    for (const match of text.matchAll(/: '([a-z_]+)',?\n/g)) if (file.endsWith('error-handler.ts')) codes.add(match[1]);
    for (const match of text.matchAll(/'(max_booking_hours|booking_window|slot_started)'/g)) codes.add(match[1]);
  }
  return codes;
}

const catalogue = (locale: string): Record<string, string> => JSON.parse(readFileSync(join(process.cwd(), 'src/locales', locale, 'errors.json'), 'utf8'));
const serverCatalogue = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(process.cwd(), 'server/locales', locale, 'errors.json'), 'utf8'));

/** Every field code the API can answer: fieldRule('…') in its source and the kinds field-rules.ts maps zod's issues to. */
function fieldCodesInSource(): Set<string> {
  const codes = new Set<string>();
  for (const file of sourceFiles(join(process.cwd(), 'server'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bfieldRule\(\s*'([a-z_]+)'/g)) codes.add(match[1]);
    if (file.endsWith('field-rules.ts')) for (const match of text.matchAll(/\{ code: '([a-z_]+)'/g)) codes.add(match[1]);
  }
  return codes;
}

describe('the codes the API sends', () => {
  it('each has words in the web app, in English and in French', () => {
    const codes = codesInSource();
    expect(codes.size).toBeGreaterThan(60);
    for (const code of [
      'court_taken',
      'no_court_free',
      'booking_window',
      'max_booking_hours',
      'email_taken',
      'invalid_credentials',
      'not_found',
      'forbidden',
      'invalid_field',
      'rate_limited',
      'token_expired',
      'csrf_failed',
      'venue_closed',
      'slot_started',
    ]) {
      expect(codes, code).toContain(code);
    }
    for (const locale of ['en-CA', 'fr-CA']) {
      const words = catalogue(locale);
      const missing = [...codes].filter((code) => !(`errors.${code}` in words));
      expect(missing, `codes without words in ${locale}`).toEqual([]);
      const server = serverCatalogue(locale);
      const missingOnServer = [...codes].filter((code) => !(`errors.${code}` in server));
      expect(missingOnServer, `codes without words in the server's ${locale}`).toEqual([]);
    }
  });

  it('each field code has words in the server and the web app, in English and in French', () => {
    const codes = fieldCodesInSource();
    for (const code of [
      'too_long',
      'too_short',
      'required',
      'postal_code',
      'email',
      'phone_digits',
      'birthday_past',
      'name_letters',
      'choose_one',
      'not_accepted',
    ]) {
      expect(codes, code).toContain(code);
    }
    for (const locale of ['en-CA', 'fr-CA']) {
      for (const words of [catalogue(locale), serverCatalogue(locale)]) {
        const missing = [...codes].filter((code) => !(`fields.${code}` in words) && !(`errors.${code}` in words));
        expect(missing, `field codes without words in ${locale}`).toEqual([]);
      }
    }
  });

  it('says each message once: an id in both the server’s and the web app’s catalogue has the same words', () => {
    for (const locale of ['en-CA', 'fr-CA']) {
      const client = catalogue(locale);
      const server = serverCatalogue(locale);
      const differing = Object.keys(server).filter((id) => id in client && client[id] !== server[id]);
      expect(differing, `ids worded differently in ${locale}`).toEqual([]);
      expect(Object.keys(server).filter((id) => id.startsWith('fields.') && !(id in client))).toEqual([]);
    }
  });
});

describe('4xx answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { loginFailuresPerAccount: { max: 2, windowMs: 60_000 } } });
  });
  afterAll(() => t.close());

  it('a wrong password: invalid_credentials, the English message kept', async () => {
    const user = await createUser(t);
    const response = await new Agent(t.app).post('/api/auth/login', { email: user.email, password: 'not-the-password' }, { remoteAddress: '10.0.0.1' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, code: 'invalid_credentials', message: 'Incorrect e-mail or password.' });
  });

  it('too many logins: rate_limited with the seconds to wait', async () => {
    const agent = new Agent(t.app);
    const user = await createUser(t);
    let response = await agent.post('/api/auth/login', { email: user.email, password: 'whatever-it-is' });
    for (let i = 0; i < 3; i += 1) response = await agent.post('/api/auth/login', { email: user.email, password: 'whatever-it-is' });
    expect(response.statusCode).toBe(429);
    const answer = response.json();
    expect(answer.code).toBe('rate_limited');
    expect(answer.params.retryAfterSeconds).toBeTypeOf('number');
    expect(answer.retryAfterSeconds).toBe(answer.params.retryAfterSeconds);
  });

  it('no login: login_required; another member’s account: not_your_account', async () => {
    expect((await new Agent(t.app).get('/api/users/me')).json()).toMatchObject({ statusCode: 401, code: 'login_required' });
    const { agent } = await agentFor(t);
    const other = await createUser(t);
    expect((await agent.get(`/api/users/${other.id}`)).json()).toMatchObject({ statusCode: 403, code: 'not_your_account' });
  });

  it('a missing CSRF header: csrf_failed', async () => {
    const { agent } = await agentFor(t);
    agent.sendCsrfHeader = false;
    expect((await agent.patch('/api/users/me', { firstName: 'Zed' })).json()).toMatchObject({ statusCode: 403, code: 'csrf_failed' });
  });

  it('a bad body: invalid_field with the English field messages; an unknown API route: no_route', async () => {
    const { agent } = await agentFor(t);
    const response = await agent.patch('/api/users/me', { locale: 'de-DE' });
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'invalid_field', message: 'Please correct the highlighted fields.' });
    expect(response.json().fields).toHaveProperty('locale');
    expect((await new Agent(t.app).get('/api/nothing-here')).json()).toMatchObject({ statusCode: 404, code: 'no_route' });
  });

  it('a taken e-mail at signup: email_taken', async () => {
    const user = await createUser(t);
    const response = await new Agent(t.app).post('/api/auth/signup', {
      email: user.email,
      password: 'a-long-enough-password',
      gender: 'prefer-not-to-say',
      postalCode: 'K1A 0B1',
      birthday: '1990-01-01',
      firstName: 'Ann',
      lastName: 'Other',
      phoneNumber: '+16135550100',
    });
    expect(response.json()).toMatchObject({ statusCode: 409, code: 'email_taken', fields: { email: 'This e-mail is already registered.' } });
  });
});

describe('booking refusals', () => {
  let t: BookingTestApp;
  beforeAll(async () => {
    t = await createBookingTestApp();
    await setUpVenue(t);
    t.setNow('2026-03-01T17:00:00Z'); // Sunday 1 March 2026, 12:00 EST
  });
  afterAll(() => t.close());

  it('a taken court: court_taken with the court and the period as raw values', async () => {
    const first = await memberAgent(t);
    const second = await memberAgent(t);
    expect((await book(first.agent, { date: TUESDAY, startTime: '09:00', hours: 1, court: 2 })).statusCode).toBe(201);
    const response = await book(second.agent, { date: TUESDAY, startTime: '09:00', hours: 1, court: 2 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'court_taken',
      params: { court: 2, startsAt: '2026-03-03T14:00:00.000Z', endsAt: '2026-03-03T15:00:00.000Z' },
    });
    expect(response.json().message).toMatch(/^Court 2 is already booked during /);
  });

  it('too far ahead, too long: booking_window and max_booking_hours with their limits', async () => {
    const { agent } = await memberAgent(t);
    const far = await book(agent, { date: '2026-04-30', startTime: '09:00', hours: 1, court: 'any' });
    expect(far.json()).toMatchObject({ statusCode: 400, code: 'booking_window', params: { days: 14, lastDate: '2026-03-15' } });
    const long = await book(agent, { date: TUESDAY, startTime: '09:00', hours: 5, court: 'any' });
    expect(long.json()).toMatchObject({ statusCode: 400, code: 'max_booking_hours', params: { hours: 3 } });
  });

  it('a closed day: venue_closed', async () => {
    await setUpVenue(t, { tuesdayOpeningTimeInMins: 0, tuesdayClosingTimeInMins: 0 });
    const { agent } = await memberAgent(t);
    expect((await book(agent, { date: TUESDAY, startTime: '09:00', hours: 1, court: 'any' })).json()).toMatchObject({ statusCode: 400, code: 'venue_closed' });
    await setUpVenue(t);
  });
});
