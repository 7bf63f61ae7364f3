import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import {
  dropInSetupMachine,
  type DropInSetup,
  type ProgramSession,
  type TemplateWriteResult,
  sessionExceptionMachine,
  type OneOffRequest,
  type SessionPatch,
  type SetupBounds,
  templateEditorMachine,
  type TemplateSave,
} from '@machines/programs';
import { WEEKDAYS, closingTimeField, openingTimeField, toCompanySettings, type CompanySettings } from '@machines/settings';
import { useApi } from '@/lib/actors';

/** The court count and each weekday's hours; a day whose closing is not after its opening is closed. */
export function setupBounds(settings: CompanySettings): SetupBounds {
  return {
    courts: settings.numberOfCourts,
    hours: WEEKDAYS.map(({ key }) => {
      const opens = settings[openingTimeField(key)];
      const closes = settings[closingTimeField(key)];
      return closes > opens ? { opens, closes } : null;
    }),
  };
}

/** /owner/dropin-setup wired to the API. */
export function useDropInSetupLogic() {
  const api = useApi();
  return useMemo(() => {
    const calls = api.programSetup;
    return dropInSetupMachine.provide({
      actors: {
        loadSetup: fromPromise<DropInSetup, { from: string; to: string }>(async ({ input }) => {
          const [templates, sessions, settings] = await Promise.all([calls.templates(), calls.sessions(input.from, input.to), api.companySettings.load()]);
          return { templates, sessions, bounds: setupBounds(toCompanySettings(settings)) };
        }),
        deleteTemplate: fromPromise<TemplateWriteResult, { id: number }>(({ input }) => calls.deleteTemplate(input.id)),
        templateEditor: templateEditorMachine.provide({
          actors: {
            saveTemplate: fromPromise<TemplateWriteResult, TemplateSave>(({ input }) =>
              input.id === null ? calls.createTemplate(input.body) : calls.updateTemplate(input.id, input.body),
            ),
          },
        }),
        sessionException: sessionExceptionMachine.provide({
          actors: {
            changeSession: fromPromise<ProgramSession, { id: number; patch: SessionPatch }>(({ input }) => calls.changeSession(input.id, input.patch)),
            cancelSession: fromPromise<ProgramSession, { id: number; reason: string }>(({ input }) => calls.cancelSession(input.id, input.reason)),
            addSession: fromPromise<ProgramSession, OneOffRequest>(({ input }) => calls.addSession(input)),
          },
        }),
      },
    });
  }, [api]);
}
