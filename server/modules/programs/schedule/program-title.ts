import { inLocale } from '../../../lib/localized.js';
import type { Locale } from '../../../lib/request-locale.js';
import type { ProgramRow } from './schema.js';

/** A program's title in both languages, as stored: English ('' when only the French is given) and French (null: none). */
export interface ProgramTitles {
  en: string;
  fr: string | null;
}

export const programTitles = (program: Pick<ProgramRow, 'title' | 'titleFr'>): ProgramTitles => ({ en: program.title, fr: program.titleFr });

/** The title a reader of `locale` sees (e-mails, order lines): theirs, else the other language's. */
export const titleIn = (titles: ProgramTitles, locale: Locale) => inLocale(titles, locale);

/** The one title the venue's own records name a program by (history notes, audit, the day grid): English, else French. */
export const recordTitle = (program: Pick<ProgramRow, 'title' | 'titleFr'>) => program.title || program.titleFr || '';
