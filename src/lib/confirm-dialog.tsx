import { Body1, Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { BusyDialogActions } from './busy-dialog-actions';

/**
 * "Are you sure?" before an action that cannot be taken back: the statechart says when it is open
 * and busy. Escape or a click outside is the keep answer, except while the action is under way.
 */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  keepLabel,
  busy,
  onConfirm,
  onKeep,
}: {
  open: boolean;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  keepLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const keep = () => !busy && onKeep();
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && keep()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <Body1>{body}</Body1>
          </DialogContent>
          <BusyDialogActions confirmLabel={confirmLabel} keepLabel={keepLabel} busy={busy} onConfirm={onConfirm} onKeep={keep} />
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
