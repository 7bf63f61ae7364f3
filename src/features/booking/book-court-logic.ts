import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { bookCourtMachine } from '@machines/booking/book-court.machine';
import type { DayAvailability } from '@machines/booking/booking-selection';
import { useAppActors } from '@/lib/actors';
import { useCheckoutLogic, useLoginGateLogic } from '@/features/checkout';

/** The book-court machine wired to the API, with the checkout kit's login gate and checkout. */
export function useBookCourtLogic() {
  const { api } = useAppActors();
  const loginGate = useLoginGateLogic('Log in to book');
  const checkout = useCheckoutLogic();
  return useMemo(
    () =>
      bookCourtMachine.provide({
        actors: {
          loadAvailability: fromPromise<DayAvailability, { date: string }>(({ input }) => api.bookings.availability(input.date)),
          loginGate,
          checkout,
        },
      }),
    [api, loginGate, checkout],
  );
}
