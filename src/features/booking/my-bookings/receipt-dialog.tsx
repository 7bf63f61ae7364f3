import {
  Badge,
  Body1,
  Button,
  Dialog,
  Link as FluentLink,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { myBookingsMachine } from '@machines/booking';
import { useApi } from '@/lib/actors';
import { ORDER_STATUS_COLOURS, hasReceipt, orderNumber, orderStatusWords } from '@/lib/order-format';
import { formatZonedInstant } from '@/lib/venue-time';
import { OrderLinesTable, OrderMoney, OrderTotals } from '@/lib/order-summary';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';

const useClasses = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalS },
  headline: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  meta: { color: tokens.colorNeutralForeground2 },
});

/** The order behind a booking, as Purchases shows it: lines, taxes, total, payments and refunds in words. */
export function ReceiptDialog({ actor }: { actor: ActorRefFrom<typeof myBookingsMachine> }) {
  const classes = useClasses();
  const t = useT();
  const api = useApi();
  const open = useSelector(actor, (s) => !s.matches({ receipt: 'closed' }));
  const loading = useSelector(actor, (s) => s.matches({ receipt: 'loading' }));
  const { order, error } = useSelector(actor, (s) => s.context.receipt);
  const close = () => actor.send({ type: 'myBookings.receiptClosed' });

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && close()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('booking.receipt.title')}</DialogTitle>
          <DialogContent className={classes.content}>
            {loading && <Spinner size="small" label={t('booking.receipt.loading')} />}
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{`${t('booking.receipt.loadFailed')} ${failureText(t, error)}`}</MessageBarBody>
              </MessageBar>
            )}
            {order && (
              <>
                <div className={classes.headline}>
                  <Subtitle2 as="h3">{orderNumber(order, t)}</Subtitle2>
                  <Badge appearance="tint" color={ORDER_STATUS_COLOURS[order.status]}>
                    {orderStatusWords(order.status, t)}
                  </Badge>
                </div>
                <Body1 className={classes.meta}>{t('booking.receipt.placed', { when: formatZonedInstant(order.createdAt, order.timeZone) })}</Body1>
                <OrderLinesTable order={order} />
                <OrderTotals order={order} />
                {order.payments.length === 0 && order.totalCents > 0 && <Body1>{t('booking.receipt.noPayment')}</Body1>}
                <OrderMoney order={order} audience="member" />
                {order.taxRegistrationNumber && (
                  <Body1 className={classes.meta}>{t('booking.receipt.taxRegistration', { number: order.taxRegistrationNumber })}</Body1>
                )}
                {hasReceipt(order) && (
                  <FluentLink href={api.orders.receiptUrl(order.id)} target="_blank" rel="noopener">
                    {t('booking.receipt.printable')}
                  </FluentLink>
                )}
              </>
            )}
          </DialogContent>
          <DialogActions>
            {error && <Button onClick={() => actor.send({ type: 'myBookings.receiptRetry' })}>{t('booking.common.tryAgain')}</Button>}
            <Button appearance="primary" onClick={close}>
              {t('booking.common.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
