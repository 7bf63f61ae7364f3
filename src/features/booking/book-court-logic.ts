import { useMemo } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { bookCourtMachine } from '@machines/booking/book-court.machine';
import type { DayAvailability } from '@machines/booking/booking-selection';
import { useAppActors, type AppActors } from '@/lib/actors';
import { watchDayChanges } from '@/lib/live-day-changes';
import { useCheckoutLogic, useLoginGateLogic } from '@/features/checkout';
import { useT } from '@/i18n/translate';

/** The book-court machine wired to the API, with the checkout kit's login gate and checkout. */
export function useBookCourtLogic() {
  const { api, session } = useAppActors();
  const t = useT();
  const loginGate = useLoginGateLogic(t('booking.bookCourt.loginTitle'));
  const checkout = useCheckoutLogic();
  return useMemo(
    () =>
      bookCourtMachine.provide({
        actors: {
          loadAvailability: fromPromise<DayAvailability, { date: string }>(({ input }) => api.bookings.availability(input.date)),
          watchSession: watchSession(session),
          watchAvailability: watchDayChanges(api.bookings.availabilityStreamUrl, 'availability.changed'),
          loginGate,
          checkout,
        },
      }),
    [api, session, loginGate, checkout],
  );
}

/** The date and start an address asks for (`/bookings?date=YYYY-MM-DD&start=HH:mm`), as given: the machine checks them. */
export function requestedSlot(search: string): { date: string | null; startTime: string | null } {
  const params = new URLSearchParams(search);
  return { date: params.get('date'), startTime: params.get('start') };
}

/** The book-court machine's `watchSession`: passes on every change of the app's session. */
function watchSession(session: AppActors['session']) {
  return fromCallback(({ sendBack }) => {
    let loggedIn = session.getSnapshot().hasTag('authenticated');
    const subscription = session.subscribe((snapshot) => {
      const now = snapshot.hasTag('authenticated');
      if (now !== loggedIn) sendBack({ type: now ? 'session.loggedIn' : 'session.loggedOut' });
      loggedIn = now;
    });
    return () => subscription.unsubscribe();
  });
}
