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
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { myBookingsMachine } from '@machines/booking';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { bookingSentence } from './booking-format';

/** Letting go of a held booking before paying: confirm, then the checkout closes and the court is free. */
export function ReleaseBookingDialog({ actor }: { actor: ActorRefFrom<typeof myBookingsMachine> }) {
  const t = useT();
  const open = useSelector(actor, (s) => !s.matches({ release: 'idle' }));
  const releasing = useSelector(actor, (s) => s.matches({ release: 'releasing' }));
  const { booking, error } = useSelector(actor, (s) => s.context.release);
  const canConfirm = useSelector(actor, (s) => s.can({ type: 'myBookings.releaseConfirmed' }));
  const dismiss = () => actor.send({ type: 'myBookings.releaseDismissed' });
  if (!open || !booking) return null;

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !releasing && dismiss()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('booking.release.title')}</DialogTitle>
          <DialogContent>
            <Body1 as="p">{bookingSentence(t, booking)}</Body1>
            <Body1 as="p">{t('booking.release.explain')}</Body1>
            {error && (
              <MessageBar intent={error.status === 409 ? 'warning' : 'error'}>
                <MessageBarBody>{failureText(t, error)}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            {(canConfirm || releasing) && (
              <Button
                appearance="primary"
                disabledFocusable={releasing}
                icon={releasing ? <Spinner size="tiny" /> : undefined}
                onClick={() => actor.send({ type: 'myBookings.releaseConfirmed' })}
              >
                {error ? t('booking.common.tryAgain') : t('booking.release.confirm')}
              </Button>
            )}
            {!releasing && (
              <Button appearance={canConfirm ? 'secondary' : 'primary'} onClick={dismiss}>
                {error ? t('booking.common.close') : t('booking.common.keepBooking')}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
