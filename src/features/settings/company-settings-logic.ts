import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { type CompanySettings, companySettingsMachine } from '@machines/settings';
import { translate } from '@/i18n/translate';
import { useAppActors } from '@/lib/actors';

/** The company-settings machine wired to the API; a successful save is announced as a notice, in the language on screen when it lands. */
export function useCompanySettingsLogic() {
  const { api, notice } = useAppActors();
  return useMemo(
    () =>
      companySettingsMachine.provide({
        actors: {
          loadSettings: fromPromise<Partial<CompanySettings>>(() => api.companySettings.load()),
          saveSettings: fromPromise<Partial<CompanySettings>, Partial<CompanySettings>>(({ input }) => api.companySettings.save(input)),
        },
        actions: {
          notifySaved: () => notice.send({ type: 'notice.show', message: translate('admin.companySettings.saved'), intent: 'success' }),
        },
      }),
    [api, notice],
  );
}
