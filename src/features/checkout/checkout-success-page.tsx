import { Body1, Button, Card, Text } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { Link, useSearch } from 'wouter';
import { VENUE_EMAIL } from '@/lib/constants';
import { PageHeading } from '@/lib/page-heading';
import { useCheckoutClasses } from './checkout-styles';

/** Where the payment provider sends a member back after paying (`?session_id=`). */
export default function CheckoutSuccessPage() {
  const classes = useCheckoutClasses();
  const sessionId = new URLSearchParams(useSearch()).get('session_id')?.trim() || null;
  return (
    <section className={classes.page}>
      <PageHeading>Payment received</PageHeading>
      <Card className={classes.card}>
        {sessionId ? (
          <>
            <Body1>
              <CheckmarkCircleRegular aria-hidden /> Thank you. Your payment was received and a confirmation e-mail will follow shortly.
            </Body1>
            <Text size={200}>
              Payment reference: <span className={classes.reference}>{sessionId}</span>
            </Text>
          </>
        ) : (
          <Body1>
            This link has no payment reference. If you completed a payment, a confirmation e-mail will follow; if it does not arrive, e-mail{' '}
            {VENUE_EMAIL} and we will check for you.
          </Body1>
        )}
        <div className={classes.actions}>
          <Link href="/account" asChild>
            <Button as="a" appearance="primary">
              Account
            </Button>
          </Link>
          <Link href="/bookings" asChild>
            <Button as="a">Book Court</Button>
          </Link>
        </div>
      </Card>
    </section>
  );
}
