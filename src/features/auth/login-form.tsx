import { Button, Field, Input, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { useLoginLogic } from './login-logic';
import { useFormClasses } from './form-styles';

export interface LoginFormProps {
  /** E-mail carried over from another tab of the modal. */
  initialEmail?: string;
  onEmailChange?: (email: string) => void;
}

export function LoginForm({ initialEmail, onEmailChange }: LoginFormProps) {
  const classes = useFormClasses();
  const t = useT();
  const actor = useActorRef(useLoginLogic(), { input: { email: initialEmail } });
  const email = useSelector(actor, (s) => s.context.email);
  const password = useSelector(actor, (s) => s.context.password);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const problem = useSelector(actor, (s) => s.context.problem);
  const serverError = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'login.submit' });
  };

  // Spec §5: a refused login says exactly "Failed Login" (in English).
  const error = problem === 'failedLogin' ? t('auth.login.failedLogin') : serverError ? failureText(t, serverError) : null;
  const emailError = fieldErrors.email === 'required' ? t('auth.login.emailRequired') : undefined;
  const passwordError = fieldErrors.password === 'required' ? t('auth.login.passwordRequired') : undefined;

  return (
    <form className={classes.form} onSubmit={submit} noValidate aria-label={t('auth.login.form')}>
      {error && (
        <MessageBar key={error} intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <Field label={t('auth.login.email')} validationMessage={emailError} validationState={emailError ? 'error' : 'none'}>
        <Input
          required
          type="email"
          autoComplete="username"
          value={email}
          onChange={(_, data) => {
            actor.send({ type: 'login.fieldChanged', field: 'email', value: data.value });
            onEmailChange?.(data.value);
          }}
        />
      </Field>
      <Field label={t('auth.login.password')} validationMessage={passwordError} validationState={passwordError ? 'error' : 'none'}>
        <Input
          required
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(_, data) => actor.send({ type: 'login.fieldChanged', field: 'password', value: data.value })}
        />
      </Field>
      <div className={classes.actions}>
        <Button type="submit" appearance="primary" disabledFocusable={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
          {t('auth.login.submit')}
        </Button>
      </div>
    </form>
  );
}
