import { Body1, Caption1, Link as FluentLink, Subtitle2 } from '@fluentui/react-components';
import type { Order } from '@machines/checkout';
import { useT } from '@/i18n/translate';
import { orderNumber } from '@/lib/order-format';
import { zoneName } from '@/lib/venue-clock';
import { formatZonedInstant, formatZonedTime } from '@/lib/venue-time';
import { OrderLinesTable, OrderMoney, OrderTotals } from '@/lib/order-summary';
import { useCheckoutClasses } from './checkout-styles';

/** "Eastern Standard Time": the venue zone's name when the order's first booking starts (or when it was placed). */
const orderZoneName = (order: Order) => zoneName(order.timeZone, order.lines.find((line) => line.startsAt)?.startsAt ?? order.createdAt);

/**
 * The order a checkout was for, whatever it sold: its number, each line with its total, subtotal,
 * each tax with its rate, total and how it was paid, in the venue's time with the zone named.
 * No ids: people quote "Order 1042".
 */
export function CheckoutOrder({ order, withCalendar = false }: { order: Order; withCalendar?: boolean }) {
  const t = useT();
  const classes = useCheckoutClasses();
  const headingId = `order-${order.number}-heading`;
  const calendarLines = withCalendar && order.lines.some((line) => line.calendarUrl);
  return (
    <section className={classes.order} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        {orderNumber(order, t)}
      </Subtitle2>
      <Caption1>{t('checkout.order.placed', { when: formatZonedInstant(order.createdAt, order.timeZone) })}</Caption1>
      <OrderLinesTable
        order={order}
        actionHeader={t('checkout.order.calendar')}
        lineAction={
          calendarLines
            ? (line) =>
                line.calendarUrl ? (
                  <FluentLink href={line.calendarUrl} download aria-label={t('checkout.order.addToCalendarLabel', { line: line.description })}>
                    {t('checkout.order.addToCalendar')}
                  </FluentLink>
                ) : null
            : undefined
        }
      />
      <OrderTotals order={order} />
      <OrderMoney order={order} audience="member" />
      {order.status === 'awaiting_payment' && order.holdExpiresAt ? (
        <Body1>{t('checkout.order.holdUntil', { time: formatZonedTime(order.holdExpiresAt, order.timeZone) })}</Body1>
      ) : null}
      <Caption1>{t('checkout.order.localTime', { zone: orderZoneName(order) })}</Caption1>
    </section>
  );
}
