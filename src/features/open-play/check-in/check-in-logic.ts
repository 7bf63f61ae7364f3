import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { type BoardView, type CheckInPlaces, checkInMachine } from '@machines/open-play';
import { useApi } from '@/lib/actors';

/** Self check-in wired to the API: the account's confirmed places in this session come from its registrations. */
export function useCheckInLogic() {
  const api = useApi();
  return useMemo(
    () =>
      checkInMachine.provide({
        actors: {
          loadPlaces: fromPromise<CheckInPlaces, { sessionId: number }>(async ({ input }) => {
            const { timeZone, items } = await api.programs.mine();
            const mine = items.filter((item) => item.sessionId === input.sessionId && item.status === 'confirmed');
            const first = mine[0];
            return {
              session: first ? { title: first.title, lang: first.lang, startsAt: first.startsAt, endsAt: first.endsAt, timeZone } : null,
              places: mine.map((item) => ({ registrationId: item.id, name: item.participantName })),
            };
          }),
          checkIn: fromPromise<BoardView, { sessionId: number; registrationId: number; code: string }>(({ input }) =>
            api.openPlay.checkIn(input.sessionId, input.registrationId, input.code),
          ),
        },
      }),
    [api],
  );
}
