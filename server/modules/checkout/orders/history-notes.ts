import { formatMoney } from '../../../lib/money.js';
import type { Locale } from '../../../lib/request-locale.js';
import { translator, type ServerMessageId } from '../../../lib/server-i18n.js';
import type { HistoryNote } from '../products/index.js';
import type { HistoryNoteParams, StoredNote } from './schema.js';

/**
 * An order's history notes are stored as a code and its parameters (note_code, note_params) next to
 * their English words (note: logs, older clients, and notes written before codes, which have none).
 * Staff read them in their own language: the API words each one when it answers.
 */

type Stored = { note: string; noteCode: string | null; noteParams: HistoryNoteParams | null };

/**
 * The order's lines as the reader says them, keyed by their stored English description: a note names
 * a line by that snapshot ("Annual membership — Sam Lee, …"), and reads it in the reader's words.
 */
export type LineWords = ReadonlyMap<string, string>;

/** The values a message reads: amounts formatted in the reader's language, the lines an order placed worded one by one. */
function messageValues(params: HistoryNote['params'], locale: Locale, lines?: LineWords): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (Array.isArray(value)) values[key] = value.map((part) => historyNoteWords(part, locale, lines)).join(locale === 'fr-CA' ? '\u00a0; ' : '; ');
    else {
      values[key] = key === 'description' && typeof value === 'string' ? (lines?.get(value) ?? value) : value;
      if (typeof value === 'number' && key.endsWith('Cents')) values[key.slice(0, -'Cents'.length)] = formatMoney(value, 'CAD', locale);
    }
  }
  return values;
}

/** A note in words, in one language. */
function historyNoteWords(note: HistoryNote, locale: Locale = 'en-CA', lines?: LineWords): string {
  return translator(locale)(`history.${note.code}` as ServerMessageId, messageValues(note.params, locale, lines));
}

/** The row's columns for a note: its code and parameters, and its English words. */
export const storedNote = (note: HistoryNote): StoredNote => ({
  note: historyNoteWords(note, 'en-CA'),
  noteCode: note.code,
  noteParams: (note.params ?? {}) as HistoryNoteParams,
});

/** A stored note in the reader's language, the order's lines in the reader's words; a note from before codes is said as it was written. */
export function storedNoteWords(row: Stored, locale: Locale, lines?: LineWords): string {
  return row.noteCode
    ? historyNoteWords({ code: row.noteCode as HistoryNote['code'], params: (row.noteParams ?? {}) as HistoryNote['params'] }, locale, lines)
    : row.note;
}
