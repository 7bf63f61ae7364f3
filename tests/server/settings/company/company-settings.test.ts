/**
 * GET /api/company-settings (public, every spec field flat, time zone America/Toronto by default)
 * and PATCH /api/company-settings (owner; partial; answers the whole settings). Field and
 * cross-field rules (opening after closing, shown courts over the court count, prices in whole
 * non-negative cents, 1..50 courts, 1..365 booking days, IANA time zone, https venue links) answer 400 naming the
 * field with nothing written; visitors 401, members and admins 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySettings } from '../../../../server/db/schema.js';
import { databaseState } from '../../helpers/db-state.js';
import { Agent, agentFor, createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let owner: Agent;
let admin: Agent;
let member: Agent;
const visitor = () => new Agent(t.app);
beforeAll(async () => {
  t = await createTestApp();
  ({ agent: owner } = await agentFor(t, ['owner']));
  ({ agent: admin } = await agentFor(t, ['admin']));
  ({ agent: member } = await agentFor(t));
});
afterAll(() => t.close());

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const SPEC_FIELDS = [
  'membershipPrice',
  'numberOfCourts',
  'maxNumberOfOnlineOpenCourtsShown',
  'defaultOneHourRentalPrice',
  'memberOneHourRentalPrice',
  'userBookingWindowDays',
  'memberBookingWindowDays',
  ...WEEKDAYS.flatMap((day) => [`${day}OpeningTimeInMins`, `${day}ClosingTimeInMins`]),
];

// The footer's venue links (issue 14), https addresses.
const LINK_FIELDS = ['facebookUrl', 'instagramUrl', 'badmintonAssociationUrl', 'newsletterUrl'];

const read = async () => (await visitor().get('/api/company-settings')).json();

describe('GET /api/company-settings', () => {
  it('answers every spec field flat, as numbers, plus the time zone (America/Toronto by default) and sales tax (Ontario, none charged)', async () => {
    const response = await visitor().get('/api/company-settings');
    expect(response.statusCode).toBe(200);
    const settings = response.json();
    expect(Object.keys(settings).sort()).toEqual([...SPEC_FIELDS, 'timeZone', 'province', 'taxRegistrationNumber', ...LINK_FIELDS].sort());
    for (const field of SPEC_FIELDS) expect(Number.isInteger(settings[field])).toBe(true);
    expect(settings.timeZone).toBe('America/Toronto');
    expect(settings).toMatchObject({ province: 'ON', taxRegistrationNumber: '' });
    expect(settings).not.toHaveProperty('id');
    expect(settings).not.toHaveProperty('updatedAt');
  });

  it('needs no login and no CSRF token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/company-settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json().timeZone).toBeDefined();
  });
});

describe('PATCH /api/company-settings (owner)', () => {
  it('changes only the fields sent and answers the whole settings', async () => {
    const before = await read();
    const response = await owner.patch('/api/company-settings', { membershipPrice: 15_000, mondayOpeningTimeInMins: 420, mondayClosingTimeInMins: 1320 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...before, membershipPrice: 15_000, mondayOpeningTimeInMins: 420, mondayClosingTimeInMins: 1320 });
    expect(await read()).toEqual(response.json());
  });

  it('sets the whole venue at once', async () => {
    const whole = {
      membershipPrice: 20_000,
      numberOfCourts: 8,
      maxNumberOfOnlineOpenCourtsShown: 6,
      defaultOneHourRentalPrice: 3_000,
      memberOneHourRentalPrice: 2_000,
      userBookingWindowDays: 14,
      memberBookingWindowDays: 21,
      ...Object.fromEntries(
        WEEKDAYS.flatMap((day) => [
          [`${day}OpeningTimeInMins`, 480],
          [`${day}ClosingTimeInMins`, 1440],
        ]),
      ),
      timeZone: 'America/Vancouver',
      province: 'BC',
      taxRegistrationNumber: '123456789RT0001',
      facebookUrl: 'https://www.facebook.com/venue',
      instagramUrl: 'https://www.instagram.com/venue',
      badmintonAssociationUrl: 'https://www.badmintonontario.ca',
      newsletterUrl: 'https://venue.example.com/newsletter',
    };
    const response = await owner.patch('/api/company-settings', whole);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(whole);
    expect(await read()).toEqual(whole);
  });

  it('accepts an empty change and answers the settings as they are', async () => {
    const before = await read();
    const response = await owner.patch('/api/company-settings', {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(before);
  });

  it('allows opening == closing (a closed day)', async () => {
    const response = await owner.patch('/api/company-settings', { sundayOpeningTimeInMins: 600, sundayClosingTimeInMins: 600 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ sundayOpeningTimeInMins: 600, sundayClosingTimeInMins: 600 });
  });

  it('allows the boundaries: 0 and 1440 minutes, 1 and 50 courts, 1 and 365 days, free prices', async () => {
    for (const change of [
      { tuesdayOpeningTimeInMins: 0, tuesdayClosingTimeInMins: 1440 },
      { numberOfCourts: 50, maxNumberOfOnlineOpenCourtsShown: 50 },
      { numberOfCourts: 1, maxNumberOfOnlineOpenCourtsShown: 0 },
      { userBookingWindowDays: 1 },
      { userBookingWindowDays: 365 },
      { memberBookingWindowDays: 1 },
      { memberBookingWindowDays: 365 },
      { membershipPrice: 0, defaultOneHourRentalPrice: 0, memberOneHourRentalPrice: 0 },
    ]) {
      expect((await owner.patch('/api/company-settings', change)).statusCode).toBe(200);
    }
  });
});

describe('PATCH /api/company-settings: 400 naming the field, nothing written', () => {
  beforeAll(async () => {
    await owner.patch('/api/company-settings', {
      numberOfCourts: 6,
      maxNumberOfOnlineOpenCourtsShown: 4,
      wednesdayOpeningTimeInMins: 420,
      wednesdayClosingTimeInMins: 1320,
    });
  });

  const cases: [label: string, body: Record<string, unknown>, field: string][] = [
    ['opening after closing (both sent)', { mondayOpeningTimeInMins: 1200, mondayClosingTimeInMins: 600 }, 'mondayClosingTimeInMins'],
    ['opening moved after the stored closing', { wednesdayOpeningTimeInMins: 1330 }, 'wednesdayClosingTimeInMins'],
    ['closing moved before the stored opening', { wednesdayClosingTimeInMins: 400 }, 'wednesdayClosingTimeInMins'],
    ['a negative price', { membershipPrice: -1 }, 'membershipPrice'],
    ['a non-integer price (not whole cents)', { defaultOneHourRentalPrice: 25.5 }, 'defaultOneHourRentalPrice'],
    ['a price as a string', { memberOneHourRentalPrice: '2000' }, 'memberOneHourRentalPrice'],
    ['an absurd price', { membershipPrice: 1e12 }, 'membershipPrice'],
    ['0 courts', { numberOfCourts: 0 }, 'numberOfCourts'],
    ['51 courts', { numberOfCourts: 51 }, 'numberOfCourts'],
    ['2.5 courts', { numberOfCourts: 2.5 }, 'numberOfCourts'],
    ['more shown courts than courts', { maxNumberOfOnlineOpenCourtsShown: 7 }, 'maxNumberOfOnlineOpenCourtsShown'],
    ['fewer courts than the shown courts (only numberOfCourts lowered)', { numberOfCourts: 3 }, 'maxNumberOfOnlineOpenCourtsShown'],
    ['negative shown courts', { maxNumberOfOnlineOpenCourtsShown: -1 }, 'maxNumberOfOnlineOpenCourtsShown'],
    ['a 0-day booking window', { userBookingWindowDays: 0 }, 'userBookingWindowDays'],
    ['a 366-day booking window', { userBookingWindowDays: 366 }, 'userBookingWindowDays'],
    ['a 0-day member booking window', { memberBookingWindowDays: 0 }, 'memberBookingWindowDays'],
    ['a 366-day member booking window', { memberBookingWindowDays: 366 }, 'memberBookingWindowDays'],
    ['a member booking window as text', { memberBookingWindowDays: '14' }, 'memberBookingWindowDays'],
    ['a negative minute', { fridayOpeningTimeInMins: -1 }, 'fridayOpeningTimeInMins'],
    ['a minute past midnight', { fridayClosingTimeInMins: 1441 }, 'fridayClosingTimeInMins'],
    ['a fractional minute', { fridayClosingTimeInMins: 600.5 }, 'fridayClosingTimeInMins'],
    ['a time as "10:00"', { saturdayOpeningTimeInMins: '10:00' }, 'saturdayOpeningTimeInMins'],
    ['a made-up time zone', { timeZone: 'Mars/Olympus' }, 'timeZone'],
    ['an empty time zone', { timeZone: '' }, 'timeZone'],
    ['a 10 000-character time zone', { timeZone: 'x'.repeat(10_000) }, 'timeZone'],
    ['an unknown province', { province: 'XX' }, 'province'],
    ['a province in lower case', { province: 'on' }, 'province'],
    ['a GST/HST number too short', { taxRegistrationNumber: '12345678RT0001' }, 'taxRegistrationNumber'],
    ['a GST/HST number with the wrong program', { taxRegistrationNumber: '123456789RC0001' }, 'taxRegistrationNumber'],
    ['a 10 000-character GST/HST number', { taxRegistrationNumber: '1'.repeat(10_000) }, 'taxRegistrationNumber'],
    ['a null value', { numberOfCourts: null }, 'numberOfCourts'],
    ['an unknown field', { currency: 'USD' }, 'currency'],
    ['an id', { id: 2 }, 'id'],
  ];

  it.each(cases)('%s', async (_label, body, field) => {
    const before = await databaseState(t);
    const response = await owner.patch('/api/company-settings', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
    expect(response.json().fields).toHaveProperty([field]);
    expect(await databaseState(t)).toEqual(before);
  });

  it('stores a GST/HST number typed with spaces or in lower case as 123456789RT0001, and clears it with an empty string', async () => {
    const typed = await owner.patch('/api/company-settings', { taxRegistrationNumber: ' 123456789 rt 0001 ', province: 'QC' });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json()).toMatchObject({ taxRegistrationNumber: '123456789RT0001', province: 'QC' });
    const cleared = await owner.patch('/api/company-settings', { taxRegistrationNumber: '', province: 'ON' });
    expect(cleared.json()).toMatchObject({ taxRegistrationNumber: '', province: 'ON' });
  });

  it('names each failing day when several are wrong', async () => {
    const response = await owner.patch('/api/company-settings', {
      mondayOpeningTimeInMins: 1000,
      mondayClosingTimeInMins: 900,
      thursdayOpeningTimeInMins: 800,
      thursdayClosingTimeInMins: 700,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['mondayClosingTimeInMins', 'thursdayClosingTimeInMins']);
  });
});

describe('who may change the settings', () => {
  it.each([
    ['a visitor', () => visitor(), 401],
    ['a member', () => member, 403],
    ['an admin', () => admin, 403],
  ])('%s gets %i and nothing changes', async (_label, who, status) => {
    const before = await databaseState(t);
    const response = await who().patch('/api/company-settings', { membershipPrice: 1 });
    expect(response.statusCode).toBe(status);
    expect(await databaseState(t)).toEqual(before);
    expect(await t.database.db.select().from(companySettings)).toHaveLength(1);
  });
});

describe('the venue links (issue 14): https only', () => {
  it('answers the four links, https addresses from the start', async () => {
    const settings = await read();
    for (const field of LINK_FIELDS) expect(settings[field]).toMatch(/^https:\/\/[^/]+/);
  });

  it('the owner changes a link', async () => {
    const response = await owner.patch('/api/company-settings', {
      instagramUrl: 'https://www.instagram.com/another.venue',
      newsletterUrl: 'https://news.example.com/?list=venue',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ instagramUrl: 'https://www.instagram.com/another.venue', newsletterUrl: 'https://news.example.com/?list=venue' });
    expect(await read()).toMatchObject({ instagramUrl: 'https://www.instagram.com/another.venue' });
  });

  it.each([
    ['an http:// address', { facebookUrl: 'http://www.facebook.com/venue' }, 'facebookUrl', 'url_not_https'],
    ['a javascript: link', { instagramUrl: 'javascript:alert(1)' }, 'instagramUrl', 'url_not_https'],
    ['a site path', { newsletterUrl: '/newsletter' }, 'newsletterUrl', 'url_not_https'],
    ['no address at all', { badmintonAssociationUrl: 'badminton canada' }, 'badmintonAssociationUrl', 'url_not_https'],
    ['an empty link', { facebookUrl: '' }, 'facebookUrl', 'invalid_field'],
    ['a 2001-character link', { facebookUrl: `https://example.com/${'x'.repeat(1981)}` }, 'facebookUrl', 'invalid_field'],
    ['a link with a control character', { facebookUrl: 'https://example.com/\u0007' }, 'facebookUrl', 'invalid_field'],
  ])('%s: 400 naming the field, nothing written', async (_label, body, field, code) => {
    const before = await databaseState(t);
    const response = await owner.patch('/api/company-settings', { membershipPrice: 99, ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
    expect(response.json().fields).toHaveProperty([field]);
    expect(await databaseState(t)).toEqual(before);
  });

  it('names every link that is not https', async () => {
    const response = await owner.patch('/api/company-settings', { facebookUrl: 'http://a.example.com', newsletterUrl: 'ftp://b.example.com' });
    expect(response.json()).toMatchObject({ code: 'url_not_https', params: { field: 'facebookUrl' } });
    expect(Object.keys(response.json().fields).sort()).toEqual(['facebookUrl', 'newsletterUrl']);
  });
});
