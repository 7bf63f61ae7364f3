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
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { StaffBooking, bookingsOverviewMachine } from '@machines/booking';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { formatCad } from '@/lib/money';
import { formatDate, formatTimeSpan } from '@/lib/venue-time';
import { whoLabel } from './overview-format';

const useClasses = makeStyles({ form: { display: 'grid', gap: tokens.spacingVerticalM } });
type OverviewActor = ActorRefFrom<typeof bookingsOverviewMachine>;

/** Staff cancel any live booking (refunding what was paid, whatever the cutoff) or remove a block. */
export function StaffCancelDialog({ actor }: { actor: OverviewActor }) {
  const open = useSelector(actor, (s) => s.matches('cancelForm') || s.matches('cancelling'));
  const booking = useSelector(actor, (s) => s.context.day?.bookings.find((b) => b.id === s.context.cancelId) ?? null);
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && actor.send({ type: 'overview.dialogClosed' })}>
      <DialogSurface>{open && booking && <CancelForm actor={actor} booking={booking} />}</DialogSurface>
    </Dialog>
  );
}

function CancelForm({ actor, booking }: { actor: OverviewActor; booking: StaffBooking }) {
  const classes = useClasses();
  const t = useT();
  const cancelling = useSelector(actor, (s) => s.matches('cancelling'));
  const actionError = useSelector(actor, (s) => s.context.actionError);
  const paid = booking.order?.paidCents ?? 0;
  const block = booking.status === 'blocked';
  // The form's draft (presentational until submitted).
  const [refund, setRefund] = useState(paid > 0);
  const [reason, setReason] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'overview.cancelSubmitted', refund: paid > 0 && refund, reason });
  };

  return (
    <form onSubmit={submit}>
      <DialogBody>
        <DialogTitle>{block ? t('booking.staffCancel.removeBlockTitle') : t('booking.common.cancelThisBooking')}</DialogTitle>
        <DialogContent className={classes.form}>
          <Body1>
            {t('booking.staffCancel.summary', {
              court: booking.court,
              date: formatDate(booking.date),
              time: formatTimeSpan(booking, booking.timeZone),
              who: whoLabel(t, booking),
            })}
          </Body1>
          {paid > 0 && (
            <Checkbox
              checked={refund}
              onChange={(_, data) => setRefund(Boolean(data.checked))}
              label={t('booking.staffCancel.refund', { amount: formatCad(paid - (booking.order?.refundedCents ?? 0)) })}
            />
          )}
          <Field label={t('booking.staffCancel.reason')} hint={block ? undefined : t('booking.staffCancel.reasonHint')}>
            <Input value={reason} onChange={(_, data) => setReason(data.value)} />
          </Field>
          {actionError && (
            <MessageBar intent="error">
              <MessageBarBody>{failureText(t, actionError)}</MessageBarBody>
            </MessageBar>
          )}
        </DialogContent>
        <DialogActions>
          <Button type="submit" appearance="primary" disabledFocusable={cancelling} icon={cancelling ? <Spinner size="tiny" /> : undefined}>
            {block ? t('booking.staffCancel.removeBlock') : t('booking.common.cancelBooking')}
          </Button>
          <Button disabledFocusable={cancelling} onClick={() => actor.send({ type: 'overview.dialogClosed' })}>
            {block ? t('booking.staffCancel.keepBlock') : t('booking.common.keepBooking')}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
