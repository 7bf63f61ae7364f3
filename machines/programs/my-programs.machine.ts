import { assign, fromPromise, setup } from 'xstate';
import { errorOf, toApiError, type ApiError } from '../shared';
import type { MyEnrolments } from './program-shapes';

/** Account's "My programs": the caller's places in camps, clinics, lessons and socials still to come, read again on request. */
export const myProgramsMachine = setup({
  types: {
    context: {} as { mine: MyEnrolments | null; error: ApiError | null },
    events: {} as { type: 'myPrograms.reload' },
  },
  actors: {
    /** GET programs/enrolments/mine */
    loadMine: fromPromise<MyEnrolments, void>(async () => {
      throw new Error('provide loadMine');
    }),
  },
  actions: {
    setMine: assign((_, mine: MyEnrolments) => ({ mine, error: null })),
    setError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
  },
}).createMachine({
  id: 'myPrograms',
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
    ready: { on: { 'myPrograms.reload': 'loading' } },
    loadFailed: { on: { 'myPrograms.reload': 'loading' } },
  },
});
