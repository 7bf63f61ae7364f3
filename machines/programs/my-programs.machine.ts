import { assign, fromPromise, setup } from 'xstate';
import { errorOf, toApiError, type ApiError } from '../shared/api-error';
import type { MyEnrolment } from './program-shapes';

/** Account's "My programs": the caller's places in camps, clinics, lessons and socials still to come, read again on request. */
export const myProgramsMachine = setup({
  types: {
    context: {} as { items: MyEnrolment[] | null; error: ApiError | null },
    events: {} as { type: 'myPrograms.reload' },
  },
  actors: {
    /** GET programs/enrolments/mine */
    loadMine: fromPromise<MyEnrolment[], void>(async () => {
      throw new Error('provide loadMine');
    }),
  },
  actions: {
    setItems: assign({ items: ({ event }) => (event as unknown as { output: MyEnrolment[] }).output, error: null }),
    setError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
  },
}).createMachine({
  id: 'myPrograms',
  context: { items: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: { id: 'loadMine', src: 'loadMine', onDone: { target: 'ready', actions: 'setItems' }, onError: { target: 'loadFailed', actions: 'setError' } },
    },
    ready: { on: { 'myPrograms.reload': 'loading' } },
    loadFailed: { on: { 'myPrograms.reload': 'loading' } },
  },
});
