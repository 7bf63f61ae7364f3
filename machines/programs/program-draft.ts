// The owner's program form as typed (text), the checks made before anything is sent, and the body it stands for.
import { hasAny, isIsoDate, type Localized, localizedOf, type RichTextDocument, wholeNumberProblem, type WholeRange } from '../shared';
import {
  centsOf,
  divisionDraftOf,
  divisionFieldOf,
  divisionInputs,
  divisionProblems,
  dollarsOf,
  DOLLARS,
  newDivision,
  type DivisionDraft,
  type DivisionPath,
} from './division-draft';
import type { ListedProgram, ProgramBody, ProgramKind, ProgramSessionInput, WallTime } from './event-shapes';
import { sameSessions } from './schedule-generator';

export type ProgramField =
  | 'title'
  | 'level'
  | 'coachId'
  | 'capacity'
  | 'minAge'
  | 'maxAge'
  | 'memberPrice'
  | 'nonMemberPrice'
  | 'earlyBirdPrice'
  | 'earlyBirdUntil'
  | 'opensDate'
  | 'opensTime'
  | 'closesDate'
  | 'closesTime'
  | 'cancellationCutoffHours'
  /** 'taxable' or 'exempt' (docs/decisions.md, "Tax category of a program"). */
  | 'taxCategory';

/** The fields typed as one text (the title is typed in both languages). */
export type ProgramTextField = Exclude<ProgramField, 'title'>;

/** Every field as typed; prices in dollars ("12.50"); the coach as its id or '' for none; title and description in English and French. */
export type ProgramDraft = Record<ProgramTextField, string> & {
  kind: ProgramKind;
  title: Localized<string>;
  registrationEnabled: boolean;
  description: Localized<RichTextDocument | null>;
  /** A tournament's divisions (a new program starts with one, used only if it becomes a tournament). */
  divisions: DivisionDraft[];
};

/** Fields a tournament does not ask for: its capacity and prices are its divisions'. */
export const PRICED_FIELDS: readonly ProgramField[] = ['capacity', 'memberPrice', 'nonMemberPrice', 'earlyBirdPrice', 'earlyBirdUntil'];

/** Why a field cannot be sent yet: the view words it. */
export type ProgramProblem = 'required' | 'wholeNumber' | 'money' | 'outOfRange' | 'ageOrder' | 'pairNeeded' | 'windowOrder' | 'noSessions' | 'belowEntries';
export type ProgramProblems = Partial<Record<ProgramField | 'sessions' | DivisionPath, ProgramProblem>>;

/** The whole numbers each field takes: server/modules/programs/events/event-input.ts checks the same. */
export const PROGRAM_RANGES = {
  capacity: { min: 1, max: 500 },
  minAge: { min: 0, max: 120 },
  maxAge: { min: 0, max: 120 },
  cancellationCutoffHours: { min: 0, max: 720 },
} as const satisfies Partial<Record<ProgramField, WholeRange>>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const text = (value: number | null) => (value === null ? '' : String(value));
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value.trim()));

export function programDraftOf(program: ListedProgram | null): ProgramDraft {
  if (!program) {
    return {
      kind: 'camp',
      title: { en: '', fr: '' },
      description: { en: null, fr: null },
      level: '',
      coachId: '',
      capacity: '12',
      registrationEnabled: true,
      minAge: '',
      maxAge: '',
      memberPrice: '',
      nonMemberPrice: '',
      earlyBirdPrice: '',
      earlyBirdUntil: '',
      opensDate: '',
      opensTime: '',
      closesDate: '',
      closesTime: '',
      cancellationCutoffHours: '48',
      taxCategory: 'taxable',
      divisions: [newDivision('n1')],
    };
  }
  return {
    kind: program.kind,
    title: localizedOf(program.title, ''),
    description: localizedOf<RichTextDocument | null>(program.description, null),
    level: program.level,
    coachId: text(program.coachId),
    capacity: String(program.capacity),
    registrationEnabled: program.registrationEnabled,
    minAge: text(program.minAge),
    maxAge: text(program.maxAge),
    memberPrice: dollarsOf(program.memberPriceCents),
    nonMemberPrice: dollarsOf(program.nonMemberPriceCents),
    earlyBirdPrice: program.earlyBirdPriceCents === null ? '' : dollarsOf(program.earlyBirdPriceCents),
    earlyBirdUntil: program.earlyBirdUntil ?? '',
    opensDate: program.registrationOpens?.date ?? '',
    opensTime: program.registrationOpens?.time ?? '',
    closesDate: program.registrationCloses?.date ?? '',
    closesTime: program.registrationCloses?.time ?? '',
    cancellationCutoffHours: String(program.cancellationCutoffHours),
    taxCategory: program.taxCategory ?? 'taxable',
    divisions: program.divisions.map(divisionDraftOf),
  };
}

