import { Body1, Button, Card, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import type { CheckoutReturn, CheckoutReturnMode, Order } from '@machines/checkout';
import { failureText } from '@/i18n/failure-text';
import { useT, type MessageId, type Translate } from '@/i18n/translate';
import { VENUE_EMAIL } from '@/lib/venue-identity';
import { PageHeading } from '@/lib/page-heading';
import { CheckoutOrder } from './checkout-order';
import { useCheckoutReturnLogic } from './checkout-return-logic';
import { useCheckoutClasses } from './checkout-styles';

/** Where each product is bought again; a product without a page of its own leads Home (nav titles of the app catalogue). */
const PRODUCT_PAGES: Record<string, { href: string; page: 'bookCourt' | 'account' }> = {
  court_booking: { href: '/bookings', page: 'bookCourt' },
  // Memberships live on Account, with each person's status and end date.
  membership: { href: '/account', page: 'account' },
};
const pageFor = (order: Order | undefined) => PRODUCT_PAGES[order?.lines[0]?.product ?? ''] ?? { href: '/', page: 'home' as const };
const PAGE_TITLES = { bookCourt: 'nav.bookCourt', account: 'nav.account', home: 'nav.home' } as const;

/** Money received is the only thing that earns "Payment received". */
function confirmedHeading(order: Order): MessageId {
  if (order.status === 'paid') return order.paidCents > 0 ? 'checkout.return.heading.paymentReceived' : 'checkout.return.heading.orderConfirmed';
  if (order.status === 'refunded' || order.status === 'refund_due') return 'checkout.return.heading.orderRefunded';
  return 'checkout.return.heading.orderConfirmed';
}

function heading(mode: CheckoutReturnMode, value: string, order: Order | undefined): MessageId {
  switch (value) {
    case 'confirmed':
      return order ? confirmedHeading(order) : 'checkout.return.heading.orderConfirmed';
    case 'failed':
      return 'checkout.return.heading.paymentNotCompleted';
    case 'cancelled':
      return mode === 'cancel' ? 'checkout.return.heading.paymentCancelled' : 'checkout.return.heading.checkoutCancelled';
    case 'unavailable':
      return mode === 'cancel' ? 'checkout.return.heading.couldNotCancel' : 'checkout.return.heading.couldNotCheck';
    case 'loginRequired':
      return 'checkout.return.heading.logInToSee';
    case 'notFound':
      return 'checkout.return.heading.notFound';
    case 'cancelling':
      return 'checkout.return.heading.cancelling';
    default:
      return 'checkout.return.heading.checking';
  }
}

/** Order statuses a failed checkout has words of its own for; any other reads "did not go through". */
const FAILED_ORDER_STATUSES = new Set<string>(['cancelled', 'expired', 'refund_due', 'refunded']);

/**
 * What the server's answer means for the buyer, in the language on screen: the same choice as the
 * API's English `message` (by the checkout's outcome and the order's status).
 */
function outcomeText(t: Translate, outcome: Pick<CheckoutReturn, 'status' | 'orderStatus'>): string {
  const { status, orderStatus } = outcome;
  const key =
    status === 'confirmed' && orderStatus === 'refunded'
      ? 'refundedAfterPaid'
      : status === 'failed'
        ? FAILED_ORDER_STATUSES.has(orderStatus)
          ? orderStatus
          : 'failed'
        : status;
  return t('checkout.return.outcome', { outcome: key });
}

function Links({ order, primary }: { order: Order | undefined; primary: 'purchases' | 'product' }) {
  const t = useT();
  const classes = useCheckoutClasses();
  const page = pageFor(order);
  return (
    <div className={classes.actions}>
      <Link href="/account" asChild>
        <Button as="a" appearance={primary === 'purchases' ? 'primary' : 'secondary'}>
          {t('checkout.return.yourPurchases')}
        </Button>
      </Link>
      <Link href={page.href} asChild>
        <Button as="a" appearance={primary === 'product' ? 'primary' : 'secondary'}>
          {/* Account is also where purchases are: name what it shows there ("See your memberships"). */}
          {primary === 'product' || page.page === 'account' ? t('checkout.return.backTo', { page: page.page }) : t(PAGE_TITLES[page.page])}
        </Button>
      </Link>
    </div>
  );
}

/** Where the payment provider sends the buyer back (`?session_id=`): asks our server what happened to the order. */
export function CheckoutReturnView({ mode }: { mode: CheckoutReturnMode }) {
  const t = useT();
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
          <Body1>{mode === 'success' ? t('checkout.return.notFoundSuccess', { email: VENUE_EMAIL }) : t('checkout.return.notFoundCancel')}</Body1>
          <div className={classes.actions}>
            <Link href="/account" asChild>
              <Button as="a" appearance="primary">
                {t('checkout.return.goToAccount')}
              </Button>
            </Link>
          </div>
        </>
      );
      break;
    case 'loginRequired':
      body = (
        <>
          <Body1>{mode === 'cancel' ? t('checkout.return.loginRequiredCancel') : t('checkout.return.loginRequiredSuccess')}</Body1>
          <div className={classes.actions}>
            <Button appearance="primary" onClick={() => actor.send({ type: 'checkout.logIn' })}>
              {mode === 'cancel' ? t('checkout.return.logInToCancel') : t('checkout.return.logInToSee')}
            </Button>
          </div>
        </>
      );
      break;
    case 'unavailable':
      body = (
        <>
          <MessageBar intent="error">
            <MessageBarBody>{t('checkout.return.unreachable', { mode, error: error ? failureText(t, error) : '' })}</MessageBarBody>
          </MessageBar>
          <Body1>{mode === 'cancel' ? t('checkout.return.unavailableCancel') : t('checkout.return.unavailableSuccess', { email: VENUE_EMAIL })}</Body1>
          <div className={classes.actions}>
            <Button appearance="primary" onClick={() => actor.send({ type: 'checkout.retry' })}>
              {t('checkout.order.tryAgain')}
            </Button>
          </div>
        </>
      );
      break;
    case 'confirmed':
      body = order && (
        <>
          <Body1 className={classes.status}>
            <CheckmarkCircleRegular aria-hidden /> {outcomeText(t, outcome)}
          </Body1>
          {mode === 'cancel' ? <Body1>{t('checkout.return.alreadyPaid')}</Body1> : null}
          <CheckoutOrder order={order} withCalendar />
          <Links order={order} primary="purchases" />
        </>
      );
      break;
    case 'pending':
    case 'polling':
      body = order && (
        <>
          <Spinner label={t('checkout.return.checking')} />
          <Body1>{outcomeText(t, outcome)}</Body1>
          <CheckoutOrder order={order} />
        </>
      );
      break;
    case 'stillPending':
      body = order && (
        <>
          <Body1>{t('checkout.return.stillPending')}</Body1>
          <div className={classes.actions}>
            <Button onClick={() => actor.send({ type: 'checkout.checkAgain' })}>{t('checkout.return.checkAgain')}</Button>
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
            <MessageBarBody>{outcomeText(t, outcome)}</MessageBarBody>
          </MessageBar>
          <CheckoutOrder order={order} />
          <Links order={order} primary="product" />
        </>
      );
      break;
    case 'cancelled':
      body = order && (
        <>
          <Body1>{outcomeText(t, outcome)}</Body1>
          <Body1>{t('checkout.return.chooseAgain')}</Body1>
          <CheckoutOrder order={order} />
          <Links order={order} primary="product" />
        </>
      );
      break;
    default:
      body = <Spinner label={mode === 'cancel' ? t('checkout.return.cancelling') : t('checkout.return.checking')} />;
  }

  return (
    <section className={classes.page}>
      <PageHeading>{t(heading(mode, value, order))}</PageHeading>
      <Card className={classes.card} aria-busy={busy}>
        {body}
      </Card>
    </section>
  );
}
