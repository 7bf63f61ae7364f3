import { Button, Field, Input, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useLoginLogic } from './login-logic';
import { useFormClasses } from './form-styles';

export interface LoginFormProps {
  /** E-mail carried over from another tab of the modal. */
  initialEmail?: string;
  onEmailChange?: (email: string) => void;
}

export function LoginForm({ initialEmail, onEmailChange }: LoginFormProps) {
  const classes = useFormClasses();
  const actor = useActorRef(useLoginLogic(), { input: { email: initialEmail } });
  const email = useSelector(actor, (s) => s.context.email);
  const password = useSelector(actor, (s) => s.context.password);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'login.submit' });
  };

  return (
    <form className={classes.form} onSubmit={submit} noValidate aria-label="Log in">
      {error && (
        <MessageBar key={error} intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <Field label="E-mail" validationMessage={fieldErrors.email} validationState={fieldErrors.email ? 'error' : 'none'}>
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
      <Field label="Password" validationMessage={fieldErrors.password} validationState={fieldErrors.password ? 'error' : 'none'}>
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
          Log in
        </Button>
      </div>
    </form>
  );
}
