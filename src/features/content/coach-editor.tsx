import { Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { OwnerCoach } from '@machines/content/content-shapes';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { RichTextField } from '@/lib/rich-text/rich-text-field';
import { ImageUpload } from './image-upload';
import { coachEditorInput, useCoachEditorLogic } from './owner-content-logic';

export const useEditorClasses = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM },
  surface: { maxWidth: 'min(720px, calc(100vw - 16px))' },
});

/** Create or edit one coach; `coach` null for a new one. Closes on a save (`onSaved`) or a cancel. */
export function CoachEditor({ coach, onSaved, onClose }: { coach: OwnerCoach | null; onSaved: () => void; onClose: () => void }) {
  const t = useT();
  const classes = useEditorClasses();
  const actor = useActorRef(useCoachEditorLogic(), { input: coachEditorInput(coach) });
  const state = useSelector(actor, (s) => s);
  const { draft, fieldErrors, error, image } = state.context;
  const busy = state.hasTag('busy');
  const done = state.status === 'done';
  useEffect(() => {
    if (done) onSaved();
  }, [done, onSaved]);
  const change = (field: string) => (value: unknown) => actor.send({ type: 'field.change', field, value });
  const banner = error && Object.keys(fieldErrors).length === 0 ? error : null;

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={classes.surface}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'save' });
          }}
        >
          <DialogBody>
            <DialogTitle>{coach ? t('admin.coaches.editTitle', { name: coach.name }) : t('admin.coaches.newTitle')}</DialogTitle>
            <DialogContent className={classes.form}>
              {banner && (
                <MessageBar intent="error">
                  <MessageBarBody>{failureText(t, banner)}</MessageBarBody>
                </MessageBar>
              )}
              <Field label={t('admin.coaches.name')} required validationMessage={fieldErrors.name}>
                <Input value={draft.name} onChange={(_, d) => change('name')(d.value)} maxLength={100} />
              </Field>
              <Field label={t('admin.coaches.tagline')} validationMessage={fieldErrors.tagline}>
                <Input value={draft.tagline} onChange={(_, d) => change('tagline')(d.value)} maxLength={120} />
              </Field>
              <ImageUpload
                label={t('admin.coaches.photo')}
                alt={draft.name}
                image={image}
                uploading={state.matches('uploading')}
                onPick={(file) => actor.send({ type: 'image.pick', file })}
                onRemove={() => actor.send({ type: 'image.remove' })}
              />
              {fieldErrors.photoUploadId && <MessageBar intent="error"><MessageBarBody>{fieldErrors.photoUploadId}</MessageBarBody></MessageBar>}
              <RichTextField label={t('admin.coaches.bio')} preset="essential" value={draft.bio} onChange={change('bio')} error={fieldErrors.bio} />
              {(['certifications', 'levels', 'languages'] as const).map((field) => (
                <Field key={field} label={t(`admin.coaches.${field}`)} hint={t('admin.content.commaHint')} validationMessage={fieldErrors[field]}>
                  <Input value={draft[field]} onChange={(_, d) => change(field)(d.value)} />
                </Field>
              ))}
              <Checkbox label={t('admin.content.publishedLabel')} checked={draft.published} onChange={(_, d) => change('published')(d.checked === true)} />
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" type="submit" disabled={busy}>
                {t('admin.content.save')}
              </Button>
              <Button onClick={onClose} disabled={state.matches('saving')}>
                {t('admin.content.cancel')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
