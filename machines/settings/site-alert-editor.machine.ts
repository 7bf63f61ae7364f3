import { assign, fromCallback, fromPromise, not, setup } from 'xstate';
import type { Alert, AlertBody, AlertSeverity, EditableAlert } from '../session';
import { type ContentLanguage, emptyLocalized, hasAny, type Localized, localizedOf } from '../shared';

/** The message id the view shows when submit was tried with a blank message (`missingMessage`). */
export const ALERT_MESSAGE_REQUIRED = 'admin.siteAlert.messageRequired' as const;

/** The longest message the server takes (server/modules/settings/alert/alert-routes.ts), counted as it is sent (trimmed). */
export const ALERT_MESSAGE_MAX = 500;

/** One version's length as the server counts it: the view's counter and the submit's check. */
export const alertMessageLength = (message: string) => message.trim().length;

export interface SiteAlertEditorInput {
  /** The live alert when the editor opens (null: none), as the banner shows it. */
  alert: Alert | null;
}

export interface SiteAlertEditorContext {
  /** The live alert the draft started from; follows the alert actor through `alertEditor.currentChanged`. */
  current: Alert | null;
  /** In English and French; either may stay empty, not both. */
  message: Localized<string>;
  severity: AlertSeverity;
  /** As typed; `alertBody` trims it and sends null for blank. */
  linkUrl: string;
  linkText: Localized<string>;
  /** Submit was tried with a blank message. */
  missingMessage: boolean;
}

export type SiteAlertEditorEvent =
  | { type: 'alertEditor.messageChanged'; language: ContentLanguage; message: string }
  | { type: 'alertEditor.severityChanged'; severity: AlertSeverity }
  | { type: 'alertEditor.linkUrlChanged'; linkUrl: string }
  | { type: 'alertEditor.linkTextChanged'; language: ContentLanguage; linkText: string }
  | { type: 'alertEditor.submit' }
  | { type: 'alertEditor.deleteRequested' }
  | { type: 'alertEditor.deleteConfirmed' }
  | { type: 'alertEditor.deleteCancelled' }
  /** The live alert changed (published, updated, deleted, reloaded): sent by `watchAlert`. */
  | { type: 'alertEditor.currentChanged'; alert: Alert | null };

const versionBody = (text: Localized<string>): Localized<string | null> => ({ en: text.en.trim() || null, fr: text.fr.trim() || null });

/** The body the draft stands for: trimmed, each blank version and a blank link as null. */
export function alertBody(context: Pick<SiteAlertEditorContext, 'message' | 'severity' | 'linkUrl' | 'linkText'>): AlertBody {
  return {
    message: versionBody(context.message),
    severity: context.severity,
    linkUrl: context.linkUrl.trim() || null,
    linkText: versionBody(context.linkText),
  };
}

/**
 * The form as the live alert's versions fill it (the staff's read, both languages); from the banner's
 * alert when those could not be read, its one text taken as the English version (as the server reads a plain value).
 */
const draftOf = (alert: EditableAlert | Alert | null) => ({
  message: localizedOf<string>(alert?.message, ''),
  severity: alert?.severity ?? 'info',
  linkUrl: alert?.linkUrl ?? '',
  linkText: localizedOf<string>(alert?.linkText, ''),
});

const EMPTY_DRAFT = { message: emptyLocalized(''), severity: 'info' as const, linkUrl: '', linkText: emptyLocalized('') };

/**
 * Staff's site alert form: the live alert's versions read for editing (`loadVersions`), the draft in
 * English and French, the missing-message and length checks, the delete confirmation, and starting
 * again from the live alert whenever it changes. Saving and deleting are the alert machine's: the app
 * provides `requestCreate`, `requestUpdate` and `requestDelete` as sends to it.
 */
