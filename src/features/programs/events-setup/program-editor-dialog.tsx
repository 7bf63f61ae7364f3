import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { type ProgramKind, PRICED_FIELDS } from '@machines/programs';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { DiscardChangesDialog } from '@/lib/discard-changes-dialog';
import { useLocalizedText } from '@/lib/localized/use-localized-text';
import type { ProgramEditorActor } from './actor-types';
import { DivisionFields } from './division-fields';
import { PriceFields } from './price-fields';
import { ProgramFields } from './program-fields';
import { ScheduleFields } from './schedule-fields';

const useClasses = makeStyles({
  // Wide enough for the title's and description's English and French versions side by side.
  surface: { maxWidth: 'min(960px, calc(100vw - 16px))' },
  form: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalL },
  section: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalM, minWidth: 0 },
});

/** The fields the form shows a server message beside (a tournament's divisions instead of its capacity and prices); any other refusal shows on top. */
const DIVISION_FIELD = /^divisions(\.\d+(\.(name|format|level|minAge|maxEntries|fee))?)?$/;
const shownAtField = (field: string, kind: ProgramKind) =>
  kind === 'tournament'
    ? DIVISION_FIELD.test(field) || (SHOWN_AT_FIELD.has(field) && !(PRICED_FIELDS as readonly string[]).includes(field))
    : SHOWN_AT_FIELD.has(field);
const SHOWN_AT_FIELD = new Set([
  'kind',
  'title',
  'description',
  'level',
  'coachId',
  'capacity',
  'registrationEnabled',
  'minAge',
  'maxAge',
  'memberPrice',
  'nonMemberPrice',
  'earlyBirdPrice',
  'earlyBirdUntil',
  'opensDate',
  'opensTime',
  'closesDate',
  'closesTime',
  'cancellationCutoffHours',
  'sessions',
]);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const classes = useClasses();
  return (
    <section className={classes.section} aria-labelledby={id}>
      <Subtitle2 as="h3" id={id}>
        {title}
      </Subtitle2>
      {children}
    </section>
  );
}

/** Create or edit a program: its fields, prices and registration, and the schedule with its dates. */
export function ProgramEditorDialog({ editor }: { editor: ProgramEditorActor }) {
  const t = useT();
  const textOf = useLocalizedText();
  const classes = useClasses();
  const { original, error, fieldErrors, conflicts } = useSelector(editor, (s) => s.context);
  const kind = useSelector(editor, (s) => s.context.draft.kind);
  const busy = useSelector(editor, (s) => s.hasTag('busy'));
  const askingDiscard = useSelector(editor, (s) => s.matches('confirmingDiscard'));
  // Escape, a click outside and Cancel all close through the machine: a changed form asks first.
  const cancel = () => editor.send({ type: 'program.cancel' });
  // A refusal naming fields shows beside them; court conflicts show with the dates; anything else shows on top.
  const elsewhere = Object.entries(fieldErrors).filter(([field]) => !shownAtField(field, kind));
  const banner = error && conflicts.length === 0 && (Object.keys(fieldErrors).length === 0 || elsewhere.length > 0) ? error : null;

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && !busy && cancel()}>
      <DialogSurface className={classes.surface}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            editor.send({ type: 'program.save' });
          }}
        >
          <DialogBody>
            <DialogTitle>
              {original ? t('programsStaff.editor.editTitle', { title: textOf(original.title) }) : t('programsStaff.events.editor.newTitle')}
            </DialogTitle>
            <DialogContent className={classes.form}>
              {banner && (
                <MessageBar intent="error">
                  <MessageBarBody>{[failureText(t, banner), ...elsewhere.map(([field, message]) => `${field}: ${message}`)].join(' ')}</MessageBarBody>
                </MessageBar>
              )}
              <Section id="program-section-about" title={t('programsStaff.events.section.program')}>
                <ProgramFields editor={editor} />
              </Section>
              {kind === 'tournament' && (
                <Section id="program-section-divisions" title={t('programsStaff.events.section.divisions')}>
                  <DivisionFields editor={editor} />
                </Section>
              )}
              <Section
                id="program-section-prices"
                title={t(kind === 'tournament' ? 'programsStaff.events.section.registration' : 'programsStaff.events.section.prices')}
              >
                <PriceFields editor={editor} />
              </Section>
              <Section id="program-section-schedule" title={t('programsStaff.events.section.schedule')}>
                <ScheduleFields editor={editor} />
              </Section>
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
