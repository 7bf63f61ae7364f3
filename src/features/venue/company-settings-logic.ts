import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { CompanySettings } from '@machines/settings/company-settings';
import { companySettingsMachine } from '@machines/settings/company-settings.machine';
import { useApi } from '@/lib/actors';

/** The company-settings machine wired to the API; Home only reads it (no save). */
export function useCompanySettingsLogic() {
  const api = useApi();
  return useMemo(
    () =>
      companySettingsMachine.provide({
        actors: {
          loadSettings: fromPromise<Partial<CompanySettings>>(() => api.companySettings.load()),
        },
      }),
    [api],
  );
}
