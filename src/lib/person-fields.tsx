import { Field, Input, Select, type InputProps } from '@fluentui/react-components';
import { venueToday } from './venue-clock';
import { GENDER_OPTIONS } from './api/types';

/** The personal fields signup asks for and Account edits, with their labels, hints and autofill. */
export interface PersonFieldSpec<TField extends string> {
  field: TField;
  label: string;
  type: InputProps['type'];
  autoComplete: string;
  hint?: string;
}

export type PersonTextField = 'firstName' | 'lastName' | 'postalCode' | 'birthday' | 'phoneNumber';

export const NAME_FIELDS: PersonFieldSpec<PersonTextField>[] = [
  { field: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
];

export const CONTACT_FIELDS: PersonFieldSpec<PersonTextField>[] = [
  { field: 'postalCode', label: 'Postal code', type: 'text', autoComplete: 'postal-code', hint: 'Like A1A 1A1' },
  { field: 'birthday', label: 'Birthday', type: 'date', autoComplete: 'bday' },
  { field: 'phoneNumber', label: 'Phone number', type: 'tel', autoComplete: 'tel', hint: 'Like 416-555-0123' },
];

interface FieldProps {
  value: string;
  error?: string;
  required?: boolean;
  onChange: (value: string) => void;
}

/** One labelled input; a birthday cannot be in the future. */
export function PersonTextInput<TField extends string>({ spec, value, error, required, onChange }: FieldProps & { spec: PersonFieldSpec<TField> }) {
  return (
    <Field label={spec.label} hint={spec.hint} validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Input
        required={required}
        type={spec.type}
        autoComplete={spec.autoComplete}
        value={value}
        max={spec.field === 'birthday' ? venueToday() : undefined}
        onChange={(_, data) => onChange(data.value)}
      />
    </Field>
  );
}

export function GenderSelect({ value, error, required, onChange }: FieldProps) {
  return (
    <Field label="Gender" validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Select required={required} value={value} onChange={(_, data) => onChange(data.value)}>
        <option value="">Choose…</option>
        {GENDER_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
