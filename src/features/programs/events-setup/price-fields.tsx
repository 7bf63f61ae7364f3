import { Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { PROGRAM_RANGES, type ProgramField, type ProgramTextField } from '@machines/programs';
import type { WholeRange } from '@machines/shared';
import { type MessageId, useT } from '@/i18n/translate';
import { useFieldGridClasses } from '@/lib/field-grid';
import { zoneName } from '@/lib/venue-clock';
import { problemText } from './event-format';
import type { ProgramEditorActor } from './actor-types';

const useClasses = makeStyles({
  hint: { color: tokens.colorNeutralForeground3 },
});

type FieldSpec = { field: ProgramTextField; label: MessageId; type?: 'date' | 'time'; mode?: 'numeric' | 'decimal'; required?: boolean };

const PRICES: FieldSpec[] = [
  { field: 'memberPrice', label: 'programsStaff.field.memberPrice', mode: 'decimal', required: true },
  { field: 'nonMemberPrice', label: 'programsStaff.field.nonMemberPrice', mode: 'decimal', required: true },
  { field: 'earlyBirdPrice', label: 'programsStaff.events.field.earlyBirdPrice', mode: 'decimal' },
  { field: 'earlyBirdUntil', label: 'programsStaff.events.field.earlyBirdUntil', type: 'date' },
];

const WINDOW: FieldSpec[] = [
  { field: 'opensDate', label: 'programsStaff.events.field.opensDate', type: 'date' },
  { field: 'opensTime', label: 'programsStaff.events.field.opensTime', type: 'time' },
  { field: 'closesDate', label: 'programsStaff.events.field.closesDate', type: 'date' },
  { field: 'closesTime', label: 'programsStaff.events.field.closesTime', type: 'time' },
];

/** Member and non-member prices (dollars) and the early bird (not for a tournament), the registration window (venue time) and the refund cutoff. */
export function PriceFields({ editor }: { editor: ProgramEditorActor }) {
  const t = useT();
  const classes = useClasses();
  const grid = useFieldGridClasses();
  const { draft, problems, fieldErrors, timeZone } = useSelector(editor, (s) => s.context);
  // A tournament's fees are its divisions'; member and early-bird prices do not apply.
  const priced = draft.kind !== 'tournament';
  const field = ({ field: name, label, type, mode, required }: FieldSpec) => (
    <Field
      key={name}
      label={t(label)}
      required={required}
      validationMessage={problemText(t, problems[name], fieldErrors[name], (PROGRAM_RANGES as Partial<Record<ProgramField, WholeRange>>)[name])}
    >
      <Input type={type} inputMode={mode} value={draft[name]} onChange={(_, d) => editor.send({ type: 'program.fieldChanged', field: name, value: d.value })} />
    </Field>
  );

  return (
    <>
      {priced && <div className={grid.grid}>{PRICES.map(field)}</div>}
      <Text size={200} className={classes.hint}>
        {t('programsStaff.events.field.windowHint', { zone: zoneName(timeZone) })}
      </Text>
      <div className={grid.grid}>{WINDOW.map(field)}</div>
      <div className={grid.grid}>{field({ field: 'cancellationCutoffHours', label: 'programsStaff.field.cutoff', mode: 'numeric', required: true })}</div>
    </>
  );
}
