/**
 * The one place the API turns Intl's dates and times into text. English is Intl's own output; French
 * is written as the OQLF writes it, which Intl's fr-CA does not: "9 h", "9 h 30", "21 h" (no leading
 * zero, no ":00" minutes, no-break spaces), and "1er" for the first day of a month ("1er mars").
 * src/i18n/date-text.ts does the same for the web app (the API imports no SPA code).
 */
import type { Locale } from './request-locale.js';

const NBSP = '\u00a0';

/** Intl's fr-CA parts, rewritten: the hour without its zero, ":00" minutes dropped, "1" as the day of a month "1er". */
export function frenchParts(parts: readonly Intl.DateTimeFormatPart[]): string {
  const hasMonth = parts.some((part) => part.type === 'month');
  let text = '';
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (part.type === 'hour') {
      text += String(Number(part.value));
      const [literal, minute] = [parts[i + 1], parts[i + 2]];
      // "09 h 00" → "9 h", "09 h 30" → "9 h 30", "09 h" → "9 h"
      if (literal?.type === 'literal' && /^\s*h\s*$/.test(literal.value)) {
        text += `${NBSP}h`;
        i += 1;
        if (minute?.type === 'minute') {
          if (minute.value !== '00') text += `${NBSP}${minute.value}`;
          i += 1;
        }
      }
      continue;
    }
    if (part.type === 'day' && hasMonth && Number(part.value) === 1) {
      text += '1er';
      continue;
    }
    text += part.value;
  }
  return text;
}

/** An instant (or a UTC-midnight calendar date) through an Intl format, in the reader's language. */
export function formatDateText(format: Intl.DateTimeFormat, at: Date | number, locale: Locale): string {
  return locale === 'fr-CA' ? frenchParts(format.formatToParts(at)) : format.format(at);
}
