import { formatDateText } from './date-text.js';
import { formatMoney } from './money.js';
import type { Locale } from './request-locale.js';
import type { ErrorParams } from './http-error.js';

/*
 * An error's `params` keep raw values for clients (ISO dates, "HH:mm", cents); a message says them
 * in the reader's language. Which values are dates, times or money is told by the param's name
 * (docs/decisions.md, "Error params are formatted by their names"); src/i18n/error-params.ts
 * applies the same rules to the web app's own texts.
 */

type ParamKind = 'date' | 'time' | 'money';

const TIME_NAMES = new Set(['time', 'first', 'last', 'from', 'to', 'closesAt', 'opensAt']);

/** `date`, `*Date`: a calendar date; `time`, `*Time`, `first`/`last`/`from`/`to`, `closesAt`/`opensAt`: "HH:mm"; `*Cents`: money. */
function paramKind(name: string): ParamKind | null {
  if (name === 'date' || name.endsWith('Date')) return 'date';
  if (TIME_NAMES.has(name) || name.endsWith('Time')) return 'time';
  if (name.endsWith('Cents')) return 'money';
  return null;
}

const formats = new Map<string, Intl.DateTimeFormat>();
const STYLES = {
  date: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  time: { hour: 'numeric', minute: 'numeric', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
function format(locale: Locale, style: keyof typeof STYLES): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let known = formats.get(key);
  if (!known) formats.set(key, (known = new Intl.DateTimeFormat(locale, STYLES[style])));
  return known;
}

/** "June 1, 2026"; in French "1er juin 2026" (date-text.ts writes French as the OQLF does). */
function formatCalendarDate(value: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const at = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(at) ? value : formatDateText(format(locale, 'date'), at, locale);
}

/** "7:00 a.m."; in French "7 h", "7 h 30". */
function formatClockTime(value: string, locale: Locale): string {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return value;
  return formatDateText(format(locale, 'time'), Date.UTC(2000, 0, 1, hours, minutes), locale);
}

/** One param as the reader's language writes it; a value not of its kind's form stays as it is. */
function formatParam(kind: ParamKind, value: string | number, locale: Locale): string | number {
  if (kind === 'money') return typeof value === 'number' ? formatMoney(value, 'CAD', locale) : value;
  if (typeof value !== 'string') return value;
  return kind === 'date' ? formatCalendarDate(value, locale) : formatClockTime(value, locale);
}

/** The values a message is said with: dates, times and money formatted, everything else raw. */
export function formatErrorParams(params: ErrorParams | undefined, locale: Locale): ErrorParams {
  const out: ErrorParams = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    const kind = paramKind(name);
    out[name] = kind ? formatParam(kind, value, locale) : value;
  }
  return out;
}
