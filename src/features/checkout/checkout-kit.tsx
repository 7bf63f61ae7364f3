/**
 * The checkout kit's app side, the public entry of this feature for every purchase flow: the
 * purchase machine (its login gate and checkout children) wired to the API, the login modal and
 * the browser; what a page reads of its purchase child; and the card shown while the browser
 * leaves for the payment page.
 */
import { Body1, Button, Card, Link as FluentLink, Spinner } from '@fluentui/react-components';
import { Trans } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import { loginGateMachine } from '@machines/auth';
import { checkoutMachine, purchaseMachine, type OrderLineRequest, type PlacedOrder } from '@machines/checkout';
import type { ParticipantId } from '@machines/shared';
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

/** Places the order: POST /orders (or the page's own order, such as an invitation's accept). */
type PlaceOrder = (lines: OrderLineRequest[]) => Promise<PlacedOrder>;

/**
 * The purchase child a buying page invokes: its login gate opens the login modal with `loginTitle`
 * (already in the language on screen; by default "Log in to continue") and hears back from the
 * session and the modal; its checkout places the order (`placeOrder`, by default POST /orders),
 * then sends the browser to the provider's page.
 */
export function usePurchaseLogic(loginTitle?: string, placeOrder?: PlaceOrder) {
  const { api, session, loginModal } = useAppActors();
  return useMemo(() => {
    const loginGate = loginGateMachine.provide({
      actors: { watchLogin: watchLogin({ session, loginModal }) },
      // No return URL: the page stays put and carries on once the session says logged in.
      actions: { requestLogin: () => loginModal.send({ type: 'loginModal.open', title: loginTitle ?? translate('checkout.kit.logInToContinue') }) },
    });
    const place: PlaceOrder = placeOrder ?? ((lines) => api.orders.place(lines));
    const checkout = checkoutMachine.provide({
      actors: { placeOrder: fromPromise<PlacedOrder, { lines: OrderLineRequest[] }>(({ input }) => place(input.lines)) },
      actions: { redirectToCheckout: (_, { url }) => checkoutNavigation.assign(url) },
    });
    return purchaseMachine.provide({ actors: { loginGate, checkout } });
  }, [api, session, loginModal, loginTitle, placeOrder]);
}

export type PurchaseActorRef = ActorRefFrom<typeof purchaseMachine>;

/**
 * What a page shows of its purchase child (none while it is not buying): the login on the way, the
 * choice of people (who is ticked, why the last order was refused), the order being placed, and
 * the payment page the browser is leaving for.
 */
export function usePurchase(purchase: PurchaseActorRef | undefined) {
  const signingIn = useSelector(purchase, (s) => s?.matches('gate') ?? false);
  const choosing = useSelector(purchase, (s) => s?.matches('choosing') ?? false);
  const paying = useSelector(purchase, (s) => s?.matches('paying') ?? false);
  const busy = useSelector(purchase, (s) => s?.hasTag('busy') ?? false);
  const picks = useSelector(purchase, (s) => s?.context.picks ?? NO_PICKS);
  const error = useSelector(purchase, (s) => s?.context.error ?? null);
  const canConfirm = useSelector(purchase, (s) => s?.can({ type: 'purchase.confirm' }) ?? false);
  const checkout = useSelector(purchase, (s) => s?.children.checkout);
  const placed = useSelector(checkout, (s) => s?.context.placed ?? null);
  const redirecting = useSelector(checkout, (s) => s?.matches('redirecting') ?? false);
  return {
    signingIn,
    choosing,
    paying,
    busy,
    picks,
    error,
    canConfirm,
    /** On the payment page's way, with the order held: the card offers to choose again. */
    redirecting: redirecting && placed !== null,
    placed,
    toggle: (participantId: ParticipantId) => purchase?.send({ type: 'purchase.toggle', participantId }),
    confirm: () => purchase?.send({ type: 'purchase.confirm' }),
    close: () => purchase?.send({ type: 'purchase.close' }),
    chooseAgain: () => purchase?.send({ type: 'purchase.chooseAgain' }),
  };
}

const NO_PICKS: ParticipantId[] = [];

/** A page's view of its purchase child, for the parts of a dialog that show it. */
export type Purchase = ReturnType<typeof usePurchase>;

/** While the browser leaves for the payment page; also what a visitor sees if they come back to it. */
export function CheckoutRedirectCard({
  placed,
  onChooseAgain,
  chooseAgainLabel,
}: {
  placed: PlacedOrder;
  onChooseAgain: () => void;
  chooseAgainLabel: string;
}) {
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
