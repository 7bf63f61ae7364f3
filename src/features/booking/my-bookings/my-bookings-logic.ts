import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import {
  bookingCancellationMachine,
  type Booking,
  type BookingScope,
  type CancellationTerms,
  type CancelResult,
  type RefundKind,
  myBookingsMachine,
} from '@machines/booking';
import type { Order } from '@machines/checkout';
import { useApi } from '@/lib/actors';

/** The member's bookings list, receipt and release of a held booking, wired to the API. */
export function useMyBookingsLogic() {
  const api = useApi();
  return useMemo(
    () =>
      myBookingsMachine.provide({
        actors: {
          loadBookings: fromPromise<Booking[], { scope: BookingScope }>(({ input }) => api.bookings.mine(input.scope)),
          loadOrder: fromPromise<Order, { orderId: string }>(({ input }) => api.orders.get(input.orderId)),
          releaseBooking: fromPromise<Booking, { bookingId: number }>(({ input }) => api.bookings.release(input.bookingId)),
        },
      }),
    [api],
  );
}

/** One cancellation; `onCancelled` runs once the server has cancelled (the list reloads). */
export function useBookingCancellationLogic(onCancelled: () => void) {
  const api = useApi();
  return useMemo(
    () =>
      bookingCancellationMachine.provide({
        actors: {
          loadTerms: fromPromise<CancellationTerms, { bookingId: number }>(({ input }) => api.bookings.cancellationTerms(input.bookingId)),
          cancelBooking: fromPromise<CancelResult, { bookingId: number; expectedRefund: RefundKind }>(({ input }) =>
            api.bookings.cancel(input.bookingId, input.expectedRefund),
          ),
        },
        actions: { notifyCancelled: () => onCancelled() },
      }),
    [api, onCancelled],
  );
}
