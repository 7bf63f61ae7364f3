import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { type Roster, rosterMachine, type Attendance, type WalkInRequest } from '@machines/programs';
import { useApi } from '@/lib/actors';

/** The staff roster wired to the API; Print opens the browser's print dialog. */
export function useRosterLogic() {
  const api = useApi();
  return useMemo(
    () =>
      rosterMachine.provide({
        actors: {
          loadRoster: fromPromise<Roster, { sessionId: number }>(({ input }) => api.programSetup.roster(input.sessionId)),
          markAttendance: fromPromise<{ id: number; attendance: Attendance }, { registrationId: number; status: Attendance }>(({ input }) =>
            api.programSetup.markAttendance(input.registrationId, input.status),
          ),
          addWalkIn: fromPromise<unknown, WalkInRequest>(({ input }) => api.programSetup.addWalkIn(input)),
        },
        actions: { printRoster: () => window.print() },
      }),
    [api],
  );
}
