import { useMemo } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { type BoardView, type GameResult, playerPanelMachine } from '@machines/open-play';
import { useApi } from '@/lib/actors';
import { liveLogic } from '../live/live-logic';

export type PanelActor = ActorRefFrom<typeof playerPanelMachine>;
type Place = { sessionId: number; registrationId: number };

/** The player's panel wired to the API. */
export function usePanelLogic() {
  const api = useApi();
  return useMemo(
    () =>
      playerPanelMachine.provide({
        actors: {
          live: liveLogic(api),
          endGame: fromPromise<BoardView, { gameId: number; result: GameResult }>(({ input }) => api.openPlay.endGame(input.gameId, input.result)),
          restPlayer: fromPromise<BoardView, Place>(({ input }) => api.openPlay.rest(input.sessionId, input.registrationId)),
          rejoinLine: fromPromise<BoardView, Place>(({ input }) => api.openPlay.rejoin(input.sessionId, input.registrationId)),
          pickPartner: fromPromise<BoardView, Place & { partnerRegistrationId: number | null }>(({ input }) =>
            api.openPlay.partner(input.sessionId, input.registrationId, input.partnerRegistrationId),
          ),
          leaveSession: fromPromise<BoardView, Place>(({ input }) => api.openPlay.leave(input.sessionId, input.registrationId)),
        },
      }),
    [api],
  );
}
