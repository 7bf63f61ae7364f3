import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  accountProfileMachine,
  changedProfileFields,
  toProfileDraft,
  type AccountProfile,
  type AccountProfileInput,
} from '@machines/account/account-profile.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import { apiFailure } from '../support/api-failure';

const PROFILE: AccountProfile = {
  id: 9,
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Li',
  gender: 'female',
  postalCode: 'M5V 2T6',
  birthday: '1990-04-01',
  phoneNumber: null,
  selfRatedLevel: null,
  roles: [],
  locale: 'en-CA',
};
const phoneError = { status: 400, message: 'Please correct the highlighted fields.', fields: { phoneNumber: 'Use a 10-digit phone number.' } };
const LOAD_FAILURES = { 403: 'notAllowed', 404: 'notFound', 500: 'failed' } as const;

describe.each<AccountProfileInput>([{}, { id: 9 }])('account profile model for input %j', (input) => {
  const model = createMachineTestModel(accountProfileMachine, {
    input,
    events: (s) => [
      { type: 'profile.fieldChanged', field: 'firstName', value: 'Anna' },
      { type: 'profile.fieldChanged', field: 'phoneNumber', value: '416 555' },
      { type: 'profile.fieldChanged', field: 'phoneNumber', value: '' },
      { type: 'profile.fieldChanged', field: 'locale', value: 'fr-CA' },
      { type: 'profile.levelChanged', level: 3.5 },
      { type: 'xstate.done.actor.loadProfile', output: PROFILE },
      ...[403, 404, 500].map((status) => ({ type: 'xstate.error.actor.loadProfile', error: { status, message: `HTTP ${status}` } })),
      { type: 'xstate.done.actor.saveProfile', output: s.context.profile && s.context.draft ? { ...s.context.profile, ...s.context.draft } : PROFILE },
      { type: 'xstate.error.actor.saveProfile', error: phoneError },
    ],
    // The level is changed on its own, and once saved nothing more is edited (the text fields have their paths together).
    filter: (s) => {
      const { profile, draft } = s.context;
      if (!profile || !draft) return true;
      if (profile.selfRatedLevel !== null) return Object.keys(changedProfileFields(profile, draft)).length === 0;
      return draft.selfRatedLevel === null || Object.keys(changedProfileFields(profile, draft)).length === 1;
    },
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(accountProfileMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(accountProfileMachine, { input, spy: ['applyLocale', 'notifySaved'] });
      await runPath(path, h, {
        // A save that went through: the saved language goes to the screen, then the member is told.
        effects: (event) => (event.type === 'xstate.done.actor.saveProfile' ? ['applyLocale', 'notifySaved'] : []),
        states: {
          loading: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('loadProfile')).toEqual({ id: input.id });
          },
          loadFailed: (s) => {
            const status = s.context.error?.status as keyof typeof LOAD_FAILURES;
            expect(s.context.loadFailure).toBe(LOAD_FAILURES[status]);
          },
          viewing: (s) => {
            expect(s.context.profile?.email).toBe('ana@example.com');
            expect(s.context.draft).toBeNull();
          },
          editing: (s) => expect(s.context.draft).not.toBeNull(),
          saving: (s) => {
            const sent = h.lastInput('saveProfile') as { id?: number; changes: object };
            expect(sent.id).toBe(input.id);
            expect(sent.changes).toEqual(changedProfileFields(s.context.profile!, s.context.draft!));
            expect(Object.keys(sent.changes).length).toBeGreaterThan(0);
          },
        },
        events: {
          'xstate.error.actor.saveProfile': () => {
            expect(h.snapshot.value).toBe('editing');
            expect(h.snapshot.context.fieldErrors).toEqual({ phoneNumber: 'Use a 10-digit phone number.' });
          },
        },
      });
    });
  }
});

