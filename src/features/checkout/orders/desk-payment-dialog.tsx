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
import type { DeskMethod, Order } from '@machines/checkout';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { formatCad } from '@/lib/money';
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
  const t = useT();
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
        <DialogTitle>{t('checkout.deskPayment.title')}</DialogTitle>
        <DialogContent className={classes.form}>
          <Body1>
            {t('checkout.deskPayment.body', { number: order.number, customer: order.customer?.name ?? t('checkout.deskPayment.noAccount'), amount })}
          </Body1>
          <Field label={t('checkout.deskPayment.paidWith')}>
            <RadioGroup layout="horizontal" value={method} onChange={(_, data) => setMethod(data.value as DeskMethod)}>
              <Radio value="cash" label={t('checkout.deskPayment.cash')} />
              <Radio value="card_terminal" label={t('checkout.deskPayment.cardTerminal')} />
            </RadioGroup>
          </Field>
          <Field label={t('checkout.deskPayment.reference')} hint={t('checkout.deskPayment.referenceHint')}>
            <Input value={reference} maxLength={100} onChange={(_, data) => setReference(data.value)} />
          </Field>
          {error && (
            <MessageBar intent="error">
              <MessageBarBody>{failureText(t, error)}</MessageBarBody>
            </MessageBar>
          )}
        </DialogContent>
        <DialogActions>
          <Button type="submit" appearance="primary" disabledFocusable={recording} icon={recording ? <Spinner size="tiny" /> : undefined}>
            {t('checkout.deskPayment.submit', { amount })}
          </Button>
          <Button disabledFocusable={recording} onClick={() => actor.send({ type: 'orders.dialogClosed' })}>
            {t('checkout.deskPayment.cancel')}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
