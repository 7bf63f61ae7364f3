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
import { DEFAULT_TIME_ZONE } from '@/lib/venue-clock';
import { formatInstant } from '@/lib/venue-time';
import type { MembershipsActor } from './memberships-logic';

/** Cooling-off: the holder cancels a membership bought within the last 10 days, for a full refund. */
export function MembershipCancelDialog({ actor }: { actor: MembershipsActor }) {
  const t = useT();
  const open = useSelector(actor, (s) => s.matches('confirmingCancel') || s.matches('cancelling'));
  const cancelling = useSelector(actor, (s) => s.matches('cancelling'));
  const item = useSelector(actor, (s) => s.context.memberships?.items.find((i) => i.id !== null && i.id === s.context.cancellingId) ?? null);
  const error = useSelector(actor, (s) => (s.matches('confirmingCancel') ? s.context.error : null));
  const name = item?.participant.name ?? '';
  return (
    <Dialog open={open && item !== null} onOpenChange={(_, data) => !data.open && !cancelling && actor.send({ type: 'cancel.dismiss' })}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('account.membership.cancelTitle', { name })}</DialogTitle>
          <DialogContent>
            {error ? (
              <MessageBar intent="error">
                <MessageBarBody>{failureText(t, error)}</MessageBarBody>
              </MessageBar>
            ) : null}
            <Body1>
              {t('account.membership.cancelBody', {
                name,
                until: item?.cancellableUntil ? formatInstant(item.cancellableUntil, DEFAULT_TIME_ZONE) : '',
              })}
            </Body1>
          </DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              disabledFocusable={cancelling}
              icon={cancelling ? <Spinner size="tiny" /> : undefined}
              onClick={() => actor.send({ type: 'cancel.confirm' })}
            >
              {t('account.membership.cancelConfirm')}
            </Button>
            <Button disabledFocusable={cancelling} onClick={() => actor.send({ type: 'cancel.dismiss' })}>
              {t('account.membership.cancelKeep')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
