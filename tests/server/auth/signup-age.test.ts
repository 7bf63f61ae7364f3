/**
 * Signup needs age 14 or more on the venue's today (docs/memberships-and-households.md): a younger
 * person is refused with fields.birthday and code signup_too_young, and nothing is written.
 */
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema.js';
import { countRows } from '../helpers/db-state.js';
import { Agent, createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let agent: Agent;
beforeAll(async () => {
  t = await createTestApp();
  agent = new Agent(t.app);
});
afterAll(() => t.close());

// The venue's zone by default; the birthday check reads the real clock here, as the field schema does.
const venueToday = () => DateTime.now().setZone('America/Toronto').startOf('day');
let counter = 0;
const signup = (birthday: string) =>
  agent.post('/api/auth/signup', {
    email: `young${++counter}@example.com`,
    password: 'a-long-password',
    gender: 'female',
    postalCode: 'K1A 0B1',
    birthday,
    firstName: 'Young',
    lastName: 'Player',
    phoneNumber: '613-555-0199',
  });

const TOO_YOUNG = 'You must be 14 or older to sign up. A parent or guardian can add you as a family member on their account.';

describe('signup age', () => {
  it('refuses someone of 13, even the day before their 14th birthday, and writes nothing', async () => {
    const before = await countRows(t, users);
    for (const birthday of [venueToday().minus({ years: 13 }).toISODate()!, venueToday().minus({ years: 14 }).plus({ days: 1 }).toISODate()!]) {
      const response = await signup(birthday);
      expect(response.statusCode, birthday).toBe(400);
      expect(response.json()).toMatchObject({ code: 'signup_too_young', params: { age: 14 }, message: TOO_YOUNG, fields: { birthday: TOO_YOUNG } });
    }
    expect(await countRows(t, users)).toBe(before);
  });

  it('accepts someone who turns 14 today', async () => {
    const response = await signup(venueToday().minus({ years: 14 }).toISODate()!);
    expect(response.statusCode, response.body).toBe(201);
  });
});
