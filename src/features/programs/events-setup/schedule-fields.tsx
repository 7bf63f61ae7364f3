import { Checkbox, Field, Input, MessageBar, MessageBarBody, Radio, RadioGroup, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { WEEKS_RANGE, type ScheduleField, type ScheduleMode } from '@machines/programs';
import { type MessageId, useT } from '@/i18n/translate';
import { useFieldGridClasses } from '@/lib/field-grid';
import { CourtCheckboxes } from '../setup/court-checkboxes';
import { weekdayName } from '../setup/setup-format';
import { problemText } from './event-format';
import type { ProgramEditorActor } from './actor-types';
import { SessionDates } from './session-dates';

const useClasses = makeStyles({
  fieldset: { border: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXXS },
  legend: { padding: 0, fontWeight: tokens.fontWeightSemibold },
  boxes: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  error: { color: tokens.colorPaletteRedForeground1 },
});

const MODES: { mode: ScheduleMode; label: MessageId }[] = [
  { mode: 'single', label: 'programsStaff.events.schedule.single' },
  { mode: 'range', label: 'programsStaff.events.schedule.range' },
  { mode: 'weekly', label: 'programsStaff.events.schedule.weekly' },
];

/** Monday first, as the venue's week reads. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/** The schedule generator (one date, every day of a period, or weekly) with its courts, then the dates it makes. */
export function ScheduleFields({ editor }: { editor: ProgramEditorActor }) {
  const t = useT();
  const classes = useClasses();
  const grid = useFieldGridClasses();
  const weekdaysMessageId = useId();
  const { schedule, scheduleProblems: problems, scheduleLocked, bounds } = useSelector(editor, (s) => s.context);
  const change = (field: ScheduleField) => (_: unknown, d: { value: string }) => editor.send({ type: 'schedule.fieldChanged', field, value: d.value });
  const input = (field: ScheduleField, label: MessageId, type: 'date' | 'time') => (
    <Field label={t(label)} required validationMessage={problemText(t, problems[field])}>
      <Input type={type} value={schedule[field]} onChange={change(field)} />
    </Field>
  );

  if (scheduleLocked) {
    return (
      <>
        <MessageBar intent="info">
          <MessageBarBody>{t('programsStaff.events.schedule.locked')}</MessageBarBody>
        </MessageBar>
        <SessionDates editor={editor} />
      </>
    );
  }

  const weekdaysMessage = problemText(t, problems.weekdays);
  return (
    <>
      <Field label={t('programsStaff.events.schedule.mode')}>
        <RadioGroup value={schedule.mode} onChange={(_, d) => editor.send({ type: 'schedule.modeChanged', mode: d.value as ScheduleMode })}>
          {MODES.map(({ mode, label }) => (
            <Radio key={mode} value={mode} label={t(label)} />
          ))}
        </RadioGroup>
      </Field>
      <div className={grid.grid}>
        {schedule.mode === 'single' && input('date', 'programsStaff.field.date', 'date')}
        {schedule.mode === 'range' && (
          <>
            {input('date', 'programsStaff.events.schedule.firstDay', 'date')}
            {input('endDate', 'programsStaff.events.schedule.lastDay', 'date')}
          </>
        )}
        {schedule.mode === 'weekly' && (
          <>
            {input('date', 'programsStaff.events.schedule.firstDate', 'date')}
            <Field label={t('programsStaff.events.schedule.weeks')} required validationMessage={problemText(t, problems.weeks, undefined, WEEKS_RANGE)}>
              <Input inputMode="numeric" value={schedule.weeks} onChange={change('weeks')} />
            </Field>
          </>
        )}
      </div>
      {schedule.mode === 'range' && (
        <Checkbox
          label={t('programsStaff.events.schedule.weekdaysOnly')}
          checked={schedule.weekdaysOnly}
          onChange={(_, d) => editor.send({ type: 'schedule.weekdaysOnlyChanged', value: d.checked === true })}
        />
      )}
      {schedule.mode === 'weekly' && (
        <fieldset className={classes.fieldset} aria-describedby={weekdaysMessage ? weekdaysMessageId : undefined}>
          <legend className={classes.legend}>{t('programsStaff.events.schedule.weekdays')} *</legend>
          <div className={classes.boxes}>
            {WEEK.map((weekday) => (
              <Checkbox
                key={weekday}
                label={weekdayName(weekday)}
                checked={schedule.weekdays.includes(weekday)}
                onChange={() => editor.send({ type: 'schedule.weekdayToggled', weekday })}
              />
            ))}
          </div>
          {weekdaysMessage && (
            <Text id={weekdaysMessageId} role="alert" className={classes.error}>
              {weekdaysMessage}
            </Text>
          )}
        </fieldset>
      )}
      <div className={grid.grid}>
        {input('startTime', 'programsStaff.field.startTime', 'time')}
        {input('endTime', 'programsStaff.field.endTime', 'time')}
      </div>
      <CourtCheckboxes
        count={bounds.courts}
        chosen={schedule.courts}
        message={problemText(t, problems.courts)}
        onToggle={(court) => editor.send({ type: 'schedule.courtToggled', court })}
      />
      <SessionDates editor={editor} />
    </>
  );
}
