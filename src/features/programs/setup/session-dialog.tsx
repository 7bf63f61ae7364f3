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
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { type sessionExceptionMachine, SESSION_RANGES, type SessionField } from '@machines/programs';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { DiscardChangesDialog } from '@/lib/discard-changes-dialog';
import { useFieldGridClasses } from '@/lib/field-grid';
import { formatDate } from '@/lib/venue-time';
import { useLocalizedText } from '@/lib/localized/use-localized-text';
import { CourtCheckboxes } from './court-checkboxes';
import { OpenPlayFields } from './open-play-fields';
import { PROBLEM_TEXT, fieldMessage, wallSpan } from './setup-format';
import { templateChoices } from './template-choice';

const useClasses = makeStyles({
  surface: { maxWidth: 'min(560px, calc(100vw - 16px))' },
  form: { display: 'grid', gap: tokens.spacingVerticalM },
});

export type SessionExceptionActor = ActorRefFrom<typeof sessionExceptionMachine>;

/** Change one date, cancel it (reason required; registrants refunded and e-mailed), or add a one-off. */
export function SessionDialog({ editor }: { editor: SessionExceptionActor }) {
  const t = useT();
  const textOf = useLocalizedText();
  const classes = useClasses();
  const grid = useFieldGridClasses();
  const { mode, session, templates, draft, problems, fieldErrors, error, bounds } = useSelector(editor, (s) => s.context);
  const busy = useSelector(editor, (s) => s.hasTag('busy'));
  const askingDiscard = useSelector(editor, (s) => s.matches('confirmingDiscard'));
  const canAddBand = useSelector(editor, (s) => s.can({ type: 'openPlay.bandAdded' }));
  const canRemoveBand = useSelector(editor, (s) => s.can({ type: 'openPlay.bandRemoved', index: 0 }));
  const change = (field: SessionField) => (_: unknown, d: { value: string }) => editor.send({ type: 'exception.fieldChanged', field, value: d.value });
  const message = (field: SessionField) => fieldMessage(t, problems[field], fieldErrors[field], field === 'capacity' ? SESSION_RANGES.capacity : undefined);
  const close = () => editor.send({ type: 'exception.cancel' });
  const named = session ? { title: session.title, date: formatDate(session.date) } : { title: '', date: '' };
  const title =
    mode === 'cancel'
      ? t('programsStaff.session.cancelTitle', named)
      : mode === 'change'
        ? t('programsStaff.session.changeTitle', named)
        : t('programsStaff.session.oneOffTitle');
  const banner = error && Object.keys(fieldErrors).length === 0 ? error : null;

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && !busy && close()}>
      <DialogSurface className={classes.surface}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            editor.send({ type: 'exception.submit' });
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={classes.form}>
              {banner && (
                <MessageBar intent="error">
                  <MessageBarBody>{failureText(t, banner)}</MessageBarBody>
                </MessageBar>
              )}
              {problems.form && (
                <MessageBar intent="warning">
                  <MessageBarBody>{t(PROBLEM_TEXT[problems.form])}</MessageBarBody>
                </MessageBar>
              )}
              {mode === 'cancel' && session ? (
                <>
                  <p>
                    {wallSpan(session.startTime, session.endTime)} ·{' '}
                    {t('programsStaff.session.cancelWarning', { registered: session.capacity - session.spotsLeft })}
                  </p>
                  <Field label={t('programsStaff.field.reason')} required validationMessage={message('reason')}>
                    <Textarea value={draft.reason} maxLength={500} onChange={change('reason')} />
                  </Field>
                </>
              ) : (
                <>
                  {mode === 'oneOff' && (
                    <Field label={t('programsStaff.field.program')} required validationMessage={message('programId')}>
                      <Select value={draft.programId} onChange={change('programId')}>
                        <option value="">{t('programsStaff.field.programChoose')}</option>
                        {templateChoices(t, templates, textOf).map((choice) => (
                          <option key={choice.id} value={String(choice.id)}>
                            {choice.label}
                          </option>
                        ))}
                      </Select>
                    </Field>
                  )}
                  <Field label={t('programsStaff.field.date')} required validationMessage={message('date')}>
                    <Input type="date" value={draft.date} onChange={change('date')} />
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
                    onToggle={(court) => editor.send({ type: 'exception.courtToggled', court })}
                  />
                  <Field label={t('programsStaff.field.capacity')} hint={t('programsStaff.field.capacityKeep')} validationMessage={message('capacity')}>
                    <Input inputMode="numeric" value={draft.capacity} onChange={change('capacity')} />
                  </Field>
                  {mode === 'oneOff' && (
                    <OpenPlayFields
                      draft={draft.openPlay}
                      problems={problems}
                      fieldErrors={fieldErrors}
                      canAdd={canAddBand}
                      canRemove={canRemoveBand}
                      hint={t('programsStaff.openPlay.oneOffHint')}
                      send={(event) => editor.send(event)}
                    />
                  )}
                </>
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" type="submit" disabled={busy}>
                {mode === 'cancel' ? t('programsStaff.session.cancelConfirm') : t('programsStaff.common.save')}
              </Button>
              <Button onClick={close} disabled={busy}>
                {mode === 'cancel' ? t('programsStaff.session.keep') : t('programsStaff.common.cancel')}
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
