import { DatePicker } from '@fluentui/react-datepicker-compat';
import { DateTime } from 'luxon';

/**
 * A calendar date ("YYYY-MM-DD", no time zone) chosen with Fluent's DatePicker and read the en-CA
 * way through luxon. Typing works too: "2026-11-22" or "Nov 22, 2026". Put it inside a Field.
 */
export interface VenueDatePickerProps {
  value: string;
  min?: string;
  max?: string;
  disabled?: boolean;
  className?: string;
  onChange: (date: string) => void;
}

// The picker works in local Date objects: a calendar date maps to local midnight and back.
const toDate = (iso: string) => DateTime.fromISO(iso).toJSDate();
const toIso = (date: Date) => DateTime.fromJSDate(date).toISODate()!;

export const formatCalendarDate = (date?: Date) =>
  date ? DateTime.fromJSDate(date).setLocale('en-CA').toLocaleString({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }) : '';

export function parseCalendarDate(text: string): Date | null {
  const trimmed = text.trim();
  const candidates = [
    DateTime.fromISO(trimmed),
    DateTime.fromFormat(trimmed, 'ccc, LLL d, yyyy', { locale: 'en-CA' }),
    DateTime.fromFormat(trimmed, 'LLL d, yyyy', { locale: 'en-CA' }),
    DateTime.fromFormat(trimmed, 'LLLL d, yyyy', { locale: 'en-CA' }),
  ];
  const parsed = candidates.find((candidate) => candidate.isValid);
  return parsed ? parsed.startOf('day').toJSDate() : null;
}

export function VenueDatePicker({ value, min, max, disabled, className, onChange }: VenueDatePickerProps) {
  return (
    <DatePicker
      className={className}
      value={value ? toDate(value) : null}
      minDate={min ? toDate(min) : undefined}
      maxDate={max ? toDate(max) : undefined}
      disabled={disabled}
      allowTextInput
      formatDate={formatCalendarDate}
      parseDateFromString={parseCalendarDate}
      showGoToToday
      onSelectDate={(date) => {
        if (date && toIso(date) !== value) onChange(toIso(date));
      }}
    />
  );
}
