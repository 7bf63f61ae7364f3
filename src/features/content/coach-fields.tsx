import { Checkbox, Field, Input } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { CoachDraft } from '@machines/content';
import { useT } from '@/i18n/translate';
import { RichTextField } from '@/lib/rich-text/rich-text-field';
import type { ContentEditorActor } from './content-editor-dialog';
import { ImageUpload } from './image-upload';

/** A coach's fields in the editor dialog: name, tagline, photo, bio (`essential`), the lists, published. */
export function CoachFields({ editor }: { editor: ContentEditorActor }) {
  const t = useT();
  const { draft, problems, fieldErrors } = useSelector(editor, (s) => s.context);
  const change = (field: keyof CoachDraft) => (value: unknown) => editor.send({ type: 'field.change', field, value });

  return (
    <>
      <Field label={t('admin.coaches.name')} required validationMessage={problems.name ? t('admin.content.nameRequired') : fieldErrors.name}>
        <Input value={draft.name} onChange={(_, d) => change('name')(d.value)} maxLength={100} />
      </Field>
      <Field label={t('admin.coaches.tagline')} validationMessage={fieldErrors.tagline}>
        <Input value={draft.tagline} onChange={(_, d) => change('tagline')(d.value)} maxLength={120} />
      </Field>
      <ImageUpload editor={editor} label={t('admin.coaches.photo')} alt={draft.name} error={fieldErrors.photoUploadId} />
      <RichTextField
        label={t('admin.coaches.bio')}
        preset="essential"
        value={draft.bio}
        onChange={change('bio')}
        onReader={(read) => editor.send({ type: 'field.reader', field: 'bio', read })}
        error={fieldErrors.bio}
      />
      {(['certifications', 'levels', 'languages'] as const).map((field) => (
        <Field key={field} label={t(`admin.coaches.${field}`)} hint={t('admin.content.commaHint')} validationMessage={fieldErrors[field]}>
          <Input value={draft[field]} onChange={(_, d) => change(field)(d.value)} />
        </Field>
      ))}
      <Checkbox label={t('admin.content.publishedLabel')} checked={draft.published} onChange={(_, d) => change('published')(d.checked === true)} />
    </>
  );
}
