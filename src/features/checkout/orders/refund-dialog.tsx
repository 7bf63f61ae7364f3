import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { refundableCents } from '@machines/checkout/order-lookup.machine';
import type { Order, OrderLine } from '@machines/checkout/order-shapes';
import { centsToDollars, formatCad } from '@/lib/money';
import { orderNumber } from '@/lib/order-format';
import type { OrderLookupActor } from './order-details';

const useClasses = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM },
  meta: { color: tokens.colorNeutralForeground2 },
});

/** Where a refund of this order's money goes, in words. */
function whereItGoes(order: Order): string {
  if (order.payments.length > 0 && order.payments.every((p) => p.test)) return 'This was a test payment: no money moves.';
  if (order.payments.some((p) => p.method === 'card' && !p.test)) return 'It goes back to the card the order was paid with.';
  return 'Give the money back at the desk: the refund is recorded, not sent anywhere.';
}

/** Refund part or all of one line (tax included), up to what is left of it, with a reason. */
export function RefundDialog({ actor }: { actor: OrderLookupActor }) {
  const open = useSelector(actor, (s) => s.matches({ details: 'refundForm' }) || s.matches({ details: 'refunding' }));
  const order = useSelector(actor, (s) => s.context.order);
  const line = useSelector(actor, (s) => s.context.order?.lines.find((l) => l.id === s.context.refundLineId) ?? null);
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && actor.send({ type: 'orders.dialogClosed' })}>
      <DialogSurface>{open && order && line && <RefundForm actor={actor} order={order} line={line} />}</DialogSurface>
    </Dialog>
  );
}

function RefundForm({ actor, order, line }: { actor: OrderLookupActor; order: Order; line: OrderLine }) {
  const classes = useClasses();
  const refunding = useSelector(actor, (s) => s.matches({ details: 'refunding' }));
  const fieldErrors = useSelector(actor, (s) => s.context.refundFieldErrors);
  const error = useSelector(actor, (s) => s.context.actionError);
  const left = refundableCents(line);
  // The form's draft (presentational until submitted); the machine checks it.
  const [amount, setAmount] = useState(() => centsToDollars(left).toFixed(2));
  const [reason, setReason] = useState('');
  const otherError = error && !fieldErrors.amountCents && !fieldErrors.reason ? error.message : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'orders.refundSubmitted', amount, reason });
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        <DialogTitle>Refund this line?</DialogTitle>
        <DialogContent className={classes.form}>
          <Body1>
            {orderNumber(order)}: {line.description}
          </Body1>
          <Text className={classes.meta}>
            Line total {formatCad(line.totalCents)} with tax
            {line.refundedCents > 0 ? `, ${formatCad(line.refundedCents)} refunded already` : ''}: up to {formatCad(left)} can be refunded. {whereItGoes(order)}
          </Text>
          <Field
            label="Amount to refund (dollars, tax included)"
            required
            validationMessage={fieldErrors.amountCents}
            validationState={fieldErrors.amountCents ? 'error' : 'none'}
          >
            <Input value={amount} inputMode="decimal" contentBefore={<Text>$</Text>} onChange={(_, data) => setAmount(data.value)} />
          </Field>
          <Field
            label="Reason"
            required
            hint="The customer sees it with the refund."
            validationMessage={fieldErrors.reason}
            validationState={fieldErrors.reason ? 'error' : 'none'}
          >
            <Input value={reason} maxLength={200} onChange={(_, data) => setReason(data.value)} />
          </Field>
          {otherError && (
            <MessageBar intent="error">
              <MessageBarBody>{otherError}</MessageBarBody>
            </MessageBar>
          )}
        </DialogContent>
        <DialogActions>
          <Button type="submit" appearance="primary" disabledFocusable={refunding} icon={refunding ? <Spinner size="tiny" /> : undefined}>
            Refund
          </Button>
          <Button disabledFocusable={refunding} onClick={() => actor.send({ type: 'orders.dialogClosed' })}>
            Keep it
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
