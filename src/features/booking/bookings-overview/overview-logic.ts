import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { Booking, CancelResult, StaffBookingRequest, StaffDay } from '@machines/booking/booking-shapes';
import { bookingsOverviewMachine, type MemberOption, type StaffCancellation } from '@machines/booking/bookings-overview.machine';
import { useApi } from '@/lib/actors';

const MEMBER_RESULTS = 10;

/** The staff day grid wired to the API. */
export function useBookingsOverviewLogic() {
  const api = useApi();
  return useMemo(
    () =>
      bookingsOverviewMachine.provide({
        actors: {
          loadDay: fromPromise<StaffDay, { date: string }>(({ input }) => api.bookings.staffDay(input.date)),
          searchMembers: fromPromise<MemberOption[], { query: string }>(async ({ input }) => {
            const page = await api.users.search({ search: input.query, limit: MEMBER_RESULTS });
            return page.items.map(({ id, email, firstName, lastName }) => ({ id, email, firstName, lastName }));
          }),
          staffBook: fromPromise<Booking, StaffBookingRequest>(({ input }) => api.bookings.staffBook(input)),
          staffCancel: fromPromise<CancelResult, StaffCancellation>(({ input }) => api.bookings.staffCancel(input.id, input.refund, input.reason)),
        },
      }),
    [api],
  );
}
