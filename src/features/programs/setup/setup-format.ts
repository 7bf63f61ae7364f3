import { type ScheduleConflict, minutesOf, type DraftProblem } from '@machines/programs';
import type { WholeRange } from '@machines/shared';
import type { MessageId, Translate } from '@/i18n/translate';
import { currentLocale, formatMinutesOfDay } from '@/lib/venue-clock';
import { formatDate } from '@/lib/venue-time';

/** "Tuesday" / "mardi" for 0 = Sunday … 6 = Saturday (1 January 2023 was a Sunday). */
export const weekdayName = (weekday: number) =>
  new Intl.DateTimeFormat(currentLocale(), { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + weekday));

/** "6:00 p.m. – 8:00 p.m." for venue wall-clock times "HH:mm". */
export const wallSpan = (startTime: string, endTime: string) => `${formatMinutesOfDay(minutesOf(startTime))} – ${formatMinutesOfDay(minutesOf(endTime))}`;

export const courtList = (courts: number[]) => courts.join(', ');

export const PROBLEM_TEXT: Record<DraftProblem, MessageId> = {
  required: 'programsStaff.problem.required',
  wholeNumber: 'programsStaff.problem.wholeNumber',
  outOfRange: 'programsStaff.events.problem.outOfRange',
  money: 'programsStaff.problem.money',
  endBeforeStart: 'programsStaff.problem.endBeforeStart',
  outsideHours: 'programsStaff.problem.outsideHours',
  closedDay: 'programsStaff.problem.closedDay',
  noCourts: 'programsStaff.problem.noCourts',
  tooManyCourts: 'programsStaff.problem.tooManyCourts',
  pastDate: 'programsStaff.problem.pastDate',
  nothingChanged: 'programsStaff.problem.nothingChanged',
  bandTooLong: 'programsStaff.problem.bandTooLong',
  bandTwice: 'programsStaff.problem.bandTwice',
  bandCount: 'programsStaff.problem.bandCount',
};

/** The message at a field: the form's own check first (a number field's says its range), else the server's. */
export const fieldMessage = (t: Translate, problem: DraftProblem | undefined, serverMessage: string | undefined, range?: WholeRange) => {
  if (range && (problem === 'wholeNumber' || problem === 'outOfRange')) return t('programsStaff.problem.wholeNumberRange', { min: range.min, max: range.max });
  return problem ? t(PROBLEM_TEXT[problem]) : serverMessage;
};

const REASON_TEXT: Record<ScheduleConflict['reason'], MessageId> = {
  court_taken: 'programsStaff.skipped.courtTaken',
  closed: 'programsStaff.skipped.closed',
  outside_hours: 'programsStaff.skipped.outsideHours',
  has_registrations: 'programsStaff.skipped.hasRegistrations',
};

/** "Tuesday, December 1, 2026, court 2: court taken" */
export const skippedText = (t: Translate, conflict: ScheduleConflict) =>
  conflict.court === null
    ? t('programsStaff.skipped.date', { date: formatDate(conflict.date), reason: t(REASON_TEXT[conflict.reason]) })
    : t('programsStaff.skipped.dateCourt', { date: formatDate(conflict.date), court: conflict.court, reason: t(REASON_TEXT[conflict.reason]) });
