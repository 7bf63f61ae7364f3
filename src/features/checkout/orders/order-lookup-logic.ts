import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { orderLookupMachine, type DeskPaymentRequest, type LineRefundRequest, type Order } from '@machines/checkout';
import { useApi } from '@/lib/actors';

/** The staff order look-up wired to the API. */
export function useOrderLookupLogic() {
  const api = useApi();
  return useMemo(
    () =>
      orderLookupMachine.provide({
        actors: {
          searchOrders: fromPromise<Order[], { query: string }>(({ input }) => api.orders.search(input.query)),
          loadOrder: fromPromise<Order, { orderId: string }>(({ input }) => api.orders.get(input.orderId)),
          recordDeskPayment: fromPromise<Order, DeskPaymentRequest>(({ input }) => api.orders.recordDeskPayment(input.orderId, input.method, input.reference)),
          refundLine: fromPromise<Order, LineRefundRequest>(({ input }) => api.orders.refundLine(input.orderId, input.lineId, input.amountCents, input.reason)),
        },
      }),
    [api],
  );
}
