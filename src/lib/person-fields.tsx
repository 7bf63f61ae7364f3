import { Field, Input, Select, type InputProps } from '@fluentui/react-components';
import { useT, type MessageId, type Translate } from '@/i18n/translate';
import { venueToday } from './venue-clock';
import { GENDER_OPTIONS } from './api/types';

/** The personal fields signup asks for and Account edits, with their labels, hints and autofill. */
export interface PersonFieldSpec<TField extends string> {
  field: TField;
  label: MessageId;
  type: InputProps['type'];
  autoComplete: string;
  hint?: MessageId;
}

export type PersonTextField = 'firstName' | 'lastName' | 'postalCode' | 'birthday' | 'phoneNumber';

// Worded in the account catalogue: Account loads it, and so does the login modal for signup.
export const NAME_FIELDS: PersonFieldSpec<PersonTextField>[] = [
  { field: 'firstName', label: 'account.person.firstName', type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', label: 'account.person.lastName', type: 'text', autoComplete: 'family-name' },
];

export const CONTACT_FIELDS: PersonFieldSpec<PersonTextField>[] = [
  { field: 'postalCode', label: 'account.person.postalCode', type: 'text', autoComplete: 'postal-code', hint: 'account.person.postalCodeHint' },
  { field: 'birthday', label: 'account.person.birthday', type: 'date', autoComplete: 'bday' },
  { field: 'phoneNumber', label: 'account.person.phoneNumber', type: 'tel', autoComplete: 'tel', hint: 'account.person.phoneNumberHint' },
];

type GenderValue = (typeof GENDER_OPTIONS)[number]['value'];
const GENDER_KEYS: Record<GenderValue, 'female' | 'male' | 'nonBinary' | 'preferNotToSay'> = {
  female: 'female',
  male: 'male',
  'non-binary': 'nonBinary',
  'prefer-not-to-say': 'preferNotToSay',
};

/** A gender value (`prefer-not-to-say`) in the screen's language; null for a value the app does not know. */
export function genderText(t: Translate, value: string | null): string | null {
  const key = GENDER_OPTIONS.find((option) => option.value === value)?.value;
  return key ? t(`account.person.gender.${GENDER_KEYS[key]}`) : null;
}

interface FieldProps {
  value: string;
  /** Already in the screen's language. */
  error?: string;
  required?: boolean;
  onChange: (value: string) => void;
}

/** One labelled input; a birthday cannot be in the future. */
export function PersonTextInput<TField extends string>({ spec, value, error, required, onChange }: FieldProps & { spec: PersonFieldSpec<TField> }) {
  const t = useT();
  return (
    <Field label={t(spec.label)} hint={spec.hint ? t(spec.hint) : undefined} validationMessage={error} validationState={error ? 'error' : 'none'}>
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
  const t = useT();
  return (
    <Field label={t('account.person.gender')} validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Select required={required} value={value} onChange={(_, data) => onChange(data.value)}>
        <option value="">{t('account.person.genderChoose')}</option>
        {GENDER_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {genderText(t, option.value)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
