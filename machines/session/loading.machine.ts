import { assign, setup } from 'xstate';

export interface LoadingContext {
  /** HTTP requests started and not yet answered (response or error). */
  pendingRequests: number;
  /** A route change is in progress (only one at a time: a new one supersedes the old). */
  navigating: boolean;
}

export type LoadingEvent =
  { type: 'loading.requestStarted' } | { type: 'loading.requestEnded' } | { type: 'loading.navigationStarted' } | { type: 'loading.navigationEnded' };

/**
 * The global loading indicator (spec §4): on at each request or navigation start, off once every
 * request has answered and the navigation ended. Unmatched ends are ignored, so it never goes
 * negative and never stays on because of a stray end.
 */
export const loadingMachine = setup({
  types: {
    context: {} as LoadingContext,
    events: {} as LoadingEvent,
    tags: {} as 'loading',
  },
  actions: {
    countRequest: assign({ pendingRequests: ({ context }) => context.pendingRequests + 1 }),
    uncountRequest: assign({ pendingRequests: ({ context }) => Math.max(0, context.pendingRequests - 1) }),
    startNavigation: assign({ navigating: true }),
    endNavigation: assign({ navigating: false }),
  },
  guards: {
    isWorkDone: ({ context }) => context.pendingRequests === 0 && !context.navigating,
  },
}).createMachine({
  id: 'loading',
  context: { pendingRequests: 0, navigating: false },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'loading.requestStarted': { target: 'busy', actions: 'countRequest' },
        'loading.navigationStarted': { target: 'busy', actions: 'startNavigation' },
      },
    },
    busy: {
      tags: ['loading'],
      always: { guard: 'isWorkDone', target: 'idle' },
      on: {
        'loading.requestStarted': { actions: 'countRequest' },
        'loading.requestEnded': { actions: 'uncountRequest' },
        'loading.navigationStarted': { actions: 'startNavigation' },
        'loading.navigationEnded': { actions: 'endNavigation' },
      },
    },
  },
});
