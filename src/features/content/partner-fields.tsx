import { Checkbox, Field, Input } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { PartnerDraft } from '@machines/content';
import type { ContentLanguage } from '@machines/shared';
import { fieldErrorText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { LocalizedRichTextField } from '@/lib/localized/localized-fields';
import type { ContentEditorActor } from './content-editor-dialog';
import { ImageUpload } from './image-upload';

/** A partner's fields in the editor dialog: name (as given), website, logo, description (`minimal`) in English and French, published. */
export function PartnerFields({ editor }: { editor: ContentEditorActor }) {
  const t = useT();
  const { draft: anyDraft, problems, fieldErrors, error } = useSelector(editor, (s) => s.context);
  /** The server's refusal of a field, in the screen's language. */
  const refusal = (field: string) => fieldErrorText(t, error, field, fieldErrors[field]);
  const draft = anyDraft as unknown as PartnerDraft;
  /** A draft field, or one language of the description (`description.fr`). */
  const change = (field: keyof PartnerDraft | `description.${ContentLanguage}`) => (value: unknown) => editor.send({ type: 'field.change', field, value });

  return (
    <>
      <Field label={t('admin.partners.name')} required validationMessage={problems.name ? t('admin.content.nameRequired') : refusal('name')}>
        <Input value={draft.name} onChange={(_, d) => change('name')(d.value)} maxLength={100} />
      </Field>
      {/* The form is noValidate: the machine checks the address and the message is ours, in the Field. */}
      <Field
        label={t('admin.partners.url')}
        hint={t('admin.partners.urlHint')}
        validationMessage={problems.url ? t('admin.partners.urlHttps') : refusal('url')}
      >
        <Input type="url" value={draft.url} onChange={(_, d) => change('url')(d.value)} />
      </Field>
      <ImageUpload editor={editor} label={t('admin.partners.logo')} alt={draft.name} error={refusal('logoUploadId')} />
      <LocalizedRichTextField
        label={t('admin.partners.description')}
        preset="minimal"
        value={draft.description}
        onChange={(language, value) => change(`description.${language}`)(value)}
        onReader={(language, read) => editor.send({ type: 'field.reader', field: `description.${language}`, read })}
        error={refusal('description')}
      />
      <Checkbox label={t('admin.content.publishedLabel')} checked={draft.published} onChange={(_, d) => change('published')(d.checked === true)} />
    </>
  );
}
