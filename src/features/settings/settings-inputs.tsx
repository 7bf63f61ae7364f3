import { Field, Input, type InputProps } from '@fluentui/react-components';
import { useState } from 'react';

export interface DraftInputProps<T extends number | string> {
  label: string;
  /** The machine's draft value (cents, a count, minutes, a registration number). */
  value: T;
  format: (value: T) => string;
  /** Null when the text is not a valid value. */
  parse: (text: string) => T | null;
  /** Sent for every valid edit. */
  onValue: (value: T) => void;
  /** Reports whether the text can be saved, so the form can hold the save. */
  onValidity: (valid: boolean) => void;
  invalidMessage: string;
  /** The server's message for this field (400 `fields`). */
  serverError?: string;
  hint?: string;
  disabled?: boolean;
  input?: Pick<InputProps, 'type' | 'inputMode' | 'contentBefore' | 'contentAfter' | 'maxLength' | 'autoComplete'>;
}

/**
 * A text field over a value in the machine's draft. It keeps what the owner typed ("12." on the
 * way to "12.50") and follows the draft when it changes from outside (Cancel, a save).
 */
export function DraftInput<T extends number | string>({
  label,
  value,
  format,
  parse,
  onValue,
  onValidity,
  invalidMessage,
  serverError,
  hint,
  disabled,
  input,
}: DraftInputProps<T>) {
  const [text, setText] = useState(() => format(value));
  const [followed, setFollowed] = useState(value);
  const [invalid, setInvalid] = useState(false);
  if (followed !== value) {
    // Adjusting state to a changed prop during render (react.dev "You might not need an effect").
    setFollowed(value);
    if (parse(text) !== value) {
      setText(format(value));
      setInvalid(false);
    }
  }

  const message = invalid ? invalidMessage : serverError;
  return (
    <Field label={label} hint={hint} validationMessage={message} validationState={message ? 'error' : 'none'}>
      <Input
        {...input}
        value={disabled ? '' : text}
        disabled={disabled}
        onChange={(_, data) => {
          setText(data.value);
          const parsed = parse(data.value);
          setInvalid(parsed === null);
          onValidity(parsed !== null);
          if (parsed !== null && parsed !== value) onValue(parsed);
        }}
      />
    </Field>
  );
}
