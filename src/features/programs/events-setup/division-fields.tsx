import { Button, Field, Input, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import {
  DIVISION_RANGES,
  divisionPath,
  type DivisionDraft,
  type DivisionTextField,
  DIVISION_FORMATS,
  MAX_DIVISIONS,
  type DivisionFormat,
} from '@machines/programs';
import type { WholeRange } from '@machines/shared';
import { type MessageId, useT } from '@/i18n/translate';
import { useFieldGridClasses } from '@/lib/field-grid';
import { FORMAT_TEXT, problemText } from './event-format';
import type { ProgramEditorActor } from './actor-types';

const useClasses = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalM },
  division: {
    margin: 0,
    minWidth: 0,
    display: 'grid',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  legend: { paddingInline: tokens.spacingHorizontalXS, fontWeight: tokens.fontWeightSemibold },
  footer: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  note: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

type TextSpec = { field: DivisionTextField; label: MessageId; hint?: MessageId; mode?: 'numeric' | 'decimal'; maxLength?: number; required?: boolean };

const NAME: TextSpec = {
  field: 'name',
  label: 'programsStaff.events.field.divisionName',
  hint: 'programsStaff.events.field.divisionNameHint',
  maxLength: 60,
  required: true,
};
const REST: TextSpec[] = [
  { field: 'level', label: 'programsStaff.field.level', hint: 'programsStaff.events.field.divisionLevelHint', maxLength: 60 },
  { field: 'minAge', label: 'programsStaff.events.field.minAge', hint: 'programsStaff.events.field.divisionMinAgeHint', mode: 'numeric' },
  { field: 'maxEntries', label: 'programsStaff.events.field.maxEntries', hint: 'programsStaff.events.field.maxEntriesHint', mode: 'numeric', required: true },
  { field: 'fee', label: 'programsStaff.events.field.fee', mode: 'decimal', required: true },
];

const sameFlags = (a: boolean[], b: boolean[]) => a.length === b.length && a.every((flag, i) => flag === b[i]);

/** A tournament's divisions (1 to 20): name, format, level, age bracket, maximum entries and the fee per player. */
export function DivisionFields({ editor }: { editor: ProgramEditorActor }) {
  const t = useT();
  const classes = useClasses();
  const grid = useFieldGridClasses();
  const { draft, problems, fieldErrors } = useSelector(editor, (s) => s.context);
  const canAdd = useSelector(editor, (s) => s.can({ type: 'division.added' }));
  const removable = useSelector(editor, (s) => s.context.draft.divisions.map((_, index) => s.can({ type: 'division.removed', index })), sameFlags);
  const listMessage = fieldErrors.divisions;
  // A removed division takes its button with it: the keyboard carries on from Add a division.
  const addButton = useRef<HTMLButtonElement>(null);

  const input = (division: DivisionDraft, index: number, { field, label, hint, mode, maxLength, required }: TextSpec) => {
    const path = divisionPath(index, field);
    return (
      <Field
        key={field}
        label={t(label)}
        hint={hint ? t(hint) : undefined}
        required={required}
        validationMessage={problemText(t, problems[path], fieldErrors[path], (DIVISION_RANGES as Partial<Record<DivisionTextField, WholeRange>>)[field])}
      >
        <Input
          inputMode={mode}
          maxLength={maxLength}
          value={division[field]}
          onChange={(_, d) => editor.send({ type: 'division.fieldChanged', index, field, value: d.value })}
        />
      </Field>
    );
  };

  return (
    <>
      <Text>{t('programsStaff.events.divisions.hint')}</Text>
      {listMessage && (
        <Text role="alert" className={classes.error}>
          {listMessage}
        </Text>
      )}
      <ol className={classes.list}>
        {draft.divisions.map((division, index) => {
          const number = index + 1;
          const message = fieldErrors[`divisions.${index}`];
          return (
            <li key={division.key}>
              <fieldset className={classes.division}>
                <legend className={classes.legend}>{t('programsStaff.events.divisions.legend', { number })}</legend>
                <div className={grid.grid}>
                  {input(division, index, NAME)}
                  <Field label={t('programsStaff.events.field.format')} required validationMessage={fieldErrors[`divisions.${index}.format`]}>
                    <Select
                      value={division.format}
                      onChange={(_, d) => editor.send({ type: 'division.formatChanged', index, format: d.value as DivisionFormat })}
                    >
                      {DIVISION_FORMATS.map((format) => (
                        <option key={format} value={format}>
                          {t(FORMAT_TEXT[format])}
                        </option>
                      ))}
                    </Select>
                  </Field>
                  {REST.map((spec) => input(division, index, spec))}
                </div>
                {message && (
                  <Text role="alert" className={classes.error}>
                    {message}
                  </Text>
                )}
                <div className={classes.footer}>
                  <Text size={200} className={classes.note}>
                    {division.entries > 0 ? t('programsStaff.events.divisions.hasEntries', { entries: division.entries }) : ''}
                  </Text>
                  <Button
                    size="small"
                    disabledFocusable={!removable[index]}
                    aria-label={t('programsStaff.events.divisions.removeLabel', { number })}
                    onClick={() => {
                      editor.send({ type: 'division.removed', index });
                      addButton.current?.focus();
                    }}
                  >
                    {t('programsStaff.events.divisions.remove')}
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className={classes.toolbar}>
        <Button ref={addButton} disabledFocusable={!canAdd} onClick={() => editor.send({ type: 'division.added' })}>
          {t('programsStaff.events.divisions.add')}
        </Button>
        {draft.divisions.length >= MAX_DIVISIONS && (
          <Text size={200} className={classes.note}>
            {t('programsStaff.events.divisions.max', { max: MAX_DIVISIONS })}
          </Text>
        )}
      </div>
    </>
  );
}
