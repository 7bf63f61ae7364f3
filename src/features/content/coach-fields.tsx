import { Checkbox, Field, Input } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { CoachDraft } from '@machines/content';
import type { ContentLanguage } from '@machines/shared';
import { fieldErrorText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { LocalizedRichTextField, LocalizedTextField } from '@/lib/localized/localized-fields';
import type { ContentEditorActor } from './content-editor-dialog';
import { ImageUpload } from './image-upload';

/** A coach's fields in the editor dialog: name, tagline and bio (`essential`) in English and French, photo, the lists, published. */
export function CoachFields({ editor }: { editor: ContentEditorActor }) {
  const t = useT();
  const { draft, problems, fieldErrors, error } = useSelector(editor, (s) => s.context);
  /** The server's refusal of a field, in the screen's language. */
  const refusal = (field: string) => fieldErrorText(t, error, field, fieldErrors[field]);
  /** A draft field, or one language of a translatable one (`tagline.fr`). */
  const change = (field: keyof CoachDraft | `${'tagline' | 'bio'}.${ContentLanguage}`) => (value: unknown) =>
    editor.send({ type: 'field.change', field, value });

  return (
    <>
      <Field label={t('admin.coaches.name')} required validationMessage={problems.name ? t('admin.content.nameRequired') : refusal('name')}>
        <Input value={draft.name} onChange={(_, d) => change('name')(d.value)} maxLength={100} />
      </Field>
      <LocalizedTextField
        label={t('admin.coaches.tagline')}
        value={draft.tagline}
        onChange={(language, value) => change(`tagline.${language}`)(value)}
        maxLength={120}
        error={refusal('tagline')}
      />
      <ImageUpload editor={editor} label={t('admin.coaches.photo')} alt={draft.name} error={refusal('photoUploadId')} />
      <LocalizedRichTextField
        label={t('admin.coaches.bio')}
        preset="essential"
        value={draft.bio}
        onChange={(language, value) => change(`bio.${language}`)(value)}
        onReader={(language, read) => editor.send({ type: 'field.reader', field: `bio.${language}`, read })}
        error={refusal('bio')}
      />
      {(['certifications', 'levels', 'languages'] as const).map((field) => (
        <Field key={field} label={t(`admin.coaches.${field}`)} hint={t('admin.content.commaHint')} validationMessage={refusal(field)}>
          <Input value={draft[field]} onChange={(_, d) => change(field)(d.value)} />
        </Field>
      ))}
      <Checkbox label={t('admin.content.publishedLabel')} checked={draft.published} onChange={(_, d) => change('published')(d.checked === true)} />
    </>
  );
}
