import { assign, fromPromise, setup } from 'xstate';
import { type ContentLanguage, errorOf, toApiError, type ApiError, formSnapshot, EMPTY_RICH_TEXT, type RichTextDocument } from '../shared';
import { divisionPath, newDivision, withoutDivisionKeys, type DivisionTextField } from './division-draft';
import {
  MAX_DIVISIONS,
  type CoachOption,
  type CourtConflict,
  type DivisionFormat,
  type ListedProgram,
  type OwnerProgram,
  type ProgramKind,
  type ProgramSave,
  type ProgramSessionInput,
} from './event-shapes';
import {
  draftFieldOf,
  programBody,
  scheduledSessions,
  programDraftOf,
  programDraftProblems,
  programPatch,
  type ProgramDraft,
  type ProgramProblems,
  type ProgramTextField,
} from './program-draft';
import {
  EMPTY_SCHEDULE,
  generateSessions,
  scheduleDraftOf,
  scheduleProblems,
  withoutSession,
  type ScheduleDraft,
  type ScheduleField,
  type ScheduleMode,
  type ScheduleProblems,
} from './schedule-generator';
import { toggledCourts, type SetupBounds } from './setup-drafts';

export interface ProgramEditorInput {
  /** The program being changed; null for a new one. */
  original: ListedProgram | null;
  bounds: SetupBounds;
  coaches: CoachOption[];
  /** The venue's zone: the registration window is typed in it. */
  timeZone: string;
}

/** Reads a description as its editor holds it now (the last words typed are not lost to a quick Save). */
type DescriptionReader = () => Promise<RichTextDocument>;
/** Each language's description editor, once it is ready. */
type DescriptionReaders = Partial<Record<ContentLanguage, DescriptionReader>>;

interface ProgramEditorContext extends ProgramEditorInput {
  draft: ProgramDraft;
  /** The schedule as described; `sessions` is the explicit list it made, less the dates removed. */
  schedule: ScheduleDraft;
  sessions: ProgramSessionInput[];
  /** Someone holds a place: the dates are fixed (the server answers 409 program_sessions_locked). */
  scheduleLocked: boolean;
  /** The form's own checks (nothing was sent), worded by the view. */
  problems: ProgramProblems;
  scheduleProblems: ScheduleProblems;
  /** The server's 400 `fields`, keyed by form field. */
  fieldErrors: Record<string, string>;
  /** The server's 409 program_court_conflict: every date and court in the way. */
  conflicts: CourtConflict[];
  error: ApiError | null;
  saved: OwnerProgram | null;
  readers: DescriptionReaders;
  /** The form as it opened (`formSnapshot`): closing with anything else asks before it throws the changes away. */
  opened: string;
}

type ProgramEditorEvent =
  | { type: 'program.fieldChanged'; field: ProgramTextField; value: string }
  /** One language's title (the owner may leave either empty, not both). */
  | { type: 'program.titleChanged'; language: ContentLanguage; value: string }
  | { type: 'program.kindChanged'; kind: ProgramKind }
  | { type: 'program.registrationChanged'; enabled: boolean }
  | { type: 'program.descriptionChanged'; language: ContentLanguage; value: RichTextDocument }
  | { type: 'program.descriptionReader'; language: ContentLanguage; read: DescriptionReader }
  | { type: 'schedule.modeChanged'; mode: ScheduleMode }
  | { type: 'schedule.fieldChanged'; field: ScheduleField; value: string }
  | { type: 'schedule.weekdayToggled'; weekday: number }
  | { type: 'schedule.weekdaysOnlyChanged'; value: boolean }
  | { type: 'schedule.courtToggled'; court: number }
  | { type: 'schedule.dateRemoved'; index: number }
  | { type: 'division.added' }
  | { type: 'division.removed'; index: number }
  | { type: 'division.fieldChanged'; index: number; field: DivisionTextField; value: string }
  | { type: 'division.formatChanged'; index: number; format: DivisionFormat }
  | { type: 'program.save' }
  | { type: 'program.cancel' }
  /** The answers to "Discard your changes?". */
  | { type: 'discard.keep' }
  | { type: 'discard.confirm' };

const without = <T extends Record<string, unknown>>(record: T, ...keys: string[]) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key))) as T;

