import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { bookCourtMachine } from '@machines/book-court.machine';
import type { DayAvailability, HoldRequest, HoldResult } from '@machines/booking-selection';
import { useAppActors } from '@/app/app-actors-context';

/** Leaving the SPA for the payment page; an object so a view test can spy on it. */
export const checkoutNavigation = {
  assign: (url: string) => window.location.assign(url),
};

/** The book-court machine wired to the API, the login modal and the browser. */
export function useBookCourtLogic() {
  const { api, loginModal } = useAppActors();
  return useMemo(
    () =>
      bookCourtMachine.provide({
        actors: {
          loadAvailability: fromPromise<DayAvailability, { date: string }>(({ input }) => api.bookings.availability(input.date)),
          holdBooking: fromPromise<HoldResult, HoldRequest>(({ input }) => api.bookings.book(input)),
        },
        actions: {
          // No return URL: the page stays put and carries on once the session says logged in.
          requestLogin: () => loginModal.send({ type: 'loginModal.open', title: 'Log in to book' }),
          goToCheckout: ({ context }) => {
            if (context.hold?.checkoutUrl) checkoutNavigation.assign(context.hold.checkoutUrl);
          },
        },
      }),
    [api, loginModal],
  );
}
