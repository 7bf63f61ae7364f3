import { Button, Card, Field, Input, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useParams } from 'wouter';
import { PASSWORD_TOO_SHORT_MESSAGE, PASSWORDS_DIFFER_MESSAGE } from '@machines/auth/password-reset.machine';
import { useAppActors } from '@/lib/actors';
import { PageHeading } from '@/lib/page-heading';
import { parseResetId, usePasswordResetLogic } from './password-reset-logic';
import { PASSWORD_HINT } from './auth-text';

const useClasses = makeStyles({
  card: { maxWidth: '480px', padding: tokens.spacingHorizontalXL, boxSizing: 'border-box' },
  form: { display: 'grid', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** /redirect/reset-password/:id/:token, the link e-mailed by "Forgot password". */
export default function ResetPasswordPage() {
  const { id, token } = useParams<{ id: string; token: string }>();
  return (
    <section>
      <PageHeading>Reset password</PageHeading>
      {/* A new link is a new flow. */}
      <ResetPasswordFlow key={`${id}/${token}`} id={parseResetId(id)} token={token ?? ''} />
    </section>
  );
}

function ResetPasswordFlow({ id, token }: { id: number; token: string }) {
  const classes = useClasses();
  const { loginModal, session } = useAppActors();
  const actor = useActorRef(usePasswordResetLogic(), { input: { id, token } });
  const verifying = useSelector(actor, (s) => s.matches('verifying'));
  const invalid = useSelector(actor, (s) => s.matches('invalid'));
  const done = useSelector(actor, (s) => s.matches('done'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const password = useSelector(actor, (s) => s.context.password);
  const confirmation = useSelector(actor, (s) => s.context.confirmation);
  const error = useSelector(actor, (s) => s.context.error);

  if (verifying) return <Spinner label="Checking your link…" />;
  if (invalid) return <Text>This link is not valid any more.</Text>;

  if (done) {
    const openLogin = () => {
      session.send({ type: 'session.returnUrlSet', returnUrl: '/' });
      loginModal.send({ type: 'loginModal.open' });
    };
    return (
      <Card className={classes.card}>
        <MessageBar intent="success">
          <MessageBarBody>Your password has been changed. Log in with your new password.</MessageBarBody>
        </MessageBar>
        <div className={classes.actions}>
          <Button appearance="primary" onClick={openLogin}>
            Log in
          </Button>
        </div>
      </Card>
    );
  }

  const passwordError = error === PASSWORD_TOO_SHORT_MESSAGE ? error : undefined;
  const confirmationError = error === PASSWORDS_DIFFER_MESSAGE ? error : undefined;
  const formError = error && !passwordError && !confirmationError ? error : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'passwordReset.submit' });
  };

  return (
    <Card className={classes.card}>
      <form className={classes.form} onSubmit={submit} noValidate aria-label="Choose a new password">
        {formError && (
          <MessageBar key={formError} intent="error">
            <MessageBarBody>{formError}</MessageBarBody>
          </MessageBar>
        )}
        <Field
          label="New password"
          hint={PASSWORD_HINT}
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
        <Field
          label="Confirm new password"
          validationMessage={confirmationError}
          validationState={confirmationError ? 'error' : 'none'}
        >
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
            Save new password
          </Button>
        </div>
      </form>
    </Card>
  );
}
