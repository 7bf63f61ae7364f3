import { assign, fromPromise, setup } from 'xstate';
import { errorOf, toApiError, type ApiError } from '../shared';
import type { DropInTemplate, ProgramSession, TemplateWriteResult } from './program-shapes';
import { calendarRange, type SessionMode, type SetupBounds } from './setup-drafts';
import { sessionExceptionMachine, type SessionExceptionInput } from './session-exception.machine';
import { templateEditorMachine, type TemplateEditorInput } from './template-editor.machine';

export interface DropInSetup {
  templates: DropInTemplate[];
  /** The calendar: today and the next eight weeks, by start. */
  sessions: ProgramSession[];
  bounds: SetupBounds;
}

/** What the last change did, for the banner (the view words it). */
export type SetupOutcome =
  | { kind: 'templateSaved' | 'templateDeleted'; result: TemplateWriteResult }
  | { kind: 'sessionChanged' | 'sessionCancelled' | 'sessionAdded'; session: ProgramSession };

interface DropInSetupContext extends DropInSetup {
  today: string;
  loaded: boolean;
  pendingDeleteId: number | null;
  /** What the open editor was opened on. */
  templateInput: TemplateEditorInput | null;
  sessionInput: SessionExceptionInput | null;
  outcome: SetupOutcome | null;
  error: ApiError | null;
}

type DropInSetupEvent =
  | { type: 'setup.retry' }
  | { type: 'setup.reload' }
  | { type: 'setup.outcomeDismissed' }
  | { type: 'template.add' }
  | { type: 'template.edit'; id: number }
  | { type: 'template.delete'; id: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'session.change'; id: number }
  | { type: 'session.cancel'; id: number }
  | { type: 'session.addOneOff' };

const OUTCOME_OF: Record<SessionMode, 'sessionChanged' | 'sessionCancelled' | 'sessionAdded'> = {
  change: 'sessionChanged',
  cancel: 'sessionCancelled',
  oneOff: 'sessionAdded',
};

/**
 * /owner/dropin-setup: the weekly templates, the next eight weeks of sessions, and the editors as
 * children (`templateEditor`, `sessionException`). Every save reads the setup again: the server
 * generates and tops up the sessions.
 */
