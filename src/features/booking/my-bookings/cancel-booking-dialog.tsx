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
} from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import type { Booking } from '@machines/booking';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { bookingSentence, cancellationTermsSentences, cancelledSentences, joinSentences, notCancellableText } from './booking-format';
import { useBookingCancellationLogic } from './my-bookings-logic';

/** Cancelling one booking: the terms, the member's confirmation, the outcome. */
export function CancelBookingDialog({ booking, onCancelled, onClose }: { booking: Booking; onCancelled: () => void; onClose: () => void }) {
  const t = useT();
  const actor = useActorRef(useBookingCancellationLogic(onCancelled), { input: { bookingId: booking.id } });
  const state = useSelector(actor, (s) => s.value);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const terms = useSelector(actor, (s) => s.context.terms);
  const changed = useSelector(actor, (s) => s.context.termsChanged);
  const error = useSelector(actor, (s) => s.context.error);
  const result = useSelector(actor, (s) => s.context.result);
  const canConfirm = useSelector(actor, (s) => s.can({ type: 'cancellation.confirm' }));
  const finished = state === 'done' || state === 'notCancellable';

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !busy && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{state === 'done' ? t('booking.cancel.doneTitle') : t('booking.common.cancelThisBooking')}</DialogTitle>
          <DialogContent>
            <Body1 as="p">{bookingSentence(t, booking)}</Body1>
            {state === 'loadingTerms' && <Spinner size="small" label={t('booking.cancel.checkingTerms')} />}
            {state === 'loadFailed' && (
              <MessageBar intent="error">
                <MessageBarBody>{joinSentences([t('booking.cancel.termsNotLoaded'), ...(error ? [failureText(t, error)] : [])])}</MessageBarBody>
              </MessageBar>
            )}
            {changed && (state === 'confirming' || state === 'cancelling') && (
              <MessageBar intent="warning">
                <MessageBarBody>{failureText(t, changed)}</MessageBarBody>
              </MessageBar>
            )}
            {terms && (state === 'confirming' || state === 'cancelling') && (
              // The server's own message says the same as these sentences: show each once.
              <Body1 as="p">
                <strong>{joinSentences(cancellationTermsSentences(t, terms, booking.timeZone))}</strong>
              </Body1>
            )}
            {error && state === 'confirming' && (
              <MessageBar intent="error">
                <MessageBarBody>{failureText(t, error)}</MessageBarBody>
              </MessageBar>
            )}
            {state === 'notCancellable' && (
              <MessageBar intent="warning">
                <MessageBarBody>{notCancellableText(t, booking, terms)}</MessageBarBody>
              </MessageBar>
            )}
            {state === 'done' && (
              <MessageBar intent="success">
                <MessageBarBody>{joinSentences(cancelledSentences(t, result))}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            {state === 'loadFailed' && <Button onClick={() => actor.send({ type: 'cancellation.retry' })}>{t('booking.common.tryAgain')}</Button>}
            {(state === 'confirming' || state === 'cancelling') && (
              <Button
                appearance="primary"
                disabledFocusable={!canConfirm}
                icon={state === 'cancelling' ? <Spinner size="tiny" /> : undefined}
                onClick={() => actor.send({ type: 'cancellation.confirm' })}
              >
                {t('booking.common.cancelBooking')}
              </Button>
            )}
            <Button appearance={finished ? 'primary' : 'secondary'} disabledFocusable={busy && state === 'cancelling'} onClick={onClose}>
              {finished ? t('booking.common.close') : t('booking.common.keepBooking')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
