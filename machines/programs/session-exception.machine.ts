import { assign, fromPromise, setup } from 'xstate';
import { errorOf, toApiError, type ApiError, formSnapshot } from '../shared';
import { BANDS_MAX, openPlayEdited, withoutOpenPlayMessages, type OpenPlayEvent } from './open-play-draft';
import type { DropInTemplate, ProgramSession } from './program-shapes';
import {
  oneOffRequest,
  sessionDraftOf,
  sessionDraftProblems,
  sessionPatch,
  toggledCourts,
  type DraftProblems,
  type OneOffRequest,
  type SessionDraft,
  type SessionField,
  type SessionMode,
  type SessionPatch,
  type SetupBounds,
} from './setup-drafts';

export interface SessionExceptionInput {
  mode: SessionMode;
  /** The date being changed or cancelled; null for a one-off. */
  session: ProgramSession | null;
  /** The programs a one-off can belong to (each weekly template is a program). */
  templates: DropInTemplate[];
  bounds: SetupBounds;
  /** The venue's today: no session is put in the past. */
  today: string;
}

interface SessionExceptionContext extends SessionExceptionInput {
  draft: SessionDraft;
  problems: DraftProblems;
  fieldErrors: Record<string, string>;
  error: ApiError | null;
  saved: ProgramSession | null;
  /** The form as it opened (`formSnapshot`): closing with anything else asks first. */
  opened: string;
}

type SessionExceptionEvent =
  | { type: 'exception.fieldChanged'; field: SessionField; value: string }
  | { type: 'exception.courtToggled'; court: number }
  /** A one-off's open play section: the switch, a setting, a band typed, added or removed. */
  | OpenPlayEvent
  | { type: 'exception.submit' }
  | { type: 'exception.cancel' }
  /** The answers to "Discard your changes?". */
  | { type: 'discard.keep' }
  | { type: 'discard.confirm' };

const without = <T extends object>(record: T, ...keys: string[]) => Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key))) as T;

/**
 * One date's exception: change its time, courts or capacity; cancel it with a reason (the server
 * refunds and e-mails every registrant); or add a one-off session. Ends with the session as the
 * server answered it, or null when the owner closes the dialog (a changed form asks "Discard your
 * changes?" first).
 */
