import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { type Order, purchasesMachine } from '@machines/checkout';
import { useApi } from '@/lib/actors';

/** The member's orders, wired to the API. */
export function usePurchasesLogic() {
  const api = useApi();
  return useMemo(() => purchasesMachine.provide({ actors: { loadOrders: fromPromise<Order[]>(() => api.orders.mine()) } }), [api]);
}
