import {
  Badge,
  Body1,
  Button,
  Card,
  Link as FluentLink,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Subtitle1,
  Subtitle2,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { Order } from '@machines/order-shapes';
import type { purchasesMachine } from '@machines/purchases.machine';
import { useApi } from '@/app/app-actors-context';
import { ORDER_STATUS_COLOURS, ORDER_STATUS_WORDS, formatOrderInstant, formatOrderTime, hasReceipt, orderNumber } from '@/lib/order-format';
import { OrderLinesTable, OrderMoney, OrderTotals } from '@/lib/order-summary';

const useClasses = makeStyles({
  card: { maxWidth: '720px', padding: tokens.spacingHorizontalXL, boxSizing: 'border-box', minWidth: 0 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalM },
  order: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  headline: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  meta: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
  status: { color: tokens.colorNeutralForeground3 },
  linkIcon: { verticalAlign: 'middle', marginLeft: tokens.spacingHorizontalXXS },
});

export type PurchasesActor = ActorRefFrom<typeof purchasesMachine>;

/** Every order of the logged-in member, newest first, whatever was sold. */
export function PurchasesSection({ actor }: { actor: PurchasesActor }) {
  const classes = useClasses();
  const orders = useSelector(actor, (s) => s.context.orders);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const error = useSelector(actor, (s) => (s.matches('failed') ? s.context.error : null));

  return (
    <Card className={classes.card} aria-labelledby="purchases-heading">
      <Subtitle1 as="h2" id="purchases-heading">
        Purchases
      </Subtitle1>
      {loading && orders.length === 0 ? (
        <Spinner size="small" label="Loading your purchases…" />
      ) : error ? (
        <MessageBar intent="error">
          <MessageBarBody>Your purchases could not be loaded. {error.message}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => actor.send({ type: 'purchases.retry' })}>Try again</Button>
          </MessageBarActions>
        </MessageBar>
      ) : orders.length === 0 ? (
        <Body1 className={classes.status}>No purchases yet.</Body1>
      ) : (
        <ul className={classes.list} aria-label="Purchases">
          {orders.map((order) => (
            <PurchaseItem key={order.id} order={order} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function PurchaseItem({ order }: { order: Order }) {
  const classes = useClasses();
  const api = useApi();
  const name = orderNumber(order);
  const awaiting = order.status === 'awaiting_payment';

  return (
    <li className={classes.order} aria-label={name}>
      <div className={classes.headline}>
        <Subtitle2 as="h3">{name}</Subtitle2>
        <Badge appearance="tint" color={ORDER_STATUS_COLOURS[order.status]}>
          {ORDER_STATUS_WORDS[order.status]}
        </Badge>
      </div>
      <Text className={classes.meta}>Placed {formatOrderInstant(order.createdAt, order.timeZone)}</Text>
      <OrderLinesTable order={order} />
      <OrderTotals order={order} />
      <OrderMoney order={order} audience="member" />
      {awaiting && order.holdExpiresAt && (
        <Text className={classes.meta}>Held for you until {formatOrderTime(order.holdExpiresAt, order.timeZone)}: pay before then to keep it.</Text>
      )}
      {order.totalCents === 0 && order.status === 'paid' && <Text className={classes.meta}>Nothing to pay.</Text>}
      <div className={classes.actions}>
        {awaiting && order.checkoutUrl && (
          <FluentLink href={order.checkoutUrl} aria-label={`Resume payment: ${name}`}>
            Resume payment
          </FluentLink>
        )}
        {hasReceipt(order) && (
          <FluentLink href={api.orders.receiptUrl(order.id)} target="_blank" rel="noopener" aria-label={`Receipt: ${name} (opens in a new tab)`}>
            Receipt
            <OpenRegular className={classes.linkIcon} aria-hidden />
          </FluentLink>
        )}
      </div>
    </li>
  );
}
