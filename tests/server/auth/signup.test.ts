/**
 * POST /api/auth/signup: the 201 profile (no hash), e-mail normalisation, 409 for a taken e-mail in
 * any case, a per-field 400 (`fields.<name>`) for every bad field with no row written, the welcome
 * mail, and the parallel-signup race (exactly one account).
 */
import { DateTime } from 'luxon';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema.js';
import { countRows, databaseState, setCookie } from '../helpers/db-state.js';
import { Agent, createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let agent: Agent;
beforeAll(async () => {
  t = await createTestApp();
  agent = new Agent(t.app);
});
afterAll(() => t.close());

let counter = 0;
const validSignup = (overrides: Record<string, unknown> = {}) => ({
  email: `signup${++counter}@example.com`,
  password: 'a-long-password',
  gender: 'female',
  postalCode: 'K1A 0B1',
  birthday: '1990-05-17',
  firstName: 'Zoë',
  lastName: "O'Neil-Smith",
  phoneNumber: '613-555-0199',
  ...overrides,
});

describe('POST /api/auth/signup: success', () => {
  it('answers 201 with the profile, never the password hash, and normalises the fields', async () => {
    const response = await agent.post(
      '/api/auth/signup',
      validSignup({ email: '  New.Member@Example.COM ', postalCode: 'k1a0b1', phoneNumber: '(613) 555-0199' }),
    );
    expect(response.statusCode).toBe(201);
    const profile = response.json();
    expect(profile).toMatchObject({
      id: expect.any(Number),
      email: 'new.member@example.com',
      firstName: 'Zoë',
      lastName: "O'Neil-Smith",
      gender: 'female',
      postalCode: 'K1A 0B1',
      birthday: '1990-05-17',
      phoneNumber: '+16135550199',
      roles: [],
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(profile)).not.toMatch(/password|hash|tokenVersion|argon/i);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, profile.id));
    expect(row.email).toBe('new.member@example.com');
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain('a-long-password');
  });

  it('does not log in by itself (the SPA logs in next), and that login then works', async () => {
    const body = validSignup();
    const fresh = new Agent(t.app);
    const response = await fresh.post('/api/auth/signup', body);
    expect(response.statusCode).toBe(201);
    expect(setCookie(response, 'access_token')).toBeUndefined();
    expect(setCookie(response, 'PB_loggedIn')).toBeUndefined();
    const login = await fresh.post('/api/auth/login', { email: body.email, password: body.password });
    expect(login.statusCode).toBe(200);
    expect((await fresh.get('/api/users/me')).json()).toMatchObject({ email: body.email });
  });

  it('sends a welcome mail to the new member', async () => {
    const body = validSignup();
    await agent.post('/api/auth/signup', body);
    const mail = (await agent.get(`/api/dev/outbox?to=${encodeURIComponent(body.email)}`)).json();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: body.email, subject: expect.stringMatching(/welcome/i) });
    expect(mail[0].text).toContain('Zoë');
  });
});

describe('POST /api/auth/signup: 409 for an e-mail already in use', () => {
  it.each([
    ['the same case', (email: string) => email],
    ['upper case', (email: string) => email.toUpperCase()],
    ['mixed case with spaces', (email: string) => `  ${email[0].toUpperCase()}${email.slice(1)}  `],
  ])('refuses %s with 409 naming the e-mail field, and writes no row', async (_label, variant) => {
    const taken = validSignup();
    expect((await agent.post('/api/auth/signup', taken)).statusCode).toBe(201);
    const before = await countRows(t, users);
    const response = await agent.post('/api/auth/signup', validSignup({ email: variant(taken.email) }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ statusCode: 409, message: expect.stringMatching(/already exists/), fields: { email: expect.any(String) } });
    expect(await countRows(t, users)).toBe(before);
  });
});