/** The schedule changed: its dates again, and its messages gone. */
function rescheduled(context: ProgramEditorContext, schedule: ScheduleDraft, sessions = generateSessions(schedule, context.bounds.courts)) {
  return {
    schedule,
    sessions,
    scheduleProblems: {},
    problems: without(context.problems, 'sessions'),
    fieldErrors: without(context.fieldErrors, 'sessions'),
  };
}

/** An added division's key: the first `n<count>` not in the list, so keys stay unique and the machine deterministic (and finite). */
function nextDivisionKey(keys: string[]): string {
  let count = 1;
  while (keys.includes(`n${count}`)) count += 1;
  return `n${count}`;
}

/** What the owner has typed or chosen: the fields (no description counts as an empty one), the schedule and its dates. */
const formOf = (context: Pick<ProgramEditorContext, 'draft' | 'schedule' | 'sessions'>) =>
  formSnapshot({
    draft: {
      ...context.draft,
      description: { en: context.draft.description.en ?? EMPTY_RICH_TEXT, fr: context.draft.description.fr ?? EMPTY_RICH_TEXT },
    },
    schedule: context.schedule,
    sessions: context.sessions,
  });

const divisionIndexOf = (event: ProgramEditorEvent) => ('index' in event && event.type.startsWith('division.') ? event.index : -1);

/**
 * The owner's create or edit form for a camp, clinic, lesson, social or tournament: its fields (a
 * tournament's divisions instead of a capacity and prices), the schedule generator and its dates,
 * the save with the server's refusals at their fields and every court conflict listed. It ends with
 * the saved program as output, or null when the owner cancels. Closing (Cancel, Escape, a click
 * outside) reads the description afresh and, when anything differs from how the form opened, asks
 * "Discard your changes?" before it throws them away; a form left as it was closes at once.
 */
