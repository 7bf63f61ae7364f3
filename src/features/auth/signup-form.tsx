import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Select,
  Spinner,
  Text,
  type InputProps,
} from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { DateTime } from 'luxon';
import type { FormEvent } from 'react';
import type { SignupField } from '@machines/signup.machine';
import { GENDER_OPTIONS } from '@/lib/api/types';
import { useSignupLogic } from './signup-logic';
import { useFormClasses } from './form-styles';

import { PASSWORD_HINT } from './auth-text';
export const EMAIL_TAKEN_MESSAGE = 'An account with this e-mail already exists.';
const EMAIL_TAKEN_FIELD_MESSAGE = 'This e-mail is already registered.';

export interface SignupFormProps {
  initialEmail?: string;
  onEmailChange?(email: string): void;
  /** Switch the modal to another tab, carrying the e-mail typed here. */
  onSwitch(tab: 'login' | 'forgotPassword', email: string): void;
}

interface TextFieldSpec {
  field: Exclude<SignupField, 'gender'>;
  label: string;
  type: InputProps['type'];
  autoComplete: string;
  hint?: string;
}

const ACCOUNT_FIELDS: TextFieldSpec[] = [
  { field: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { field: 'password', label: 'Password', type: 'password', autoComplete: 'new-password', hint: PASSWORD_HINT },
];
const NAME_FIELDS: TextFieldSpec[] = [
  { field: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
];
const CONTACT_FIELDS: TextFieldSpec[] = [
  { field: 'postalCode', label: 'Postal code', type: 'text', autoComplete: 'postal-code', hint: 'Like A1A 1A1' },
  { field: 'birthday', label: 'Birthday', type: 'date', autoComplete: 'bday' },
  { field: 'phoneNumber', label: 'Phone number', type: 'tel', autoComplete: 'tel', hint: 'Like 416-555-0123' },
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

  const textField = ({ field, label, type, autoComplete, hint }: TextFieldSpec) => {
    const message = fieldErrors[field] ?? (field === 'email' && emailTaken ? EMAIL_TAKEN_FIELD_MESSAGE : undefined);
    return (
      <Field key={field} label={label} hint={hint} validationMessage={message} validationState={message ? 'error' : 'none'}>
        <Input
          required
          type={type}
          autoComplete={autoComplete}
          value={form[field]}
          max={field === 'birthday' ? DateTime.now().toISODate() : undefined}
          onChange={(_, data) => change(field, data.value)}
        />
      </Field>
    );
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
        <Field
          label="Gender"
          validationMessage={fieldErrors.gender}
          validationState={fieldErrors.gender ? 'error' : 'none'}
        >
          <Select required value={form.gender} onChange={(_, data) => change('gender', data.value)}>
            <option value="">Choose…</option>
            {GENDER_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
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
