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
  Radio,
  RadioGroup,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { DiscardChangesDialog } from '@/lib/discard-changes-dialog';
import { formatCad } from '@/lib/money';
import { useLocalizedText } from '@/lib/localized/use-localized-text';
import type { RegistrationsActor } from './actor-types';

const useClasses = makeStyles({
  surface: { maxWidth: 'min(560px, calc(100vw - 16px))' },
  content: { display: 'grid', gap: tokens.spacingVerticalM },
});

/** A dialog whose form submits `onSubmit`, with the registrations' error on top. */
function FormDialog(props: {
  registrations: RegistrationsActor;
  title: string;
  submit: string;
  onSubmit: () => void;
  onDismiss: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const classes = useClasses();
  const error = useSelector(props.registrations, (s) => s.context.error);
  const busy = useSelector(props.registrations, (s) => s.hasTag('busy'));
  // Closing an e-mail with words written in it asks first (the statechart's confirmingDiscard).
  const askingDiscard = useSelector(props.registrations, (s) => s.matches('confirmingDiscard'));
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && !busy && props.onDismiss()}>
      <DialogSurface className={classes.surface}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            props.onSubmit();
          }}
        >
          <DialogBody>
            <DialogTitle>{props.title}</DialogTitle>
            <DialogContent className={classes.content}>
              {error && (
                <MessageBar intent="error">
                  <MessageBarBody>{failureText(t, error)}</MessageBarBody>
                </MessageBar>
              )}
              {props.children}
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" type="submit" disabled={busy}>
                {props.submit}
              </Button>
              <Button onClick={props.onDismiss} disabled={busy}>
                {t('programsStaff.common.cancel')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
        <DiscardChangesDialog
          open={askingDiscard}
          onKeep={() => props.registrations.send({ type: 'discard.keep' })}
          onDiscard={() => props.registrations.send({ type: 'discard.confirm' })}
        />
      </DialogSurface>
    </Dialog>
  );
}

/** Cancel one registration: refund in full or not at all. */
export function CancelRegistrationDialog({ registrations }: { registrations: RegistrationsActor }) {
  const t = useT();
  const { pendingCancel, enrolments } = useSelector(registrations, (s) => s.context);
  const enrolment = enrolments.find((e) => e.id === pendingCancel?.id);
  const name = enrolment?.participantName ?? '';
  return (
    <FormDialog
      registrations={registrations}
      title={t('programsStaff.events.cancelOne.title', { name })}
      submit={t('programsStaff.events.cancelOne.confirm')}
      onSubmit={() => registrations.send({ type: 'cancel.confirm' })}
      onDismiss={() => registrations.send({ type: 'cancel.dismiss' })}
    >
      <Field label={t('programsStaff.events.cancelOne.refund')}>
        <RadioGroup
          value={pendingCancel?.refund === false ? 'none' : 'full'}
          onChange={(_, d) => registrations.send({ type: 'cancel.refundChosen', refund: d.value === 'full' })}
        >
          <Radio value="full" label={t('programsStaff.events.cancelOne.refundFull', { price: formatCad(enrolment?.paid ? enrolment.priceCents : 0) })} />
          <Radio value="none" label={t('programsStaff.events.cancelOne.noRefund')} />
        </RadioGroup>
      </Field>
    </FormDialog>
  );
}

/** A plain-text e-mail to every account with a place. */
export function EmailDialog({ registrations }: { registrations: RegistrationsActor }) {
  const t = useT();
  const textOf = useLocalizedText();
  const { email, emailProblems, program } = useSelector(registrations, (s) => s.context);
  const required = (problem: 'required' | undefined) => (problem ? t('programsStaff.problem.required') : undefined);
  return (
    <FormDialog
      registrations={registrations}
      title={t('programsStaff.events.email.title', { title: textOf(program.title) })}
      submit={t('programsStaff.events.email.send')}
      onSubmit={() => registrations.send({ type: 'email.send' })}
      onDismiss={() => registrations.send({ type: 'email.dismiss' })}
    >
      <Field label={t('programsStaff.events.email.subject')} required validationMessage={required(emailProblems.subject)}>
        <Input
          value={email.subject}
          maxLength={150}
          onChange={(_, d) => registrations.send({ type: 'email.fieldChanged', field: 'subject', value: d.value })}
        />
      </Field>
      <Field label={t('programsStaff.events.email.body')} hint={t('programsStaff.events.email.hint')} required validationMessage={required(emailProblems.body)}>
        <Textarea
          value={email.body}
          rows={8}
          maxLength={10000}
          onChange={(_, d) => registrations.send({ type: 'email.fieldChanged', field: 'body', value: d.value })}
        />
      </Field>
    </FormDialog>
  );
}
