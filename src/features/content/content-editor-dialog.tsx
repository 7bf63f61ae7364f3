import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { coachEditorMachine } from '@machines/content';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { DiscardChangesDialog } from '@/lib/discard-changes-dialog';

const useClasses = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM },
  // Wide enough for a translatable field's English and French editors side by side.
  surface: { maxWidth: 'min(960px, calc(100vw - 16px))' },
});

// The coach and partner editors share one statechart; the shell reads either through the coach's type.
export type ContentEditorActor = ActorRefFrom<typeof coachEditorMachine>;

/** The create or edit dialog around a coach's or partner's fields: the refusal banner, Save and Cancel. */
export function ContentEditorDialog({ editor, title, children }: { editor: ContentEditorActor; title: string; children: ReactNode }) {
  const t = useT();
  const classes = useClasses();
  const { error, fieldErrors } = useSelector(editor, (s) => s.context);
  const busy = useSelector(editor, (s) => s.hasTag('busy'));
  const askingDiscard = useSelector(editor, (s) => s.matches('confirmingDiscard'));
  // A refusal naming fields shows beside them; any other failure shows on top.
  const banner = error && Object.keys(fieldErrors).length === 0 ? error : null;
  // Escape, a click outside and Cancel all close through the machine: a changed form asks first.
  const cancel = () => editor.send({ type: 'cancel' });

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && cancel()}>
      <DialogSurface className={classes.surface}>
        {/* Our own messages at the fields, never the browser's bubbles (a partner's website is checked by the machine). */}
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            editor.send({ type: 'save' });
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={classes.form}>
              {banner && (
                <MessageBar intent="error">
                  <MessageBarBody>{failureText(t, banner)}</MessageBarBody>
                </MessageBar>
              )}
              {children}
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" type="submit" disabled={busy}>
                {t('admin.content.save')}
              </Button>
              <Button onClick={cancel} disabled={busy}>
                {t('admin.content.cancel')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
        <DiscardChangesDialog
          open={askingDiscard}
          onKeep={() => editor.send({ type: 'discard.keep' })}
          onDiscard={() => editor.send({ type: 'discard.confirm' })}
        />
      </DialogSurface>
    </Dialog>
  );
}
