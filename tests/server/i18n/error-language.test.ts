/**
 * API errors in the reader's language: Accept-Language, else the logged-in caller's saved language,
 * else English; `fields` worded the same way, `fieldCodes` beside them; dates, times and money in
 * params written for the reader in the texts while `params` keeps the raw values.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatErrorParams } from '../../../server/lib/error-params.js';
import { wordError } from '../../../server/lib/error-words.js';
import { Agent, createUser } from '../helpers/test-app.js';
import { book, createBookingTestApp, memberAgent, setUpVenue, type BookingTestApp } from '../booking/support.js';

const NBSP = '\u00a0';
const FRENCH = { headers: { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' } };
const TUESDAY = '2026-03-03';

const signup = (postalCode: string) => ({
  email: `new-${Date.now()}-${Math.random()}@example.com`,
  password: 'a-long-enough-password',
  gender: 'prefer-not-to-say',
  postalCode,
  birthday: '1990-01-01',
  firstName: 'Ann',
  lastName: 'Other',
  phoneNumber: '+16135550100',
});

let t: BookingTestApp;
beforeAll(async () => {
  t = await createBookingTestApp();
  await setUpVenue(t); // 7:00 to 22:00 every day
  t.setNow('2026-03-01T17:00:00Z');
});
afterAll(() => t.close());

describe('a refused field', () => {
  it('answers in French to Accept-Language fr-CA: message, fields and fieldCodes', async () => {
    const response = await new Agent(t.app).post('/api/auth/signup', signup('D1D 1D1'), FRENCH);
    expect(response.statusCode).toBe(400);
    const answer = response.json();
    expect(answer).toMatchObject({ code: 'invalid_field', message: 'Veuillez corriger les champs indiqués.' });
    expect(answer.fields.postalCode).toBe('Inscrivez un code postal canadien, comme A1A 1A1.');
    expect(answer.fieldCodes).toEqual({ postalCode: { code: 'postal_code' } });
  });

  it('answers in English by default, with the same codes', async () => {
    const answer = (await new Agent(t.app).post('/api/auth/signup', { ...signup('K1A 0B1'), firstName: 'x'.repeat(101) })).json();
    expect(answer).toMatchObject({ code: 'invalid_field', message: 'Please correct the highlighted fields.' });
    expect(answer.fields).toEqual({ firstName: 'Use at most 100 characters.' });
    expect(answer.fieldCodes).toEqual({ firstName: { code: 'too_long', params: { max: 100 } } });
  });

  it('gives a plain zod rule its kind’s code: an unknown key, a wrong type, a value outside a list', async () => {
    const { agent } = await memberAgent(t);
    const unknown = (await agent.patch('/api/users/me', { shoeSize: 44 }, FRENCH)).json();
    expect(unknown.fieldCodes).toEqual({ shoeSize: { code: 'not_accepted' } });
    expect(unknown.fields.shoeSize).toBe('Ce champ n’est pas accepté.');
    const wrong = (await agent.patch('/api/users/me', { locale: 'de-DE', birthday: 5 }, FRENCH)).json();
    expect(wrong.fieldCodes).toEqual({
      locale: { code: 'choose_one', params: { options: 'en-CA, fr-CA' } },
      birthday: { code: 'wrong_type', params: { expected: 'string' } },
    });
    expect(wrong.fields.locale).toBe(`Choisissez parmi${NBSP}: en-CA, fr-CA.`);
  });

  it('answers in the logged-in caller’s saved language when the request has no Accept-Language', async () => {
    const user = await createUser(t, { locale: 'fr-CA' });
    const agent = new Agent(t.app);
    await agent.login(user.email);
    const answer = (await agent.patch('/api/users/me', { postalCode: 'D1D 1D1' })).json();
    expect(answer.message).toBe('Veuillez corriger les champs indiqués.');
    expect(answer.fields.postalCode).toBe('Inscrivez un code postal canadien, comme A1A 1A1.');
    // Accept-Language wins over the saved language.
    const english = (await agent.patch('/api/users/me', { postalCode: 'D1D 1D1' }, { headers: { 'accept-language': 'en-CA' } })).json();
    expect(english.fields.postalCode).toBe('Enter a Canadian postal code like A1A 1A1.');
  });
});

describe('any other 4xx', () => {
  it('is French too: an unknown route, a login required, and an English one without the header', async () => {
    const agent = new Agent(t.app);
    expect((await agent.get('/api/nothing-here', FRENCH)).json()).toMatchObject({ code: 'no_route', message: 'Il n’y a rien à cette adresse.' });
    expect((await agent.get('/api/users/me', FRENCH)).json()).toMatchObject({ code: 'login_required', message: 'Veuillez vous connecter pour continuer.' });
    expect((await agent.get('/api/users/me')).json()).toMatchObject({ code: 'login_required', message: 'Please log in to continue.' });
  });
});

describe('a refusal with times in its params', () => {
  it('writes the opening hours as French does, and keeps the raw times in params', async () => {
    const { agent } = await memberAgent(t);
    const response = await agent.post('/api/bookings', { date: TUESDAY, startTime: '09:30', hours: 1, court: 1 }, FRENCH);
    expect(response.statusCode).toBe(400);
    const answer = response.json();
    expect(answer.code).toBe('slot_off_hour');
    expect(answer.params).toEqual({ first: '07:00', last: '21:00' });
    expect(answer.message).toContain(`de 7${NBSP}h à 21${NBSP}h`);
    expect(answer.fields.startTime).toContain(`de 7${NBSP}h à 21${NBSP}h`);
    expect(answer.fieldCodes.startTime).toEqual({ code: 'slot_off_hour', params: { first: '07:00', last: '21:00' } });
  });

  it('keeps the English sentence the booking rules wrote for an English reader', async () => {
    const { agent } = await memberAgent(t);
    const answer = (await book(agent, { date: TUESDAY, startTime: '09:30', hours: 1, court: 1 })).json();
    expect(answer.fields.startTime).toBe('No booking starts then: bookings start on the hour from 07:00 to 21:00.');
  });
});

describe('params by their names', () => {
  it('formats dates, times and money for the reader and leaves other values raw', () => {
    const params = { date: '2026-06-01', endDate: '2026-06-15', from: '07:00', to: '21:30', amountCents: 2000, name: 'Élise', court: 3 };
    expect(formatErrorParams(params, 'fr-CA')).toEqual({
      date: '1er juin 2026',
      endDate: '15 juin 2026',
      from: `7${NBSP}h`,
      to: `21${NBSP}h${NBSP}30`,
      amountCents: `20,00${NBSP}$`,
      name: 'Élise',
      court: 3,
    });
    expect(formatErrorParams(params, 'en-CA')).toMatchObject({ date: 'June 1, 2026', from: '7:00 a.m.', to: '9:30 p.m.', amountCents: '$20.00' });
    // An instant under a date's name is left as it is: no zone to write it in.
    expect(formatErrorParams({ date: '2026-06-01T13:00:00.000Z' }, 'fr-CA')).toEqual({ date: '2026-06-01T13:00:00.000Z' });
  });

  it('words the codes the issue names with French dates', () => {
    expect(wordError({ code: 'membership_renewal_not_open', params: { name: 'Élise', date: '2026-06-01' }, message: '' }, 'fr-CA').message).toContain(
      'à partir du 1er juin 2026',
    );
    expect(wordError({ code: 'program_closed_day', params: { date: '2026-06-01' }, message: '' }, 'fr-CA').message).toContain('1er juin 2026');
    expect(wordError({ code: 'membership_cooling_off_over', params: { date: '2026-07-03' }, message: '' }, 'fr-CA').message).toContain('3 juillet 2026');
    expect(wordError({ code: 'program_court_conflict', params: { date: '2026-06-01', courts: '2, 3' }, message: '' }, 'fr-CA').message).toContain(
      '1er juin 2026',
    );
  });
});
