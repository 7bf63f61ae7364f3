import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { whatsOnMachine } from '@machines/venue';
import { useApi } from '@/lib/actors';
import { watchDayChanges } from '@/lib/live-day-changes';
import { activeLocale } from '@/i18n/catalogs';
import { takeEarlyWhatsOn } from './early-whats-on';

/** The home page's "what is on" machine, wired to GET /api/whats-on and Book Court's live stream. */
export function useWhatsOnLogic() {
  const api = useApi();
  return useMemo(
    () =>
      whatsOnMachine.provide({
        actors: {
          // The first load takes the answer the page asked for beside its scripts, if it came.
          loadWhatsOn: fromPromise(async () => (await takeEarlyWhatsOn(activeLocale())) ?? api.whatsOn.load()),
          watchCourts: watchDayChanges(api.bookings.availabilityStreamUrl, 'whatsOn.changed'),
        },
      }),
    [api],
  );
}
