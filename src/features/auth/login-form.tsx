import { Button, Field, Input, MessageBar, MessageBarActions, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { MessageTitle } from '@/lib/message-title';
import { useLoginLogic } from './login-logic';
import { useFormClasses } from './form-styles';

export interface LoginFormProps {
  /** E-mail carried over from another tab of the modal. */
  initialEmail?: string;
  onEmailChange?: (email: string) => void;
  /** Go to the Forgot password tab, offered after a wrong e-mail or password. */
  onForgotPassword?: () => void;
}

export function LoginForm({ initialEmail, onEmailChange, onForgotPassword }: LoginFormProps) {
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

  // Spec §5: a 401 or 403 is titled "Failed Login" (in English); below it, what to check for a wrong
  // e-mail or password, or the server's own reason when it refused the request itself. Any other
  // failure is the server's text.
  const failedLogin = problem !== null;
  const errorText = problem === 'wrongCredentials' ? t('auth.login.checkCredentials') : serverError ? failureText(t, serverError) : null;
  const emailError = fieldErrors.email === 'required' ? t('auth.login.emailRequired') : undefined;
  const passwordError = fieldErrors.password === 'required' ? t('auth.login.passwordRequired') : undefined;

  return (
    <form className={classes.form} onSubmit={submit} noValidate aria-label={t('auth.login.form')}>
      {errorText && (
        <MessageBar key={errorText} intent="error" layout="multiline">
          <MessageBarBody>
            {failedLogin && <MessageTitle>{t('auth.login.failedLogin')}</MessageTitle>}
            {errorText}
          </MessageBarBody>
          {problem === 'wrongCredentials' && onForgotPassword && (
            <MessageBarActions>
              <Button onClick={onForgotPassword}>{t('auth.login.resetPassword')}</Button>
            </MessageBarActions>
          )}
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
