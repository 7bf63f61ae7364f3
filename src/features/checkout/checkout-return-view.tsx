import { Body1, Button, Card, MessageBar, MessageBarBody, Spinner, Text } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { DateTime } from 'luxon';
import { Link, useSearch } from 'wouter';
import type { CheckoutResult, CheckoutReturnMode } from '@machines/checkout-return.machine';
import { VENUE_EMAIL } from '@/lib/constants';
import { formatCad } from '@/lib/money';
import { PageHeading } from '@/lib/page-heading';
import { DEFAULT_TIME_ZONE } from '@/lib/time';
import { useCheckoutReturnLogic } from './checkout-return-logic';
import { useCheckoutClasses } from './checkout-styles';

type Booking = CheckoutResult['bookings'][number];

// The venue's zone: return pages have no availability answer to read it from.
function when(booking: Booking): string {
  const start = DateTime.fromISO(booking.startsAt).setZone(DEFAULT_TIME_ZONE).setLocale('en-CA');
  const end = DateTime.fromISO(booking.endsAt).setZone(DEFAULT_TIME_ZONE).setLocale('en-CA');
  if (!start.isValid || !end.isValid) return `${booking.date}, ${booking.startTime} to ${booking.endTime}`;
  return `${start.toFormat('cccc, MMMM d, yyyy')}, ${start.toLocaleString(DateTime.TIME_SIMPLE)} to ${end.toLocaleString(DateTime.TIME_SIMPLE)}`;
}

function BookingDetails({ outcome }: { outcome: CheckoutResult }) {
  const classes = useCheckoutClasses();
  return (
    <>
      {outcome.bookings.map((booking) => (
        <dl key={booking.id} className={classes.details} aria-label={`Booking ${booking.id}`}>
          <dt className={classes.term}>Court</dt>
          <dd className={classes.value}>Court {booking.court}</dd>
          <dt className={classes.term}>When</dt>
          <dd className={classes.value}>{when(booking)}</dd>
          <dt className={classes.term}>Hours</dt>
          <dd className={classes.value}>{booking.hours}</dd>
        </dl>
      ))}
      <Body1>
        Total: <strong>{formatCad(outcome.amountCents)}</strong>
      </Body1>
    </>
  );
}

function Actions({ primary }: { primary: 'account' | 'book' }) {
  const classes = useCheckoutClasses();
  return (
    <div className={classes.actions}>
      <Link href="/account" asChild>
        <Button as="a" appearance={primary === 'account' ? 'primary' : 'secondary'}>
          My bookings
        </Button>
      </Link>
      <Link href="/bookings" asChild>
        <Button as="a" appearance={primary === 'book' ? 'primary' : 'secondary'}>
          {primary === 'book' ? 'Back to Book Court' : 'Book another'}
        </Button>
      </Link>
    </div>
  );
}

const HEADINGS: Record<CheckoutReturnMode, Record<string, string>> = {
  success: {
    busy: 'Checking your payment',
    pending: 'Confirming your payment',
    confirmed: 'Booking confirmed',
    failed: 'Payment not completed',
    cancelled: 'Checkout cancelled',
    unavailable: 'Payment received',
    missing: 'Payment received',
  },
  cancel: {
    busy: 'Cancelling your checkout',
    pending: 'Confirming your payment',
    confirmed: 'Booking confirmed',
    failed: 'Payment not completed',
    cancelled: 'Payment cancelled',
    unavailable: 'Payment cancelled',
    missing: 'Payment cancelled',
  },
};

