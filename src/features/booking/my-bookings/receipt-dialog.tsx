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
import type { myBookingsMachine } from '@machines/booking/my-bookings.machine';
import { useApi } from '@/lib/actors';
import { ORDER_STATUS_COLOURS, ORDER_STATUS_WORDS, hasReceipt, orderNumber } from '@/lib/order-format';
import { formatZonedInstant } from '@/lib/venue-time';
import { OrderLinesTable, OrderMoney, OrderTotals } from '@/lib/order-summary';

const useClasses = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalS },
  headline: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  meta: { color: tokens.colorNeutralForeground2 },
});

/** The order behind a booking, as Purchases shows it: lines, taxes, total, payments and refunds in words. */
export function ReceiptDialog({ actor }: { actor: ActorRefFrom<typeof myBookingsMachine> }) {
  const classes = useClasses();
  const api = useApi();
  const open = useSelector(actor, (s) => !s.matches({ receipt: 'closed' }));
  const loading = useSelector(actor, (s) => s.matches({ receipt: 'loading' }));
  const { order, error } = useSelector(actor, (s) => s.context.receipt);
  const close = () => actor.send({ type: 'myBookings.receiptClosed' });

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && close()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Receipt</DialogTitle>
          <DialogContent className={classes.content}>
            {loading && <Spinner size="small" label="Loading the receipt…" />}
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>The receipt could not be loaded. {error.message}</MessageBarBody>
              </MessageBar>
            )}
            {order && (
              <>
                <div className={classes.headline}>
                  <Subtitle2 as="h3">{orderNumber(order)}</Subtitle2>
                  <Badge appearance="tint" color={ORDER_STATUS_COLOURS[order.status]}>
                    {ORDER_STATUS_WORDS[order.status]}
                  </Badge>
                </div>
                <Body1 className={classes.meta}>Placed {formatZonedInstant(order.createdAt, order.timeZone)}</Body1>
                <OrderLinesTable order={order} />
                <OrderTotals order={order} />
                {order.payments.length === 0 && order.totalCents > 0 && <Body1>No payment yet.</Body1>}
                <OrderMoney order={order} audience="member" />
                {order.taxRegistrationNumber && <Body1 className={classes.meta}>GST/HST registration {order.taxRegistrationNumber}</Body1>}
                {hasReceipt(order) && (
                  <FluentLink href={api.orders.receiptUrl(order.id)} target="_blank" rel="noopener">
                    Printable receipt (opens in a new tab)
                  </FluentLink>
                )}
              </>
            )}
          </DialogContent>
          <DialogActions>
            {error && <Button onClick={() => actor.send({ type: 'myBookings.receiptRetry' })}>Try again</Button>}
            <Button appearance="primary" onClick={close}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
