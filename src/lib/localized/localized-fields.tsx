import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { CONTENT_LANGUAGES, type ContentLanguage, contentLocaleOf, type Localized, type RichTextDocument, type RichTextPreset } from '@machines/shared';
import { type Translate, useT } from '@/i18n/translate';
import { RichTextField } from '@/lib/rich-text/rich-text-field';

const useClasses = makeStyles({
  // Side by side where both fit (an editor needs about 260 px), one above the other on a phone.
  pair: {
    display: 'grid',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
    alignItems: 'start',
    '& > *': { minWidth: 0 },
    '& .fui-Input': { width: '100%', minWidth: 0 },
  },
});

/** "Title (English)" / "Titre (français)": the field's label with the language its version is in, in the language on screen. */
export const labelIn = (t: Translate, label: string, language: ContentLanguage) =>
  t(language === 'en' ? 'content.inEnglish' : 'content.inFrench', { field: label });

interface LocalizedTextFieldProps {
  /** The field's label, without a language ("Title"). */
  label: string;
  value: Localized<string>;
  onChange: (language: ContentLanguage, value: string) => void;
  /** Shown under the English version: the pair's message (a required field needs one language). */
  error?: string;
  /** Shown under each version. */
  hint?: string;
  maxLength?: number;
}

/** A translatable plain-text field: its English and French versions side by side, each input in its own language. */
export function LocalizedTextField({ label, value, onChange, error, hint, maxLength }: LocalizedTextFieldProps) {
  const t = useT();
  const classes = useClasses();
  return (
    <div className={classes.pair}>
      {CONTENT_LANGUAGES.map((language) => (
        <Field key={language} label={labelIn(t, label, language)} hint={hint} validationMessage={language === 'en' ? error : undefined}>
          <Input lang={contentLocaleOf(language)} value={value[language]} maxLength={maxLength} onChange={(_, d) => onChange(language, d.value)} />
        </Field>
      ))}
    </div>
  );
}

interface LocalizedRichTextFieldProps {
  label: string;
  preset: RichTextPreset;
  /** The documents the editors open with (later changes come back through onChange). */
  value: Localized<RichTextDocument | null>;
  onChange: (language: ContentLanguage, value: RichTextDocument) => void;
  /** Each editor's reader once it is ready (a form's Save reads both afresh). */
  onReader?: (language: ContentLanguage, read: () => Promise<RichTextDocument>) => void;
  error?: string;
}

/** A translatable rich-text field: two editors with the same preset, English and French, each in its own language. */
export function LocalizedRichTextField({ label, preset, value, onChange, onReader, error }: LocalizedRichTextFieldProps) {
  const t = useT();
  const classes = useClasses();
  return (
    <div className={classes.pair}>
      {CONTENT_LANGUAGES.map((language) => (
        <RichTextField
          key={language}
          label={labelIn(t, label, language)}
          lang={contentLocaleOf(language)}
          preset={preset}
          value={value[language]}
          onChange={(doc) => onChange(language, doc)}
          onReader={onReader ? (read) => onReader(language, read) : undefined}
          error={language === 'en' ? error : undefined}
        />
      ))}
    </div>
  );
}
