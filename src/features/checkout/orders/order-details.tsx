import {
  Badge,
  Button,
  Card,
  Link as FluentLink,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Text,
  makeStyles,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { refundableCents, type LookupOutcome, type orderLookupMachine } from '@machines/checkout/order-lookup.machine';
import type { Order } from '@machines/checkout/order-shapes';
import { useApi } from '@/lib/actors';
import { formatCad } from '@/lib/money';
import { ORDER_STATUS_COLOURS, ORDER_STATUS_WORDS, orderNumber } from '@/lib/order-format';
import { formatZonedInstant, formatZonedTime } from '@/lib/venue-time';
import { OrderLinesTable, OrderMoney, OrderTotals } from '@/lib/order-summary';
import { useAdminClasses } from '@/lib/admin-styles';
import { customerName } from './order-results';

export type OrderLookupActor = ActorRefFrom<typeof orderLookupMachine>;

const useClasses = makeStyles({
  headline: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  title: { ...typographyStyles.subtitle2, margin: 0, outlineOffset: tokens.strokeWidthThick },
  grow: { flexGrow: 1 },
  meta: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  details: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalL}`,
    margin: 0,
    '@media (min-width: 600px)': { gridTemplateColumns: 'max-content minmax(0, 1fr)' },
  },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, marginBottom: tokens.spacingVerticalXS, overflowWrap: 'anywhere', fontFamily: tokens.fontFamilyMonospace },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'grid', gap: tokens.spacingVerticalXXS },
  linkIcon: { verticalAlign: 'middle', marginLeft: tokens.spacingHorizontalXXS },
});

// Stable, so it runs once per mounted details (the page keys them by order).
const focusOnMount = (element: HTMLElement | null) => element?.focus();

const METHOD_WORDS = { cash: 'cash', card_terminal: 'the card terminal' } as const;

function outcomeText(outcome: LookupOutcome, order: Order): string {
  if (outcome.kind === 'deskPayment') {
    return `Recorded ${formatCad(outcome.amountCents)} paid with ${METHOD_WORDS[outcome.method]}: Order ${outcome.orderNumber} is paid.`;
  }
  const line = order.lines.find((l) => l.id === outcome.lineId);
  return `Refunded ${formatCad(outcome.amountCents)}${line ? ` for ${line.description}` : ''}.`;
}

/** One order for staff: lines (Refund each), money, history and the provider's ids. */
export function OrderDetails({ actor, order }: { actor: OrderLookupActor; order: Order }) {
  const classes = useClasses();
  const admin = useAdminClasses();
  const api = useApi();
  const outcome = useSelector(actor, (s) => s.context.outcome);
  // A dialog shows its own errors; a conflict (the order changed meanwhile) shows here.
  const actionError = useSelector(actor, (s) => (s.matches({ details: 'viewing' }) || s.matches({ details: 'refreshing' }) ? s.context.actionError : null));
  const refreshing = useSelector(actor, (s) => s.matches({ details: 'refreshing' }));
  const canAct = useSelector(actor, (s) => s.matches({ details: 'viewing' }));
  const name = orderNumber(order);
  const awaiting = order.status === 'awaiting_payment';
  const paid = order.paidCents > 0;

  return (
    <Card className={admin.staffCard} aria-labelledby="order-details-heading">
      <div className={classes.headline}>
        {/* Focused when an order opens, so a keyboard or screen reader lands on it. */}
        <h2 id="order-details-heading" tabIndex={-1} ref={focusOnMount} className={classes.title}>
          {name}
        </h2>
        <Badge appearance="tint" color={ORDER_STATUS_COLOURS[order.status]}>
          {ORDER_STATUS_WORDS[order.status]}
        </Badge>
        <span className={classes.grow} />
        <Button size="small" onClick={() => actor.send({ type: 'orders.closed' })}>
          Close
        </Button>
      </div>
      <Text className={classes.meta}>
        {customerName(order)}
        {order.customer?.email ? ` · ${order.customer.email}` : ''} · placed {formatZonedInstant(order.createdAt, order.timeZone)}
      </Text>
      {awaiting && order.holdExpiresAt && <Text className={classes.meta}>Held until {formatZonedTime(order.holdExpiresAt, order.timeZone)}, waiting for payment.</Text>}

      {outcome && (
        <MessageBar intent="success">
          <MessageBarBody>{outcomeText(outcome, order)}</MessageBarBody>
        </MessageBar>
      )}
      {actionError && (
        <MessageBar intent="warning">
          <MessageBarBody>{actionError.message}</MessageBarBody>
        </MessageBar>
      )}
      {refreshing && <Spinner size="tiny" label="Loading the order as it is now…" />}

      <OrderLinesTable
        order={order}
        actionHeader="Refund"
        lineAction={(line) => {
          const left = refundableCents(line);
          return paid && left > 0 ? (
            <Button size="small" disabledFocusable={!canAct} aria-label={`Refund: ${line.description}`} onClick={() => actor.send({ type: 'orders.refundOpened', lineId: line.id })}>
              Refund
            </Button>
          ) : (
            <Text className={classes.meta}>{paid ? 'Nothing left to refund' : 'Not paid'}</Text>
          );
        }}
      />
      <OrderTotals order={order} />
      <OrderMoney order={order} audience="staff" />
      {!paid && order.totalCents > 0 && <Text className={classes.meta}>No payment yet.</Text>}

      <div className={admin.actions}>
        {awaiting && (
          <Button appearance="primary" disabledFocusable={!canAct} onClick={() => actor.send({ type: 'orders.deskPaymentOpened' })}>
            Record desk payment
          </Button>
        )}
        <FluentLink href={api.orders.receiptUrl(order.id)} target="_blank" rel="noopener" aria-label={`Receipt: ${name} (opens in a new tab)`}>
          Receipt
          <OpenRegular className={classes.linkIcon} aria-hidden />
        </FluentLink>
      </div>

      <Subtitle2 as="h3">History</Subtitle2>
      <ol className={classes.list} aria-label={`History of ${name}`}>
        {order.history.map((entry, i) => (
          <li key={i}>
            {formatZonedInstant(entry.at, order.timeZone)}: {ORDER_STATUS_WORDS[entry.status]}
            {entry.note ? `. ${entry.note}` : ''}
          </li>
        ))}
      </ol>

      {order.provider && (
        <>
          <Subtitle2 as="h3">Provider details</Subtitle2>
          <Text className={classes.meta}>For support with the payment provider; members never see these.</Text>
          <dl className={classes.details} aria-label="Provider details">
            <dt className={classes.term}>Provider</dt>
            <dd className={classes.value}>{order.provider.provider}</dd>
            <dt className={classes.term}>Checkout session</dt>
            <dd className={classes.value}>{order.provider.sessionId ?? 'None'}</dd>
            <dt className={classes.term}>Payments</dt>
            <dd className={classes.value}>{order.provider.paymentIds.join(', ') || 'None'}</dd>
            <dt className={classes.term}>Refunds</dt>
            <dd className={classes.value}>{order.provider.refundIds.join(', ') || 'None'}</dd>
            <dt className={classes.term}>Order id</dt>
            <dd className={classes.value}>{order.id}</dd>
          </dl>
        </>
      )}
    </Card>
  );
}