export const programEditorMachine = setup({
  types: {
    context: {} as ProgramEditorContext,
    events: {} as ProgramEditorEvent,
    input: {} as ProgramEditorInput,
    output: {} as OwnerProgram | null,
    tags: {} as 'busy',
  },
  actors: {
    /** Each language's description as its editor holds it now. */
    readDescription: fromPromise<Partial<Record<ContentLanguage, RichTextDocument>>, { readers: DescriptionReaders }>(async ({ input }) =>
      Object.fromEntries(await Promise.all(Object.entries(input.readers).map(async ([language, read]) => [language, await read()] as const))),
    ),
    /** POST owner/programs (id null) or PATCH owner/programs/:id; the app makes instants of the wall times. */
    saveProgram: fromPromise<OwnerProgram, ProgramSave>(async () => {
      throw new Error('provide saveProgram');
    }),
  },
  actions: {
    changeField: assign(({ context, event }) => {
      if (event.type !== 'program.fieldChanged') return {};
      return {
        draft: { ...context.draft, [event.field]: event.value },
        problems: without(context.problems, event.field),
        fieldErrors: without(context.fieldErrors, event.field),
      };
    }),
    changeTitle: assign(({ context, event }) =>
      event.type === 'program.titleChanged'
        ? {
            draft: { ...context.draft, title: { ...context.draft.title, [event.language]: event.value } },
            problems: without(context.problems, 'title'),
            fieldErrors: without(context.fieldErrors, 'title'),
          }
        : {},
    ),
    // Another kind asks for other fields: the messages of the last check go.
    changeKind: assign(({ context, event }) => (event.type === 'program.kindChanged' ? { draft: { ...context.draft, kind: event.kind }, problems: {} } : {})),
    addDivision: assign(({ context }) => ({
      draft: { ...context.draft, divisions: [...context.draft.divisions, newDivision(nextDivisionKey(context.draft.divisions.map((d) => d.key)))] },
    })),
    removeDivision: assign(({ context, event }) => {
      const index = divisionIndexOf(event);
      return {
        draft: { ...context.draft, divisions: context.draft.divisions.filter((_, i) => i !== index) },
        problems: withoutDivisionKeys(context.problems, index),
        fieldErrors: withoutDivisionKeys(context.fieldErrors, index),
      };
    }),
    changeDivision: assign(({ context, event }) => {
      if (event.type !== 'division.fieldChanged' && event.type !== 'division.formatChanged') return {};
      const [field, value] = event.type === 'division.fieldChanged' ? [event.field, event.value] : (['format', event.format] as const);
      const key = `divisions.${event.index}.${field}`;
      return {
        draft: { ...context.draft, divisions: context.draft.divisions.map((d, i) => (i === event.index ? { ...d, [field]: value } : d)) },
        problems: event.type === 'division.fieldChanged' ? without(context.problems, divisionPath(event.index, event.field)) : context.problems,
        fieldErrors: without(context.fieldErrors, key, `divisions.${event.index}`),
      };
    }),
    changeRegistration: assign(({ context, event }) =>
      event.type === 'program.registrationChanged' ? { draft: { ...context.draft, registrationEnabled: event.enabled } } : {},
    ),
    changeDescription: assign(({ context, event }) =>
      event.type === 'program.descriptionChanged'
        ? {
            draft: { ...context.draft, description: { ...context.draft.description, [event.language]: event.value } },
            fieldErrors: without(context.fieldErrors, 'description'),
          }
        : {},
    ),
    setReader: assign({
      readers: ({ context, event }) => (event.type === 'program.descriptionReader' ? { ...context.readers, [event.language]: event.read } : context.readers),
    }),
    // An editor that could not be read (nothing back) leaves its version as last reported.
    setDescription: assign(({ context }, read: Partial<Record<ContentLanguage, RichTextDocument>> | undefined) => ({
      draft: { ...context.draft, description: { ...context.draft.description, ...read } },
    })),
    changeSchedule: assign(({ context, event }) => {
      const { schedule } = context;
      switch (event.type) {
        case 'schedule.modeChanged':
          return rescheduled(context, { ...schedule, mode: event.mode });
        case 'schedule.fieldChanged':
          return rescheduled(context, { ...schedule, [event.field]: event.value });
        case 'schedule.weekdaysOnlyChanged':
          return rescheduled(context, { ...schedule, weekdaysOnly: event.value });
        case 'schedule.weekdayToggled':
          return rescheduled(context, { ...schedule, weekdays: toggledCourts(schedule.weekdays, event.weekday) });
        case 'schedule.courtToggled': {
          const next = { ...schedule, courts: toggledCourts(schedule.courts, event.court) };
          // Dates already listed keep their removals: only their courts change.
          const keep = context.sessions.length > 0 && next.courts.length > 0 && !next.courts.some((c) => c > context.bounds.courts);
          return rescheduled(context, next, keep ? context.sessions.map((s) => ({ ...s, courts: [...next.courts] })) : undefined);
        }
        case 'schedule.dateRemoved':
          return { sessions: withoutSession(context.sessions, event.index) };
        default:
          return {};
      }
    }),
    checkDraft: assign(({ context }) => {
      const problems = programDraftProblems(context.draft, context.sessions);
      return { problems, scheduleProblems: problems.sessions ? scheduleProblems(context.schedule, context.bounds.courts) : {} };
    }),
    clearErrors: assign({ fieldErrors: {}, conflicts: [], error: null, problems: {}, scheduleProblems: {} }),
    setSaved: assign((_, saved: OwnerProgram) => ({ saved })),
    setSaveError: assign(({ event }) => {
      const error = toApiError(errorOf(event));
      const fieldErrors = Object.fromEntries(Object.entries(error.fields ?? {}).map(([field, message]) => [draftFieldOf(field), message]));
      return { error, fieldErrors, conflicts: error.conflicts ?? [] };
    }),
  },
  guards: {
    draftIsComplete: ({ context }) => Object.keys(programDraftProblems(context.draft, context.sessions)).length === 0,
    isNew: ({ context }) => context.original === null,
    scheduleOpen: ({ context }) => !context.scheduleLocked,
    noReader: ({ context }) => Object.keys(context.readers).length === 0,
    canAddDivision: ({ context }) => context.draft.kind === 'tournament' && context.draft.divisions.length < MAX_DIVISIONS,
    /** At least one stays; one with entries is kept (the server would refuse: 409 program_division_has_entries). */
    canRemoveDivision: ({ context, event }) => {
      const division = context.draft.divisions[divisionIndexOf(event)];
      return context.draft.kind === 'tournament' && context.draft.divisions.length > 1 && division !== undefined && division.entries === 0;
    },
    knownDivision: ({ context, event }) => context.draft.kind === 'tournament' && context.draft.divisions[divisionIndexOf(event)] !== undefined,
    hasChanges: ({ context }) => formOf(context) !== context.opened,
  },
}).createMachine({
  id: 'programEditor',
  context: ({ input }) => {
    const sessions = input.original ? scheduledSessions(input.original) : [];
    const draft = programDraftOf(input.original);
    const schedule = sessions.length > 0 ? scheduleDraftOf(sessions) : EMPTY_SCHEDULE;
    return {
      ...input,
      draft,
      schedule,
      sessions,
      scheduleLocked: (input.original?.registered ?? 0) > 0,
      problems: {},
      scheduleProblems: {},
      fieldErrors: {},
      conflicts: [],
      error: null,
      saved: null,
      readers: {},
      opened: formOf({ draft, schedule, sessions }),
    };
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'program.fieldChanged': { actions: 'changeField' },
        'program.titleChanged': { actions: 'changeTitle' },
        'program.kindChanged': { guard: 'isNew', actions: 'changeKind' },
        'program.registrationChanged': { actions: 'changeRegistration' },
        'program.descriptionChanged': { actions: 'changeDescription' },
        'program.descriptionReader': { actions: 'setReader' },
        'schedule.modeChanged': { guard: 'scheduleOpen', actions: 'changeSchedule' },
        'schedule.fieldChanged': { guard: 'scheduleOpen', actions: 'changeSchedule' },
        'schedule.weekdayToggled': { guard: 'scheduleOpen', actions: 'changeSchedule' },
        'schedule.weekdaysOnlyChanged': { guard: 'scheduleOpen', actions: 'changeSchedule' },
        'schedule.courtToggled': { guard: 'scheduleOpen', actions: 'changeSchedule' },
        'schedule.dateRemoved': { guard: 'scheduleOpen', actions: 'changeSchedule' },
        'division.added': { guard: 'canAddDivision', actions: 'addDivision' },
        'division.removed': { guard: 'canRemoveDivision', actions: 'removeDivision' },
        'division.fieldChanged': { guard: 'knownDivision', actions: 'changeDivision' },
        'division.formatChanged': { guard: 'knownDivision', actions: 'changeDivision' },
        'program.save': [{ guard: 'draftIsComplete', target: 'saving', actions: 'clearErrors' }, { actions: 'checkDraft' }],
        'program.cancel': { target: 'closing' },
      },
    },
    // The last words typed in the description may not have been reported yet: read them, then decide.
    closing: {
      initial: 'reading',
      on: { 'program.descriptionChanged': { actions: 'changeDescription' } },
      states: {
        reading: {
          always: { guard: 'noReader', target: 'deciding' },
          invoke: {
            id: 'readDescription',
            src: 'readDescription',
            input: ({ context }) => ({ readers: context.readers }),
            onDone: { target: 'deciding', actions: { type: 'setDescription', params: ({ event }) => event.output } },
            onError: { target: 'deciding' },
          },
        },
        deciding: {
          always: [{ guard: 'hasChanges', target: '#programEditor.confirmingDiscard' }, { target: '#programEditor.cancelled' }],
        },
      },
    },
    // "Discard your changes?": the form stays as it is behind the question.
    confirmingDiscard: {
      on: {
        'program.descriptionChanged': { actions: 'changeDescription' },
        'discard.keep': { target: 'editing' },
        'discard.confirm': { target: 'cancelled' },
      },
    },
    saving: {
      tags: ['busy'],
      initial: 'reading',
      on: { 'program.descriptionChanged': { actions: 'changeDescription' } },
      states: {
        reading: {
          always: { guard: 'noReader', target: 'sending' },
          invoke: {
            id: 'readDescription',
            src: 'readDescription',
            input: ({ context }) => ({ readers: context.readers }),
            onDone: { target: 'sending', actions: { type: 'setDescription', params: ({ event }) => event.output } },
            // An editor that cannot be read now: its last reported document goes.
            onError: { target: 'sending' },
          },
        },
        sending: {
          invoke: {
            id: 'saveProgram',
            src: 'saveProgram',
            input: ({ context }): ProgramSave => {
              const body = programBody(context.draft, context.sessions, context.original?.published ?? false);
              const { timeZone } = context;
              return context.original ? { timeZone, id: context.original.id, body: programPatch(context.original, body) } : { timeZone, id: null, body };
            },
            onDone: { target: '#programEditor.saved', actions: { type: 'setSaved', params: ({ event }) => event.output } },
            onError: { target: '#programEditor.editing', actions: 'setSaveError' },
          },
        },
      },
    },
    saved: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => context.saved,
});
