import {
  Button,
  Card,
  Field,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  SearchBox,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { PageHeading } from '@/lib/page-heading';
import { useAdminClasses } from '@/lib/admin-styles';
import { DeskPaymentDialog } from './orders/desk-payment-dialog';
import { OrderDetails } from './orders/order-details';
import { useOrderLookupLogic } from './orders/order-lookup-logic';
import { OrderResults } from './orders/order-results';
import { RefundDialog } from './orders/refund-dialog';
import { StaffNote } from '@/lib/staff-note';

const useClasses = makeStyles({
  link: { color: tokens.colorBrandForegroundLink },
});

/** Staff: find an order by number or member, see everything about it, take a desk payment, refund a line. */
export default function OrdersPage() {
  const classes = useClasses();
  const admin = useAdminClasses();
  const actor = useActorRef(useOrderLookupLogic(), { input: {} });
  const query = useSelector(actor, (s) => s.context.query);
  const results = useSelector(actor, (s) => s.context.results);
  const searchError = useSelector(actor, (s) => s.context.searchError);
  const searching = useSelector(actor, (s) => !s.matches({ search: 'ready' }));
  const order = useSelector(actor, (s) => s.context.order);

  const typed = query.trim();
  const summary = searching
    ? 'Searching…'
    : results.length === 0
      ? typed
        ? `No orders match “${typed}”.`
        : 'No orders yet.'
      : typed
        ? `${results.length} ${results.length === 1 ? 'order matches' : 'orders match'} “${typed}”.`
        : `The latest ${results.length} ${results.length === 1 ? 'order' : 'orders'}, newest first.`;

  return (
    <div className={admin.page}>
      <PageHeading>Orders</PageHeading>
      <StaffNote>
        Find an order, record a payment taken at the desk, refund a line. Money by date is in{' '}
        <Link href="/admin/takings" className={classes.link}>
          Takings
        </Link>
        .
      </StaffNote>

      <Card className={admin.staffCard}>
        <div className={admin.searchRow}>
          <Field label="Order number, name or e-mail" hint="For example 1042, #1042, Maya or maya@example.com." className={admin.search}>
            <SearchBox value={query} onChange={(_, data) => actor.send({ type: 'orders.queryChanged', query: data.value })} />
          </Field>
          {searching && <Spinner size="tiny" aria-hidden />}
        </div>
        <Text role="status" size={200} className={admin.status}>
          {summary}
        </Text>
        {searchError && (
          <MessageBar intent="error">
            <MessageBarBody>The search did not work. {searchError.message}</MessageBarBody>
            <MessageBarActions>
              <Button onClick={() => actor.send({ type: 'orders.retry' })} disabledFocusable={searching}>
                Try again
              </Button>
            </MessageBarActions>
          </MessageBar>
        )}
        {results.length > 0 && <OrderResults orders={results} openId={order?.id ?? null} onOpen={(orderId) => actor.send({ type: 'orders.selected', orderId })} />}
      </Card>

      {order ? (
        <OrderDetails key={order.id} actor={actor} order={order} />
      ) : (
        results.length > 0 && (
          <Text className={admin.status}>
            Open an order to see its lines, payments, refunds and history.
          </Text>
        )
      )}
      <DeskPaymentDialog actor={actor} />
      <RefundDialog actor={actor} />
    </div>
  );
}
