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
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { ListedProgram } from '@machines/programs';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { useLocalizedText } from '@/lib/localized/use-localized-text';
import type { EventSetupActor } from './actor-types';

const useClasses = makeStyles({
  surface: { maxWidth: 'min(520px, calc(100vw - 16px))' },
  content: { display: 'grid', gap: tokens.spacingVerticalM },
});

/** Cancel a whole program: a reason is required; everyone is refunded in full and e-mailed it. */
export function CancelProgramDialog({ actor, program }: { actor: EventSetupActor; program: ListedProgram | null }) {
  const t = useT();
  const textOf = useLocalizedText();
  const classes = useClasses();
  const { cancelReason, cancelProblem, error } = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const dismiss = () => actor.send({ type: 'cancel.dismiss' });
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && !busy && dismiss()}>
      <DialogSurface className={classes.surface}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'cancel.confirm' });
          }}
        >
          <DialogBody>
            <DialogTitle>{t('programsStaff.events.cancelDialog.title', { title: textOf(program?.title) })}</DialogTitle>
            <DialogContent className={classes.content}>
              {error && (
                <MessageBar intent="error">
                  <MessageBarBody>{failureText(t, error)}</MessageBarBody>
                </MessageBar>
              )}
              <p>{t('programsStaff.events.cancelDialog.body', { registered: program?.registered ?? 0 })}</p>
              <Field label={t('programsStaff.field.reason')} required validationMessage={cancelProblem ? t('programsStaff.problem.required') : undefined}>
                <Input value={cancelReason} maxLength={500} onChange={(_, d) => actor.send({ type: 'cancel.reasonChanged', reason: d.value })} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" type="submit" disabled={busy}>
                {t('programsStaff.events.cancelDialog.confirm')}
              </Button>
              <Button onClick={dismiss} disabled={busy}>
                {t('programsStaff.session.keep')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
