import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { type BoardView, type CheckInPlace, checkInMachine } from '@machines/open-play';
import { useApi } from '@/lib/actors';

/** Self check-in wired to the API: the account's confirmed places in this session come from its registrations. */
export function useCheckInLogic() {
  const api = useApi();
  return useMemo(
    () =>
      checkInMachine.provide({
        actors: {
          loadPlaces: fromPromise<CheckInPlace[], { sessionId: number }>(async ({ input }) =>
            (await api.programs.mine()).items
              .filter((item) => item.sessionId === input.sessionId && item.status === 'confirmed')
              .map((item) => ({ registrationId: item.id, name: item.participantName })),
          ),
          checkIn: fromPromise<BoardView, { sessionId: number; registrationId: number; code: string }>(({ input }) =>
            api.openPlay.checkIn(input.sessionId, input.registrationId, input.code),
          ),
        },
      }),
    [api],
  );
}
