import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { whatsOnMachine } from '@machines/venue';
import { useApi } from '@/lib/actors';
import { watchDayChanges } from '@/lib/live-day-changes';

/** The home page's "what is on" machine, wired to GET /api/whats-on and Book Court's live stream. */
export function useWhatsOnLogic() {
  const api = useApi();
  return useMemo(
    () =>
      whatsOnMachine.provide({
        actors: {
          loadWhatsOn: fromPromise(() => api.whatsOn.load()),
          watchCourts: watchDayChanges(api.bookings.availabilityStreamUrl, 'whatsOn.changed'),
        },
      }),
    [api],
  );
}
