import { Body1, Button, Card } from '@fluentui/react-components';
import { Link } from 'wouter';
import { PageHeading } from '@/lib/page-heading';
import { useCheckoutClasses } from './checkout-styles';

/** Where the payment provider sends a member who backs out of paying. */
export default function CheckoutCancelPage() {
  const classes = useCheckoutClasses();
  return (
    <section className={classes.page}>
      <PageHeading>Payment cancelled</PageHeading>
      <Card className={classes.card}>
        <Body1>Nothing was charged. The court we were holding for you has been released, so others can book it again.</Body1>
        <Body1>You can pick a time again whenever you are ready.</Body1>
        <div className={classes.actions}>
          <Link href="/bookings" asChild>
            <Button as="a" appearance="primary">
              Back to Book Court
            </Button>
          </Link>
        </div>
      </Card>
    </section>
  );
}
