import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { bookingRulesMachine, type BookingRulesAnswer, type BookingRulesValues } from '@machines/settings';
import { translate } from '@/i18n/translate';
import { useAppActors } from '@/lib/actors';

/** The booking-rules machine wired to the API; a successful save is announced as a notice, in the language on screen when it lands. */
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
          notifySaved: () => notice.send({ type: 'notice.show', message: translate('admin.bookingRules.saved'), intent: 'success' }),
        },
      }),
    [api, notice],
  );
}
