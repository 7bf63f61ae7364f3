import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { type ContentLanguage, type ContentLangs, contentLocaleOf, errorOf, type Localized, toApiError, type ApiError } from '../shared';

export type AlertSeverity = 'info' | 'success' | 'warning' | 'error';

/** The site-wide alert banner as the API returns it: message and link text in the reader's language (`lang`/`langs` when one fell back). */
export interface Alert extends ContentLangs<'linkText'> {
  id: number;
  message: string;
  severity: AlertSeverity;
  linkUrl?: string | null;
  linkText?: string | null;
  updatedAt: string;
}

/** What an admin sends to create or update the alert: message and link text in both languages (an empty version null). */
export interface AlertBody {
  message: Localized<string | null>;
  severity: AlertSeverity;
  linkUrl: string | null;
  linkText: Localized<string | null>;
}

/** The alert as staff edit it (GET /app-alert/1, and the answer to a save): both languages. */
export interface EditableAlert extends AlertBody {
  id: number;
  updatedAt: string;
}

/**
 * The banner a staff member's own save shows them: each text in their language, else the other
 * one's, marked as the server marks a public read (`lang` for the message, `langs.linkText`).
 */
export function publicAlertOf(alert: EditableAlert, language: ContentLanguage): Alert {
  const other: ContentLanguage = language === 'en' ? 'fr' : 'en';
  const pick = (text: Localized<string | null>) => (text[language] ? { value: text[language], lang: language } : { value: text[other], lang: other });
  const message = pick(alert.message);
  const linkText = pick(alert.linkText);
  const objectLang = message.value ? message.lang : language;
  return {
    id: alert.id,
    message: message.value ?? '',
    severity: alert.severity,
    linkUrl: alert.linkUrl,
    linkText: linkText.value,
    updatedAt: alert.updatedAt,
    ...(objectLang !== language ? { lang: contentLocaleOf(objectLang) } : {}),
    ...(linkText.value && linkText.lang !== objectLang ? { langs: { linkText: contentLocaleOf(linkText.lang) } } : {}),
  };
}

export interface AlertInput {
  /** `updatedAt` of the alert the visitor dismissed earlier this session (e.g. from sessionStorage). */
  dismissedUpdatedAt?: string | null;
}

export interface AlertContext {
  alert: Alert | null;
  /** The last failed load, save or delete; cleared when the next one starts. */
  error: ApiError | null;
  /** `updatedAt` of the dismissed alert: a changed alert shows again. */
  dismissedUpdatedAt: string | null;
}

export type AlertEvent =
  | { type: 'alert.create'; alert: AlertBody }
  | { type: 'alert.update'; alert: AlertBody }
  | { type: 'alert.delete' }
  | { type: 'alert.dismiss' }
  | { type: 'alert.reload' };

export const alertMachine = setup({
  types: {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- setup() takes the input type from this assertion
    input: {} as AlertInput,
    context: {} as AlertContext,
    events: {} as AlertEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** GET /app-alert: the alert, or null for an empty answer. */
    loadAlert: fromPromise<Alert | null>(async () => {
      throw new Error('provide loadAlert');
    }),
    /** POST /app-alert */
    createAlert: fromPromise<Alert, AlertBody>(async () => {
      throw new Error('provide createAlert');
    }),
    /** PUT /app-alert/1 (the update always targets id 1) */
    updateAlert: fromPromise<Alert, AlertBody>(async () => {
      throw new Error('provide updateAlert');
    }),
    /** DELETE /app-alert/{id} */
    deleteAlert: fromPromise<void, { id: number }>(async () => {
      throw new Error('provide deleteAlert');
    }),
  },
  actions: {
    /** Persist the dismissal for this session; read `context.dismissedUpdatedAt`. */
    rememberDismissal: () => {},
    setAlert: assign((_, alert: Alert | null) => ({ alert })),
    clearAlert: assign({ alert: null }),
    setError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
    clearError: assign({ error: null }),
    markDismissed: assign({ dismissedUpdatedAt: ({ context }) => context.alert?.updatedAt ?? null }),
    forgetDismissal: assign({ dismissedUpdatedAt: null }),
  },
  guards: {
    hasAlert: ({ context }) => context.alert !== null,
    isAlertDismissed: ({ context }) => context.alert !== null && context.alert.updatedAt === context.dismissedUpdatedAt,
  },
}).createMachine({
  id: 'alert',
  context: ({ input }) => ({ alert: null, error: null, dismissedUpdatedAt: input?.dismissedUpdatedAt ?? null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadAlert',
        src: 'loadAlert',
        onDone: { target: 'settling', actions: { type: 'setAlert', params: ({ event }) => event.output } },
        // Keep whatever alert we had; the error is only logged or shown to staff.
        onError: { target: 'settling', actions: 'setError' },
      },
    },
    // Transient: picks the visible state from the alert and the dismissal.
    settling: {
      always: [{ guard: 'isAlertDismissed', target: 'dismissed' }, { guard: 'hasAlert', target: 'shown' }, { target: 'hidden' }],
    },
    hidden: {
      on: {
        'alert.create': { target: 'saving.creating', actions: 'clearError' },
        'alert.reload': { target: 'loading', actions: 'clearError' },
      },
    },
    shown: {
      on: {
        'alert.dismiss': { target: 'dismissed', actions: ['markDismissed', 'rememberDismissal'] },
        'alert.update': { target: 'saving.updating', actions: 'clearError' },
        'alert.delete': { target: 'deleting', actions: 'clearError' },
        'alert.reload': { target: 'loading', actions: 'clearError' },
      },
    },
    dismissed: {
      on: {
        'alert.update': { target: 'saving.updating', actions: 'clearError' },
        'alert.delete': { target: 'deleting', actions: 'clearError' },
        'alert.reload': { target: 'loading', actions: 'clearError' },
      },
    },
    saving: {
      tags: ['busy'],
      initial: 'creating',
      states: {
        creating: {
          invoke: {
            id: 'createAlert',
            src: 'createAlert',
            input: ({ event }) => {
              assertEvent(event, 'alert.create');
              return event.alert;
            },
            onDone: { target: '#alert.settling', actions: [{ type: 'setAlert', params: ({ event }) => event.output }, 'forgetDismissal'] },
            onError: { target: '#alert.settling', actions: 'setError' },
          },
        },
        updating: {
          invoke: {
            id: 'updateAlert',
            src: 'updateAlert',
            input: ({ event }) => {
              assertEvent(event, 'alert.update');
              return event.alert;
            },
            onDone: { target: '#alert.settling', actions: [{ type: 'setAlert', params: ({ event }) => event.output }, 'forgetDismissal'] },
            onError: { target: '#alert.settling', actions: 'setError' },
          },
        },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteAlert',
        src: 'deleteAlert',
        input: ({ context }) => ({ id: context.alert?.id ?? 1 }),
        onDone: { target: 'settling', actions: 'clearAlert' },
        onError: { target: 'settling', actions: 'setError' },
      },
    },
  },
});