export const sessionExceptionMachine = setup({
  types: {
    context: {} as SessionExceptionContext,
    events: {} as SessionExceptionEvent,
    input: {} as SessionExceptionInput,
    output: {} as ProgramSession | null,
    tags: {} as 'busy',
  },
  actors: {
    /** PATCH owner/program-sessions/:id with only what changed */
    changeSession: fromPromise<ProgramSession, { id: number; patch: SessionPatch }>(async () => {
      throw new Error('provide changeSession');
    }),
    /** POST owner/program-sessions/:id/cancel { reason } */
    cancelSession: fromPromise<ProgramSession, { id: number; reason: string }>(async () => {
      throw new Error('provide cancelSession');
    }),
    /** POST owner/program-sessions */
    addSession: fromPromise<ProgramSession, OneOffRequest>(async () => {
      throw new Error('provide addSession');
    }),
  },
  actions: {
    changeField: assign(({ context, event }) => {
      if (event.type !== 'exception.fieldChanged') return {};
      return {
        draft: { ...context.draft, [event.field]: event.value },
        problems: without(context.problems, event.field, 'form'),
        fieldErrors: without(context.fieldErrors, event.field),
      };
    }),
    toggleCourt: assign(({ context, event }) => {
      if (event.type !== 'exception.courtToggled') return {};
      return {
        draft: { ...context.draft, courts: toggledCourts(context.draft.courts, event.court) },
        problems: without(context.problems, 'courts', 'form'),
        fieldErrors: without(context.fieldErrors, 'courts'),
      };
    }),
    editOpenPlay: assign(({ context, event }) => ({
      draft: { ...context.draft, openPlay: openPlayEdited(context.draft.openPlay, event) },
      problems: withoutOpenPlayMessages(context.problems),
      fieldErrors: withoutOpenPlayMessages(context.fieldErrors),
    })),
    checkDraft: assign({ problems: ({ context }) => sessionDraftProblems(context.mode, context.draft, context.bounds, context.today, context.session) }),
    clearErrors: assign({ fieldErrors: {}, error: null, problems: {} }),
    setSaved: assign((_, saved: ProgramSession) => ({ saved })),
    setError: assign(({ event }) => {
      const error = toApiError(errorOf(event));
      return { error, fieldErrors: error.fields ?? {} };
    }),
  },
  guards: {
    draftIsComplete: ({ context }) =>
      Object.keys(sessionDraftProblems(context.mode, context.draft, context.bounds, context.today, context.session)).length === 0,
    isChange: ({ context }) => context.mode === 'change',
    isCancel: ({ context }) => context.mode === 'cancel',
    hasChanges: ({ context }) => formSnapshot(context.draft) !== context.opened,
    // Only a one-off has a section of its own (a weekly date follows its template).
    isOneOff: ({ context }) => context.mode === 'oneOff',
    canAddBand: ({ context }) => context.mode === 'oneOff' && context.draft.openPlay.bands.length < BANDS_MAX,
    canRemoveBand: ({ context }) => context.mode === 'oneOff' && context.draft.openPlay.bands.length > 1,
  },
}).createMachine({
  id: 'sessionException',
  context: ({ input }) => {
    const draft = sessionDraftOf(input.session, input.session?.programId ?? (input.templates.length === 1 ? input.templates[0].id : null));
    return { ...input, draft, problems: {}, fieldErrors: {}, error: null, saved: null, opened: formSnapshot(draft) };
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'exception.fieldChanged': { actions: 'changeField' },
        'exception.courtToggled': { actions: 'toggleCourt' },
        'openPlay.changed': { guard: 'isOneOff', actions: 'editOpenPlay' },
        'openPlay.bandChanged': { guard: 'isOneOff', actions: 'editOpenPlay' },
        'openPlay.bandAdded': { guard: 'canAddBand', actions: 'editOpenPlay' },
        'openPlay.bandRemoved': { guard: 'canRemoveBand', actions: 'editOpenPlay' },
        'exception.submit': [{ guard: 'draftIsComplete', target: 'submitting', actions: 'clearErrors' }, { actions: 'checkDraft' }],
        'exception.cancel': [{ guard: 'hasChanges', target: 'confirmingDiscard' }, { target: 'closed' }],
      },
    },
    // "Discard your changes?": the form stays as it is behind the question.
    confirmingDiscard: {
      on: {
        'discard.keep': { target: 'editing' },
        'discard.confirm': { target: 'closed' },
      },
    },
    submitting: {
      tags: ['busy'],
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'isChange', target: 'changing' }, { guard: 'isCancel', target: 'cancelling' }, { target: 'adding' }],
        },
        changing: {
          invoke: {
            id: 'changeSession',
            src: 'changeSession',
            input: ({ context }) => ({ id: context.session?.id ?? 0, patch: sessionPatch(context.session!, context.draft) }),
            onDone: { target: '#sessionException.done', actions: { type: 'setSaved', params: ({ event }) => event.output } },
            onError: { target: '#sessionException.editing', actions: 'setError' },
          },
        },
        cancelling: {
          invoke: {
            id: 'cancelSession',
            src: 'cancelSession',
            input: ({ context }) => ({ id: context.session?.id ?? 0, reason: context.draft.reason.trim() }),
            onDone: { target: '#sessionException.done', actions: { type: 'setSaved', params: ({ event }) => event.output } },
            onError: { target: '#sessionException.editing', actions: 'setError' },
          },
        },
        adding: {
          invoke: {
            id: 'addSession',
            src: 'addSession',
            input: ({ context }) => oneOffRequest(context.draft),
            onDone: { target: '#sessionException.done', actions: { type: 'setSaved', params: ({ event }) => event.output } },
            onError: { target: '#sessionException.editing', actions: 'setError' },
          },
        },
      },
    },
    done: { type: 'final' },
    closed: { type: 'final' },
  },
  output: ({ context }) => context.saved,
});
