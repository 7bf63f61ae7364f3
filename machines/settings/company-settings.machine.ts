import { assign, fromPromise, setup } from 'xstate';
import { errorOf, toApiError, type ApiError } from '../shared';
import { changedSettings, DEFAULT_COMPANY_SETTINGS, toCompanySettings, type CompanySettings, type CompanySettingsField } from './company-settings';

export interface CompanySettingsContext {
  /** As last loaded or saved; all 0 until loaded. */
  settings: CompanySettings;
  /** What the form shows and edits; equals `settings` outside editing. */
  draft: CompanySettings;
  /** Per-field messages from the server's 400 `fields`. */
  fieldErrors: Partial<Record<CompanySettingsField, string>>;
  error: ApiError | null;
}

type SettingsFieldChange = {
  [K in CompanySettingsField]: { type: 'settings.fieldChanged'; field: K; value: CompanySettings[K] };
}[CompanySettingsField];

export type CompanySettingsEvent = SettingsFieldChange | { type: 'settings.save' } | { type: 'settings.cancel' } | { type: 'settings.reload' };

/** Owner settings page: load, edit a draft, PATCH only the changed fields. */
export const companySettingsMachine = setup({
  types: {
    context: {} as CompanySettingsContext,
    events: {} as CompanySettingsEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** GET /company-settings */
    loadSettings: fromPromise<Partial<CompanySettings>>(async () => {
      throw new Error('provide loadSettings');
    }),
    /** PATCH /company-settings with only the changed fields; answers the whole settings. */
    saveSettings: fromPromise<Partial<CompanySettings>, Partial<CompanySettings>>(async () => {
      throw new Error('provide saveSettings');
    }),
  },
  actions: {
    /** The save went through: the app tells the owner. */
    notifySaved: () => {},
    setSettings: assign((_, answer: Partial<CompanySettings>) => {
      const settings = toCompanySettings(answer);
      return { settings, draft: settings, fieldErrors: {}, error: null };
    }),
    setDraftField: assign(({ context, event }) => {
      if (event.type !== 'settings.fieldChanged') return {};
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { draft: { ...context.draft, [event.field]: event.value }, fieldErrors };
    }),
    discardDraft: assign(({ context }) => ({ draft: context.settings, fieldErrors: {}, error: null })),
    clearErrors: assign({ fieldErrors: {}, error: null }),
    setError: assign(({ event }) => {
      const error = toApiError(errorOf(event));
      return { error, fieldErrors: error.fields ?? {} };
    }),
  },
  guards: {
    hasChanges: ({ context }) => Object.keys(changedSettings(context.settings, context.draft)).length > 0,
  },
}).createMachine({
  id: 'companySettings',
  context: { settings: DEFAULT_COMPANY_SETTINGS, draft: DEFAULT_COMPANY_SETTINGS, fieldErrors: {}, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: { target: 'ready', actions: { type: 'setSettings', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: 'setError' },
      },
    },
    loadFailed: {
      on: { 'settings.reload': { target: 'loading', actions: 'clearErrors' } },
    },
    ready: {
      on: {
        // The form is always editable: the first change starts editing.
        'settings.fieldChanged': { target: 'editing', actions: 'setDraftField' },
        'settings.reload': { target: 'loading' },
      },
    },
    editing: {
      on: {
        'settings.fieldChanged': { actions: 'setDraftField' },
        'settings.save': [
          { guard: 'hasChanges', target: 'saving', actions: 'clearErrors' },
          // Edited back to the saved values: nothing to send.
          { target: 'ready', actions: 'discardDraft' },
        ],
        'settings.cancel': { target: 'ready', actions: 'discardDraft' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveSettings',
        src: 'saveSettings',
        input: ({ context }) => changedSettings(context.settings, context.draft),
        onDone: { target: 'ready', actions: [{ type: 'setSettings', params: ({ event }) => event.output }, 'notifySaved'] },
        onError: { target: 'saveFailed', actions: 'setError' },
      },
    },
    // Like editing, with the server's messages shown at the fields; the draft is kept.
    saveFailed: {
      on: {
        'settings.fieldChanged': { target: 'editing', actions: 'setDraftField' },
        'settings.save': [
          { guard: 'hasChanges', target: 'saving', actions: 'clearErrors' },
          { target: 'ready', actions: 'discardDraft' },
        ],
        'settings.cancel': { target: 'ready', actions: 'discardDraft' },
      },
    },
  },
});
