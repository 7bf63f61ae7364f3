import { Body1, Button, Card, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import type { CheckoutReturnMode } from '@machines/checkout/checkout-return.machine';
import type { Order } from '@machines/checkout/order-shapes';
import { VENUE_EMAIL } from '@/lib/constants';
import { PageHeading } from '@/lib/page-heading';
import { CheckoutOrder } from './checkout-order';
import { useCheckoutReturnLogic } from './checkout-return-logic';
import { useCheckoutClasses } from './checkout-styles';

/** Where each product is bought again; a product without a page of its own leads Home. */
const PRODUCT_PAGES: Record<string, { href: string; label: string }> = {
  court_booking: { href: '/bookings', label: 'Book Court' },
};
const pageFor = (order: Order | undefined) => PRODUCT_PAGES[order?.lines[0]?.product ?? ''] ?? { href: '/', label: 'Home' };

/** Money received is the only thing that earns "Payment received". */
function confirmedHeading(order: Order): string {
  if (order.status === 'paid') return order.paidCents > 0 ? 'Payment received' : 'Order confirmed';
  if (order.status === 'refunded' || order.status === 'refund_due') return 'Order refunded';
  return 'Order confirmed';
}

function heading(mode: CheckoutReturnMode, value: string, order: Order | undefined): string {
  switch (value) {
    case 'confirmed':
      return order ? confirmedHeading(order) : 'Order confirmed';
    case 'failed':
      return 'Payment not completed';
    case 'cancelled':
      return mode === 'cancel' ? 'Payment cancelled' : 'Checkout cancelled';
    case 'unavailable':
      return mode === 'cancel' ? 'We could not cancel the checkout' : 'We could not check your payment';
    case 'loginRequired':
      return 'Log in to see your order';
    case 'notFound':
      return 'We could not find this checkout';
    case 'cancelling':
      return 'Cancelling your checkout';
    default:
      return 'Checking your payment';
  }
}

function Links({ order, primary }: { order: Order | undefined; primary: 'purchases' | 'product' }) {
  const classes = useCheckoutClasses();
  const page = pageFor(order);
  return (
    <div className={classes.actions}>
      <Link href="/account" asChild>
        <Button as="a" appearance={primary === 'purchases' ? 'primary' : 'secondary'}>
          Your purchases
        </Button>
      </Link>
      <Link href={page.href} asChild>
        <Button as="a" appearance={primary === 'product' ? 'primary' : 'secondary'}>
          {primary === 'product' ? `Back to ${page.label}` : page.label}
        </Button>
      </Link>
    </div>
  );
}

/** Where the payment provider sends the buyer back (`?session_id=`): asks our server what happened to the order. */
export function CheckoutReturnView({ mode }: { mode: CheckoutReturnMode }) {
  const classes = useCheckoutClasses();
  const sessionId = new URLSearchParams(useSearch()).get('session_id')?.trim() || null;
  const actor = useActorRef(useCheckoutReturnLogic(), { input: { sessionId, mode } });
  const value = useSelector(actor, (s) => s.value as string);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const outcome = useSelector(actor, (s) => s.context.outcome);
  const error = useSelector(actor, (s) => s.context.error);
  const order = outcome?.order;

  let body: ReactNode;
  switch (value) {
    case 'notFound':
      body = (
        <>
          <Body1>
            {mode === 'success'
              ? `If you completed a payment, a receipt will follow by e-mail and the order will be in your account's purchases. If it does not arrive, e-mail ${VENUE_EMAIL} and we will check for you.`
              : 'Nothing is charged for a checkout you did not finish, and anything it held is released on its own within minutes.'}
          </Body1>
          <div className={classes.actions}>
            <Link href="/account" asChild>
              <Button as="a" appearance="primary">
                Go to your account
              </Button>
            </Link>
          </div>
        </>
      );
      break;
    case 'loginRequired':
      body = (
        <>
          <Body1>
            {mode === 'cancel'
              ? 'This checkout belongs to an account. Log in to cancel it; until then nothing is charged, and what it holds is released on its own.'
              : 'This checkout belongs to an account. Log in to see whether your payment went through; you will come back to this page.'}
          </Body1>
          <div className={classes.actions}>
            <Button appearance="primary" onClick={() => actor.send({ type: 'checkout.logIn' })}>
              {mode === 'cancel' ? 'Log in to cancel the checkout' : 'Log in to see your order'}
            </Button>
          </div>
        </>
      );
      break;
    case 'unavailable':
      body = (
        <>
          <MessageBar intent="error">
            <MessageBarBody>
              We could not reach our server to {mode === 'cancel' ? 'cancel the checkout' : 'check your payment'}: {error}
            </MessageBarBody>
          </MessageBar>
          <Body1>
            {mode === 'cancel'
              ? 'Nothing is charged for a checkout you did not finish, and what it holds is released on its own.'
              : `If you paid, a receipt will follow by e-mail; if it does not arrive, e-mail ${VENUE_EMAIL}.`}
          </Body1>
          <div className={classes.actions}>
            <Button appearance="primary" onClick={() => actor.send({ type: 'checkout.retry' })}>
              Try again
            </Button>
          </div>
        </>
      );
      break;
    case 'confirmed':
      body = order && (
        <>
          <Body1 className={classes.status}>
            <CheckmarkCircleRegular aria-hidden /> {outcome.message}
          </Body1>
          {mode === 'cancel' ? <Body1>Your payment had already gone through, so your order stands.</Body1> : null}
          <CheckoutOrder order={order} withCalendar />
          <Links order={order} primary="purchases" />
        </>
      );
      break;
    case 'pending':
    case 'polling':
      body = order && (
        <>
          <Spinner label="Checking your payment…" />
          <Body1>{outcome.message}</Body1>
          <CheckoutOrder order={order} />
        </>
      );
      break;
    case 'stillPending':
      body = order && (
        <>
          <Body1>
            The payment provider has not confirmed your payment yet. We'll e-mail you when it's confirmed; you do not need to pay again.
          </Body1>
          <div className={classes.actions}>
            <Button onClick={() => actor.send({ type: 'checkout.checkAgain' })}>Check again</Button>
          </div>
          <CheckoutOrder order={order} />
          <Links order={order} primary="purchases" />
        </>
      );
      break;
    case 'failed':
      body = order && (
        <>
          <MessageBar intent="error">
            <MessageBarBody>{outcome.message}</MessageBarBody>
          </MessageBar>
          <CheckoutOrder order={order} />
          <Links order={order} primary="product" />
        </>
      );
      break;
    case 'cancelled':
      body = order && (
        <>
          <Body1>{outcome.message}</Body1>
          <Body1>You can choose again whenever you are ready.</Body1>
          <CheckoutOrder order={order} />
          <Links order={order} primary="product" />
        </>
      );
      break;
    default:
      body = <Spinner label={mode === 'cancel' ? 'Cancelling your checkout…' : 'Checking your payment…'} />;
  }

  return (
    <section className={classes.page}>
      <PageHeading>{heading(mode, value, order)}</PageHeading>
      <Card className={classes.card} aria-busy={busy}>
        {body}
      </Card>
    </section>
  );
}
