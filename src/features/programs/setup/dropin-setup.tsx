import {
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Subtitle1,
} from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { useAdminClasses } from '@/lib/admin-styles';
import { venueToday } from '@/lib/venue-clock';
import { useLocalizedText } from '@/lib/localized/use-localized-text';
import { SessionCalendar } from './session-calendar';
import { SessionDialog, type SessionExceptionActor } from './session-dialog';
import { useDropInSetupLogic } from './setup-logic';
import { SetupOutcomeBar } from './setup-outcome';
import { TemplateDialog, type TemplateEditorActor } from './template-dialog';
import { TemplateTable } from './template-table';

/** The owner's weekly templates, the next eight weeks, and their editors. */
export function DropInSetup() {
  const t = useT();
  const textOf = useLocalizedText();
  const admin = useAdminClasses();
  const [today] = useState(() => venueToday());
  const actor = useActorRef(useDropInSetupLogic(), { input: { today } });
  const { templates, sessions, loaded, outcome, error, pendingDeleteId } = useSelector(actor, (s) => s.context);
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const ready = useSelector(actor, (s) => s.matches('ready'));
  const deleting = useSelector(actor, (s) => s.matches('confirmingDelete') || s.matches('deleting'));
  const templateEditor = useSelector(actor, (s) => s.children.templateEditor) as TemplateEditorActor | undefined;
  const sessionEditor = useSelector(actor, (s) => s.children.sessionException) as SessionExceptionActor | undefined;
  const pending = templates.find((template) => template.id === pendingDeleteId);

  if (failed && error) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{`${t('programsStaff.setup.loadFailed')} ${failureText(t, error)}`}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => actor.send({ type: 'setup.retry' })}>{t('programsStaff.common.retry')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  if (!loaded) return <Spinner label={t('programsStaff.common.loading')} />;

  return (
    <>
      {outcome && <SetupOutcomeBar outcome={outcome} onDismiss={() => actor.send({ type: 'setup.outcomeDismissed' })} />}
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{failureText(t, error)}</MessageBarBody>
        </MessageBar>
      )}
      <Card className={admin.staffCard}>
        <Subtitle1 as="h2">{t('programsStaff.templates.heading')}</Subtitle1>
        <div className={admin.actions}>
          <Button appearance="primary" disabledFocusable={!ready} onClick={() => actor.send({ type: 'template.add' })}>
            {t('programsStaff.templates.add')}
          </Button>
          {busy && <Spinner size="tiny" label={t('programsStaff.common.loading')} />}
        </div>
        <TemplateTable
          templates={templates}
          disabled={!ready}
          onEdit={(id) => actor.send({ type: 'template.edit', id })}
          onDelete={(id) => actor.send({ type: 'template.delete', id })}
        />
      </Card>
      <Card className={admin.staffCard}>
        <Subtitle1 as="h2">{t('programsStaff.calendar.heading')}</Subtitle1>
        <div className={admin.actions}>
          <Button disabledFocusable={!ready || templates.length === 0} onClick={() => actor.send({ type: 'session.addOneOff' })}>
            {t('programsStaff.calendar.addOneOff')}
          </Button>
        </div>
        <SessionCalendar
          sessions={sessions}
          disabled={!ready}
          onChange={(id) => actor.send({ type: 'session.change', id })}
          onCancel={(id) => actor.send({ type: 'session.cancel', id })}
        />
      </Card>
      {templateEditor && <TemplateDialog editor={templateEditor} />}
      {sessionEditor && <SessionDialog editor={sessionEditor} />}
      <Dialog open={deleting} onOpenChange={(_, d) => !d.open && actor.send({ type: 'delete.cancel' })}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('programsStaff.delete.title', { title: textOf(pending?.title) })}</DialogTitle>
            <DialogContent>{t('programsStaff.delete.body')}</DialogContent>
            <DialogActions>
              <Button appearance="primary" disabled={busy} onClick={() => actor.send({ type: 'delete.confirm' })}>
                {t('programsStaff.common.delete')}
              </Button>
              <Button disabled={busy} onClick={() => actor.send({ type: 'delete.cancel' })}>
                {t('programsStaff.common.cancel')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
