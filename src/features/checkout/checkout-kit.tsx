/**
 * The checkout kit's app side, the public entry of this feature for every purchase flow: the
 * checkout and login-gate machines wired to the API, the login modal and the browser, and the
 * card shown while the browser leaves for the payment page.
 */
import { Body1, Button, Card, Link as FluentLink, Spinner } from '@fluentui/react-components';
import { Trans } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import { checkoutMachine } from '@machines/checkout/checkout.machine';
import { loginGateMachine } from '@machines/auth/login-gate.machine';
import type { OrderLineRequest, PlacedOrder } from '@machines/checkout/order-shapes';
import { translate, useT } from '@/i18n/translate';
import type { AppActors } from '@/lib/actors';
import { useAppActors } from '@/lib/actors';
import { useCheckoutClasses } from './checkout-styles';

/** Leaving the SPA for the payment page; an object so a view test can spy on it. */
export const checkoutNavigation = {
  assign: (url: string) => window.location.assign(url),
};

/**
 * The `watchLogin` effect of the login gate and the checkout return page: reports a login
 * (`session.loggedIn`, however it happened) and a login modal closed without one
 * (`loginGate.dismissed`). Only changes count, so a stale state never loops.
 */
export function watchLogin({ session, loginModal }: Pick<AppActors, 'session' | 'loginModal'>) {
  type Report = { type: 'session.loggedIn' } | { type: 'loginGate.dismissed' };
  return fromCallback(({ sendBack }) => {
    let stopped = false;
    // After the step that changed the session: a login reported from inside the login form's own
    // action would otherwise start the purchase inside that action.
    const report = (event: Report) => queueMicrotask(() => stopped || sendBack(event));
    let loggedIn = session.getSnapshot().hasTag('authenticated');
    let open = loginModal.getSnapshot().matches('open');
    const sessionWatch = session.subscribe((snapshot) => {
      const now = snapshot.hasTag('authenticated');
      if (now && !loggedIn) report({ type: 'session.loggedIn' });
      loggedIn = now;
    });
    const modalWatch = loginModal.subscribe((snapshot) => {
      const now = snapshot.matches('open');
      if (open && !now && !session.getSnapshot().hasTag('authenticated')) report({ type: 'loginGate.dismissed' });
      open = now;
    });
    return () => {
      stopped = true;
      sessionWatch.unsubscribe();
      modalWatch.unsubscribe();
    };
  });
}

/**
 * The login gate: opens the login modal with `title` (already in the language on screen; by
 * default "Log in to continue"), and hears back from the session and the modal.
 */
export function useLoginGateLogic(title?: string) {
  const { session, loginModal } = useAppActors();
  return useMemo(
    () =>
      loginGateMachine.provide({
        actors: { watchLogin: watchLogin({ session, loginModal }) },
        // No return URL: the page stays put and carries on once the session says logged in.
        actions: { requestLogin: () => loginModal.send({ type: 'loginModal.open', title: title ?? translate('checkout.kit.logInToContinue') }) },
      }),
    [session, loginModal, title],
  );
}

/** The checkout child: POST /orders, then the provider's page. */
export function useCheckoutLogic() {
  const { api } = useAppActors();
  return useMemo(
    () =>
      checkoutMachine.provide({
        actors: { placeOrder: fromPromise<PlacedOrder, { lines: OrderLineRequest[] }>(({ input }) => api.orders.place(input.lines)) },
        actions: { redirectToCheckout: (_, { url }) => checkoutNavigation.assign(url) },
      }),
    [api],
  );
}

export type CheckoutActorRef = ActorRefFrom<typeof checkoutMachine>;

/** What a purchase page shows of its checkout child: placing, or on the way to the payment page. */
export function useCheckoutProgress(checkout: CheckoutActorRef | undefined) {
  const placing = useSelector(checkout, (s) => s?.matches('placing') ?? false);
  const redirecting = useSelector(checkout, (s) => s?.matches('redirecting') ?? false);
  const placed = useSelector(checkout, (s) => s?.context.placed ?? null);
  return { placing, redirecting, placed };
}

/** While the browser leaves for the payment page; also what a visitor sees if they come back to it. */
export function CheckoutRedirectCard({ placed, onChooseAgain, chooseAgainLabel }: { placed: PlacedOrder; onChooseAgain: () => void; chooseAgainLabel: string }) {
  const t = useT();
  const classes = useCheckoutClasses();
  const what = placed.order.lines.map((line) => line.description).join('; ');
  return (
    <Card className={classes.card}>
      <Spinner label={t('checkout.kit.redirecting')} />
      <Body1>
        {t('checkout.kit.holding', { what })}
        {placed.checkoutUrl ? (
          <>
            {' '}
            <Trans id="checkout.kit.continueToPayment" components={{ 0: <FluentLink href={placed.checkoutUrl} /> }} />
          </>
        ) : null}
      </Body1>
      <div className={classes.actions}>
        <Button onClick={onChooseAgain}>{chooseAgainLabel}</Button>
      </div>
    </Card>
  );
}
