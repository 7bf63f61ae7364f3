import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { bookingRulesMachine, type BookingRulesAnswer, type BookingRulesValues } from '@machines/settings/booking-rules.machine';
import { useAppActors } from '@/lib/actors';

const RULES_SAVED_MESSAGE = 'Booking rules saved.';

/** The booking-rules machine wired to the API; a successful save is announced as a notice. */
export function useBookingRulesLogic() {
  const { api, notice } = useAppActors();
  return useMemo(
    () =>
      bookingRulesMachine.provide({
        actors: {
          loadRules: fromPromise<BookingRulesAnswer>(() => api.bookings.rules()),
          saveRules: fromPromise<BookingRulesAnswer, Partial<BookingRulesValues>>(({ input }) => api.bookings.saveRules(input)),
        },
        actions: {
          notifySaved: () => notice.send({ type: 'notice.show', message: RULES_SAVED_MESSAGE, intent: 'success' }),
        },
      }),
    [api, notice],
  );
}
