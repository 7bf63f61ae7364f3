import type {
  EventSetupOutcome,
  DivisionFormat,
  ListedProgram,
  OwnerEnrolment,
  ProgramKind,
  ProgramProblem,
  DateWarning,
  ScheduleProblem,
} from '@machines/programs';
import type { WholeRange } from '@machines/shared';
import type { MessageId, Translate } from '@/i18n/translate';
import { formatDate } from '@/lib/venue-time';

export const KIND_TEXT: Record<ProgramKind, MessageId> = {
  camp: 'programsStaff.events.kind.camp',
  clinic: 'programsStaff.events.kind.clinic',
  lesson: 'programsStaff.events.kind.lesson',
  social: 'programsStaff.events.kind.social',
  tournament: 'programsStaff.events.kind.tournament',
};

export const FORMAT_TEXT: Record<DivisionFormat, MessageId> = {
  singles: 'programsStaff.events.format.singles',
  doubles: 'programsStaff.events.format.doubles',
  mixed_doubles: 'programsStaff.events.format.mixed_doubles',
};

const PROBLEM_TEXT: Record<ProgramProblem | ScheduleProblem | DateWarning, MessageId> = {
  required: 'programsStaff.problem.required',
  wholeNumber: 'programsStaff.problem.wholeNumber',
  money: 'programsStaff.problem.money',
  endBeforeStart: 'programsStaff.problem.endBeforeStart',
  noCourts: 'programsStaff.problem.noCourts',
  tooManyCourts: 'programsStaff.problem.tooManyCourts',
  closedDay: 'programsStaff.problem.closedDay',
  outsideHours: 'programsStaff.problem.outsideHours',
  outOfRange: 'programsStaff.events.problem.outOfRange',
  belowEntries: 'programsStaff.events.problem.belowEntries',
  ageOrder: 'programsStaff.events.problem.ageOrder',
  pairNeeded: 'programsStaff.events.problem.pairNeeded',
  windowOrder: 'programsStaff.events.problem.windowOrder',
  noSessions: 'programsStaff.events.problem.noSessions',
  noWeekdays: 'programsStaff.events.problem.noWeekdays',
  noDates: 'programsStaff.events.problem.noDates',
  tooManyDates: 'programsStaff.events.problem.tooManyDates',
};

/** The message at a field: the form's own check first (a number field's says its range), else the server's. */
export const problemText = (t: Translate, problem: ProgramProblem | ScheduleProblem | DateWarning | undefined, serverMessage?: string, range?: WholeRange) => {
  if (range && (problem === 'wholeNumber' || problem === 'outOfRange')) return t('programsStaff.problem.wholeNumberRange', { min: range.min, max: range.max });
  return problem ? t(PROBLEM_TEXT[problem]) : serverMessage;
};

/** "March 3, 2026 – March 7, 2026", one date alone, or "No dates yet". */
export function programDates(t: Translate, program: ListedProgram): string {
  const dates = program.sessions
    .filter((s) => s.status !== 'cancelled')
    .map((s) => s.date)
    .sort();
  if (dates.length === 0) return t('programsStaff.events.noDates');
  const first = formatDate(dates[0], 'long');
  return dates.length === 1 || dates[0] === dates[dates.length - 1]
    ? first
    : t('programsStaff.events.dates', { first, last: formatDate(dates[dates.length - 1], 'long') });
}

export type ProgramStatus = 'draft' | 'published' | 'cancelled';
export const statusOf = (program: ListedProgram): ProgramStatus => (program.cancelledAt ? 'cancelled' : program.published ? 'published' : 'draft');

const OUTCOME_TEXT: Record<EventSetupOutcome['kind'], MessageId> = {
  saved: 'programsStaff.events.outcome.saved',
  duplicated: 'programsStaff.events.outcome.duplicated',
  published: 'programsStaff.events.outcome.published',
  unpublished: 'programsStaff.events.outcome.unpublished',
  cancelled: 'programsStaff.events.outcome.cancelled',
};
/** `textOf` names the program in the language on screen (useLocalizedText). */
export const outcomeText = (t: Translate, outcome: EventSetupOutcome, textOf: (title: EventSetupOutcome['title']) => string) =>
  t(OUTCOME_TEXT[outcome.kind], { title: textOf(outcome.title) });

export const ENROLMENT_STATUS_TEXT: Record<OwnerEnrolment['status'], MessageId> = {
  held: 'programsStaff.events.enrolment.held',
  confirmed: 'programsStaff.events.enrolment.confirmed',
  cancelled: 'programsStaff.events.enrolment.cancelled',
};
