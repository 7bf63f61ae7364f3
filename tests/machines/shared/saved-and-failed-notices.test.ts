import { describe, expect, it } from 'vitest';
import { accountProfileMachine } from '@machines/account/account-profile.machine';
import { DEFAULT_COMPANY_SETTINGS } from '@machines/settings/company-settings';
import { companySettingsMachine } from '@machines/settings/company-settings.machine';
import { loginMachine } from '@machines/auth/login.machine';
import { createHarness } from '../support/test-model';

// The app turns these named effects into notices; they fire on exactly the outcome they name.
describe('notify effects', () => {
  it("login: notifyLoginFailed on 401 and 403 only, with the server's reason for a refused request (403)", async () => {
    const refused = { status: 403, message: 'This request came from another site and was refused.', code: 'cross_site' };
    const cases = [
      [{ status: 401, message: 'Incorrect e-mail or password.' }, [{ reason: null }]],
      [refused, [{ reason: refused }]],
      [{ status: 500, message: 'Something went wrong' }, []],
    ] as const;
    for (const [error, expected] of cases) {
      const h = createHarness(loginMachine, { input: {}, spy: ['notifyLoginFailed', 'onLoggedIn'] }).start();
      h.send({ type: 'login.fieldChanged', field: 'email', value: 'member@example.com' });
      h.send({ type: 'login.fieldChanged', field: 'password', value: 'wrong-password' });
      h.send({ type: 'login.submit' });
      await h.reject('submitLogin', error);
      expect(h.actions.notifyLoginFailed.mock.calls.map((call) => call[1])).toEqual(expected);
      expect(h.actions.onLoggedIn).not.toHaveBeenCalled();
    }
  });

  it('company settings: notifySaved after a save succeeds, not after a refusal', async () => {
    const h = createHarness(companySettingsMachine, { spy: ['notifySaved'] }).start();
    await h.resolve('loadSettings', DEFAULT_COMPANY_SETTINGS);
    h.send({ type: 'settings.fieldChanged', field: 'numberOfCourts', value: 6 });
    h.send({ type: 'settings.save' });
    await h.reject('saveSettings', { status: 400, message: 'Please correct the highlighted fields.', fields: { numberOfCourts: 'At most 50 courts.' } });
    expect(h.actions.notifySaved).not.toHaveBeenCalled();
    h.send({ type: 'settings.fieldChanged', field: 'numberOfCourts', value: 5 });
    h.send({ type: 'settings.save' });
    await h.resolve('saveSettings', { ...DEFAULT_COMPANY_SETTINGS, numberOfCourts: 5 });
    expect(h.actions.notifySaved).toHaveBeenCalledTimes(1);
  });

  it('account profile: notifySaved after a save succeeds', async () => {
    const profile = {
      id: 3,
      email: 'member@example.com',
      firstName: 'Maya',
      lastName: 'Member',
      gender: null,
      postalCode: null,
      birthday: null,
      phoneNumber: null,
      roles: [],
    };
    const h = createHarness(accountProfileMachine, { input: {}, spy: ['notifySaved'] }).start();
    await h.resolve('loadProfile', profile);
    h.send({ type: 'profile.edit' });
    h.send({ type: 'profile.fieldChanged', field: 'firstName', value: 'Maia' });
    h.send({ type: 'profile.save' });
    await h.resolve('saveProfile', { ...profile, firstName: 'Maia' });
    expect(h.actions.notifySaved).toHaveBeenCalledTimes(1);
    expect(h.snapshot.context.profile?.firstName).toBe('Maia');
  });
});
