import { BoundedMap } from './bounded-map.js';
import type { Locale } from './request-locale.js';
import { translator } from './server-i18n.js';
import { formatDateText } from './date-text.js';
import { clockTime, venueWallClock } from './venue-time.js';

/**
 * Dates, periods and zone names as people read them on order lines and receipts, in the reader's
 * language: "November 27, 2026", "Mon Dec 21 to Fri Dec 25, 2026, 9:00 a.m.
 * to 12:00 p.m.", "Eastern Standard Time". Intl formats are made once per locale, zone and style.
 */
const formats = new BoundedMap<string, Intl.DateTimeFormat>(200);

function format(locale: Locale, timeZone: string, options: Intl.DateTimeFormatOptions, style: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${style}`;
  let known = formats.get(key);
  if (!known) {
    known = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formats.set(key, known);
  }
  return known;
}

const piece = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';

/** A calendar date ("2026-11-27") in words: "November 27, 2026"; in fr-CA "27 novembre 2026" ("1er mars 2027"). */
export function describeCalendarDate(date: string, locale: Locale): string {
  const [year, month, day] = date.split('-').map(Number);
  return formatDateText(
    format(locale, 'UTC', { month: 'long', day: 'numeric', year: 'numeric' }, 'calendarDate'),
    new Date(Date.UTC(year, month - 1, day, 12)),
    locale,
  );
}

/** "Mon Dec 21" (with ", 2026" when asked); in fr-CA "lun. 21 déc." ("lun. 21 déc. 2026", "mar. 1er déc."). */
function shortDay(at: Date, timeZone: string, locale: Locale, withYear: boolean): string {
  const parts = format(locale, timeZone, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }, 'shortDay').formatToParts(at);
  const [weekday, month, day, year] = [piece(parts, 'weekday'), piece(parts, 'month'), piece(parts, 'day'), piece(parts, 'year')];
  if (locale === 'en-CA') return `${weekday} ${month.replace(/\.$/, '')} ${day}${withYear ? `, ${year}` : ''}`;
  return `${weekday} ${day === '1' ? '1er' : day} ${month}${withYear ? ` ${year}` : ''}`;
}

/**
 * Several sessions of one program as a period: the first and last days, and the daily hours when
 * every session keeps the same ones: "5 sessions, Mon Dec 21 to Fri Dec 25, 2026, 9:00 a.m. to
 * 12:00 p.m."; in fr-CA "5 séances, du lun. 21 déc. au ven. 25 déc. 2026, de 9 h à 12 h".
 */
export function describeSessionSeries(sessions: readonly { startsAt: Date; endsAt: Date }[], timeZone: string, locale: Locale): string {
  const t = translator(locale);
  const first = sessions[0];
  const last = sessions.at(-1)!;
  const sameYear = venueWallClock(first.startsAt, timeZone).date.slice(0, 4) === venueWallClock(last.startsAt, timeZone).date.slice(0, 4);
  const days = t('receipt.dateRange', { from: shortDay(first.startsAt, timeZone, locale, !sameYear), to: shortDay(last.startsAt, timeZone, locale, true) });
  const hours = (session: { startsAt: Date; endsAt: Date }) =>
    `${venueWallClock(session.startsAt, timeZone).time}-${venueWallClock(session.endsAt, timeZone).time}`;
  const sameHours = sessions.every((session) => hours(session) === hours(first));
  const times = sameHours ? t('receipt.timeRange', { from: clockTime(first.startsAt, timeZone, locale), to: clockTime(first.endsAt, timeZone, locale) }) : null;
  return t('receipt.sessionSeries', { count: sessions.length, days, times: times ?? '', withTimes: times ? 'yes' : 'no' });
}

/** The zone's long name at an instant, in the reader's language: "Eastern Standard Time", "heure normale de l’Est". */
export function zoneLongName(timeZone: string, at: Date, locale: Locale): string {
  try {
    return piece(format(locale, timeZone, { timeZoneName: 'long' }, 'zoneLong').formatToParts(at), 'timeZoneName') || timeZone;
  } catch {
    return timeZone; // not a zone Intl knows
  }
}
