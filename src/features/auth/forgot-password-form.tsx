import { Button, Field, Input, MessageBar, MessageBarBody, Spinner, Text } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { RESET_EMAIL_REQUIRED_MESSAGE } from '@machines/auth/password-reset-request.machine';
import { useResetLinkLogic } from './reset-link-logic';
import { useFormClasses } from './form-styles';

export interface ForgotPasswordFormProps {
  initialEmail?: string;
  onEmailChange?: (email: string) => void;
  onBackToLogin: () => void;
}

/** Sends a reset link; the confirmation is the same whether or not the address has an account. */
export function ForgotPasswordForm({ initialEmail, onEmailChange, onBackToLogin }: ForgotPasswordFormProps) {
  const classes = useFormClasses();
  const actor = useActorRef(useResetLinkLogic(), { input: { email: initialEmail } });
  const email = useSelector(actor, (s) => s.context.email);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const sent = useSelector(actor, (s) => s.matches('sent'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'resetLink.submit' });
  };

  if (sent) {
    return (
      <div className={classes.form}>
        <MessageBar intent="success">
          <MessageBarBody>
            If an account exists for {email.trim()}, we have e-mailed it a link to choose a new password. The link works for 30 minutes.
          </MessageBarBody>
        </MessageBar>
        <div className={classes.actions}>
          <Button appearance="primary" onClick={onBackToLogin}>
            Back to log in
          </Button>
          <Button onClick={() => actor.send({ type: 'resetLink.restart' })}>Send another link</Button>
        </div>
      </div>
    );
  }

  // A missing e-mail belongs at the field; anything else is the server's answer.
  const fieldError = error === RESET_EMAIL_REQUIRED_MESSAGE ? error : undefined;
  const serverError = error && !fieldError ? error : null;
  return (
    <form className={classes.form} onSubmit={submit} noValidate aria-label="Forgot password">
      <Text>Enter the e-mail you signed up with and we will send you a link to choose a new password.</Text>
      {serverError && (
        <MessageBar key={serverError} intent="error">
          <MessageBarBody>{serverError}</MessageBarBody>
        </MessageBar>
      )}
      <Field
        label="E-mail"
        validationMessage={fieldError}
        validationState={fieldError ? 'error' : 'none'}
      >
        <Input
          required
          type="email"
          autoComplete="username"
          value={email}
          onChange={(_, data) => {
            actor.send({ type: 'resetLink.emailChanged', email: data.value });
            onEmailChange?.(data.value);
          }}
        />
      </Field>
      <div className={classes.actions}>
        <Button type="submit" appearance="primary" disabledFocusable={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
          Send reset link
        </Button>
      </div>
    </form>
  );
}