/** A window end: a date and a time, both or neither. */
function wallProblems(draft: ProgramDraft, date: 'opensDate' | 'closesDate', time: 'opensTime' | 'closesTime'): ProgramProblems {
  const hasDate = draft[date].trim() !== '';
  const hasTime = draft[time].trim() !== '';
  const problems: ProgramProblems = {};
  if (hasDate && !isIsoDate(draft[date])) problems[date] = 'required';
  if (hasTime && !TIME.test(draft[time])) problems[time] = 'required';
  if (hasDate && !hasTime) problems[time] = 'required';
  if (hasTime && !hasDate) problems[date] = 'required';
  return problems;
}

const wallTimeOf = (date: string, time: string): WallTime | null => (date.trim() === '' ? null : { date, time });

export function programDraftProblems(draft: ProgramDraft, sessions: ProgramSessionInput[]): ProgramProblems {
  const problems: ProgramProblems = { ...wallProblems(draft, 'opensDate', 'opensTime'), ...wallProblems(draft, 'closesDate', 'closesTime') };
  const put = (field: ProgramField, problem: ProgramProblem | undefined) => {
    if (problem) problems[field] = problem;
  };
  // Either language will do: a reader whose version is empty is served the other.
  if (!hasAny(draft.title)) problems.title = 'required';
  const tournament = draft.kind === 'tournament';
  put('minAge', wholeNumberProblem(draft.minAge, PROGRAM_RANGES.minAge, true));
  put('maxAge', wholeNumberProblem(draft.maxAge, PROGRAM_RANGES.maxAge, true));
  if (!problems.minAge && !problems.maxAge && draft.minAge.trim() && draft.maxAge.trim() && Number(draft.minAge) > Number(draft.maxAge)) {
    problems.maxAge = 'ageOrder';
  }
  put('cancellationCutoffHours', wholeNumberProblem(draft.cancellationCutoffHours, PROGRAM_RANGES.cancellationCutoffHours));
  if (tournament) Object.assign(problems, divisionProblems(draft.divisions));
  else Object.assign(problems, pricingProblems(draft));
  const opens = wallTimeOf(draft.opensDate, draft.opensTime);
  const closes = wallTimeOf(draft.closesDate, draft.closesTime);
  if (opens && closes && !problems.opensDate && !problems.opensTime && !problems.closesDate && !problems.closesTime) {
    if (`${closes.date}T${closes.time}` <= `${opens.date}T${opens.time}`) problems.closesDate = 'windowOrder';
  }
  if (sessions.length === 0) problems.sessions = 'noSessions';
  return problems;
}

/** Capacity, prices and the early bird: every kind but a tournament. */
function pricingProblems(draft: ProgramDraft): ProgramProblems {
  const problems: ProgramProblems = {};
  const capacity = wholeNumberProblem(draft.capacity, PROGRAM_RANGES.capacity);
  if (capacity) problems.capacity = capacity;
  for (const field of ['memberPrice', 'nonMemberPrice'] as const) {
    if (!DOLLARS.test(draft[field].trim())) problems[field] = 'money';
  }
  const earlyPrice = draft.earlyBirdPrice.trim();
  const earlyDate = draft.earlyBirdUntil.trim();
  if (earlyPrice && !DOLLARS.test(earlyPrice)) problems.earlyBirdPrice = 'money';
  if (earlyDate && !isIsoDate(earlyDate)) problems.earlyBirdUntil = 'required';
  if (earlyPrice && !earlyDate) problems.earlyBirdUntil = 'pairNeeded';
  if (earlyDate && !earlyPrice) problems.earlyBirdPrice = 'pairNeeded';
  return problems;
}

