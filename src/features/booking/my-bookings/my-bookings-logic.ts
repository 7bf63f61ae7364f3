import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { bookingCancellationMachine } from '@machines/booking/booking-cancellation.machine';
import type { Booking, BookingScope, CancellationTerms, CancelResult, RefundKind } from '@machines/booking/booking-shapes';
import type { Order } from '@machines/checkout/order-shapes';
import { myBookingsMachine } from '@machines/booking/my-bookings.machine';
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
