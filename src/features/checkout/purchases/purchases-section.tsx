import { Badge, Card, Link as FluentLink, Subtitle1, Subtitle2, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { Order, purchasesMachine } from '@machines/checkout';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { useApi } from '@/lib/actors';
import { ORDER_STATUS_COLOURS, checkoutNotCompleted, hasReceipt, orderNumber, orderStatusWords } from '@/lib/order-format';
import { formatZonedInstant, formatZonedTime } from '@/lib/venue-time';
import { OrderLinesTable, OrderMoney, OrderTotals } from '@/lib/order-summary';
import { useAccountClasses } from '@/lib/account-styles';
import { LoadableList } from '@/lib/loadable-list';

const useClasses = makeStyles({
  order: { gap: tokens.spacingVerticalS },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
  linkIcon: { verticalAlign: 'middle', marginLeft: tokens.spacingHorizontalXXS },
});

export type PurchasesActor = ActorRefFrom<typeof purchasesMachine>;

/** Every order of the logged-in member, newest first, whatever was sold. */
export function PurchasesSection({ actor }: { actor: PurchasesActor }) {
  const t = useT();
  const account = useAccountClasses();
  const orders = useSelector(actor, (s) => s.context.orders);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const error = useSelector(actor, (s) => (s.matches('failed') ? s.context.error : null));

  return (
    <Card className={account.card} aria-labelledby="purchases-heading">
      <Subtitle1 as="h2" id="purchases-heading">
        {t('checkout.purchases.title')}
      </Subtitle1>
      <LoadableList
        loading={loading && orders.length === 0}
        loadingLabel={t('checkout.purchases.loading')}
        failure={error ? t('checkout.purchases.loadFailed', { error: failureText(t, error) }) : null}
        retryLabel={t('checkout.order.tryAgain')}
        onRetry={() => actor.send({ type: 'purchases.retry' })}
        empty={orders.length === 0}
        emptyText={t('checkout.purchases.none')}
      >
        <ul className={account.list} aria-label={t('checkout.purchases.title')}>
          {orders.map((order) => (
            <PurchaseItem key={order.id} order={order} />
          ))}
        </ul>
      </LoadableList>
    </Card>
  );
}

function PurchaseItem({ order }: { order: Order }) {
  const t = useT();
  const account = useAccountClasses();
  const classes = useClasses();
  const api = useApi();
  const name = orderNumber(order, t);
  const awaiting = order.status === 'awaiting_payment';
  // Left at the payment page: one plain status, not "Cancelled" (the server drops it from this list after a day).
  const abandoned = checkoutNotCompleted(order);

  return (
    <li className={mergeClasses(account.item, classes.order)} aria-label={name}>
      <div className={account.headline}>
        <Subtitle2 as="h3">{name}</Subtitle2>
        <Badge appearance="tint" color={abandoned ? 'subtle' : ORDER_STATUS_COLOURS[order.status]}>
          {abandoned ? t('checkout.purchases.notCompleted') : orderStatusWords(order.status, t)}
        </Badge>
      </div>
      <Text className={account.meta}>{t('checkout.order.placed', { when: formatZonedInstant(order.createdAt, order.timeZone) })}</Text>
      {abandoned && <Text className={account.meta}>{t('checkout.purchases.nothingCharged')}</Text>}
      <OrderLinesTable order={order} />
      <OrderTotals order={order} />
      <OrderMoney order={order} audience="member" />
      {awaiting && order.holdExpiresAt && (
        <Text className={account.meta}>{t('checkout.purchases.heldUntil', { time: formatZonedTime(order.holdExpiresAt, order.timeZone) })}</Text>
      )}
      {order.totalCents === 0 && order.status === 'paid' && <Text className={account.meta}>{t('checkout.purchases.nothingToPay')}</Text>}
      <div className={classes.actions}>
        {awaiting && order.checkoutUrl && (
          <FluentLink href={order.checkoutUrl} aria-label={t('checkout.purchases.resumeLabel', { number: order.number })}>
            {t('checkout.purchases.resume')}
          </FluentLink>
        )}
        {hasReceipt(order) && (
          <FluentLink
            href={api.orders.receiptUrl(order.id)}
            target="_blank"
            rel="noopener"
            aria-label={t('checkout.order.receiptLink', { number: order.number })}
          >
            {t('checkout.order.receipt')}
            <OpenRegular className={classes.linkIcon} aria-hidden />
          </FluentLink>
        )}
      </div>
    </li>
  );
}
