import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorOf, toApiError, type ApiError } from '../shared';

export type AlertSeverity = 'info' | 'success' | 'warning' | 'error';

/** The site-wide alert banner as the API returns it. */
export interface Alert {
  id: number;
  message: string;
  severity: AlertSeverity;
  linkUrl?: string | null;
  linkText?: string | null;
  updatedAt: string;
}

/** What an admin sends to create or update the alert. */
export type AlertBody = Pick<Alert, 'message' | 'severity' | 'linkUrl' | 'linkText'>;

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
