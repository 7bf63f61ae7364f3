import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { checkoutReturnMachine, type CheckoutReturn } from '@machines/checkout';
import { translate } from '@/i18n/translate';
import { useAppActors } from '@/lib/actors';
import { watchLogin } from './checkout-kit';

/** The checkout return machine wired to the API and the login: read the outcome, or cancel the checkout. */
export function useCheckoutReturnLogic() {
  const { api, session, loginModal, env } = useAppActors();
  return useMemo(
    () =>
      checkoutReturnMachine.provide({
        actors: {
          fetchOutcome: fromPromise<CheckoutReturn, { sessionId: string }>(({ input }) => api.orders.checkoutReturn(input.sessionId)),
          cancelCheckout: fromPromise<CheckoutReturn, { sessionId: string }>(({ input }) => api.orders.cancelCheckout(input.sessionId)),
          watchLogin: watchLogin({ session, loginModal }),
        },
        actions: {
          // Back to this very page after the login; the machine asks again once the session says so.
          requestLogin: () => {
            session.send({ type: 'session.returnUrlSet', returnUrl: env.currentUrl() });
            loginModal.send({ type: 'loginModal.open', title: translate('checkout.return.logInToSee') });
          },
        },
      }),
    [api, session, loginModal, env],
  );
}
