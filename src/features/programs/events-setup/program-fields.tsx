import { Field, Input, Radio, RadioGroup, Select, Switch } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { PROGRAM_KINDS, type ProgramKind, PROGRAM_RANGES, type ProgramField, type ProgramTextField } from '@machines/programs';
import type { WholeRange } from '@machines/shared';
import { useT } from '@/i18n/translate';
import { useFieldGridClasses } from '@/lib/field-grid';
import { LocalizedRichTextField, LocalizedTextField } from '@/lib/localized/localized-fields';
import { KIND_TEXT, problemText } from './event-format';
import type { ProgramEditorActor } from './actor-types';

/** What the program is: kind, title and description (`full` preset) in English and French, level, coach, capacity (a tournament's is its divisions'), registration, ages. */
export function ProgramFields({ editor }: { editor: ProgramEditorActor }) {
  const t = useT();
  const grid = useFieldGridClasses();
  const { draft, problems, fieldErrors, coaches, original } = useSelector(editor, (s) => s.context);
  const change = (field: ProgramTextField) => (_: unknown, d: { value: string }) => editor.send({ type: 'program.fieldChanged', field, value: d.value });
  const message = (field: ProgramField) =>
    problemText(t, problems[field], fieldErrors[field], (PROGRAM_RANGES as Partial<Record<ProgramField, WholeRange>>)[field]);

  return (
    <>
      <Field
        label={t('programsStaff.events.field.kind')}
        required
        hint={original ? t('programsStaff.events.field.kindFixed') : undefined}
        validationMessage={fieldErrors.kind}
      >
        <Select value={draft.kind} disabled={original !== null} onChange={(_, d) => editor.send({ type: 'program.kindChanged', kind: d.value as ProgramKind })}>
          {PROGRAM_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(KIND_TEXT[kind])}
            </option>
          ))}
        </Select>
      </Field>
      {/* Either language may stay empty, not both: the message shows under the English title. */}
      <LocalizedTextField
        label={t('programsStaff.field.title')}
        value={draft.title}
        maxLength={120}
        onChange={(language, value) => editor.send({ type: 'program.titleChanged', language, value })}
        error={message('title')}
      />
      <LocalizedRichTextField
        label={t('programsStaff.events.field.description')}
        preset="full"
        value={draft.description}
        onChange={(language, value) => editor.send({ type: 'program.descriptionChanged', language, value })}
        onReader={(language, read) => editor.send({ type: 'program.descriptionReader', language, read })}
        error={fieldErrors.description}
      />
      <div className={grid.grid}>
        <Field label={t('programsStaff.field.level')} hint={t('programsStaff.field.levelHint')} validationMessage={message('level')}>
          <Input value={draft.level} maxLength={60} onChange={change('level')} />
        </Field>
        <Field label={t('programsStaff.events.field.coach')} validationMessage={message('coachId')}>
          <Select value={draft.coachId} onChange={change('coachId')}>
            <option value="">{t('programsStaff.events.field.noCoach')}</option>
            {draft.coachId !== '' && !coaches.some((coach) => String(coach.id) === draft.coachId) && (
              <option value={draft.coachId}>{t('programsStaff.events.field.hiddenCoach')}</option>
            )}
            {coaches.map((coach) => (
              <option key={coach.id} value={String(coach.id)}>
                {coach.name}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field
        label={t('programsStaff.events.field.registration')}
        hint={t('programsStaff.events.field.registrationHint')}
        validationMessage={fieldErrors.registrationEnabled}
      >
        <Switch checked={draft.registrationEnabled} onChange={(_, d) => editor.send({ type: 'program.registrationChanged', enabled: d.checked })} />
      </Field>
      <Field
        label={t('programsStaff.events.field.taxCategory')}
        hint={t('programsStaff.events.field.taxCategoryHint')}
        validationMessage={message('taxCategory')}
      >
        <RadioGroup value={draft.taxCategory} onChange={(_, d) => editor.send({ type: 'program.fieldChanged', field: 'taxCategory', value: d.value })}>
          <Radio value="taxable" label={t('programsStaff.events.field.taxable')} />
          <Radio value="exempt" label={t('programsStaff.events.field.exempt')} />
        </RadioGroup>
      </Field>
      <div className={grid.grid}>
        {draft.kind !== 'tournament' && (
          <Field label={t('programsStaff.field.capacity')} required validationMessage={message('capacity')}>
            <Input inputMode="numeric" value={draft.capacity} onChange={change('capacity')} />
          </Field>
        )}
        <Field label={t('programsStaff.events.field.minAge')} hint={t('programsStaff.events.field.ageHint')} validationMessage={message('minAge')}>
          <Input inputMode="numeric" value={draft.minAge} onChange={change('minAge')} />
        </Field>
        <Field label={t('programsStaff.events.field.maxAge')} hint={t('programsStaff.events.field.ageHint')} validationMessage={message('maxAge')}>
          <Input inputMode="numeric" value={draft.maxAge} onChange={change('maxAge')} />
        </Field>
      </div>
    </>
  );
}
