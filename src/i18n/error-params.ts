import { activeLocale } from './catalogs';
import { formatDateText } from './date-text';

/*
 * The server's error params are raw (ISO dates, "HH:mm" times, cents); the app's own texts for a
 * code say them in the language on screen, by the same naming rules as the API's messages
 * (server/lib/error-params.ts; docs/decisions.md, "Error params are formatted by their names").
 * French dates are written by ./date-text ("1er juin 2026"), as every date the app shows; a wall time
 * "HH:mm" has no instant to format, so "7 h", "7 h 30" are written here by the same rule.
 */

type Kind = 'date' | 'time' | 'money';
type Params = Record<string, string | number>;

const TIME_NAMES = new Set(['time', 'first', 'last', 'from', 'to', 'closesAt', 'opensAt']);
const NBSP = '\u00a0';

/** `date`, `*Date`: a calendar date; `time`, `*Time`, `first`/`last`/`from`/`to`, `closesAt`/`opensAt`: "HH:mm"; `*Cents`: money. */
function kindOf(name: string): Kind | null {
  if (name === 'date' || name.endsWith('Date')) return 'date';
  if (TIME_NAMES.has(name) || name.endsWith('Time')) return 'time';
  if (name.endsWith('Cents')) return 'money';
  return null;
}

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function formatFor<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let known = formats.get(key);
  if (!known) formats.set(key, (known = make()));
  return known as T;
}

/** "June 1, 2026"; in French "1er juin 2026". */
function calendarDate(value: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const at = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(at)) return value;
  const format = formatFor(`date|${locale}`, () => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));
  return formatDateText(format, at, locale);
}

/** "7:00 a.m."; in French "7 h", "7 h 30". */
function clockTime(value: string, locale: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  if (hours > 24 || Number(match[2]) > 59) return value;
  if (locale === 'fr-CA') return match[2] === '00' ? `${hours}${NBSP}h` : `${hours}${NBSP}h${NBSP}${match[2]}`;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${hours < 12 || hours === 24 ? 'a.m.' : 'p.m.'}`;
}

function formatParam(kind: Kind, value: string | number, locale: string): string | number {
  if (kind === 'money') {
    if (typeof value !== 'number') return value;
    return formatFor(`money|${locale}`, () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' })).format(value / 100);
  }
  if (typeof value !== 'string') return value;
  return kind === 'date' ? calendarDate(value, locale) : clockTime(value, locale);
}

/** The values a message says, in the language on screen (or `locale`): dates, times and money formatted, the rest raw. */
export function formatErrorParams(params: Params | undefined, locale: string = activeLocale()): Params | undefined {
  if (!params) return params;
  const out: Params = {};
  for (const [name, value] of Object.entries(params)) {
    const kind = kindOf(name);
    out[name] = kind ? formatParam(kind, value, locale) : value;
  }
  return out;
}
