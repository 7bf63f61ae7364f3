import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { type CompanySettings, companySettingsMachine } from '@machines/settings';
import { useAppActors } from '@/lib/actors';

/**
 * The settings Home reads (hours and prices): the company-settings machine wired to load only (no
 * save). The first load after the page was served answers from the settings the page carried, so
 * Home draws without a request. The owner's editor is the settings feature's company-settings-logic.
 */
export function useHomeSettingsLogic() {
  const { api, bootstrap } = useAppActors();
  return useMemo(
    () =>
      companySettingsMachine.provide({
        actors: {
          loadSettings: fromPromise<Partial<CompanySettings>>(async () => bootstrap.take('companySettings') ?? api.companySettings.load()),
        },
      }),
    [api, bootstrap],
  );
}
