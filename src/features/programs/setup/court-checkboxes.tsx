import { Checkbox, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useT } from '@/i18n/translate';

const useClasses = makeStyles({
  fieldset: { border: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXXS },
  legend: { padding: 0, fontWeight: tokens.fontWeightSemibold },
  boxes: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** Courts 1..count as checkboxes in one fieldset, its message read with the group. */
export function CourtCheckboxes({
  count,
  chosen,
  message,
  onToggle,
}: {
  count: number;
  chosen: number[];
  message?: string;
  onToggle: (court: number) => void;
}) {
  const t = useT();
  const classes = useClasses();
  const messageId = useId();
  return (
    <fieldset className={classes.fieldset} aria-describedby={message ? messageId : undefined}>
      <legend className={classes.legend}>{t('programsStaff.field.courts')} *</legend>
      <div className={classes.boxes}>
        {Array.from({ length: count }, (_, i) => i + 1).map((court) => (
          <Checkbox key={court} label={t('programsStaff.field.court', { court })} checked={chosen.includes(court)} onChange={() => onToggle(court)} />
        ))}
      </div>
      {message && (
        <Text id={messageId} role="alert" className={classes.error}>
          {message}
        </Text>
      )}
    </fieldset>
  );
}
