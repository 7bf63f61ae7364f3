// A program's schedule as the owner describes it (one date, a run of days, a weekly series) and the
// explicit list of dates it stands for, which is what the API takes. Calendar dates only: no zone.
import { isIsoDate, shiftDate, wholeNumberProblem, type WholeRange } from '../shared';
import type { ProgramSessionInput } from './event-shapes';
import { minutesOf, weekdayOfDate, type SetupBounds } from './setup-drafts';

export type ScheduleMode = 'single' | 'range' | 'weekly';
export type ScheduleField = 'date' | 'endDate' | 'startTime' | 'endTime' | 'weeks';

export interface ScheduleDraft {
  mode: ScheduleMode;
  /** single: the date; range: its first day; weekly: the first date of the series. */
  date: string;
  /** range: its last day. */
  endDate: string;
  /** range: Monday to Friday only. */
  weekdaysOnly: boolean;
  /** weekly: 0 = Sunday … 6 = Saturday. */
  weekdays: number[];
  /** weekly: how many weeks, as typed. */
  weeks: string;
  startTime: string;
  endTime: string;
  courts: number[];
}

/** Why the schedule cannot make dates yet: the view words it. */
export type ScheduleProblem =
  'required' | 'endBeforeStart' | 'wholeNumber' | 'outOfRange' | 'noWeekdays' | 'noCourts' | 'tooManyCourts' | 'noDates' | 'tooManyDates';
export type ScheduleProblems = Partial<Record<ScheduleField | 'weekdays' | 'courts' | 'dates', ScheduleProblem>>;

/** A date the venue's hours do not allow: marked in the list for the owner to remove (the server refuses it). */
export type DateWarning = 'closedDay' | 'outsideHours';

/** The API takes 1 to 100 sessions. */
export const MAX_SESSIONS = 100;
const MAX_WEEKS = 52;
/** How many weeks a weekly schedule runs (a year at most; the server takes at most 100 dates). */
export const WEEKS_RANGE: WholeRange = { min: 1, max: MAX_WEEKS };
/** A run of days longer than this is not a program the form generates (and would exceed MAX_SESSIONS anyway). */
const MAX_SPAN_DAYS = 366;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const EMPTY_SCHEDULE: ScheduleDraft = {
  mode: 'single',
  date: '',
  endDate: '',
  weekdaysOnly: false,
  weekdays: [],
  weeks: '4',
  startTime: '09:00',
  endTime: '12:00',
  courts: [],
};

/** A program's own sessions as a starting point: its first date, times and courts. */
export function scheduleDraftOf(sessions: ProgramSessionInput[]): ScheduleDraft {
  if (sessions.length === 0) return EMPTY_SCHEDULE;
  const sorted = [...sessions].sort((a, b) => a.date.localeCompare(b.date));
  const first = sorted[0];
  return {
    ...EMPTY_SCHEDULE,
    mode: sorted.length === 1 ? 'single' : 'range',
    date: first.date,
    endDate: sorted[sorted.length - 1].date,
    startTime: first.startTime,
    endTime: first.endTime,
    courts: [...first.courts],
  };
}

const isWeekend = (date: string) => [0, 6].includes(weekdayOfDate(date));

/** Every date the schedule stands for, in order (stops past MAX_SESSIONS); [] while its dates are incomplete. */
export function scheduleDates(draft: ScheduleDraft): string[] {
  if (!isIsoDate(draft.date)) return [];
  if (draft.mode === 'single') return [draft.date];
  const span =
    draft.mode === 'range'
      ? isIsoDate(draft.endDate) && draft.endDate >= draft.date
        ? Math.min(dayCount(draft.date, draft.endDate), MAX_SPAN_DAYS)
        : 0
      : /^\d{1,2}$/.test(draft.weeks.trim())
        ? Math.min(Number(draft.weeks), MAX_WEEKS) * 7
        : 0;
  const dates: string[] = [];
  for (let day = 0; day < span && dates.length <= MAX_SESSIONS; day++) {
    const date = shiftDate(draft.date, day);
    const wanted = draft.mode === 'range' ? !(draft.weekdaysOnly && isWeekend(date)) : draft.weekdays.includes(weekdayOfDate(date));
    if (wanted) dates.push(date);
  }
  return dates;
}

/** Days from `from` to `to`, both included. */
function dayCount(from: string, to: string): number {
  const utc = (date: string) => {
    const [y, m, d] = date.split('-').map(Number);
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000) + 1;
}

/** The checks before the schedule makes its dates. */
export function scheduleProblems(draft: ScheduleDraft, courtCount: number): ScheduleProblems {
  const problems: ScheduleProblems = {};
  if (!isIsoDate(draft.date)) problems.date = 'required';
  if (draft.mode === 'range') {
    if (!isIsoDate(draft.endDate)) problems.endDate = 'required';
    else if (!problems.date && draft.endDate < draft.date) problems.endDate = 'endBeforeStart';
  }
  if (draft.mode === 'weekly') {
    if (draft.weekdays.length === 0) problems.weekdays = 'noWeekdays';
    const weeks = wholeNumberProblem(draft.weeks, WEEKS_RANGE);
    if (weeks) problems.weeks = weeks;
  }
  if (!TIME.test(draft.startTime)) problems.startTime = 'required';
  if (!TIME.test(draft.endTime)) problems.endTime = 'required';
  else if (!problems.startTime && minutesOf(draft.endTime) <= minutesOf(draft.startTime)) problems.endTime = 'endBeforeStart';
  if (draft.courts.length === 0) problems.courts = 'noCourts';
  else if (draft.courts.some((court) => court < 1 || court > courtCount)) problems.courts = 'tooManyCourts';
  if (Object.keys(problems).length === 0) {
    const count = scheduleDates(draft).length;
    if (count === 0) problems.dates = 'noDates';
    else if (count > MAX_SESSIONS) problems.dates = 'tooManyDates';
  }
  return problems;
}

/** The explicit sessions the schedule stands for; [] while it has a problem. */
export function generateSessions(draft: ScheduleDraft, courtCount: number): ProgramSessionInput[] {
  if (Object.keys(scheduleProblems(draft, courtCount)).length > 0) return [];
  const courts = [...draft.courts].sort((a, b) => a - b);
  return scheduleDates(draft).map((date) => ({ date, startTime: draft.startTime, endTime: draft.endTime, courts: [...courts] }));
}

/** The list without its `index`-th date. */
export const withoutSession = (sessions: ProgramSessionInput[], index: number) => sessions.filter((_, i) => i !== index);

/** Dates outside the venue's hours, by their place in the list. */
export function dateWarnings(sessions: ProgramSessionInput[], bounds: SetupBounds): Record<number, DateWarning> {
  const warnings: Record<number, DateWarning> = {};
  sessions.forEach((session, index) => {
    if (!isIsoDate(session.date) || bounds.hours.length !== 7) return;
    const hours = bounds.hours[weekdayOfDate(session.date)];
    if (hours === null) warnings[index] = 'closedDay';
    else if (minutesOf(session.startTime) < hours.opens || minutesOf(session.endTime) > hours.closes) warnings[index] = 'outsideHours';
  });
  return warnings;
}

/** Two lists hold the same dates, times and courts (order aside). */
export function sameSessions(a: ProgramSessionInput[], b: ProgramSessionInput[]): boolean {
  const key = (s: ProgramSessionInput) => `${s.date} ${s.startTime} ${s.endTime} ${[...s.courts].sort((x, y) => x - y).join(',')}`;
  return a.length === b.length && a.map(key).sort().join('|') === b.map(key).sort().join('|');
}
