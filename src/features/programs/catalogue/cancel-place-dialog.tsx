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
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { formatCad } from '@/lib/money';
import type { ProgramPageActor } from './program-page-logic';

/**
 * Cancelling one of the caller's places: the policy first (the refund itself is the server's to
 * work out when it cancels), then what it actually refunded.
 */
export function CancelPlaceDialog({ actor }: { actor: ProgramPageActor }) {
  const t = useT();
  const open = useSelector(actor, (s) => s.matches('confirming') || s.matches('cancelling') || s.matches('cancelled'));
  const done = useSelector(actor, (s) => s.matches('cancelled'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);
  const refundCents = useSelector(actor, (s) => s.context.refundCents);
  const place = useSelector(actor, (s) => s.context.program?.mine?.find((enrolment) => enrolment.id === s.context.cancelling));
  const title = useSelector(actor, (s) => s.context.program?.title ?? '');
  const cutoffHours = useSelector(actor, (s) => s.context.program?.cancellationCutoffHours ?? 0);
  const name = place && place.participantId !== 'self' ? place.name : null;
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && !busy && actor.send({ type: 'program.close' })}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>
            {done
              ? t('programs.program.cancel.doneTitle')
              : name
                ? t('programs.program.cancel.title', { name, title })
                : t('programs.program.cancel.titleYou', { title })}
          </DialogTitle>
          <DialogContent>
            {error ? (
              <MessageBar intent="error">
                <MessageBarBody>{failureText(t, error)}</MessageBarBody>
              </MessageBar>
            ) : null}
            <Body1>
              {done
                ? refundCents
                  ? t('programs.program.cancel.refunded', { amount: formatCad(refundCents) })
                  : t('programs.program.cancel.noRefund')
                : t('programs.program.cancel.body', { hours: cutoffHours })}
            </Body1>
          </DialogContent>
          <DialogActions>
            {done ? (
              <Button appearance="primary" onClick={() => actor.send({ type: 'program.close' })}>
                {t('programs.program.cancel.close')}
              </Button>
            ) : (
              <>
                <Button
                  appearance="primary"
                  disabledFocusable={busy}
                  icon={busy ? <Spinner size="tiny" /> : undefined}
                  onClick={() => actor.send({ type: 'program.confirm' })}
                >
                  {t('programs.program.cancel.confirm')}
                </Button>
                <Button disabledFocusable={busy} onClick={() => actor.send({ type: 'program.close' })}>
                  {t('programs.program.cancel.keep')}
                </Button>
              </>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
