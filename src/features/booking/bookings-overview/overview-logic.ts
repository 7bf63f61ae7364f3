import { useMemo } from 'react';
import { fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import {
  type Booking,
  type CancelResult,
  type StaffBookingRequest,
  type StaffDay,
  bookingsOverviewMachine,
  type StaffCancellation,
  staffBookingFormMachine,
  type MemberOption,
} from '@machines/booking';
import { useApi } from '@/lib/actors';
import { watchDayChanges } from '@/lib/live-day-changes';
import type { Api } from '@/lib/api/api';

const MEMBER_RESULTS = 10;

/** The staff day grid wired to the API. */
export function useBookingsOverviewLogic() {
  const api = useApi();
  return useMemo(
    () =>
      bookingsOverviewMachine.provide({
        actors: {
          watchAvailability: watchDayChanges(api.bookings.availabilityStreamUrl, 'overview.changed'),
          loadDay: fromPromise<StaffDay, { date: string }>(({ input }) => api.bookings.staffDay(input.date)),
          refreshDay: fromCallback<{ type: string }, { date: string }>(({ sendBack, input }) => {
            api.bookings.staffDay(input.date).then(
              (day) => sendBack({ type: 'overview.dayRefreshed', day }),
              () => undefined, // the day shown stays; the next change tries again
            );
          }),
          staffBook: fromPromise<Booking, StaffBookingRequest>(({ input }) => api.bookings.staffBook(input)),
          staffCancel: fromPromise<CancelResult, StaffCancellation>(({ input }) => api.bookings.staffCancel(input.id, input.refund, input.reason)),
        },
      }),
    [api],
  );
}

/** Accounts matching a name or e-mail, as the booking dialogs list them. */
function searchMembers(api: Api) {
  return fromPromise<MemberOption[], { query: string }>(async ({ input }) => {
    const page = await api.users.search({ search: input.query, limit: MEMBER_RESULTS });
    return page.items.map(({ id, email, firstName, lastName }) => ({ id, email, firstName, lastName }));
  });
}

/** The book dialog's form: searches members itself, and submits through the overview. */
export function useStaffBookingFormLogic(overview: ActorRefFrom<typeof bookingsOverviewMachine>) {
  const api = useApi();
  return useMemo(
    () =>
      staffBookingFormMachine.provide({
        actors: { searchMembers: searchMembers(api) },
        actions: { submitRequest: (_, { request }) => overview.send({ type: 'overview.bookSubmitted', request }) },
      }),
    [api, overview],
  );
}
