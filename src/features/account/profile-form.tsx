import { Button, Card, Field, Input, MessageBar, MessageBarBody, Select, Spinner, type InputProps } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { DateTime } from 'luxon';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { accountProfileMachine, EditableProfileField } from '@machines/account-profile.machine';
import { GENDER_OPTIONS } from '@/lib/api/types';
import { useAccountClasses } from './account-styles';

interface TextFieldSpec {
  field: Exclude<EditableProfileField, 'gender'>;
  label: string;
  type: InputProps['type'];
  autoComplete: string;
  hint?: string;
}

const FIELDS_BEFORE_GENDER: TextFieldSpec[] = [
  { field: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
];
const FIELDS_AFTER_GENDER: TextFieldSpec[] = [
  { field: 'postalCode', label: 'Postal code', type: 'text', autoComplete: 'postal-code', hint: 'Like A1A 1A1' },
  { field: 'birthday', label: 'Birthday', type: 'date', autoComplete: 'bday' },
  { field: 'phoneNumber', label: 'Phone number', type: 'tel', autoComplete: 'tel', hint: 'Like 416-555-0123' },
];

/** The profile's editable fields (signup's, without e-mail and password); saves only what changed. */
export function ProfileForm({ actor }: { actor: ActorRefFrom<typeof accountProfileMachine> }) {
  const classes = useAccountClasses();
  const draft = useSelector(actor, (s) => s.context.draft);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const error = useSelector(actor, (s) => s.context.error?.message ?? null);
  const saving = useSelector(actor, (s) => s.hasTag('busy'));
  if (!draft) return null;

  const change = (field: EditableProfileField, value: string) => actor.send({ type: 'profile.fieldChanged', field, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'profile.save' });
  };
  const textField = ({ field, label, type, autoComplete, hint }: TextFieldSpec) => (
    <Field key={field} label={label} hint={hint} validationMessage={fieldErrors[field]} validationState={fieldErrors[field] ? 'error' : 'none'}>
      <Input
        type={type}
        autoComplete={autoComplete}
        value={draft[field] ?? ''}
        max={field === 'birthday' ? DateTime.now().toISODate() : undefined}
        onChange={(_, data) => change(field, data.value)}
      />
    </Field>
  );

  return (
    <Card className={classes.card}>
      <form className={classes.form} onSubmit={submit} noValidate aria-label="Edit profile">
        {error && (
          <MessageBar key={error} intent="error">
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
        )}
        <div className={classes.fields}>
          {FIELDS_BEFORE_GENDER.map(textField)}
          <Field label="Gender" validationMessage={fieldErrors.gender} validationState={fieldErrors.gender ? 'error' : 'none'}>
            <Select value={draft.gender ?? ''} onChange={(_, data) => change('gender', data.value)}>
              <option value="">Choose…</option>
              {GENDER_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Field>
          {FIELDS_AFTER_GENDER.map(textField)}
        </div>
        <div className={classes.actions}>
          <Button type="submit" appearance="primary" disabledFocusable={saving} icon={saving ? <Spinner size="tiny" /> : undefined}>
            Save changes
          </Button>
          <Button disabledFocusable={saving} onClick={() => actor.send({ type: 'profile.cancel' })}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}
