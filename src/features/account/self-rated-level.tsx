import { Field, Select } from '@fluentui/react-components';
import { levelValue, SELF_RATED_LEVELS } from '@machines/account';
import type { Translate } from '@/i18n/translate';
import { useT } from '@/i18n/translate';
import { currentLocale } from '@/lib/venue-clock';

/** "3.5" / "3,5": a level with its one decimal, in the screen's language. */
export const formatLevel = (level: number) => new Intl.NumberFormat(currentLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(level);

/** A level as the details show it; "Not rated" without one. */
export const levelText = (t: Translate, level: number | null | undefined) =>
  level === null || level === undefined ? t('account.level.notRated') : formatLevel(level);

/** "Self-rated level": Not rated, then 1.0 to 6.0 in half steps; `value` as the form keeps it ("3.5", '' not rated). */
export function SelfRatedLevelSelect({ value, error, onChange }: { value: string; error?: string; onChange: (value: string) => void }) {
  const t = useT();
  return (
    <Field label={t('account.level.label')} hint={t('account.level.hint')} validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Select value={value} onChange={(_, data) => onChange(data.value)}>
        <option value="">{t('account.level.notRated')}</option>
        {SELF_RATED_LEVELS.map((level) => (
          <option key={level} value={levelValue(level)}>
            {formatLevel(level)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
