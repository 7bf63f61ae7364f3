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
import type { Booking } from '@machines/booking/booking-shapes';
import { bookingSentence, cancellationTermsSentences, cancelledSentences, joinSentences } from './booking-format';
import { useBookingCancellationLogic } from './my-bookings-logic';

/** Cancelling one booking: the terms, the member's confirmation, the outcome. */
export function CancelBookingDialog({ booking, onCancelled, onClose }: { booking: Booking; onCancelled: () => void; onClose: () => void }) {
  const actor = useActorRef(useBookingCancellationLogic(onCancelled), { input: { bookingId: booking.id } });
  const state = useSelector(actor, (s) => s.value);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const terms = useSelector(actor, (s) => s.context.terms);
  const changed = useSelector(actor, (s) => s.context.termsChangedMessage);
  const error = useSelector(actor, (s) => s.context.error);
  const result = useSelector(actor, (s) => s.context.result);
  const canConfirm = useSelector(actor, (s) => s.can({ type: 'cancellation.confirm' }));
  const finished = state === 'done' || state === 'notCancellable';

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !busy && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{state === 'done' ? 'Booking cancelled' : 'Cancel this booking?'}</DialogTitle>
          <DialogContent>
            <Body1 as="p">{bookingSentence(booking)}</Body1>
            {state === 'loadingTerms' && <Spinner size="small" label="Checking the cancellation terms…" />}
            {state === 'loadFailed' && (
              <MessageBar intent="error">
                <MessageBarBody>{joinSentences(['The cancellation terms could not be loaded.', ...(error?.message ? [error.message] : [])])}</MessageBarBody>
              </MessageBar>
            )}
            {changed && (state === 'confirming' || state === 'cancelling') && (
              <MessageBar intent="warning">
                <MessageBarBody>{changed}</MessageBarBody>
              </MessageBar>
            )}
            {terms && (state === 'confirming' || state === 'cancelling') && (
              // The server's own message says the same as these sentences: show each once.
              <Body1 as="p">
                <strong>{joinSentences(cancellationTermsSentences(terms, booking.timeZone))}</strong>
              </Body1>
            )}
            {error && state === 'confirming' && (
              <MessageBar intent="error">
                <MessageBarBody>{error.message}</MessageBarBody>
              </MessageBar>
            )}
            {state === 'notCancellable' && (
              <MessageBar intent="warning">
                <MessageBarBody>{terms?.reason ?? terms?.message}</MessageBarBody>
              </MessageBar>
            )}
            {state === 'done' && (
              <MessageBar intent="success">
                <MessageBarBody>{joinSentences(cancelledSentences(result))}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            {state === 'loadFailed' && <Button onClick={() => actor.send({ type: 'cancellation.retry' })}>Try again</Button>}
            {(state === 'confirming' || state === 'cancelling') && (
              <Button
                appearance="primary"
                disabledFocusable={!canConfirm}
                icon={state === 'cancelling' ? <Spinner size="tiny" /> : undefined}
                onClick={() => actor.send({ type: 'cancellation.confirm' })}
              >
                Cancel booking
              </Button>
            )}
            <Button appearance={finished ? 'primary' : 'secondary'} disabledFocusable={busy && state === 'cancelling'} onClick={onClose}>
              {finished ? 'Close' : 'Keep booking'}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
