import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useT } from '@/i18n/translate';

/**
 * "Discard your changes?" over a form dialog whose statechart is in `confirmingDiscard`. Render it
 * inside the form's DialogSurface: Fluent then nests it, so its Escape (Keep editing, the safe
 * answer) never reaches the form's dialog. Keep editing comes first and takes the focus.
 */
export function DiscardChangesDialog({ open, onKeep, onDiscard }: { open: boolean; onKeep: () => void; onDiscard: () => void }) {
  const t = useT();
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, data) => !data.open && onKeep()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('discardChanges.title')}</DialogTitle>
          <DialogContent>{t('discardChanges.body')}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onKeep}>
              {t('discardChanges.keep')}
            </Button>
            <Button onClick={onDiscard}>{t('discardChanges.discard')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
