import { useMemo } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { type BoardView, type CheckInCode, deskConsoleMachine, type OpenPlayReport } from '@machines/open-play';
import { translate } from '@/i18n/translate';
import { useAppActors } from '@/lib/actors';
import { liveLogic } from '../live/live-logic';

export type ConsoleActor = ActorRefFrom<typeof deskConsoleMachine>;
type Session = { sessionId: number };

/** The desk's console wired to the API; Copy puts a link on the clipboard and says so. */
export function useConsoleLogic() {
  const { api, notice } = useAppActors();
  return useMemo(() => {
    const tell = (message: string, intent: 'success' | 'error') => notice.send({ type: 'notice.show', message, intent });
    return deskConsoleMachine.provide({
      actors: {
        live: liveLogic(api),
        moveInLine: fromPromise<BoardView, Session & { registrationId: number; position: number }>(({ input }) =>
          api.openPlay.moveInLine(input.sessionId, { registrationId: input.registrationId, position: input.position }),
        ),
        changeBand: fromPromise<BoardView, Session & { registrationId: number; band: string }>(({ input }) =>
          api.openPlay.moveInLine(input.sessionId, { registrationId: input.registrationId, band: input.band }),
        ),
        pairPlayers: fromPromise<BoardView, Session & { registrationId: number; partnerRegistrationId: number | null }>(({ input }) =>
          api.openPlay.pair(input.sessionId, input.registrationId, input.partnerRegistrationId),
        ),
        placeGame: fromPromise<BoardView, Session & { court: number; players: number[] }>(({ input }) =>
          api.openPlay.placeGame(input.sessionId, input.court, input.players),
        ),
        pauseCourt: fromPromise<BoardView, Session & { court: number }>(({ input }) => api.openPlay.pauseCourt(input.sessionId, input.court)),
        resumeCourt: fromPromise<BoardView, Session & { court: number }>(({ input }) => api.openPlay.resumeCourt(input.sessionId, input.court)),
        endGame: fromPromise<BoardView, { gameId: number }>(({ input }) => api.openPlay.endGame(input.gameId, {})),
        undoAssignment: fromPromise<BoardView, Session>(({ input }) => api.openPlay.undo(input.sessionId)),
        endSession: fromPromise<BoardView, Session>(({ input }) => api.openPlay.endSession(input.sessionId)),
        makeBoardLink: fromPromise<{ url: string }, Session>(({ input }) => api.openPlay.boardLink(input.sessionId)),
        makeCheckInCode: fromPromise<CheckInCode, Session>(({ input }) => api.openPlay.checkInCode(input.sessionId)),
        loadReport: fromPromise<OpenPlayReport, Session>(({ input }) => api.openPlay.report(input.sessionId)),
      },
      actions: {
        copyText: (_, { text }) => {
          const copied = navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'));
          copied.then(
            () => tell(translate('openPlay.console.copied'), 'success'),
            () => tell(translate('openPlay.console.copyFailed'), 'error'),
          );
        },
      },
    });
  }, [api, notice]);
}
