import { assign, fromPromise, setup } from 'xstate';
import { errorOf, toApiError, type ApiError } from '../shared';
import type { MyRegistrations } from './program-shapes';

/** Account's "My drop-in sessions": the caller's upcoming places and waitlist entries, read again on request. */
export const mySessionsMachine = setup({
  types: {
    context: {} as { mine: MyRegistrations | null; error: ApiError | null },
    events: {} as { type: 'mySessions.reload' },
  },
  actors: {
    /** GET programs/registrations/mine */
    loadMine: fromPromise<MyRegistrations, void>(async () => {
      throw new Error('provide loadMine');
    }),
  },
  actions: {
    setMine: assign((_, mine: MyRegistrations) => ({ mine, error: null })),
    setError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
  },
}).createMachine({
  id: 'mySessions',
  context: { mine: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadMine',
        src: 'loadMine',
        onDone: { target: 'ready', actions: { type: 'setMine', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: 'setError' },
      },
    },
    ready: { on: { 'mySessions.reload': 'loading' } },
    loadFailed: { on: { 'mySessions.reload': 'loading' } },
  },
});