describe('account profile machine', () => {
  it('says "not allowed" for 403 and "not found" for 404', async () => {
    for (const [status, failure] of [
      [403, 'notAllowed'],
      [404, 'notFound'],
      [401, 'notAllowed'],
    ] as const) {
      const actor = createActor(
        accountProfileMachine.provide({
          actors: { loadProfile: fromPromise<AccountProfile, { id?: number }>(() => Promise.reject(apiFailure(status, 'no'))) },
        }),
        { input: { id: 3 } },
      ).start();
      await new Promise((r) => setImmediate(r));
      expect(actor.getSnapshot().value).toBe('loadFailed');
      expect(actor.getSnapshot().context.loadFailure).toBe(failure);
    }
  });

  it('hasChanges: a blank phone equals no phone, so nothing is sent', async () => {
    const h = createHarness(accountProfileMachine, { input: {} }).start();
    await h.resolve('loadProfile', PROFILE);
    h.send({ type: 'profile.edit' });
    h.send({ type: 'profile.fieldChanged', field: 'phoneNumber', value: '  ' });
    h.send({ type: 'profile.save' });
    expect(h.snapshot.value).toBe('viewing');
    expect(h.calls.saveProfile).toBeUndefined();
  });

  it('saves a new language with the profile, then applies it to the screen and tells the member', async () => {
    const order: string[] = [];
    const h = createHarness(accountProfileMachine, { input: {}, spy: ['applyLocale', 'notifySaved'] }).start();
    h.actions.applyLocale.mockImplementation(
      ({ context }: { context: { profile: AccountProfile } }) => void order.push(`applyLocale ${context.profile.locale}`),
    );
    h.actions.notifySaved.mockImplementation(() => void order.push('notifySaved'));
    await h.resolve('loadProfile', PROFILE);
    h.send({ type: 'profile.edit' });
    expect(h.snapshot.context.draft?.locale).toBe('en-CA');
    h.send({ type: 'profile.fieldChanged', field: 'locale', value: 'fr-CA' });
    h.send({ type: 'profile.save' });
    expect(h.lastInput('saveProfile')).toEqual({ id: undefined, changes: { locale: 'fr-CA' } });
    await h.resolve('saveProfile', { ...PROFILE, locale: 'fr-CA' });
    expect(h.snapshot.value).toBe('viewing');
    expect(order).toEqual(['applyLocale fr-CA', 'notifySaved']);
  });

  it('sends a chosen self-rated level as a number, and clearing it as null', async () => {
    const h = createHarness(accountProfileMachine, { input: {} }).start();
    await h.resolve('loadProfile', { ...PROFILE, selfRatedLevel: 4 });
    h.send({ type: 'profile.edit' });
    expect(h.snapshot.context.draft?.selfRatedLevel).toBe(4);
    h.send({ type: 'profile.levelChanged', level: 3.5 });
    h.send({ type: 'profile.save' });
    expect(h.lastInput('saveProfile')).toEqual({ id: undefined, changes: { selfRatedLevel: 3.5 } });
    await h.reject('saveProfile', { status: 400, message: 'Bad', fields: { selfRatedLevel: 'Choose a level from 1.0 to 6.0, in half steps.' } });
    expect(h.snapshot.context.fieldErrors).toEqual({ selfRatedLevel: 'Choose a level from 1.0 to 6.0, in half steps.' });
    h.send({ type: 'profile.levelChanged', level: null });
    expect(h.snapshot.context.fieldErrors).toEqual({});
    h.send({ type: 'profile.save' });
    expect(h.lastInput('saveProfile')).toEqual({ id: undefined, changes: { selfRatedLevel: null } });
    // Back to the level it had: nothing to send; an answer without one (older server) reads as not rated.
    expect(changedProfileFields({ ...PROFILE, selfRatedLevel: 4 }, { ...toProfileDraft(PROFILE), selfRatedLevel: 4 })).toEqual({});
    const { selfRatedLevel: _none, ...older } = PROFILE;
    expect(changedProfileFields(older as AccountProfile, toProfileDraft(PROFILE))).toEqual({});
  });

  it('changedProfileFields: an answer without a language (older server) is no change', () => {
    const { locale: _dropped, ...older } = PROFILE;
    const profile = older as AccountProfile;
    expect(changedProfileFields(profile, toProfileDraft(profile))).toEqual({});
  });

  it('sends only the changed fields and shows the saved profile', async () => {
    const h = createHarness(accountProfileMachine, { input: {} }).start();
    await h.resolve('loadProfile', PROFILE);
    h.send({ type: 'profile.edit' });
    expect(h.snapshot.context.draft).toEqual(toProfileDraft(PROFILE));
    h.send({ type: 'profile.fieldChanged', field: 'lastName', value: 'Li-Chen' });
    h.send({ type: 'profile.save' });
    expect(h.lastInput('saveProfile')).toEqual({ id: undefined, changes: { lastName: 'Li-Chen' } });
    await h.resolve('saveProfile', { ...PROFILE, lastName: 'Li-Chen' });
    expect(h.snapshot.value).toBe('viewing');
    expect(h.snapshot.context.profile?.lastName).toBe('Li-Chen');
  });
});
