import { Button, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, DeleteRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useId, useRef } from 'react';
import { useT } from '@/i18n/translate';
import type { ContentEditorActor } from './content-editor-dialog';

const useClasses = makeStyles({
  group: { display: 'grid', gap: tokens.spacingVerticalXS, margin: 0, padding: 0, border: 'none', minWidth: 0 },
  label: { fontWeight: tokens.fontWeightSemibold },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  preview: { maxWidth: '120px', maxHeight: '120px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  hint: { color: tokens.colorNeutralForeground3 },
});

/**
 * A photo or logo in the editor dialog: the uploaded picture with Replace and Remove, or an Upload
 * button, then the server's refusal of it if any. The file input itself stays hidden (no "Choose
 * File / No file chosen" beside the picture): the buttons open it, so the control reads and looks
 * like the rest of the form in every language.
 */
export function ImageUpload({ editor, label, alt, error }: { editor: ContentEditorActor; label: string; alt: string; error: string | undefined }) {
  const image = useSelector(editor, (s) => s.context.image);
  const uploading = useSelector(editor, (s) => s.matches('uploading'));
  const t = useT();
  const classes = useClasses();
  const labelId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <fieldset className={classes.group} aria-labelledby={labelId} aria-describedby={hintId}>
        <Text id={labelId} as="span" className={classes.label}>
          {label}
        </Text>
        <div className={classes.row}>
          {image && <img className={classes.preview} src={image.url} alt={alt} />}
          <div className={classes.actions}>
            <Button
              icon={uploading ? <Spinner size="extra-tiny" /> : <ArrowUploadRegular />}
              disabledFocusable={uploading}
              onClick={() => input.current?.click()}
            >
              {image ? t('admin.content.replaceImage') : t('admin.content.uploadImage')}
            </Button>
            {image && (
              <Button icon={<DeleteRegular />} disabledFocusable={uploading} onClick={() => editor.send({ type: 'image.remove' })}>
                {t('admin.content.removeImage')}
              </Button>
            )}
          </div>
        </div>
        <Text id={hintId} size={200} className={classes.hint} aria-live="polite">
          {uploading ? t('admin.content.uploading') : t('admin.content.imageHint')}
        </Text>
        <input
          ref={input}
          type="file"
          hidden
          accept="image/jpeg,image/png,image/webp"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) editor.send({ type: 'image.pick', file });
            e.currentTarget.value = '';
          }}
        />
      </fieldset>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
    </>
  );
}
