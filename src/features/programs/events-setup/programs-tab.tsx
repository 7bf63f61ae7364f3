import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { useLocalizedText } from '@/lib/localized/use-localized-text';
import type { ProgramEditorActor, RegistrationsActor } from './actor-types';
import { CancelProgramDialog } from './cancel-program-dialog';
import { outcomeText } from './event-format';
import { useEventSetupLogic } from './event-setup-logic';
import { ProgramEditorDialog } from './program-editor-dialog';
import { ProgramTable } from './program-table';
import { RegistrationsPanel } from './registrations-panel';

const useClasses = makeStyles({
  panel: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalM, paddingBlock: tokens.spacingVerticalM },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/** /owner/event-setup, Programs tab: the list, its actions, the editor and one program's registrations. */
export function ProgramsTab() {
  const t = useT();
  const textOf = useLocalizedText();
  const classes = useClasses();
  const actor = useActorRef(useEventSetupLogic());
  const { programs, loaded, outcome, error, workingId, pendingCancelId } = useSelector(actor, (s) => s.context);
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const ready = useSelector(actor, (s) => s.matches('ready'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const cancelling = useSelector(actor, (s) => s.matches('confirmingCancel') || s.matches('cancelling'));
  const editor = useSelector(actor, (s) => s.children.programEditor) as ProgramEditorActor | undefined;
  const registrations = useSelector(actor, (s) => s.children.programRegistrations) as RegistrationsActor | undefined;

  let body: ReactNode;
  if (failed && error) {
    body = (
      <MessageBar intent="error">
        <MessageBarBody>{`${t('programsStaff.events.loadFailed')} ${failureText(t, error)}`}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => actor.send({ type: 'setup.retry' })}>{t('programsStaff.common.retry')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  } else if (!loaded) {
    body = <Spinner label={t('programsStaff.common.loading')} />;
  } else if (registrations) {
    body = <RegistrationsPanel registrations={registrations} />;
  } else {
    body = (
      <>
        {outcome && (
          <MessageBar intent="success">
            <MessageBarBody>{outcomeText(t, outcome, textOf)}</MessageBarBody>
            <MessageBarActions>
              <Button onClick={() => actor.send({ type: 'setup.outcomeDismissed' })}>{t('programsStaff.common.close')}</Button>
            </MessageBarActions>
          </MessageBar>
        )}
        {error && !cancelling && (
          <MessageBar intent="error">
            <MessageBarBody>{failureText(t, error)}</MessageBarBody>
          </MessageBar>
        )}
        <div className={classes.toolbar}>
          <Button appearance="primary" disabledFocusable={!ready} onClick={() => actor.send({ type: 'program.add' })}>
            {t('programsStaff.events.add')}
          </Button>
          {busy && <Spinner size="tiny" label={t('programsStaff.common.loading')} />}
        </div>
        <ProgramTable
          programs={programs}
          disabled={!ready}
          workingId={workingId}
          actions={{
            onEdit: (id) => actor.send({ type: 'program.edit', id }),
            onDuplicate: (id) => actor.send({ type: 'program.duplicate', id }),
            onPublish: (id, published) => actor.send({ type: published ? 'program.publish' : 'program.unpublish', id }),
            onRegistrations: (id) => actor.send({ type: 'program.registrations', id }),
            onCancel: (id) => actor.send({ type: 'program.cancel', id }),
          }}
        />
        {editor && <ProgramEditorDialog editor={editor} />}
        {cancelling && <CancelProgramDialog actor={actor} program={programs.find((p) => p.id === pendingCancelId) ?? null} />}
      </>
    );
  }

  return (
    <div className={classes.panel} role="tabpanel" aria-labelledby="owner-tab-programs">
      {body}
    </div>
  );
}
