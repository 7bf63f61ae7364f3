import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { companySettingsMachine } from '@machines/settings/company-settings.machine';
import {
  changedSettings,
  closingTimeField,
  COMPANY_SETTINGS_FIELDS,
  courtNumbers,
  DEFAULT_COMPANY_SETTINGS,
  minutesToTime,
  openingTimeField,
  timeToMinutes,
  toCompanySettings,
  chargesTax,
  isTaxRegistrationNumber,
  normaliseTaxRegistration,
  PROVINCES,
  weekdayOf,
  WEEKDAYS,
  type CompanySettings,
} from '@machines/settings/company-settings';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';

const LOADED: CompanySettings = {
  ...DEFAULT_COMPANY_SETTINGS,
  membershipPrice: 10_000,
  numberOfCourts: 6,
  maxNumberOfOnlineOpenCourtsShown: 4,
  defaultOneHourRentalPrice: 3_000,
  memberOneHourRentalPrice: 2_000,
  userBookingWindowDays: 14,
  mondayOpeningTimeInMins: 420,
  mondayClosingTimeInMins: 1320,
};
const fieldsError = {
  status: 400,
  message: 'Please correct the highlighted fields.',
  fields: { mondayClosingTimeInMins: 'Closing must be after opening (set both equal to close for the day).' },
};

describe('company settings model', () => {
  const model = createMachineTestModel(companySettingsMachine, {
    events: (snapshot) => [
      { type: 'settings.fieldChanged', field: 'membershipPrice', value: 12_500 },
      { type: 'settings.fieldChanged', field: 'membershipPrice', value: 10_000 },
      { type: 'settings.fieldChanged', field: 'mondayClosingTimeInMins', value: 300 },
      { type: 'xstate.done.actor.loadSettings', output: LOADED },
      { type: 'xstate.error.actor.loadSettings', error: { status: 500, message: 'Server exploded' } },
      // The server answers the whole settings after applying the patch.
      { type: 'xstate.done.actor.saveSettings', output: snapshot.context.draft },
      { type: 'xstate.error.actor.saveSettings', error: fieldsError },
      { type: 'xstate.error.actor.saveSettings', error: { status: 403, message: 'Forbidden' } },
    ],
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(companySettingsMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(companySettingsMachine);
      await runPath(path, h, {
        states: {
          loading: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(s.context.draft).toEqual(s.context.settings);
          },
          // A failed reload keeps what was loaded before; a failed first load keeps the zeros.
          loadFailed: (s) => {
            expect(s.context.draft).toEqual(s.context.settings);
            expect(s.context.error?.message).toBe('Server exploded');
          },
          ready: (s) => {
            expect(s.context.draft).toEqual(s.context.settings);
            expect(s.context.settings.numberOfCourts).toBe(6);
            expect(s.context.fieldErrors).toEqual({});
          },
          saving: (s) => {
            const sent = h.lastInput('saveSettings') as Partial<CompanySettings>;
            expect(sent).toEqual(changedSettings(s.context.settings, s.context.draft));
            expect(Object.keys(sent).length).toBeGreaterThan(0);
            expect(sent).not.toHaveProperty('numberOfCourts');
          },
          saveFailed: (s) => {
            expect(s.context.draft).not.toEqual(s.context.settings);
            expect(s.context.error).not.toBeNull();
          },
        },
        events: {
          'xstate.error.actor.saveSettings': ({ event }) => {
            if (event.error.status === 400) {
              expect(h.snapshot.context.fieldErrors).toEqual({
                mondayClosingTimeInMins: 'Closing must be after opening (set both equal to close for the day).',
              });
            } else {
              expect(h.snapshot.context.fieldErrors).toEqual({});
              expect(h.snapshot.context.error).toEqual({ status: 403, message: 'Forbidden' });
            }
          },
          'settings.fieldChanged': ({ event }) => {
            expect(h.snapshot.context.draft[event.field as keyof CompanySettings]).toBe(event.value);
            expect(h.snapshot.context.fieldErrors).not.toHaveProperty(event.field);
          },
          'settings.cancel': () => expect(h.snapshot.context.draft).toEqual(h.snapshot.context.settings),
        },
      });
    });
  }
});

