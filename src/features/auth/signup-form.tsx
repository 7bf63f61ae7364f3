import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Text,
} from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { SignupField } from '@machines/auth/signup.machine';
import { CONTACT_FIELDS, GenderSelect, NAME_FIELDS, PersonTextInput, type PersonFieldSpec } from '@/lib/person-fields';
import { useSignupLogic } from './signup-logic';
import { useFormClasses } from './form-styles';

import { PASSWORD_HINT } from './auth-text';
const EMAIL_TAKEN_MESSAGE = 'An account with this e-mail already exists.';
const EMAIL_TAKEN_FIELD_MESSAGE = 'This e-mail is already registered.';

export interface SignupFormProps {
  initialEmail?: string;
  onEmailChange?: (email: string) => void;
  /** Switch the modal to another tab, carrying the e-mail typed here. */
  onSwitch: (tab: 'login' | 'forgotPassword', email: string) => void;
}

const ACCOUNT_FIELDS: PersonFieldSpec<'email' | 'password'>[] = [
  { field: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { field: 'password', label: 'Password', type: 'password', autoComplete: 'new-password', hint: PASSWORD_HINT },
];

export function SignupForm({ initialEmail, onEmailChange, onSwitch }: SignupFormProps) {
  const classes = useFormClasses();
  const actor = useActorRef(useSignupLogic(), { input: { form: { email: initialEmail ?? '' } } });
  const form = useSelector(actor, (s) => s.context.form);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
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

  if (loginFailed) {
    // The account exists; only the automatic login failed.
    return (
      <MessageBar intent="warning">
        <MessageBarBody>
          <MessageBarTitle>Your account is created</MessageBarTitle>
          We could not log you in automatically{error ? `: ${error}` : '.'}
        </MessageBarBody>
        <MessageBarActions>
          <Button appearance="primary" onClick={() => onSwitch('login', form.email)}>
            Log in
          </Button>
        </MessageBarActions>
      </MessageBar>
    );
  }

  const textField = (spec: PersonFieldSpec<Exclude<SignupField, 'gender'>>) => {
    const message = fieldErrors[spec.field] ?? (spec.field === 'email' && emailTaken ? EMAIL_TAKEN_FIELD_MESSAGE : undefined);
    return <PersonTextInput key={spec.field} spec={spec} required value={form[spec.field]} error={message} onChange={(value) => change(spec.field, value)} />;
  };

  return (
    <form className={classes.form} onSubmit={submit} noValidate aria-label="Create account">
      <Text>Every field is required.</Text>
      {error && (
        <MessageBar key={error} intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {ACCOUNT_FIELDS.map(textField)}
      {emailTaken && (
        <MessageBar intent="warning">
          <MessageBarBody>{EMAIL_TAKEN_MESSAGE} Log in, or ask for a link to choose a new password.</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => onSwitch('login', form.email)}>Log in instead</Button>
            <Button onClick={() => onSwitch('forgotPassword', form.email)}>Reset password</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      <div className={classes.twoColumns}>
        {NAME_FIELDS.map(textField)}
        <GenderSelect required value={form.gender} error={fieldErrors.gender} onChange={(value) => change('gender', value)} />
        {CONTACT_FIELDS.map(textField)}
      </div>
      <div className={classes.actions}>
        <Button type="submit" appearance="primary" disabledFocusable={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
          Create account
        </Button>
      </div>
    </form>
  );
}
