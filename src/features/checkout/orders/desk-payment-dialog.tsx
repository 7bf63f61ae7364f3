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
  Radio,
  RadioGroup,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import type { DeskMethod } from '@machines/checkout/order-lookup.machine';
import type { Order } from '@machines/checkout/order-shapes';
import { formatCad } from '@/lib/money';
import { orderNumber } from '@/lib/order-format';
import type { OrderLookupActor } from './order-details';

const useClasses = makeStyles({ form: { display: 'grid', gap: tokens.spacingVerticalM } });

/** Staff took the money at the desk: record it, which confirms the order as a card payment would. */
export function DeskPaymentDialog({ actor }: { actor: OrderLookupActor }) {
  const open = useSelector(actor, (s) => s.matches({ details: 'deskPaymentForm' }) || s.matches({ details: 'recordingDeskPayment' }));
  const order = useSelector(actor, (s) => s.context.order);
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && actor.send({ type: 'orders.dialogClosed' })}>
      <DialogSurface>{open && order && <DeskPaymentForm actor={actor} order={order} />}</DialogSurface>
    </Dialog>
  );
}

function DeskPaymentForm({ actor, order }: { actor: OrderLookupActor; order: Order }) {
  const classes = useClasses();
  const recording = useSelector(actor, (s) => s.matches({ details: 'recordingDeskPayment' }));
  const error = useSelector(actor, (s) => s.context.actionError);
  // The form's draft (presentational until submitted).
  const [method, setMethod] = useState<DeskMethod>('cash');
  const [reference, setReference] = useState('');
  const amount = formatCad(order.totalCents);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'orders.deskPaymentSubmitted', method, reference });
  };

  return (
    <form onSubmit={submit}>
      <DialogBody>
        <DialogTitle>Record a desk payment?</DialogTitle>
        <DialogContent className={classes.form}>
          <Body1>
            {orderNumber(order)} for {order.customer?.name ?? 'a customer without an account'}: take {amount} at the desk. Recording it confirms the order,
            as a card payment would.
          </Body1>
          <Field label="Paid with">
            <RadioGroup layout="horizontal" value={method} onChange={(_, data) => setMethod(data.value as DeskMethod)}>
              <Radio value="cash" label="Cash" />
              <Radio value="card_terminal" label="Card terminal" />
            </RadioGroup>
          </Field>
          <Field label="Reference (optional)" hint="The terminal slip or till receipt number, to find it later.">
            <Input value={reference} maxLength={100} onChange={(_, data) => setReference(data.value)} />
          </Field>
          {error && (
            <MessageBar intent="error">
              <MessageBarBody>{error.message}</MessageBarBody>
            </MessageBar>
          )}
        </DialogContent>
        <DialogActions>
          <Button type="submit" appearance="primary" disabledFocusable={recording} icon={recording ? <Spinner size="tiny" /> : undefined}>
            Record {amount} paid
          </Button>
          <Button disabledFocusable={recording} onClick={() => actor.send({ type: 'orders.dialogClosed' })}>
            Don’t record
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
