import {
  Body1,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { PersonMembership, MembershipRefundFieldErrors, staffMembershipRefundMachine } from '@machines/account';
import { dollarsToCents, refundableCents, type RefundFieldProblem, type OrderLine } from '@machines/checkout';
import { failureText } from '@/i18n/failure-text';
import { useT, type Translate } from '@/i18n/translate';
import { formatCad } from '@/lib/money';
import { dollarSign, formatDollarsInput, orderNumber } from '@/lib/order-format';
import { useStaffMembershipRefundLogic } from './staff-account-logic';

type RefundActor = ActorRefFrom<typeof staffMembershipRefundMachine>;

const useClasses = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM },
  meta: { color: tokens.colorNeutralForeground2 },
});

/** A field's problem in words: the refund checks' codes (the order refund's words), the server's as it came. */
function problemText(t: Translate, problem: RefundFieldProblem | undefined): string | undefined {
  switch (problem?.code) {
    case undefined:
      return undefined;
    case 'amountNotDollars':
      return t('checkout.refund.amountNotDollars', { example: formatDollarsInput(1250) });
    case 'amountNotPositive':
      return t('checkout.refund.amountNotPositive', { zero: formatCad(0) });
    case 'amountAboveLeft':
      return t('admin.account.refund.amountAboveLeft', { left: formatCad(problem.leftCents) });
    case 'reasonMissing':
      return t('admin.account.refund.reasonMissing');
    case 'server':
      return problem.message;
  }
}

function endMembershipProblem(t: Translate, problem: MembershipRefundFieldErrors['endMembership']): string | undefined {
  if (!problem) return undefined;
  return problem.code === 'server' ? problem.message : t('admin.account.refund.endNeedsFullRefund', { left: formatCad(problem.leftCents) });
}

/** Refund one person's membership: amount (all that is left by default), a reason, end it or keep it. */
export function StaffMembershipRefundDialog({
  membership,
  onRefunded,
  onClose,
}: {
  membership: PersonMembership;
  onRefunded: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const actor = useActorRef(useStaffMembershipRefundLogic(onRefunded), { input: { membership } });
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const close = () => !busy && onClose();
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && close()}>
      <DialogSurface>
        <RefundContent actor={actor} membership={membership} title={t('admin.account.refund.title', { name: membership.participant.name })} onClose={close} />
      </DialogSurface>
    </Dialog>
  );
}

/** The dialog's body for where the refund is: reading the order, the form, done, or nothing to refund. */
function RefundContent({ actor, membership, title, onClose }: { actor: RefundActor; membership: PersonMembership; title: string; onClose: () => void }) {
  const t = useT();
  const state = useSelector(actor, (s) => s.value);
  const error = useSelector(actor, (s) => s.context.error);
  const order = useSelector(actor, (s) => s.context.order);
  const line = useSelector(actor, (s) => s.context.line);
  const refunded = useSelector(actor, (s) => s.context.refund);
  const closeButton = (
    <DialogActions>
      <Button appearance={state === 'done' ? 'primary' : 'secondary'} onClick={onClose}>
        {t('admin.account.close')}
      </Button>
    </DialogActions>
  );

  const body = (content: ReactNode) => (
    <DialogBody>
      <DialogTitle>{title}</DialogTitle>
      {content}
      {closeButton}
    </DialogBody>
  );

  if (state === 'form' || state === 'refunding') {
    return order && line ? <RefundForm actor={actor} title={title} orderNumberText={orderNumber(order, t)} line={line} onClose={onClose} /> : null;
  }
  if (state === 'checking' || state === 'loadingOrder') {
    return body(
      <DialogContent>
        <Spinner size="small" label={t('admin.account.refund.loading')} />
      </DialogContent>,
    );
  }
  if (state === 'loadFailed') {
    return body(
      <DialogContent>
        <MessageBar intent="error">
          <MessageBarBody>{t('admin.account.refund.loadFailed', { error: error ? failureText(t, error) : '' })}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => actor.send({ type: 'refund.retry' })}>{t('admin.account.tryAgain')}</Button>
          </MessageBarActions>
        </MessageBar>
      </DialogContent>,
    );
  }
  if (state === 'done') {
    return body(
      <DialogContent>
        <Body1 role="status">
          {t('admin.account.refund.done', {
            amount: formatCad(refunded?.amountCents ?? 0),
            name: membership.participant.name,
            ended: refunded?.endMembership ? 'yes' : 'no',
          })}
        </Body1>
      </DialogContent>,
    );
  }
  // nothingLeft
  return body(
    <DialogContent>
      {error && (
        <MessageBar intent="warning">
          <MessageBarBody>{failureText(t, error)}</MessageBarBody>
        </MessageBar>
      )}
      <Body1>{t('admin.account.refund.nothingLeft')}</Body1>
    </DialogContent>,
  );
}

