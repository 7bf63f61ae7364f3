import type { ProgramSummary } from '@machines/programs/catalogue-shapes';
import type { Translate } from '@/i18n/translate';
import { formatDate, formatInstant, formatTimeSpan } from '@/lib/venue-time';

/** "Ages 8–12", "Ages 16 and up", "Ages 12 and under", "All ages". */
export function agesText(t: Translate, program: Pick<ProgramSummary, 'minAge' | 'maxAge'>): string {
  const { minAge, maxAge } = program;
  if (minAge !== null && maxAge !== null) return t('programs.catalogue.ages.range', { min: minAge, max: maxAge });
  if (minAge !== null) return t('programs.catalogue.ages.from', { min: minAge });
  if (maxAge !== null) return t('programs.catalogue.ages.upTo', { max: maxAge });
  return t('programs.catalogue.ages.all');
}

/** "December 1, 2026", or "December 1, 2026 to January 5, 2027" (venue dates). */
export function datesText(t: Translate, program: Pick<ProgramSummary, 'firstDate' | 'lastDate'>): string {
  const first = formatDate(program.firstDate, 'long');
  return program.firstDate === program.lastDate ? first : t('programs.catalogue.dateRange', { first, last: formatDate(program.lastDate, 'long') });
}

/** "5 sessions · 6:00 p.m. – 8:00 p.m.": the first session's start to the last one's end, as times of day. */
export function timesText(t: Translate, program: Pick<ProgramSummary, 'sessionCount' | 'startsAt' | 'endsAt'>, timeZone: string): string {
  return t('programs.catalogue.times', { count: program.sessionCount, times: formatTimeSpan(program, timeZone) });
}

/** Whether a player can register, in words: "Registration open", "Registration opens March 1, 2026, 9:00 a.m."… */
export function registrationText(t: Translate, program: Pick<ProgramSummary, 'registration' | 'registrationOpensAt'>, timeZone: string): string {
  if (program.registration === 'not_open' && program.registrationOpensAt) return t('programs.registration.opens', { when: formatInstant(program.registrationOpensAt, timeZone) });
  return t('programs.registration.state', { state: program.registration });
}

export const kindText = (t: Translate, kind: ProgramSummary['kind']) => t('programs.kind', { kind });

/** The badge colour of a registration state. */
export const registrationColor = (state: ProgramSummary['registration']) =>
  state === 'open' ? 'success' : state === 'info_only' || state === 'not_open' ? 'informative' : state === 'full' ? 'warning' : 'subtle';
