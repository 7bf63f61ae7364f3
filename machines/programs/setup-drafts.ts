// The owner's drop-in forms as typed (text), the checks made before anything is sent, and the bodies they stand for.
import { hasAny, type Localized, localizedOf, shiftDate, wholeNumberProblem, type WholeRange } from '../shared';
import { openPlayBody, openPlayDraftOf, openPlayProblems, type OpenPlayDraft, type OpenPlayField, type OpenPlayProblem } from './open-play-draft';
import type { DropInTemplate, DropInTemplateInput, OpenPlaySetup, ProgramSession } from './program-shapes';

/** What bounds the editors (company settings): court count, and per weekday (0 = Sunday) the hours in minutes, or null when closed. */
export interface SetupBounds {
  courts: number;
  hours: ({ opens: number; closes: number } | null)[];
}

export type TemplateField =
  | 'title'
  | 'level'
  | 'weekday'
  | 'startTime'
  | 'endTime'
  | 'playersPerCourt'
  | 'memberPrice'
  | 'nonMemberPrice'
  | 'opensDaysBefore'
  | 'cancellationCutoffHours';

/** The fields typed as one text (the title is typed in both languages). */
export type TemplateTextField = Exclude<TemplateField, 'title'>;

/** A template's form: every field as typed; prices in dollars ("12.50"); the title in English and French; open play's section. */
export type TemplateDraft = Record<TemplateTextField, string> & { title: Localized<string>; courts: number[]; openPlay: OpenPlayDraft };

export type SessionField = 'programId' | 'date' | 'startTime' | 'endTime' | 'capacity' | 'reason';
/** A one-off, a change or a cancellation of one date (open play's section is a one-off's). */
export type SessionDraft = Record<SessionField, string> & { courts: number[]; openPlay: OpenPlayDraft };

/** Why a field cannot be sent yet: the view words it (programsStaff.problem.<code>). */
export type DraftProblem =
  | 'required'
  | 'wholeNumber'
  | 'outOfRange'
  | 'money'
  | 'endBeforeStart'
  | 'outsideHours'
  | 'closedDay'
  | 'noCourts'
  | 'tooManyCourts'
  | 'pastDate'
  | 'nothingChanged'
  | OpenPlayProblem;
export type DraftProblems = Partial<Record<TemplateField | SessionField | 'courts' | 'form' | OpenPlayField, DraftProblem>>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** The whole numbers each field takes: server/modules/programs/schedule/template-input.ts checks the same. */
export const TEMPLATE_RANGES = {
  playersPerCourt: { min: 1, max: 12 },
  opensDaysBefore: { min: 0, max: 60 },
  cancellationCutoffHours: { min: 0, max: 168 },
} as const satisfies Partial<Record<TemplateField, WholeRange>>;
export const SESSION_RANGES = { capacity: { min: 1, max: 600 } } as const satisfies Partial<Record<SessionField, WholeRange>>;

const DOLLARS = /^\d{1,7}([.,]\d{1,2})?$/;