function RefundForm({
  actor,
  title,
  orderNumberText,
  line,
  onClose,
}: {
  actor: RefundActor;
  title: string;
  orderNumberText: string;
  line: OrderLine;
  onClose: () => void;
}) {
  const t = useT();
  const classes = useClasses();
  const refunding = useSelector(actor, (s) => s.matches('refunding'));
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const error = useSelector(actor, (s) => s.context.error);
  const left = refundableCents(line);
  // The form's draft (presentational until submitted); the machine checks it.
  const [amount, setAmount] = useState(() => formatDollarsInput(left));
  const [reason, setReason] = useState('');
  // "End the membership" follows the amount (on for all that is left) until staff choose.
  const [endChoice, setEndChoice] = useState<boolean | null>(null);
  const endMembership = endChoice ?? dollarsToCents(amount) === left;
  const amountProblem = problemText(t, fieldErrors.amountCents);
  const reasonProblem = problemText(t, fieldErrors.reason);
  const endProblem = endMembershipProblem(t, fieldErrors.endMembership);
  const otherError = error && !fieldErrors.amountCents && !fieldErrors.reason && !fieldErrors.endMembership ? failureText(t, error) : null;
  const sign = dollarSign();
  const signText = <Text>{sign.symbol}</Text>;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'refund.submitted', amount, reason, endMembership });
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent className={classes.form}>
          <Body1>{t('admin.account.refund.line', { order: orderNumberText, line: line.description })}</Body1>
          <Text className={classes.meta}>
            {line.refundedCents > 0
              ? t('checkout.refund.leftAfterRefunds', { total: formatCad(line.totalCents), refunded: formatCad(line.refundedCents), left: formatCad(left) })
              : t('checkout.refund.left', { total: formatCad(line.totalCents), left: formatCad(left) })}
          </Text>
          <Field label={t('admin.account.refund.amount')} required validationMessage={amountProblem} validationState={amountProblem ? 'error' : 'none'}>
            <Input
              value={amount}
              inputMode="decimal"
              contentBefore={sign.first ? signText : undefined}
              contentAfter={sign.first ? undefined : signText}
              onChange={(_, data) => setAmount(data.value)}
            />
          </Field>
          <Field
            label={t('admin.account.refund.reason')}
            required
            hint={t('admin.account.refund.reasonHint')}
            validationMessage={reasonProblem}
            validationState={reasonProblem ? 'error' : 'none'}
          >
            <Input value={reason} maxLength={200} onChange={(_, data) => setReason(data.value)} />
          </Field>
          <Field hint={t('admin.account.refund.endMembershipHint')} validationMessage={endProblem} validationState={endProblem ? 'error' : 'none'}>
            <Checkbox checked={endMembership} onChange={(_, data) => setEndChoice(data.checked === true)} label={t('admin.account.refund.endMembership')} />
          </Field>
          {otherError && (
            <MessageBar intent="error">
              <MessageBarBody>{otherError}</MessageBarBody>
            </MessageBar>
          )}
        </DialogContent>
        <DialogActions>
          <Button type="submit" appearance="primary" disabledFocusable={refunding} icon={refunding ? <Spinner size="tiny" /> : undefined}>
            {t('admin.account.refund.submit')}
          </Button>
          <Button disabledFocusable={refunding} onClick={onClose}>
            {t('admin.account.cancel')}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
