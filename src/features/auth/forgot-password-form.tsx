import { Button, Field, Input, MessageBar, MessageBarBody, Spinner, Text } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
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
  const t = useT();
  const actor = useActorRef(useResetLinkLogic(), { input: { email: initialEmail } });
  const email = useSelector(actor, (s) => s.context.email);
  const problem = useSelector(actor, (s) => s.context.problem);
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
          <MessageBarBody>{t('auth.forgotPassword.sent', { email: email.trim() })}</MessageBarBody>
        </MessageBar>
        <div className={classes.actions}>
          <Button appearance="primary" onClick={onBackToLogin}>
            {t('auth.forgotPassword.backToLogin')}
          </Button>
          <Button onClick={() => actor.send({ type: 'resetLink.restart' })}>{t('auth.forgotPassword.sendAnother')}</Button>
        </div>
      </div>
    );
  }

  // A missing e-mail belongs at the field; anything else is the server's answer.
  const fieldError = problem === 'emailRequired' ? t('auth.forgotPassword.emailRequired') : undefined;
  const serverError = error ? failureText(t, error) : null;
  return (
    <form className={classes.form} onSubmit={submit} noValidate aria-label={t('auth.forgotPassword.form')}>
      <Text>{t('auth.forgotPassword.intro')}</Text>
      {serverError && (
        <MessageBar key={serverError} intent="error">
          <MessageBarBody>{serverError}</MessageBarBody>
        </MessageBar>
      )}
      <Field label={t('auth.forgotPassword.email')} validationMessage={fieldError} validationState={fieldError ? 'error' : 'none'}>
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
          {t('auth.forgotPassword.submit')}
        </Button>
      </div>
    </form>
  );
}