describe('company settings helpers', () => {
  it('numbers weekdays Sunday 0 through Saturday 6', () => {
    expect(WEEKDAYS.map((d) => [d.number, d.key])).toEqual([
      [0, 'sunday'],
      [1, 'monday'],
      [2, 'tuesday'],
      [3, 'wednesday'],
      [4, 'thursday'],
      [5, 'friday'],
      [6, 'saturday'],
    ]);
    expect(weekdayOf(new Date(2025, 0, 5).getDay())).toBe('sunday');
    expect(() => weekdayOf(7)).toThrow(RangeError);
  });

  it('names the flat opening and closing fields', () => {
    expect(openingTimeField('monday')).toBe('mondayOpeningTimeInMins');
    expect(closingTimeField('sunday')).toBe('sundayClosingTimeInMins');
  });

  it('defaults every number to 0 (time zone America/Toronto, Ontario, no tax number, no venue link until loaded)', () => {
    // The six numbers of the spec, the member booking window, 14 opening times, the zone, the tax pair, the four venue links.
    expect(COMPANY_SETTINGS_FIELDS).toHaveLength(6 + 1 + 14 + 1 + 2 + 4);
    const text: Record<string, string> = {
      timeZone: 'America/Toronto',
      province: 'ON',
      taxRegistrationNumber: '',
      facebookUrl: '',
      instagramUrl: '',
      badmintonAssociationUrl: '',
      newsletterUrl: '',
    };
    for (const field of COMPANY_SETTINGS_FIELDS) {
      expect(DEFAULT_COMPANY_SETTINGS[field]).toBe(field in text ? text[field] : 0);
    }
  });

  it('a GST/HST number is empty or 9 digits, RT and 4 digits (spaces and case forgiven, as the server does)', () => {
    expect(isTaxRegistrationNumber('')).toBe(true);
    expect(isTaxRegistrationNumber('123456789RT0001')).toBe(true);
    expect(isTaxRegistrationNumber(' 123456789 rt 0001 ')).toBe(true);
    expect(normaliseTaxRegistration(' 123456789 rt 0001 ')).toBe('123456789RT0001');
    expect(isTaxRegistrationNumber('123456789')).toBe(false);
    expect(isTaxRegistrationNumber('123456789RC0001')).toBe(false);
    expect(isTaxRegistrationNumber('12345678RT00011')).toBe(false);
    expect(chargesTax({ taxRegistrationNumber: '' })).toBe(false);
    expect(chargesTax({ taxRegistrationNumber: '123456789RT0001' })).toBe(true);
    expect(PROVINCES).toEqual(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);
  });

  it('minutesToTime: hour = div 60, minute = mod 60', () => {
    expect(minutesToTime(0)).toEqual({ hour: 0, minute: 0 });
    expect(minutesToTime(75)).toEqual({ hour: 1, minute: 15 });
    expect(minutesToTime(1439)).toEqual({ hour: 23, minute: 59 });
    expect(minutesToTime(1440)).toEqual({ hour: 24, minute: 0 });
    expect(timeToMinutes(21, 30)).toBe(1290);
    for (const m of [0, 59, 60, 601, 1440]) expect(timeToMinutes(minutesToTime(m).hour, minutesToTime(m).minute)).toBe(m);
  });

  it('courts run from 1 to numberOfCourts', () => {
    expect(courtNumbers({ numberOfCourts: 4 })).toEqual([1, 2, 3, 4]);
    expect(courtNumbers(DEFAULT_COMPANY_SETTINGS)).toEqual([]);
  });

  it('changedSettings keeps only the fields that differ', () => {
    expect(changedSettings(LOADED, { ...LOADED, membershipPrice: 1, timeZone: 'America/Vancouver' })).toEqual({
      membershipPrice: 1,
      timeZone: 'America/Vancouver',
    });
    expect(changedSettings(LOADED, LOADED)).toEqual({});
  });

  it('toCompanySettings fills gaps with defaults and drops unknown or mistyped fields', () => {
    const parsed = toCompanySettings({ membershipPrice: 5, numberOfCourts: '3', updatedAt: 'x' } as never);
    expect(parsed).toEqual({ ...DEFAULT_COMPANY_SETTINGS, membershipPrice: 5 });
  });

  it('toCompanySettings keeps the venue links the server sends', () => {
    const parsed = toCompanySettings({ facebookUrl: 'https://www.facebook.com/venue', newsletterUrl: 7 } as never);
    expect(parsed).toEqual({ ...DEFAULT_COMPANY_SETTINGS, facebookUrl: 'https://www.facebook.com/venue' });
  });
});

describe('company settings machine', () => {
  it('is all zeros until loaded', () => {
    const actor = createActor(companySettingsMachine).start();
    expect(actor.getSnapshot().context.settings).toEqual(DEFAULT_COMPANY_SETTINGS);
  });

  it('sends a partial PATCH and adopts the server answer', async () => {
    const sent: Partial<CompanySettings>[] = [];
    const actor = createActor(
      companySettingsMachine.provide({
        actors: {
          loadSettings: fromPromise<Partial<CompanySettings>>(async () => LOADED),
          saveSettings: fromPromise<Partial<CompanySettings>, Partial<CompanySettings>>(async ({ input }) => {
            sent.push(input);
            return { ...LOADED, ...input, numberOfCourts: 8 };
          }),
        },
      }),
    ).start();
    await new Promise((r) => setImmediate(r));
    actor.send({ type: 'settings.fieldChanged', field: 'userBookingWindowDays', value: 28 });
    actor.send({ type: 'settings.fieldChanged', field: 'timeZone', value: 'America/Halifax' });
    actor.send({ type: 'settings.save' });
    await new Promise((r) => setImmediate(r));
    expect(sent).toEqual([{ userBookingWindowDays: 28, timeZone: 'America/Halifax' }]);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.settings.numberOfCourts).toBe(8);
  });

  it('hasChanges: saving an unchanged draft does not call the server', async () => {
    const h = createHarness(companySettingsMachine).start();
    await h.resolve('loadSettings', LOADED);
    h.send({ type: 'settings.fieldChanged', field: 'membershipPrice', value: 1 });
    h.send({ type: 'settings.fieldChanged', field: 'membershipPrice', value: LOADED.membershipPrice });
    h.send({ type: 'settings.save' });
    expect(h.snapshot.value).toBe('ready');
    expect(h.calls.saveSettings).toBeUndefined();
  });
});
