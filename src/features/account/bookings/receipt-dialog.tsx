import {
  Body1,
  Button,
  Dialog,
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
import type { myBookingsMachine } from '@machines/my-bookings.machine';
import { formatCad } from '@/lib/money';
import { formatInstant, humanise } from './booking-format';

const useClasses = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalS },
  details: { display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`, margin: 0 },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'grid', gap: tokens.spacingVerticalXS },
});

/** The order behind a booking: what was charged, paid and refunded, and each step it went through. */
export function ReceiptDialog({ actor }: { actor: ActorRefFrom<typeof myBookingsMachine> }) {
  const classes = useClasses();
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
                <Body1>{order.description}</Body1>
                <dl className={classes.details}>
                  <dt className={classes.term}>Amount</dt>
                  <dd className={classes.value}>{formatCad(order.amountCents)}</dd>
                  <dt className={classes.term}>Status</dt>
                  <dd className={classes.value}>{humanise(order.status)}</dd>
                  <dt className={classes.term}>Order</dt>
                  <dd className={classes.value}>{order.id}</dd>
                </dl>
                <Subtitle2 as="h3">Payments</Subtitle2>
                {order.payments.length ? (
                  <ul className={classes.list} aria-label="Payments">
                    {order.payments.map((p) => (
                      <li key={p.id}>
                        {formatCad(p.amountCents)} on {formatInstant(p.createdAt)} ({p.provider === 'desk' ? 'at the front desk' : 'card'}, {p.providerPaymentId})
                      </li>
                    ))}
                  </ul>
                ) : (
                  <Body1>No payment yet.</Body1>
                )}
                {order.refunds.length > 0 && (
                  <>
                    <Subtitle2 as="h3">Refunds</Subtitle2>
                    <ul className={classes.list} aria-label="Refunds">
                      {order.refunds.map((r) => (
                        <li key={r.id}>
                          {formatCad(r.amountCents)} on {formatInstant(r.createdAt)}: {humanise(r.status)}
                        </li>
                      ))}
                    </ul>
                  </>
                )}
                <Subtitle2 as="h3">History</Subtitle2>
                <ol className={classes.list} aria-label="Status history">
                  {order.history.map((h, i) => (
                    <li key={i}>
                      {formatInstant(h.at)}: {humanise(h.status)}. {h.note}
                    </li>
                  ))}
                </ol>
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
