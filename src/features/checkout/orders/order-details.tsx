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
import { refundableCents, type LookupOutcome, type orderLookupMachine, type Order } from '@machines/checkout';
import { failureText } from '@/i18n/failure-text';
import { useT, type Translate } from '@/i18n/translate';
import { useApi } from '@/lib/actors';
import { formatCad } from '@/lib/money';
import { ORDER_STATUS_COLOURS, orderNumber, orderStatusWords } from '@/lib/order-format';
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

function outcomeText(t: Translate, outcome: LookupOutcome, order: Order): string {
  const amount = formatCad(outcome.amountCents);
  if (outcome.kind === 'deskPayment') return t('checkout.details.deskPaymentDone', { amount, method: outcome.method, number: outcome.orderNumber });
  const line = order.lines.find((l) => l.id === outcome.lineId);
  return line ? t('checkout.details.refundDone', { amount, line: line.description }) : t('checkout.details.refundDoneNoLine', { amount });
}

/** One order for staff: lines (Refund each), money, history and the provider's ids. */
export function OrderDetails({ actor, order }: { actor: OrderLookupActor; order: Order }) {
  const t = useT();
  const classes = useClasses();
  const admin = useAdminClasses();
  const api = useApi();
  const outcome = useSelector(actor, (s) => s.context.outcome);
  // A dialog shows its own errors; a conflict (the order changed meanwhile) shows here.
  const actionError = useSelector(actor, (s) => (s.matches({ details: 'viewing' }) || s.matches({ details: 'refreshing' }) ? s.context.actionError : null));
  const refreshing = useSelector(actor, (s) => s.matches({ details: 'refreshing' }));
  const canAct = useSelector(actor, (s) => s.matches({ details: 'viewing' }));
  const name = orderNumber(order, t);
  const none = t('checkout.details.none');
  const placed = { customer: customerName(order, t), when: formatZonedInstant(order.createdAt, order.timeZone) };
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
          {orderStatusWords(order.status, t)}
        </Badge>
        <span className={classes.grow} />
        <Button size="small" onClick={() => actor.send({ type: 'orders.closed' })}>
          {t('checkout.details.close')}
        </Button>
      </div>
      <Text className={classes.meta}>
        {order.customer?.email ? t('checkout.details.metaWithEmail', { ...placed, email: order.customer.email }) : t('checkout.details.meta', placed)}
      </Text>
      {awaiting && order.holdExpiresAt && (
        <Text className={classes.meta}>{t('checkout.details.heldUntil', { time: formatZonedTime(order.holdExpiresAt, order.timeZone) })}</Text>
      )}

      {outcome && (
        <MessageBar intent="success">
          <MessageBarBody>{outcomeText(t, outcome, order)}</MessageBarBody>
        </MessageBar>
      )}
      {actionError && (
        <MessageBar intent="warning">
          <MessageBarBody>{failureText(t, actionError)}</MessageBarBody>
        </MessageBar>
      )}
      {refreshing && <Spinner size="tiny" label={t('checkout.details.refreshing')} />}

      <OrderLinesTable
        order={order}
        actionHeader={t('checkout.details.refundColumn')}
        lineAction={(line) => {
          const left = refundableCents(line);
          return paid && left > 0 ? (
            <Button
              size="small"
              disabledFocusable={!canAct}
              aria-label={t('checkout.details.refundLabel', { line: line.description })}
              onClick={() => actor.send({ type: 'orders.refundOpened', lineId: line.id })}
            >
              {t('checkout.details.refund')}
            </Button>
          ) : (
            <Text className={classes.meta}>{paid ? t('checkout.details.nothingLeft') : t('checkout.details.notPaid')}</Text>
          );
        }}
      />
      <OrderTotals order={order} />
      <OrderMoney order={order} audience="staff" />
      {!paid && order.totalCents > 0 && <Text className={classes.meta}>{t('checkout.details.noPayment')}</Text>}

      <div className={admin.actions}>
        {awaiting && (
          <Button appearance="primary" disabledFocusable={!canAct} onClick={() => actor.send({ type: 'orders.deskPaymentOpened' })}>
            {t('checkout.details.recordDeskPayment')}
          </Button>
        )}
        <FluentLink
          href={api.orders.receiptUrl(order.id)}
          target="_blank"
          rel="noopener"
          aria-label={t('checkout.order.receiptLink', { number: order.number })}
        >
          {t('checkout.order.receipt')}
          <OpenRegular className={classes.linkIcon} aria-hidden />
        </FluentLink>
      </div>

      <Subtitle2 as="h3">{t('checkout.details.history')}</Subtitle2>
      <ol className={classes.list} aria-label={t('checkout.details.historyLabel', { number: order.number })}>
        {order.history.map((entry, i) => {
          const values = { when: formatZonedInstant(entry.at, order.timeZone), status: orderStatusWords(entry.status, t) };
          return (
            <li key={i}>
              {entry.note ? t('checkout.details.historyEntryWithNote', { ...values, note: entry.note }) : t('checkout.details.historyEntry', values)}
            </li>
          );
        })}
      </ol>

      {order.provider && (
        <>
          <Subtitle2 as="h3">{t('checkout.details.provider')}</Subtitle2>
          <Text className={classes.meta}>{t('checkout.details.providerNote')}</Text>
          <dl className={classes.details} aria-label={t('checkout.details.provider')}>
            <dt className={classes.term}>{t('checkout.details.providerName')}</dt>
            <dd className={classes.value}>{order.provider.provider}</dd>
            <dt className={classes.term}>{t('checkout.details.checkoutSession')}</dt>
            <dd className={classes.value}>{order.provider.sessionId ?? none}</dd>
            <dt className={classes.term}>{t('checkout.details.payments')}</dt>
            <dd className={classes.value}>{order.provider.paymentIds.join(', ') || none}</dd>
            <dt className={classes.term}>{t('checkout.details.refunds')}</dt>
            <dd className={classes.value}>{order.provider.refundIds.join(', ') || none}</dd>
            <dt className={classes.term}>{t('checkout.details.orderId')}</dt>
            <dd className={classes.value}>{order.id}</dd>
          </dl>
        </>
      )}
    </Card>
  );
}
