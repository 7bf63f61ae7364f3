import { assign, fromPromise, setup } from 'xstate';
import { errorOf, toApiError, type ApiError } from '../shared';
import type { MyOpenPlay } from './open-play-shapes';

/** Account's "Open play": the household's open-play sessions (today's live, the last 60 days' games), read again on request. */
export const myOpenPlayMachine = setup({
  types: {
    context: {} as { mine: MyOpenPlay | null; error: ApiError | null },
    events: {} as { type: 'myOpenPlay.reload' },
    tags: {} as 'busy',
  },
  actors: {
    /** GET open-play/mine */
    loadMine: fromPromise<MyOpenPlay, void>(async () => {
      throw new Error('provide loadMine');
    }),
  },
  actions: {
    setMine: assign((_, mine: MyOpenPlay) => ({ mine, error: null })),
    setError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
  },
}).createMachine({
  id: 'myOpenPlay',
  context: { mine: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadMine',
        src: 'loadMine',
        onDone: { target: 'ready', actions: { type: 'setMine', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: 'setError' },
      },
    },
    ready: { on: { 'myOpenPlay.reload': 'loading' } },
    loadFailed: { on: { 'myOpenPlay.reload': 'loading' } },
  },
});
