import { Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { OwnerPartner } from '@machines/content/content-shapes';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { RichTextField } from '@/lib/rich-text/rich-text-field';
import { useEditorClasses } from './coach-editor';
import { ImageUpload } from './image-upload';
import { partnerEditorInput, usePartnerEditorLogic } from './owner-content-logic';

/** Create or edit one partner; `partner` null for a new one. */
export function PartnerEditor({ partner, onSaved, onClose }: { partner: OwnerPartner | null; onSaved: () => void; onClose: () => void }) {
  const t = useT();
  const classes = useEditorClasses();
  const actor = useActorRef(usePartnerEditorLogic(), { input: partnerEditorInput(partner) });
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
            <DialogTitle>{partner ? t('admin.partners.editTitle', { name: partner.name }) : t('admin.partners.newTitle')}</DialogTitle>
            <DialogContent className={classes.form}>
              {banner && (
                <MessageBar intent="error">
                  <MessageBarBody>{failureText(t, banner)}</MessageBarBody>
                </MessageBar>
              )}
              <Field label={t('admin.partners.name')} required validationMessage={fieldErrors.name}>
                <Input value={draft.name} onChange={(_, d) => change('name')(d.value)} maxLength={100} />
              </Field>
              <Field label={t('admin.partners.url')} hint={t('admin.partners.urlHint')} validationMessage={fieldErrors.url}>
                <Input type="url" value={draft.url} onChange={(_, d) => change('url')(d.value)} />
              </Field>
              <ImageUpload
                label={t('admin.partners.logo')}
                alt={draft.name}
                image={image}
                uploading={state.matches('uploading')}
                onPick={(file) => actor.send({ type: 'image.pick', file })}
                onRemove={() => actor.send({ type: 'image.remove' })}
              />
              <RichTextField
                label={t('admin.partners.description')}
                preset="minimal"
                value={draft.description}
                onChange={change('description')}
                error={fieldErrors.description}
              />
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
