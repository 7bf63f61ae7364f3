import { Button, Card, Field, MessageBar, MessageBarActions, MessageBarBody, SearchBox, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
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
  const t = useT();
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
    ? t('checkout.orders.searching')
    : results.length === 0
      ? typed
        ? t('checkout.orders.noMatch', { query: typed })
        : t('checkout.orders.none')
      : typed
        ? t('checkout.orders.matches', { count: results.length, query: typed })
        : t('checkout.orders.latest', { count: results.length });

  return (
    <div className={admin.page}>
      <PageHeading>{t('nav.orders')}</PageHeading>
      <StaffNote>
        <Trans id="checkout.orders.note" components={{ 0: <Link href="/admin/takings" className={classes.link} /> }} />
      </StaffNote>

      <Card className={admin.staffCard}>
        <div className={admin.searchRow}>
          <Field label={t('checkout.orders.searchLabel')} hint={t('checkout.orders.searchHint')} className={admin.search}>
            <SearchBox value={query} onChange={(_, data) => actor.send({ type: 'orders.queryChanged', query: data.value })} />
          </Field>
          {searching && <Spinner size="tiny" aria-hidden />}
        </div>
        <Text role="status" size={200} className={admin.status}>
          {summary}
        </Text>
        {searchError && (
          <MessageBar intent="error">
            <MessageBarBody>{t('checkout.orders.searchFailed', { error: failureText(t, searchError) })}</MessageBarBody>
            <MessageBarActions>
              <Button onClick={() => actor.send({ type: 'orders.retry' })} disabledFocusable={searching}>
                {t('checkout.order.tryAgain')}
              </Button>
            </MessageBarActions>
          </MessageBar>
        )}
        {results.length > 0 && (
          <OrderResults orders={results} openId={order?.id ?? null} onOpen={(orderId) => actor.send({ type: 'orders.selected', orderId })} />
        )}
      </Card>

      {order ? (
        <OrderDetails key={order.id} actor={actor} order={order} />
      ) : (
        results.length > 0 && <Text className={admin.status}>{t('checkout.orders.openHint')}</Text>
      )}
      <DeskPaymentDialog actor={actor} />
      <RefundDialog actor={actor} />
    </div>
  );
}
