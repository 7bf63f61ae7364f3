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
import { sessionOf } from '@machines/programs';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import type { DropInActor } from './drop-in-logic';

/** Cancelling a registration (saying what it refunds) or leaving a waitlist, confirmed first. */
export function ConfirmDialog({ actor }: { actor: DropInActor }) {
  const t = useT();
  const open = useSelector(actor, (s) => s.matches('confirming') || s.matches('cancelling') || s.matches('leaving'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const task = useSelector(actor, (s) => s.context.task);
  const error = useSelector(actor, (s) => s.context.error);
  const session = useSelector(actor, (s) => sessionOf(s.context, s.context.task?.sessionId));
  const now = useSelector(actor, (s) => Date.parse(s.context.now));
  const cancelling = task?.kind === 'cancel';
  // The program's cutoff as shown; the server applies the one kept with the registration and says the amount after.
  const fullRefund = session ? Date.parse(session.startsAt) - session.cancellationCutoffHours * 3_600_000 > now : false;
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && !busy && actor.send({ type: 'dropIn.close' })}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t(cancelling ? 'programs.dropIn.cancel.title' : 'programs.dropIn.leave.title')}</DialogTitle>
          <DialogContent>
            {error ? (
              <MessageBar intent="error">
                <MessageBarBody>{failureText(t, error)}</MessageBarBody>
              </MessageBar>
            ) : null}
            <Body1>{cancelling ? t(fullRefund ? 'programs.dropIn.cancel.refund' : 'programs.dropIn.cancel.noRefund') : t('programs.dropIn.leave.body')}</Body1>
          </DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              disabledFocusable={busy}
              icon={busy ? <Spinner size="tiny" /> : undefined}
              onClick={() => actor.send({ type: 'dropIn.confirm' })}
            >
              {t(cancelling ? 'programs.dropIn.cancel.confirm' : 'programs.dropIn.leave.confirm')}
            </Button>
            <Button disabledFocusable={busy} onClick={() => actor.send({ type: 'dropIn.close' })}>
              {t('programs.dropIn.cancel.keep')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
