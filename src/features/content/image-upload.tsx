import { Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import type { EditorImage } from '@machines/content/editor-drafts';
import { useT } from '@/i18n/translate';

const useClasses = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  preview: { maxWidth: '120px', maxHeight: '120px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium },
});

/** A photo or logo: the uploaded picture, a file input to upload another, and a remove button. */
export function ImageUpload({
  label,
  alt,
  image,
  uploading,
  onPick,
  onRemove,
}: {
  label: string;
  alt: string;
  image: EditorImage | null;
  uploading: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const classes = useClasses();
  const id = useId();
  return (
    <Field label={{ children: label, htmlFor: id }} hint={uploading ? t('admin.content.uploading') : t('admin.content.imageHint')}>
      <div className={classes.row}>
        {image && <img className={classes.preview} src={image.url} alt={alt} />}
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={uploading}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) onPick(file);
            e.currentTarget.value = '';
          }}
        />
        {image && (
          <Button size="small" disabled={uploading} onClick={onRemove}>
            {t('admin.content.removeImage')}
          </Button>
        )}
      </div>
    </Field>
  );
}