export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const centsOf = (dollars: string) => Math.round(Number(dollars.trim().replace(',', '.')) * 100);
const dollarsOf = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/** 0 = Sunday … 6 = Saturday for a calendar date "YYYY-MM-DD". */
export function weekdayOfDate(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The owner's calendar: today and the next eight weeks. */
export const calendarRange = (today: string) => ({ from: today, to: shiftDate(today, 8 * 7 - 1) });

export function templateDraftOf(template: DropInTemplate | null): TemplateDraft {
  if (!template) {
    return {
      title: { en: '', fr: '' },
      level: '',
      weekday: '1',
      startTime: '18:00',
      endTime: '20:00',
      courts: [],
      playersPerCourt: '4',
      memberPrice: '',
      nonMemberPrice: '',
      opensDaysBefore: '7',
      cancellationCutoffHours: '24',
      openPlay: openPlayDraftOf(null),
    };
  }
  return {
    title: localizedOf(template.title, ''),
    level: template.level,
    weekday: String(template.weekday),
    startTime: template.startTime,
    endTime: template.endTime,
    courts: [...template.courts],
    playersPerCourt: String(template.playersPerCourt),
    memberPrice: dollarsOf(template.memberPriceCents),
    nonMemberPrice: dollarsOf(template.nonMemberPriceCents),
    opensDaysBefore: String(template.opensDaysBefore),
    cancellationCutoffHours: String(template.cancellationCutoffHours),
    // An answer from before open play (no field) reads as a plain drop-in.
    openPlay: openPlayDraftOf(template.openPlay),
  };
}

/** Times, courts and hours against the venue: the checks a template, a change and a one-off share. */
function slotProblems(draft: { startTime: string; endTime: string; courts: number[] }, weekday: number | null, bounds: SetupBounds): DraftProblems {
  const problems: DraftProblems = {};
  if (!TIME.test(draft.startTime)) problems.startTime = 'required';
  if (!TIME.test(draft.endTime)) problems.endTime = 'required';
  if (!problems.startTime && !problems.endTime) {
    const start = minutesOf(draft.startTime);
    const end = minutesOf(draft.endTime);
    const hours = weekday === null ? undefined : bounds.hours[weekday];
    if (end <= start) problems.endTime = 'endBeforeStart';
    else if (hours === null) problems.startTime = 'closedDay';
    else if (hours && (start < hours.opens || end > hours.closes)) problems.startTime = 'outsideHours';
  }
  if (draft.courts.length === 0) problems.courts = 'noCourts';
  else if (draft.courts.some((court) => court < 1 || court > bounds.courts)) problems.courts = 'tooManyCourts';
  return problems;
}

export function templateDraftProblems(draft: TemplateDraft, bounds: SetupBounds): DraftProblems {
  const weekday = /^[0-6]$/.test(draft.weekday) ? Number(draft.weekday) : null;
  const problems: DraftProblems = { ...slotProblems(draft, weekday, bounds) };
  // Either language will do: a reader whose version is empty is served the other.
  if (!hasAny(draft.title)) problems.title = 'required';
  if (weekday === null) problems.weekday = 'required';
  for (const field of ['playersPerCourt', 'opensDaysBefore', 'cancellationCutoffHours'] as const) {
    const problem = wholeNumberProblem(draft[field], TEMPLATE_RANGES[field]);
    if (problem) problems[field] = problem;
  }
  for (const field of ['memberPrice', 'nonMemberPrice'] as const) {
    if (!DOLLARS.test(draft[field].trim())) problems[field] = 'money';
  }
  return { ...problems, ...openPlayProblems(draft.openPlay) };
}

export function templateBody(draft: TemplateDraft): DropInTemplateInput {
  return {
    title: { en: draft.title.en.trim() || null, fr: draft.title.fr.trim() || null },
    level: draft.level.trim(),
    weekday: Number(draft.weekday),
    startTime: draft.startTime,
    endTime: draft.endTime,
    courts: [...draft.courts].sort((a, b) => a - b),
    playersPerCourt: Number(draft.playersPerCourt),
    memberPriceCents: centsOf(draft.memberPrice),
    nonMemberPriceCents: centsOf(draft.nonMemberPrice),
    opensDaysBefore: Number(draft.opensDaysBefore),
    cancellationCutoffHours: Number(draft.cancellationCutoffHours),
    openPlay: openPlayBody(draft.openPlay),
  };
}

export function sessionDraftOf(session: ProgramSession | null, programId: number | null): SessionDraft {
  return {
    programId: programId === null ? '' : String(programId),
    date: session?.date ?? '',
    startTime: session?.startTime ?? '18:00',
    endTime: session?.endTime ?? '20:00',
    courts: session ? [...session.courts] : [],
    capacity: session ? String(session.capacity) : '',
    reason: '',
    openPlay: openPlayDraftOf(null),
  };
}

export type SessionMode = 'change' | 'cancel' | 'oneOff';

export function sessionDraftProblems(
  mode: SessionMode,
  draft: SessionDraft,
  bounds: SetupBounds,
  today: string,
  session: ProgramSession | null,
): DraftProblems {
  if (mode === 'cancel') return draft.reason.trim() ? {} : { reason: 'required' };
  const dated = /^\d{4}-\d{2}-\d{2}$/.test(draft.date);
  const problems: DraftProblems = { ...slotProblems(draft, dated ? weekdayOfDate(draft.date) : null, bounds) };
  if (!dated) problems.date = 'required';
  else if (draft.date < today) problems.date = 'pastDate';
  if (mode === 'oneOff' && !draft.programId) problems.programId = 'required';
  const capacity = wholeNumberProblem(draft.capacity, SESSION_RANGES.capacity, true);
  if (capacity) problems.capacity = capacity;
  if (mode === 'oneOff') Object.assign(problems, openPlayProblems(draft.openPlay));
  if (mode === 'change' && Object.keys(problems).length === 0 && session && Object.keys(sessionPatch(session, draft)).length === 0) {
    problems.form = 'nothingChanged';
  }
  return problems;
}

export interface SessionPatch {
  date?: string;
  startTime?: string;
  endTime?: string;
  courts?: number[];
  capacity?: number;
}

/** Only what changed on that date. */
export function sessionPatch(session: ProgramSession, draft: SessionDraft): SessionPatch {
  const patch: SessionPatch = {};
  const courts = [...draft.courts].sort((a, b) => a - b);
  if (draft.date !== session.date) patch.date = draft.date;
  if (draft.startTime !== session.startTime) patch.startTime = draft.startTime;
  if (draft.endTime !== session.endTime) patch.endTime = draft.endTime;
  if (courts.join() !== [...session.courts].sort((a, b) => a - b).join()) patch.courts = courts;
  if (draft.capacity.trim() !== '' && Number(draft.capacity) !== session.capacity) patch.capacity = Number(draft.capacity);
  return patch;
}

export interface OneOffRequest {
  programId: number;
  date: string;
  startTime: string;
  endTime: string;
  courts: number[];
  capacity?: number;
  /** The date's own open play setup; left out, it follows its program's. */
  openPlay?: OpenPlaySetup;
}

export function oneOffRequest(draft: SessionDraft): OneOffRequest {
  const request: OneOffRequest = {
    programId: Number(draft.programId),
    date: draft.date,
    startTime: draft.startTime,
    endTime: draft.endTime,
    courts: [...draft.courts].sort((a, b) => a - b),
  };
  if (draft.capacity.trim() !== '') request.capacity = Number(draft.capacity);
  const openPlay = openPlayBody(draft.openPlay);
  if (openPlay) request.openPlay = openPlay;
  return request;
}

/** A court ticked or unticked. */
export const toggledCourts = (courts: number[], court: number) =>
  courts.includes(court) ? courts.filter((c) => c !== court) : [...courts, court].sort((a, b) => a - b);