/** A description version with no blocks is an empty one. */
const documentOrNull = (doc: RichTextDocument | null) => (doc && doc.blocks.length > 0 ? doc : null);

/**
 * The body of a complete draft (the checks passed); a new program is saved as a draft (unpublished).
 * A tournament carries its divisions instead of a capacity and prices; no other kind carries divisions.
 */
export function programBody(draft: ProgramDraft, sessions: ProgramSessionInput[], published: boolean): ProgramBody {
  const sold =
    draft.kind === 'tournament'
      ? { divisions: divisionInputs(draft.divisions) }
      : {
          capacity: Number(draft.capacity.trim()),
          memberPriceCents: centsOf(draft.memberPrice),
          nonMemberPriceCents: centsOf(draft.nonMemberPrice),
          earlyBirdPriceCents: draft.earlyBirdPrice.trim() === '' ? null : centsOf(draft.earlyBirdPrice),
          earlyBirdUntil: draft.earlyBirdUntil.trim() === '' ? null : draft.earlyBirdUntil.trim(),
        };
  return {
    kind: draft.kind,
    title: { en: draft.title.en.trim() || null, fr: draft.title.fr.trim() || null },
    description: { en: documentOrNull(draft.description.en), fr: documentOrNull(draft.description.fr) },
    level: draft.level.trim(),
    coachId: draft.coachId === '' ? null : Number(draft.coachId),
    registrationEnabled: draft.registrationEnabled,
    minAge: numberOrNull(draft.minAge),
    maxAge: numberOrNull(draft.maxAge),
    ...sold,
    registrationOpens: wallTimeOf(draft.opensDate, draft.opensTime),
    registrationCloses: wallTimeOf(draft.closesDate, draft.closesTime),
    cancellationCutoffHours: Number(draft.cancellationCutoffHours.trim()),
    taxCategory: draft.taxCategory === 'exempt' ? 'exempt' : 'taxable',
    published,
    sessions: sessions.map((s) => ({ ...s, courts: [...s.courts].sort((a, b) => a - b) })),
  };
}

/** The program's dates still to be held, as the form lists them. */
export const scheduledSessions = (program: ListedProgram): ProgramSessionInput[] =>
  program.sessions.filter((s) => s.status !== 'cancelled').map(({ date, startTime, endTime, courts }) => ({ date, startTime, endTime, courts: [...courts] }));

/** Only what changed on a program (never its kind or whether it is published: the list publishes). */
export function programPatch(original: ListedProgram, body: ProgramBody): Partial<ProgramBody> {
  const before = programBody(programDraftOf(original), scheduledSessions(original), original.published);
  const patch: Partial<ProgramBody> = {};
  for (const key of Object.keys(body) as (keyof ProgramBody)[]) {
    if (key === 'kind' || key === 'published') continue;
    const same = key === 'sessions' ? sameSessions(before.sessions, body.sessions) : JSON.stringify(before[key]) === JSON.stringify(body[key]);
    if (!same) Object.assign(patch, { [key]: body[key] });
  }
  return patch;
}

/** Body fields the server names (400 `fields`), as the form names them (one language's refusal, `title.fr`, at its field). */
export function draftFieldOf(field: string): string {
  if (field.startsWith('sessions')) return 'sessions';
  if (/^(title|description)\./.test(field)) return field.split('.')[0];
  if (field.startsWith('divisions')) return divisionFieldOf(field);
  const named: Record<string, string> = {
    memberPriceCents: 'memberPrice',
    nonMemberPriceCents: 'nonMemberPrice',
    earlyBirdPriceCents: 'earlyBirdPrice',
    registrationOpensAt: 'opensDate',
    registrationClosesAt: 'closesDate',
  };
  return named[field] ?? field;
}
