import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { type templateEditorMachine, TEMPLATE_RANGES, type TemplateField, type TemplateTextField } from '@machines/programs';
import type { WholeRange } from '@machines/shared';
import { failureText } from '@/i18n/failure-text';
import { type MessageId, useT } from '@/i18n/translate';
import { DiscardChangesDialog } from '@/lib/discard-changes-dialog';
import { useFieldGridClasses } from '@/lib/field-grid';
import { formatMinutesOfDay } from '@/lib/venue-clock';
import { LocalizedTextField } from '@/lib/localized/localized-fields';
import { useLocalizedText } from '@/lib/localized/use-localized-text';
import { CourtCheckboxes } from './court-checkboxes';
import { OpenPlayFields } from './open-play-fields';
import { fieldMessage, weekdayName } from './setup-format';

const useClasses = makeStyles({
  // Wide enough for the title's English and French versions side by side.
  surface: { maxWidth: 'min(720px, calc(100vw - 16px))' },
  form: { display: 'grid', gap: tokens.spacingVerticalM },
});

export type TemplateEditorActor = ActorRefFrom<typeof templateEditorMachine>;

const NUMBER_FIELDS: { field: TemplateTextField; label: MessageId; mode: 'numeric' | 'decimal' }[] = [
  { field: 'playersPerCourt', label: 'programsStaff.field.playersPerCourt', mode: 'numeric' },
  { field: 'memberPrice', label: 'programsStaff.field.memberPrice', mode: 'decimal' },
  { field: 'nonMemberPrice', label: 'programsStaff.field.nonMemberPrice', mode: 'decimal' },
  { field: 'opensDaysBefore', label: 'programsStaff.field.opensDaysBefore', mode: 'numeric' },
  { field: 'cancellationCutoffHours', label: 'programsStaff.field.cutoff', mode: 'numeric' },
];

/** Add or edit a weekly template: the server's refusals show at their fields. */
export function TemplateDialog({ editor }: { editor: TemplateEditorActor }) {
  const t = useT();
  const textOf = useLocalizedText();
  const classes = useClasses();
  const grid = useFieldGridClasses();
  const { draft, problems, fieldErrors, error, original, bounds } = useSelector(editor, (s) => s.context);
  const busy = useSelector(editor, (s) => s.hasTag('busy'));
  const askingDiscard = useSelector(editor, (s) => s.matches('confirmingDiscard'));
  const canAddBand = useSelector(editor, (s) => s.can({ type: 'openPlay.bandAdded' }));
  const canRemoveBand = useSelector(editor, (s) => s.can({ type: 'openPlay.bandRemoved', index: 0 }));
  const change = (field: TemplateTextField) => (_: unknown, d: { value: string }) => editor.send({ type: 'template.fieldChanged', field, value: d.value });
  const message = (field: TemplateField) =>
    fieldMessage(t, problems[field], fieldErrors[field], (TEMPLATE_RANGES as Partial<Record<TemplateField, WholeRange>>)[field]);
  const hours = bounds.hours[Number(draft.weekday)];
  const capacity = draft.courts.length * (Number(draft.playersPerCourt) || 0);
  const banner = error && Object.keys(fieldErrors).length === 0 ? error : null;
  const cancel = () => editor.send({ type: 'template.cancel' });

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && !busy && cancel()}>
      <DialogSurface className={classes.surface}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            editor.send({ type: 'template.save' });
          }}
        >
          <DialogBody>
            <DialogTitle>{original ? t('programsStaff.editor.editTitle', { title: textOf(original.title) }) : t('programsStaff.editor.newTitle')}</DialogTitle>
            <DialogContent className={classes.form}>
              {banner && (
                <MessageBar intent="error">
                  <MessageBarBody>{failureText(t, banner)}</MessageBarBody>
                </MessageBar>
              )}
              <LocalizedTextField
                label={t('programsStaff.field.title')}
                value={draft.title}
                maxLength={80}
                onChange={(language, value) => editor.send({ type: 'template.titleChanged', language, value })}
                error={message('title')}
              />
              <Field label={t('programsStaff.field.level')} hint={t('programsStaff.field.levelHint')} validationMessage={message('level')}>
                <Input value={draft.level} maxLength={60} onChange={change('level')} />
              </Field>
              <Field
                label={t('programsStaff.field.weekday')}
                required
                validationMessage={message('weekday')}
                hint={
                  hours
                    ? t('programsStaff.field.hoursHint', { opens: formatMinutesOfDay(hours.opens), closes: formatMinutesOfDay(hours.closes) })
                    : t('programsStaff.field.closedHint')
                }
              >
                <Select value={draft.weekday} onChange={change('weekday')}>
                  {[0, 1, 2, 3, 4, 5, 6].map((day) => (
                    <option key={day} value={String(day)}>
                      {weekdayName(day)}
                    </option>
                  ))}
                </Select>
              </Field>
              <div className={grid.grid}>
                <Field label={t('programsStaff.field.startTime')} required validationMessage={message('startTime')}>
                  <Input type="time" value={draft.startTime} onChange={change('startTime')} />
                </Field>
                <Field label={t('programsStaff.field.endTime')} required validationMessage={message('endTime')}>
                  <Input type="time" value={draft.endTime} onChange={change('endTime')} />
                </Field>
              </div>
              <CourtCheckboxes
                count={bounds.courts}
                chosen={draft.courts}
                message={fieldMessage(t, problems.courts, fieldErrors.courts)}
                onToggle={(court) => editor.send({ type: 'template.courtToggled', court })}
              />
              <div className={grid.grid}>
                {NUMBER_FIELDS.map(({ field, label, mode }) => (
                  <Field
                    key={field}
                    label={t(label)}
                    required
                    validationMessage={message(field)}
                    hint={field === 'playersPerCourt' ? t('programsStaff.field.capacityHint', { capacity }) : undefined}
                  >
                    <Input inputMode={mode} value={draft[field]} onChange={change(field)} />
                  </Field>
                ))}
              </div>
              <OpenPlayFields
                draft={draft.openPlay}
                problems={problems}
                fieldErrors={fieldErrors}
                canAdd={canAddBand}
                canRemove={canRemoveBand}
                send={(event) => editor.send(event)}
              />
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" type="submit" disabled={busy}>
                {t('programsStaff.common.save')}
              </Button>
              <Button onClick={cancel} disabled={busy}>
                {t('programsStaff.common.cancel')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
        <DiscardChangesDialog
          open={askingDiscard}
          onKeep={() => editor.send({ type: 'discard.keep' })}
          onDiscard={() => editor.send({ type: 'discard.confirm' })}
        />
      </DialogSurface>
    </Dialog>
  );
}
