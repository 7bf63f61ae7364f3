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
import { refundableCents, type RefundFieldProblem, type Order, type OrderLine } from '@machines/checkout';
import { failureText } from '@/i18n/failure-text';
import { useT, type MessageId, type Translate } from '@/i18n/translate';
import { formatCad } from '@/lib/money';
import { dollarSign, formatDollarsInput } from '@/lib/order-format';
import type { OrderLookupActor } from './order-details';

const useClasses = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM },
  meta: { color: tokens.colorNeutralForeground2 },
});

/** Where a refund of this order's money goes, in words. */
function whereItGoes(order: Order): MessageId {
  if (order.payments.length > 0 && order.payments.every((p) => p.test)) return 'checkout.refund.whereTest';
  if (order.payments.some((p) => p.method === 'card' && !p.test)) return 'checkout.refund.whereCard';
  return 'checkout.refund.whereDesk';
}

/** A field's problem in words: ours by its code, the server's as it came. */
function problemText(t: Translate, problem: RefundFieldProblem | undefined): string | undefined {
  switch (problem?.code) {
    case undefined:
      return undefined;
    case 'amountNotDollars':
      return t('checkout.refund.amountNotDollars', { example: formatDollarsInput(1250) });
    case 'amountNotPositive':
      return t('checkout.refund.amountNotPositive', { zero: formatCad(0) });
    case 'amountAboveLeft':
      return t('checkout.refund.amountAboveLeft', { left: formatCad(problem.leftCents) });
    case 'reasonMissing':
      return t('checkout.refund.reasonMissing');
    case 'server':
      return problem.message;
  }
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
  const t = useT();
  const classes = useClasses();
  const refunding = useSelector(actor, (s) => s.matches({ details: 'refunding' }));
  const fieldErrors = useSelector(actor, (s) => s.context.refundFieldErrors);
  const error = useSelector(actor, (s) => s.context.actionError);
  const left = refundableCents(line);
  // The form's draft (presentational until submitted); the machine checks it.
  const [amount, setAmount] = useState(() => formatDollarsInput(left));
  const [reason, setReason] = useState('');
  const otherError = error && !fieldErrors.amountCents && !fieldErrors.reason ? failureText(t, error) : null;
  const amountProblem = problemText(t, fieldErrors.amountCents);
  const reasonProblem = problemText(t, fieldErrors.reason);
  const sign = dollarSign();
  const signText = <Text>{sign.symbol}</Text>;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'orders.refundSubmitted', amount, reason });
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        <DialogTitle>{t('checkout.refund.title')}</DialogTitle>
        <DialogContent className={classes.form}>
          <Body1>{t('checkout.refund.line', { number: order.number, line: line.description })}</Body1>
          <Text className={classes.meta}>
            {line.refundedCents > 0
              ? t('checkout.refund.leftAfterRefunds', { total: formatCad(line.totalCents), refunded: formatCad(line.refundedCents), left: formatCad(left) })
              : t('checkout.refund.left', { total: formatCad(line.totalCents), left: formatCad(left) })}{' '}
            {t(whereItGoes(order))}
          </Text>
          <Field label={t('checkout.refund.amount')} required validationMessage={amountProblem} validationState={amountProblem ? 'error' : 'none'}>
            <Input
              value={amount}
              inputMode="decimal"
              contentBefore={sign.first ? signText : undefined}
              contentAfter={sign.first ? undefined : signText}
              onChange={(_, data) => setAmount(data.value)}
            />
          </Field>
          <Field
            label={t('checkout.refund.reason')}
            required
            hint={t('checkout.refund.reasonHint')}
            validationMessage={reasonProblem}
            validationState={reasonProblem ? 'error' : 'none'}
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
            {t('checkout.refund.submit')}
          </Button>
          <Button disabledFocusable={refunding} onClick={() => actor.send({ type: 'orders.dialogClosed' })}>
            {t('checkout.refund.cancel')}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