describe('POST /api/auth/signup: 400 with a per-field message for each bad field', () => {
  const tomorrow = DateTime.now().plus({ days: 1 }).toISODate();
  const today = DateTime.now().toISODate();
  const badPostalLetters = ['D', 'F', 'I', 'O', 'Q', 'U'].flatMap((letter) => [
    [`postalCode`, `${letter}1A 1A1`],
    [`postalCode`, `K1${letter} 1A1`],
    [`postalCode`, `K1A 1${letter}1`],
  ]);
  const cases: [field: string, value: unknown][] = [
    ['email', 'not-an-email'],
    ['email', 'member@'],
    ['email', ''],
    ['email', `${'x'.repeat(250)}@example.com`],
    ['password', 'seven77'],
    ['password', ''],
    ['password', 'p'.repeat(201)],
    ['firstName', ''],
    ['firstName', '   '],
    ['firstName', 'R2-D2'],
    ['firstName', '<script>alert(1)</script>'],
    ['lastName', 'L'.repeat(101)],
    ['lastName', '12345'],
    ['postalCode', 'ABC 123'],
    ['postalCode', '90210'],
    ['postalCode', 'K1A-0B1'],
    ['postalCode', 'W1A 1A1'],
    ['postalCode', 'Z1A 1A1'],
    ...(badPostalLetters as [string, string][]),
    ['birthday', 'not a date'],
    ['birthday', '17/05/1990'],
    ['birthday', '2023-02-30'],
    ['birthday', '2023-13-01'],
    ['birthday', tomorrow],
    ['birthday', today],
    ['birthday', '1850-01-01'],
    ['phoneNumber', 'call me maybe'],
    ['phoneNumber', '123'],
    ['phoneNumber', '555-0100'],
    ['phoneNumber', '(013) 555-0100'],
    ['phoneNumber', '+44 20 7946 0958'],
    ['gender', 'other'],
    ['gender', 'Female'],
    ['gender', ''],
  ];

  it.each(cases)('%s = %j → 400 with fields.%s and no row', async (field, value) => {
    const before = await countRows(t, users);
    const response = await agent.post('/api/auth/signup', validSignup({ [field]: value }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
    expect(Object.keys(body.fields)).toEqual([field]);
    expect(body.fields[field]).toEqual(expect.any(String));
    expect(await countRows(t, users)).toBe(before);
  });

  it('names the rule a birthday breaks: not a date, not a real date, not in the past', async () => {
    const fieldMessage = async (birthday: string) => (await agent.post('/api/auth/signup', validSignup({ birthday }))).json().fields.birthday;
    expect(await fieldMessage('not a date')).toMatch(/YYYY-MM-DD/);
    expect(await fieldMessage('2023-02-30')).toMatch(/real date/);
    expect(await fieldMessage(tomorrow)).toMatch(/past/);
  });

  it('refuses a password equal to the e-mail, in any case, or to its local part', async () => {
    const before = await countRows(t, users);
    for (const [email, password] of [
      ['jordan.lee@example.com', 'jordan.lee@example.com'],
      ['jordan.lee@example.com', 'JORDAN.LEE@EXAMPLE.COM'],
      ['jordan.lee@example.com', 'jordan.lee'],
    ]) {
      const response = await agent.post('/api/auth/signup', validSignup({ email, password }));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ password: expect.stringMatching(/e-mail/) });
    }
    expect(await countRows(t, users)).toBe(before);
  });

  it('names every missing field when the body is empty', async () => {
    const response = await agent.post('/api/auth/signup', {});
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(
      ['birthday', 'email', 'firstName', 'gender', 'lastName', 'password', 'phoneNumber', 'postalCode'].sort(),
    );
  });

  it('refuses a field it does not know (no roles at signup) and writes nothing', async () => {
    const before = await databaseState(t);
    const response = await agent.post('/api/auth/signup', validSignup({ roles: ['owner'] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ roles: 'This field is not accepted.' });
    expect(await databaseState(t)).toEqual(before);
  });
});

describe('POST /api/auth/signup: race', () => {
  it('20 parallel signups with one e-mail make exactly one account: one 201, the rest 409', async () => {
    const body = validSignup({ email: 'race@example.com' });
    await agent.arm();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => agent.post('/api/auth/signup', { ...body, email: i % 2 ? 'RACE@example.com' : body.email })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'race@example.com'))).toHaveLength(1);
  });
});
