import { fromPromise } from 'xstate';
import { type BoardView, liveSessionMachine, type LiveSource } from '@machines/open-play';
import type { Api } from '@/lib/api/api';
import { watchClock, watchNetwork, watchOpenPlay } from './watch-open-play';

/** The live core wired to the API: a board reads by its secret, everyone else by the session. */
export function liveLogic(api: Api) {
  return liveSessionMachine.provide({
    actors: {
      loadView: fromPromise<BoardView, LiveSource>(({ input }) =>
        input.kind === 'board' ? api.openPlay.board(input.secret) : api.openPlay.view(input.sessionId),
      ),
      watchView: watchOpenPlay((source) => (source.kind === 'board' ? api.openPlay.boardStreamUrl(source.secret) : api.openPlay.streamUrl(source.sessionId))),
      watchNetwork,
      watchClock,
    },
  });
}
