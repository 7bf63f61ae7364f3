import type { Division, DivisionFormat, ProgramSummary } from '@machines/programs';
import type { Translate } from '@/i18n/translate';
import { formatCad } from '@/lib/money';
import { formatDate, formatDeadline, formatInstant, formatTimeSpan } from '@/lib/venue-time';

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
  if (program.registration === 'not_open' && program.registrationOpensAt)
    return t('programs.registration.opens', { when: formatInstant(program.registrationOpensAt, timeZone) });
  return t('programs.registration.state', { state: program.registration });
}

export const kindText = (t: Translate, kind: ProgramSummary['kind']) => t('programs.kind', { kind });

/** The badge colour of a registration state. */
export const registrationColor = (state: ProgramSummary['registration']) =>
  state === 'open' ? 'success' : state === 'info_only' || state === 'not_open' ? 'informative' : state === 'full' ? 'warning' : 'subtle';

/** "Singles", "Doubles", "Mixed doubles". */
export const formatText = (t: Translate, format: DivisionFormat) => t('programs.tournament.format', { format });

/** A division at a glance: "Doubles · Level 3.5 · 50+ · $35.00 per player". */
export function divisionFactsText(t: Translate, division: Division): string {
  const facts = [formatText(t, division.format)];
  if (division.level) facts.push(t('programs.tournament.level', { level: division.level }));
  if (division.minAge !== null) facts.push(t('programs.tournament.ageBracket', { min: division.minAge }));
  facts.push(t('programs.tournament.fee', { fee: formatCad(division.feeCents) }));
  return facts.join(' · ');
}

/** "10 of 12 spots left", or "Full — 2 waiting". */
export const divisionSpotsText = (t: Translate, division: Division) =>
  division.spotsLeft > 0
    ? t('programs.tournament.spotsLeft', { left: division.spotsLeft, max: division.maxEntries })
    : t('programs.tournament.full', { waiting: division.waiting });

/** "Alice L. / Bob M.", or "Dana K. (partner to confirm)" for an entry still forming. */
export function entrantText(t: Translate, entrant: Division['entrants'][number]): string {
  const names = entrant.names.join(' / ');
  return entrant.complete ? names : t('programs.tournament.forming', { names });
}

/** The registration deadline: `registrationClosesAt`, else the first date's start (the server's rule), in the venue's zone. */
export const deadlineOf = (program: Pick<ProgramSummary, 'registrationClosesAt' | 'startsAt'>, timeZone: string) =>
  program.registrationClosesAt ? formatDeadline(program.registrationClosesAt, timeZone) : formatInstant(program.startsAt, timeZone);

/**
 * A tournament place's partner: "with Bob M.", or "waiting for your partner to accept" while the entry
 * is incomplete after the player paid (a place not yet paid says so itself); null without one.
 */
export function partnerText(t: Translate, place: { status: string; partnerName?: string | null; entryComplete?: boolean }): string | null {
  if (place.entryComplete === false && place.status === 'confirmed') return t('programs.tournament.partnerPending');
  return place.partnerName ? t('programs.tournament.withPartner', { partner: place.partnerName }) : null;
}
