import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { lineBar, divisionOf } from '@machines/programs';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { participantIdOf } from './partner-field';
import type { ProgramPageActor } from './program-page-logic';

const useClasses = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  note: { color: tokens.colorNeutralForeground3 },
});

const ErrorBar = ({ message }: { message: string }) => (
  <MessageBar key={message} intent="error">
    <MessageBarBody>{message}</MessageBarBody>
  </MessageBar>
);

/** Join a full program's (or division's) waitlist: one person from the account, then the server's place in line. */
export function JoinWaitlistDialog({ actor }: { actor: ProgramPageActor }) {
  const t = useT();
  const classes = useClasses();
  const open = useSelector(actor, (s) => s.matches('waitlisting') || s.matches('joining'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canConfirm = useSelector(actor, (s) => s.can({ type: 'program.confirm' }));
  const { program, participants, entry, error } = useSelector(actor, (s) => s.context);
  if (!program) return null;
  const division = divisionOf(program, entry.divisionId);
  const people = participants ?? [];
  const barOf = (id: (typeof people)[number]['id']) => lineBar(program, entry.divisionId, id);
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && !busy && actor.send({ type: 'program.close' })}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('programs.waitlist.dialog.title', { title: program.title })}</DialogTitle>
          <DialogContent className={classes.content}>
            {division ? <Body1>{t('programs.waitlist.dialog.division', { division: division.name })}</Body1> : null}
            {error ? <ErrorBar message={failureText(t, error)} /> : null}
            {people.every((person) => barOf(person.id) !== null) ? <Body1>{t('programs.waitlist.dialog.nobody')}</Body1> : null}
            <Field label={t('programs.waitlist.dialog.who')} required>
              <RadioGroup
                value={entry.participantId === null ? '' : String(entry.participantId)}
                onChange={(_, data) => actor.send({ type: 'program.participant', participantId: participantIdOf(data.value) })}
              >
                {people.map((person) => {
                  const bar = barOf(person.id);
                  const name = person.name || t('programs.dropIn.you');
                  const label =
                    bar === 'entered'
                      ? t('programs.waitlist.dialog.entered', { name })
                      : bar === 'inLine'
                        ? t('programs.waitlist.dialog.inLine', { name })
                        : bar === 'ages'
                          ? t('programs.waitlist.dialog.ages', { name })
                          : t('programs.waitlist.dialog.person', { name });
                  return <Radio key={String(person.id)} value={String(person.id)} label={label} disabled={busy || bar !== null} />;
                })}
              </RadioGroup>
            </Field>
            <Body1 className={classes.note}>{t('programs.waitlist.dialog.note')}</Body1>
          </DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              disabledFocusable={!canConfirm || busy}
              icon={busy ? <Spinner size="tiny" /> : undefined}
              onClick={() => actor.send({ type: 'program.confirm' })}
            >
              {t('programs.waitlist.dialog.join')}
            </Button>
            <Button disabledFocusable={busy} onClick={() => actor.send({ type: 'program.close' })}>
              {t('programs.dropIn.dialog.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** Leaving a line is confirmed first: the place in it is lost. */
export function LeaveWaitlistDialog({ actor }: { actor: ProgramPageActor }) {
  const t = useT();
  const open = useSelector(actor, (s) => s.matches('confirmingLeave') || s.matches('leaving'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);
  const line = useSelector(actor, (s) => s.context.program?.waitlist?.find((candidate) => candidate.id === s.context.leavingLine));
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && !busy && actor.send({ type: 'program.close' })}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('programs.waitlist.leaveDialog.title')}</DialogTitle>
          <DialogContent>
            {error ? <ErrorBar message={failureText(t, error)} /> : null}
            <Body1>
              {line && line.participantId !== 'self'
                ? t('programs.waitlist.leaveDialog.body', { name: line.name })
                : t('programs.waitlist.leaveDialog.bodyYou')}
            </Body1>
          </DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              disabledFocusable={busy}
              icon={busy ? <Spinner size="tiny" /> : undefined}
              onClick={() => actor.send({ type: 'program.confirm' })}
            >
              {t('programs.waitlist.leaveDialog.confirm')}
            </Button>
            <Button disabledFocusable={busy} onClick={() => actor.send({ type: 'program.close' })}>
              {t('programs.waitlist.leaveDialog.keep')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
