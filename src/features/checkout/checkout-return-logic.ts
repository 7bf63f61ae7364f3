import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { checkoutReturnMachine, type CheckoutResult } from '@machines/checkout-return.machine';
import { useApi } from '@/app/app-actors-context';

/** The checkout return machine wired to the API: read the outcome, or cancel the checkout. */
export function useCheckoutReturnLogic() {
  const api = useApi();
  return useMemo(
    () =>
      checkoutReturnMachine.provide({
        actors: {
          fetchOutcome: fromPromise<CheckoutResult, { sessionId: string }>(({ input }) => api.bookings.checkoutOutcome(input.sessionId)),
          cancelCheckout: fromPromise<CheckoutResult, { sessionId: string }>(({ input }) => api.bookings.cancelCheckout(input.sessionId)),
        },
      }),
    [api],
  );
}
