import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { CompanySettings } from '@machines/settings/company-settings';
import { companySettingsMachine } from '@machines/settings/company-settings.machine';
import { useAppActors } from '@/lib/actors';

const SETTINGS_SAVED_MESSAGE = 'Company settings saved.';

/** The company-settings machine wired to the API; a successful save is announced as a notice. */
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
          notifySaved: () => notice.send({ type: 'notice.show', message: SETTINGS_SAVED_MESSAGE, intent: 'success' }),
        },
      }),
    [api, notice],
  );
}