export const dropInSetupMachine = setup({
  types: {
    context: {} as DropInSetupContext,
    events: {} as DropInSetupEvent,
    input: {} as { today: string },
    tags: {} as 'busy',
  },
  actors: {
    /** GET owner/drop-in/templates, GET owner/program-sessions?kind=drop_in&from&to, GET company-settings */
    loadSetup: fromPromise<DropInSetup, { from: string; to: string }>(async () => {
      throw new Error('provide loadSetup');
    }),
    /** DELETE owner/drop-in/templates/:id */
    deleteTemplate: fromPromise<TemplateWriteResult, { id: number }>(async () => {
      throw new Error('provide deleteTemplate');
    }),
    templateEditor: templateEditorMachine,
    sessionException: sessionExceptionMachine,
  },
  actions: {
    setSetup: assign((_, setup: DropInSetup) => ({ ...setup, loaded: true, error: null })),
    setError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
    clearError: assign({ error: null }),
    dismissOutcome: assign({ outcome: null }),
    openTemplate: assign(({ context, event }) => ({
      templateInput: {
        original: event.type === 'template.edit' ? (context.templates.find((t) => t.id === event.id) ?? null) : null,
        bounds: context.bounds,
      },
      outcome: null,
      error: null,
    })),
    openSession: assign(({ context, event }) => {
      const mode: SessionMode = event.type === 'session.change' ? 'change' : event.type === 'session.cancel' ? 'cancel' : 'oneOff';
      const session = 'id' in event ? (context.sessions.find((s) => s.id === event.id) ?? null) : null;
      return { sessionInput: { mode, session, templates: context.templates, bounds: context.bounds, today: context.today }, outcome: null, error: null };
    }),
    // Only after `hasOutput`: an editor closed without saving ends with null.
    templateSaved: assign((_, result: TemplateWriteResult | null) =>
      result ? { outcome: { kind: 'templateSaved' as const, result }, templateInput: null } : {},
    ),
    sessionSaved: assign(({ context }, session: ProgramSession | null) =>
      session ? { outcome: { kind: OUTCOME_OF[context.sessionInput?.mode ?? 'oneOff'], session }, sessionInput: null } : {},
    ),
    closeEditors: assign({ templateInput: null, sessionInput: null }),
    setPendingDelete: assign({ pendingDeleteId: ({ event }) => (event.type === 'template.delete' ? event.id : null), outcome: null, error: null }),
    clearPendingDelete: assign({ pendingDeleteId: null }),
    templateDeleted: assign((_, result: TemplateWriteResult) => ({ outcome: { kind: 'templateDeleted' as const, result }, pendingDeleteId: null })),
  },
  guards: {
    knownTemplate: ({ context, event }) => 'id' in event && context.templates.some((t) => t.id === event.id),
    /** Change or cancel: a scheduled session listed here. */
    knownScheduledSession: ({ context, event }) => 'id' in event && context.sessions.some((s) => s.id === event.id && s.status === 'scheduled'),
    hasTemplates: ({ context }) => context.templates.length > 0,
    /** An editor ended with what it saved (null: closed without saving). */
    hasOutput: (_, params: { output: unknown }) => params.output != null,
  },
}).createMachine({
  id: 'dropInSetup',
  context: ({ input }) => ({
    today: input.today,
    templates: [],
    sessions: [],
    bounds: { courts: 0, hours: [] },
    loaded: false,
    pendingDeleteId: null,
    templateInput: null,
    sessionInput: null,
    outcome: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSetup',
        src: 'loadSetup',
        input: ({ context }) => calendarRange(context.today),
        onDone: { target: 'ready', actions: { type: 'setSetup', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: 'setError' },
      },
    },
    failed: {
      on: { 'setup.retry': { target: 'loading', actions: 'clearError' } },
    },
    ready: {
      on: {
        'setup.reload': { target: 'loading' },
        'setup.outcomeDismissed': { actions: 'dismissOutcome' },
        'template.add': { target: 'editingTemplate', actions: 'openTemplate' },
        'template.edit': { guard: 'knownTemplate', target: 'editingTemplate', actions: 'openTemplate' },
        'template.delete': { guard: 'knownTemplate', target: 'confirmingDelete', actions: 'setPendingDelete' },
        'session.change': { guard: 'knownScheduledSession', target: 'editingSession', actions: 'openSession' },
        'session.cancel': { guard: 'knownScheduledSession', target: 'editingSession', actions: 'openSession' },
        'session.addOneOff': { guard: 'hasTemplates', target: 'editingSession', actions: 'openSession' },
      },
    },
    editingTemplate: {
      invoke: {
        id: 'templateEditor',
        src: 'templateEditor',
        input: ({ context }) => context.templateInput!,
        onDone: [
          {
            guard: { type: 'hasOutput', params: ({ event }) => ({ output: event.output }) },
            target: 'loading',
            actions: { type: 'templateSaved', params: ({ event }) => event.output },
          },
          { target: 'ready', actions: 'closeEditors' },
        ],
      },
    },
    editingSession: {
      invoke: {
        id: 'sessionException',
        src: 'sessionException',
        input: ({ context }) => context.sessionInput!,
        onDone: [
          {
            guard: { type: 'hasOutput', params: ({ event }) => ({ output: event.output }) },
            target: 'loading',
            actions: { type: 'sessionSaved', params: ({ event }) => event.output },
          },
          { target: 'ready', actions: 'closeEditors' },
        ],
      },
    },
    confirmingDelete: {
      on: {
        'delete.confirm': { target: 'deleting' },
        'delete.cancel': { target: 'ready', actions: 'clearPendingDelete' },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteTemplate',
        src: 'deleteTemplate',
        input: ({ context }) => ({ id: context.pendingDeleteId ?? 0 }),
        onDone: { target: 'loading', actions: { type: 'templateDeleted', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: ['setError', 'clearPendingDelete'] },
      },
    },
  },
});