/** Where the payment provider sends the member back (`?session_id=`): asks our server what happened. */
export function CheckoutReturnView({ mode }: { mode: CheckoutReturnMode }) {
  const classes = useCheckoutClasses();
  const sessionId = new URLSearchParams(useSearch()).get('session_id')?.trim() || null;
  const logic = useCheckoutReturnLogic();
  const actor = useActorRef(logic, { input: { sessionId, mode } });
  const value = useSelector(actor, (s) => s.value as string);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const outcome = useSelector(actor, (s) => s.context.outcome);
  const error = useSelector(actor, (s) => s.context.error);

  const key = busy && !outcome ? 'busy' : value === 'polling' || value === 'stillPending' ? 'pending' : value;
  const heading = HEADINGS[mode][key] ?? HEADINGS[mode].busy;

  let body;
  if (value === 'missing') {
    body = (
      <>
        <Body1>
          {mode === 'success'
            ? `This link has no payment reference. If you completed a payment, a confirmation e-mail will follow; if it does not arrive, e-mail ${VENUE_EMAIL} and we will check for you.`
            : 'This link has no checkout reference, so there is nothing to cancel here. A court held for a checkout you did not finish is released automatically within minutes, and nothing is charged.'}
        </Body1>
        <Actions primary={mode === 'success' ? 'account' : 'book'} />
      </>
    );
  } else if (busy && !outcome) {
    body = <Spinner label={mode === 'cancel' ? 'Releasing the court…' : 'Checking your payment…'} />;
  } else if (value === 'unavailable') {
    body = (
      <>
        <MessageBar intent="error">
          <MessageBarBody>
            We could not reach our server to {mode === 'cancel' ? 'cancel the checkout' : 'check your payment'}: {error}
          </MessageBarBody>
        </MessageBar>
        <Body1>
          {mode === 'cancel'
            ? 'Nothing is charged for a checkout you did not finish, and the hold on the court ends on its own.'
            : `If you paid, a confirmation e-mail will follow; if it does not arrive, e-mail ${VENUE_EMAIL}.`}
        </Body1>
        <div className={classes.actions}>
          <Button appearance="primary" onClick={() => actor.send({ type: 'checkout.retry' })}>
            Try again
          </Button>
        </div>
      </>
    );
  } else if (value === 'confirmed' && outcome) {
    body = (
      <>
        <Body1 className={classes.status}>
          <CheckmarkCircleRegular aria-hidden /> {outcome.message}
        </Body1>
        {mode === 'cancel' ? <Body1>Your payment had already gone through, so the booking stands.</Body1> : null}
        <BookingDetails outcome={outcome} />
        <Actions primary="account" />
      </>
    );
  } else if ((value === 'pending' || value === 'polling') && outcome) {
    body = (
      <>
        <Spinner label="Waiting for the payment provider…" />
        <Body1>{outcome.message}</Body1>
        <BookingDetails outcome={outcome} />
      </>
    );
  } else if (value === 'stillPending' && outcome) {
    body = (
      <>
        <Body1>
          The payment provider has not confirmed your payment yet. We'll e-mail you when it's confirmed; you do not need to pay again.
        </Body1>
        <BookingDetails outcome={outcome} />
        <div className={classes.actions}>
          <Button onClick={() => actor.send({ type: 'checkout.checkAgain' })}>Check again</Button>
        </div>
        <Actions primary="account" />
      </>
    );
  } else if (value === 'failed' && outcome) {
    body = (
      <>
        <MessageBar intent="error">
          <MessageBarBody>{outcome.message}</MessageBarBody>
        </MessageBar>
        <Actions primary="book" />
      </>
    );
  } else if (value === 'cancelled' && outcome) {
    body = (
      <>
        <Body1>{outcome.message}</Body1>
        <Body1>Nothing was charged, and the court was released so others can book it again. You can pick a time again whenever you are ready.</Body1>
        <Actions primary="book" />
      </>
    );
  }

  return (
    <section className={classes.page}>
      <PageHeading>{heading}</PageHeading>
      <Card className={classes.card} aria-busy={busy}>
        {body}
        {sessionId && value !== 'missing' ? (
          <Text size={200}>
            Payment reference: <span className={classes.reference}>{sessionId}</span>
          </Text>
        ) : null}
      </Card>
    </section>
  );
}
