import { assign, fromCallback, not, setup } from 'xstate';
import type { Alert, AlertBody, AlertSeverity } from '../session';

/** The message id the view shows when submit was tried with a blank message (`missingMessage`). */
export const ALERT_MESSAGE_REQUIRED = 'admin.siteAlert.messageRequired' as const;

/** The longest message the server takes (server/modules/settings/alert/alert-routes.ts), counted as it is sent (trimmed). */
export const ALERT_MESSAGE_MAX = 500;

/** The message's length as the server counts it: the view's counter and the submit's check. */
export const alertMessageLength = (message: string) => message.trim().length;

export interface SiteAlertEditorInput {
  /** The live alert when the editor opens (null: none). */
  alert: Alert | null;
}

export interface SiteAlertEditorContext {
  /** The live alert the draft started from; follows the alert actor through `alertEditor.currentChanged`. */
  current: Alert | null;
  message: string;
  severity: AlertSeverity;
  /** As typed; `alertBody` trims it and sends null for blank. */
  linkUrl: string;
  linkText: string;
  /** Submit was tried with a blank message. */
  missingMessage: boolean;
}

export type SiteAlertEditorEvent =
  | { type: 'alertEditor.messageChanged'; message: string }
  | { type: 'alertEditor.severityChanged'; severity: AlertSeverity }
  | { type: 'alertEditor.linkUrlChanged'; linkUrl: string }
  | { type: 'alertEditor.linkTextChanged'; linkText: string }
  | { type: 'alertEditor.submit' }
  | { type: 'alertEditor.deleteRequested' }
  | { type: 'alertEditor.deleteConfirmed' }
  | { type: 'alertEditor.deleteCancelled' }
  /** The live alert changed (published, updated, deleted, reloaded): sent by `watchAlert`. */
  | { type: 'alertEditor.currentChanged'; alert: Alert | null };

/** The body the draft stands for: trimmed, blank link fields as null. */
export function alertBody(context: Pick<SiteAlertEditorContext, 'message' | 'severity' | 'linkUrl' | 'linkText'>): AlertBody {
  return {
    message: context.message.trim(),
    severity: context.severity,
    linkUrl: context.linkUrl.trim() || null,
    linkText: context.linkText.trim() || null,
  };
}

const draftOf = (alert: Alert | null) => ({
  current: alert,
  message: alert?.message ?? '',
  severity: alert?.severity ?? 'info',
  linkUrl: alert?.linkUrl ?? '',
  linkText: alert?.linkText ?? '',
});

/**
 * Staff's site alert form: the draft, the missing-message and length checks, the delete confirmation, and
 * starting again from the live alert whenever it changes. Saving and deleting are the alert
 * machine's: the app provides `requestCreate`, `requestUpdate` and `requestDelete` as sends to it.
 */
export const siteAlertEditorMachine = setup({
  types: {
    input: {} as SiteAlertEditorInput,
    context: {} as SiteAlertEditorContext,
    events: {} as SiteAlertEditorEvent,
  },
  actors: {
    /** Runs as long as the editor: sends `alertEditor.currentChanged` when the live alert changes. */
    watchAlert: fromCallback(() => {}),
  },
  actions: {
    /** `alert.create` to the alert actor. */
    requestCreate: (_, _params: { alert: AlertBody }) => {},
    /** `alert.update` to the alert actor. */
    requestUpdate: (_, _params: { alert: AlertBody }) => {},
    /** `alert.delete` to the alert actor. */
    requestDelete: () => {},
    setMessage: assign(({ event }) => (event.type === 'alertEditor.messageChanged' ? { message: event.message, missingMessage: false } : {})),
    setSeverity: assign(({ event }) => (event.type === 'alertEditor.severityChanged' ? { severity: event.severity } : {})),
    setLinkUrl: assign(({ event }) => (event.type === 'alertEditor.linkUrlChanged' ? { linkUrl: event.linkUrl } : {})),
    setLinkText: assign(({ event }) => (event.type === 'alertEditor.linkTextChanged' ? { linkText: event.linkText } : {})),
    markMissingMessage: assign({ missingMessage: true }),
    clearMissingMessage: assign({ missingMessage: false }),
    /** Start again from the live alert. */
    followCurrent: assign(({ event }) => (event.type === 'alertEditor.currentChanged' ? { ...draftOf(event.alert), missingMessage: false } : {})),
  },
  guards: {
    hasMessage: ({ context }) => context.message.trim() !== '',
    messageTooLong: ({ context }) => alertMessageLength(context.message) > ALERT_MESSAGE_MAX,
    hasCurrentAlert: ({ context }) => context.current !== null,
    isOtherAlert: ({ context, event }) =>
      event.type === 'alertEditor.currentChanged' && (event.alert?.updatedAt ?? null) !== (context.current?.updatedAt ?? null),
  },
}).createMachine({
  id: 'siteAlertEditor',
  context: ({ input }) => ({ ...draftOf(input.alert), missingMessage: false }),
  invoke: { id: 'watchAlert', src: 'watchAlert' },
  on: {
    'alertEditor.currentChanged': { guard: 'isOtherAlert', actions: 'followCurrent' },
  },
  initial: 'editing',
  states: {
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
