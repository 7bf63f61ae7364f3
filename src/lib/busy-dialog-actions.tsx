import { Button, DialogActions, Spinner } from '@fluentui/react-components';

/**
 * A dialog's two buttons while its work may be under way: the primary one (with a spinner while busy)
 * and the way back. Without `onConfirm` the primary button submits the dialog's form. Both stay
 * focusable while busy, so the focus is not lost mid-request.
 */
export function BusyDialogActions({
  confirmLabel,
  keepLabel,
  busy,
  onConfirm,
  onKeep,
}: {
  confirmLabel: string;
  keepLabel: string;
  busy: boolean;
  onConfirm?: () => void;
  onKeep: () => void;
}) {
  return (
    <DialogActions>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        appearance="primary"
        disabledFocusable={busy}
        icon={busy ? <Spinner size="tiny" /> : undefined}
        onClick={onConfirm}
      >
        {confirmLabel}
      </Button>
      <Button disabledFocusable={busy} onClick={onKeep}>
        {keepLabel}
      </Button>
    </DialogActions>
  );
}
