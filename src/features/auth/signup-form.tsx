import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner, Text } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { SignupField } from '@machines/auth';
import { failureText, fieldErrorText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { MessageTitle } from '@/lib/message-title';
import { CONTACT_FIELDS, GenderSelect, NAME_FIELDS, PersonTextInput, type PersonFieldSpec } from '@/lib/person-fields';
import { useSignupLogic } from './signup-logic';
import { useFormClasses } from './form-styles';

export interface SignupFormProps {
  initialEmail?: string;
  onEmailChange?: (email: string) => void;
  /** Switch the modal to another tab, carrying the e-mail typed here. */
  onSwitch: (tab: 'login' | 'forgotPassword', email: string) => void;
}

const ACCOUNT_FIELDS: PersonFieldSpec<'email' | 'password'>[] = [
  { field: 'email', label: 'auth.signup.email', type: 'email', autoComplete: 'email' },
  { field: 'password', label: 'auth.signup.password', type: 'password', autoComplete: 'new-password', hint: 'auth.password.hint' },
];

export function SignupForm({ initialEmail, onEmailChange, onSwitch }: SignupFormProps) {
  const classes = useFormClasses();
  const t = useT();
  const actor = useActorRef(useSignupLogic(), { input: { form: { email: initialEmail ?? '' } } });
  const form = useSelector(actor, (s) => s.context.form);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const serverFieldErrors = useSelector(actor, (s) => s.context.serverFieldErrors);
  const error = useSelector(actor, (s) => s.context.error);
  const emailTaken = useSelector(actor, (s) => s.context.emailTaken);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const loginFailed = useSelector(actor, (s) => s.matches('loginFailed'));

  const change = (field: SignupField, value: string) => {
    actor.send({ type: 'signup.fieldChanged', field, value });
    if (field === 'email') onEmailChange?.(value);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'signup.submit' });
  };

  const errorText = error ? failureText(t, error) : null;
  /** A field's message: left empty (ours), else the server's rule for it in the screen's language. */
  const fieldError = (field: SignupField) =>
    fieldErrors[field] === 'required' ? t(`auth.signup.required.${field}`) : fieldErrorText(t, error, field, serverFieldErrors[field]);

  if (loginFailed) {
    // The account exists; only the automatic login failed.
    return (
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>
          <MessageTitle>{t('auth.signup.created')}</MessageTitle>
          {errorText ? t('auth.signup.autoLoginFailedBecause', { reason: errorText }) : t('auth.signup.autoLoginFailed')}
        </MessageBarBody>
        <MessageBarActions>
          <Button appearance="primary" onClick={() => onSwitch('login', form.email)}>
            {t('auth.signup.logIn')}
          </Button>
        </MessageBarActions>
      </MessageBar>
    );
  }

  const textField = (spec: PersonFieldSpec<Exclude<SignupField, 'gender'>>) => {
    const message = fieldError(spec.field) ?? (spec.field === 'email' && emailTaken ? t('auth.signup.emailTakenField') : undefined);
    return <PersonTextInput key={spec.field} spec={spec} required value={form[spec.field]} error={message} onChange={(value) => change(spec.field, value)} />;
  };

  return (
    <form className={classes.form} onSubmit={submit} noValidate aria-label={t('auth.signup.form')}>
      <Text>{t('auth.signup.allRequired')}</Text>
      {errorText && (
        <MessageBar key={errorText} intent="error">
          <MessageBarBody>{errorText}</MessageBarBody>
        </MessageBar>
      )}
      {ACCOUNT_FIELDS.map(textField)}
      {emailTaken && (
        // Multiline: the sentence wraps and its two actions sit below it, at any width and in French.
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{t('auth.signup.emailTaken')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => onSwitch('login', form.email)}>{t('auth.signup.logInInstead')}</Button>
            <Button onClick={() => onSwitch('forgotPassword', form.email)}>{t('auth.signup.resetPassword')}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      <div className={classes.twoColumns}>
        {NAME_FIELDS.map(textField)}
        <GenderSelect required value={form.gender} error={fieldError('gender')} onChange={(value) => change('gender', value)} />
        {CONTACT_FIELDS.map(textField)}
      </div>
      <div className={classes.actions}>
        <Button type="submit" appearance="primary" disabledFocusable={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
          {t('auth.signup.submit')}
        </Button>
      </div>
    </form>
  );
}