export const siteAlertEditorMachine = setup({
  types: {
    input: {} as SiteAlertEditorInput,
    context: {} as SiteAlertEditorContext,
    events: {} as SiteAlertEditorEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** Runs as long as the editor: sends `alertEditor.currentChanged` when the live alert changes. */
    watchAlert: fromCallback(() => {}),
    /** GET app-alert/1: the live alert in both languages. */
    loadVersions: fromPromise<EditableAlert>(async () => {
      throw new Error('provide loadVersions');
    }),
  },
  actions: {
    /** `alert.create` to the alert actor. */
    requestCreate: (_, _params: { alert: AlertBody }) => {},
    /** `alert.update` to the alert actor. */
    requestUpdate: (_, _params: { alert: AlertBody }) => {},
    /** `alert.delete` to the alert actor. */
    requestDelete: () => {},
    setMessage: assign(({ context, event }) =>
      event.type === 'alertEditor.messageChanged' ? { message: { ...context.message, [event.language]: event.message }, missingMessage: false } : {},
    ),
    setSeverity: assign(({ event }) => (event.type === 'alertEditor.severityChanged' ? { severity: event.severity } : {})),
    setLinkUrl: assign(({ event }) => (event.type === 'alertEditor.linkUrlChanged' ? { linkUrl: event.linkUrl } : {})),
    setLinkText: assign(({ context, event }) =>
      event.type === 'alertEditor.linkTextChanged' ? { linkText: { ...context.linkText, [event.language]: event.linkText } } : {},
    ),
    markMissingMessage: assign({ missingMessage: true }),
    clearMissingMessage: assign({ missingMessage: false }),
    /** Start again from the live alert: an empty form until its versions are read. */
    followCurrent: assign(({ event }) => (event.type === 'alertEditor.currentChanged' ? { current: event.alert, ...EMPTY_DRAFT, missingMessage: false } : {})),
    setVersions: assign((_, alert: EditableAlert) => draftOf(alert)),
    setShownVersion: assign(({ context }) => draftOf(context.current)),
  },
  guards: {
    hasMessage: ({ context }) => hasAny(context.message),
    messageTooLong: ({ context }) => alertMessageLength(context.message.en) > ALERT_MESSAGE_MAX || alertMessageLength(context.message.fr) > ALERT_MESSAGE_MAX,
    hasCurrentAlert: ({ context }) => context.current !== null,
    isOtherAlert: ({ context, event }) =>
      event.type === 'alertEditor.currentChanged' && (event.alert?.updatedAt ?? null) !== (context.current?.updatedAt ?? null),
  },
}).createMachine({
  id: 'siteAlertEditor',
  context: ({ input }) => ({ current: input.alert, ...EMPTY_DRAFT, missingMessage: false }),
  invoke: { id: 'watchAlert', src: 'watchAlert' },
  on: {
    'alertEditor.currentChanged': { guard: 'isOtherAlert', target: '.starting', actions: 'followCurrent' },
  },
  initial: 'starting',
  states: {
    // A live alert is read in both languages first; with none the form starts empty.
    starting: {
      always: [{ guard: 'hasCurrentAlert', target: 'loading' }, { target: 'editing' }],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadVersions',
        src: 'loadVersions',
        onDone: { target: 'editing', actions: { type: 'setVersions', params: ({ event }) => event.output } },
        // The banner's text is still there to edit (as English): better than an empty form over a live alert.
        onError: { target: 'editing', actions: 'setShownVersion' },
      },
    },
    editing: {
      on: {
        'alertEditor.messageChanged': { actions: 'setMessage' },
        'alertEditor.severityChanged': { actions: 'setSeverity' },
        'alertEditor.linkUrlChanged': { actions: 'setLinkUrl' },
        'alertEditor.linkTextChanged': { actions: 'setLinkText' },
        'alertEditor.submit': [
          { guard: not('hasMessage'), actions: 'markMissingMessage' },
          // Over the limit: nothing is cut or sent; the field already says how much to shorten it.
          { guard: 'messageTooLong' },
          { guard: 'hasCurrentAlert', actions: ['clearMissingMessage', { type: 'requestUpdate', params: ({ context }) => ({ alert: alertBody(context) }) }] },
          { actions: ['clearMissingMessage', { type: 'requestCreate', params: ({ context }) => ({ alert: alertBody(context) }) }] },
        ],
        'alertEditor.deleteRequested': { guard: 'hasCurrentAlert', target: 'confirmingDelete' },
      },
    },
    confirmingDelete: {
      // The alert went meanwhile (deleted elsewhere): nothing is left to confirm.
      always: { guard: not('hasCurrentAlert'), target: 'editing' },
      on: {
        'alertEditor.deleteConfirmed': { target: 'editing', actions: 'requestDelete' },
        'alertEditor.deleteCancelled': { target: 'editing' },
      },
    },
  },
});
