import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { bookCourtMachine, type DayAvailability } from '@machines/booking';
import { useAppActors, watchSession } from '@/lib/actors';
import { watchDayChanges } from '@/lib/live-day-changes';
import { usePurchaseLogic } from '@/features/checkout';
import { useT } from '@/i18n/translate';

/** The book-court machine wired to the API, with the checkout kit's purchase (login gate, checkout). */
export function useBookCourtLogic() {
  const { api, session } = useAppActors();
  const t = useT();
  const purchase = usePurchaseLogic(t('booking.bookCourt.loginTitle'));
  return useMemo(
    () =>
      bookCourtMachine.provide({
        actors: {
          loadAvailability: fromPromise<DayAvailability, { date: string }>(({ input }) => api.bookings.availability(input.date)),
          watchSession: watchSession(session),
          watchAvailability: watchDayChanges(api.bookings.availabilityStreamUrl, 'availability.changed'),
          purchase,
        },
      }),
    [api, session, purchase],
  );
}

/** The date and start an address asks for (`/bookings?date=YYYY-MM-DD&start=HH:mm`), as given: the machine checks them. */
export function requestedSlot(search: string): { date: string | null; startTime: string | null } {
  const params = new URLSearchParams(search);
  return { date: params.get('date'), startTime: params.get('start') };
}
