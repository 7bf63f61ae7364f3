import { assign, fromPromise, setup } from 'xstate';
import { errorOf, toApiError, type ApiError } from '../shared';
import type { AuditEntry, AuditTrail } from './staff-account-shapes';

export interface StaffAuditInput {
  userId: number;
}

export interface StaffAuditContext {
  userId: number;
  /** Newest first, as the server sorts them. */
  entries: AuditEntry[];
  /** The venue's zone the instants are shown in; null until the first answer. */
  timeZone: string | null;
  /** The last failed load; a failed reload keeps the entries shown. */
  error: ApiError | null;
}

export type StaffAuditEvent = { type: 'audit.reload' } | { type: 'audit.retry' };

/**
 * The audit trail of one account on its staff page: who did what, when and why. Every staff action
 * on the page sends `audit.reload`, so the new entry shows; one that arrives during a read starts it
 * again, so the answer is never older than the action.
 */
export const staffAuditMachine = setup({
  types: {
    input: {} as StaffAuditInput,
    context: {} as StaffAuditContext,
    events: {} as StaffAuditEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** GET staff/accounts/{userId}/audit (and the venue's zone). */
    loadAudit: fromPromise<AuditTrail, { userId: number }>(async () => {
      throw new Error('provide loadAudit');
    }),
  },
  actions: {
    setTrail: assign((_, trail: AuditTrail) => ({ entries: trail.items, timeZone: trail.timeZone, error: null })),
    setError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'staffAudit',
  context: ({ input }) => ({ userId: input.userId, entries: [], timeZone: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadAudit',
        src: 'loadAudit',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'ready', actions: { type: 'setTrail', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: 'setError' },
      },
      on: { 'audit.reload': { target: 'loading', reenter: true } },
    },
    loadFailed: {
      on: {
        'audit.retry': { target: 'loading', actions: 'clearError' },
        'audit.reload': { target: 'loading', actions: 'clearError' },
      },
    },
    ready: {
      on: { 'audit.reload': { target: 'reloading', actions: 'clearError' } },
    },
    /** The entries stay on screen while the trail is read again. */
    reloading: {
      tags: ['busy'],
      invoke: {
        id: 'loadAudit',
        src: 'loadAudit',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'ready', actions: { type: 'setTrail', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: 'setError' },
      },
      on: { 'audit.reload': { target: 'reloading', reenter: true } },
    },
  },
});
