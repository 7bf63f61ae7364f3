import { DatePicker, defaultDatePickerStrings, type CalendarStrings } from '@fluentui/react-datepicker-compat';
import { DateTime } from 'luxon';
import { useT } from '@/i18n/translate';
import { frenchParts } from '@/i18n/date-text';
import { currentLocale } from './venue-clock';

/**
 * A calendar date ("YYYY-MM-DD", no time zone) chosen with Fluent's DatePicker and read the way the
 * language on screen writes dates, through luxon: month and day names, and the first day of the week,
 * follow it. Typing works too: "2026-11-22", "Nov 22, 2026" or "22 nov. 2026". Put it inside a Field.
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

const CALENDAR_DATE = { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' } as const;

/** "Sun, Mar 1, 2026" / "dim. 1er mars 2026" (French through ./date-text, as every date the SPA writes). */
export function formatCalendarDate(date?: Date): string {
  if (!date) return '';
  const value = DateTime.fromJSDate(date).setLocale(currentLocale());
  return value.locale === 'fr-CA' ? frenchParts(value.toLocaleParts(CALENDAR_DATE)) : value.toLocaleString(CALENDAR_DATE);
}

/** What a member may type: ISO, or the screen language's ways of writing a date (and English's, always). */
const TYPED_FORMATS: Record<string, string[]> = {
  'en-CA': ['ccc, LLL d, yyyy', 'LLL d, yyyy', 'LLLL d, yyyy'],
  'fr-CA': ['ccc d LLL yyyy', 'd LLL yyyy', 'd LLLL yyyy'],
};

export function parseCalendarDate(text: string): Date | null {
  // French writes the first of the month "1er" (as formatCalendarDate shows it).
  const trimmed = text.trim().replace(/(?<=^|\s)1er(?=\s)/i, '1');
  const locale = currentLocale();
  const candidates = [
    DateTime.fromISO(trimmed),
    ...(TYPED_FORMATS[locale] ?? []).map((format) => DateTime.fromFormat(trimmed, format, { locale })),
    ...TYPED_FORMATS['en-CA'].map((format) => DateTime.fromFormat(trimmed, format, { locale: 'en-CA' })),
  ];
  const parsed = candidates.find((candidate) => candidate.isValid);
  return parsed ? parsed.startOf('day').toJSDate() : null;
}

// 1 February 2026 is a Sunday: the day names below start there, as the picker's DayOfWeek does (0 = Sunday).
const names = (locale: string, count: number, at: (i: number) => number, options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  return Array.from({ length: count }, (_, i) => format.format(at(i)));
};

/** The picker's month and day names in the language on screen, from Intl. */
function calendarStrings(locale: string, goToToday: string): CalendarStrings {
  const month = (i: number) => Date.UTC(2026, i, 1);
  const day = (i: number) => Date.UTC(2026, 1, 1 + i);
  return {
    ...defaultDatePickerStrings,
    months: names(locale, 12, month, { month: 'long' }),
    shortMonths: names(locale, 12, month, { month: 'short' }),
    days: names(locale, 7, day, { weekday: 'long' }),
    shortDays: names(locale, 7, day, { weekday: 'narrow' }),
    goToToday,
  };
}

/** The locale's first day of the week (Intl.Locale week info where the browser has it), as the picker counts (0 = Sunday). */
function firstDayOfWeek(locale: string): number {
  const info = new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
  const firstDay = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay ?? 7;
  return firstDay % 7;
}

export function VenueDatePicker({ value, min, max, disabled, className, onChange }: VenueDatePickerProps) {
  const t = useT(); // also renders the picker again when the language changes
  const locale = currentLocale();
  return (
    <DatePicker
      strings={calendarStrings(locale, t('datePicker.goToToday'))}
      firstDayOfWeek={firstDayOfWeek(locale)}
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
