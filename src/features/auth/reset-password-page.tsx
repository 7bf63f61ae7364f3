import { Button, Card, Field, Input, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useParams } from 'wouter';
import { MIN_PASSWORD_LENGTH } from '@machines/auth';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { useAppActors } from '@/lib/actors';
import { PageHeading } from '@/lib/page-heading';
import { parseResetId, usePasswordResetLogic } from './password-reset-logic';

const useClasses = makeStyles({
  card: { maxWidth: '480px', padding: tokens.spacingHorizontalXL, boxSizing: 'border-box' },
  form: { display: 'grid', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** /redirect/reset-password/:id/:token, the link e-mailed by "Forgot password". */
export default function ResetPasswordPage() {
  const { id, token } = useParams<{ id: string; token: string }>();
  const t = useT();
  return (
    <section>
      <PageHeading>{t('auth.resetPassword.title')}</PageHeading>
      {/* A new link is a new flow. */}
      <ResetPasswordFlow key={`${id}/${token}`} id={parseResetId(id)} token={token ?? ''} />
    </section>
  );
}

function ResetPasswordFlow({ id, token }: { id: number; token: string }) {
  const classes = useClasses();
  const t = useT();
  const { loginModal, session } = useAppActors();
  const actor = useActorRef(usePasswordResetLogic(), { input: { id, token } });
  const verifying = useSelector(actor, (s) => s.matches('verifying'));
  const invalid = useSelector(actor, (s) => s.matches('invalid'));
  const done = useSelector(actor, (s) => s.matches('done'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const password = useSelector(actor, (s) => s.context.password);
  const confirmation = useSelector(actor, (s) => s.context.confirmation);
  const problem = useSelector(actor, (s) => s.context.problem);
  const error = useSelector(actor, (s) => s.context.error);

  if (verifying) return <Spinner label={t('auth.resetPassword.checking')} />;
  if (invalid) return <Text>{t('auth.resetPassword.invalid')}</Text>;

  if (done) {
    const openLogin = () => {
      session.send({ type: 'session.returnUrlSet', returnUrl: '/' });
      loginModal.send({ type: 'loginModal.open' });
    };
    return (
      <Card className={classes.card}>
        <MessageBar intent="success">
          <MessageBarBody>{t('auth.resetPassword.done')}</MessageBarBody>
        </MessageBar>
        <div className={classes.actions}>
          <Button appearance="primary" onClick={openLogin}>
            {t('auth.resetPassword.logIn')}
          </Button>
        </div>
      </Card>
    );
  }

  const passwordError = problem === 'tooShort' ? t('auth.resetPassword.tooShort', { min: MIN_PASSWORD_LENGTH }) : undefined;
  const confirmationError = problem === 'mismatch' ? t('auth.resetPassword.mismatch') : undefined;
  const formError = error ? failureText(t, error) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'passwordReset.submit' });
  };

  return (
    <Card className={classes.card}>
      <form className={classes.form} onSubmit={submit} noValidate aria-label={t('auth.resetPassword.form')}>
        {formError && (
          <MessageBar key={formError} intent="error">
            <MessageBarBody>{formError}</MessageBarBody>
          </MessageBar>
        )}
        <Field
          label={t('auth.resetPassword.newPassword')}
          hint={t('auth.password.hint')}
          validationMessage={passwordError}
          validationState={passwordError ? 'error' : 'none'}
        >
          <Input
            required
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(_, data) => actor.send({ type: 'passwordReset.passwordChanged', password: data.value })}
          />
        </Field>
        <Field label={t('auth.resetPassword.confirmation')} validationMessage={confirmationError} validationState={confirmationError ? 'error' : 'none'}>
          <Input
            required
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(_, data) => actor.send({ type: 'passwordReset.confirmationChanged', confirmation: data.value })}
          />
        </Field>
        <div className={classes.actions}>
          <Button type="submit" appearance="primary" disabledFocusable={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
            {t('auth.resetPassword.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
