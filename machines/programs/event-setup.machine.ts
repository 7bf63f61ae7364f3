import { assign, fromPromise, setup } from 'xstate';
import { errorOf, type Localized, toApiError, type ApiError } from '../shared';
import type { CoachOption, ListedProgram, OwnerProgram } from './event-shapes';
import { programEditorMachine, type ProgramEditorInput } from './program-editor.machine';
import { programRegistrationsMachine, type ProgramRegistrationsInput } from './program-registrations.machine';
import type { SetupBounds } from './setup-drafts';

/** What the Programs tab reads: every program (drafts included), the coaches to choose from, the venue's courts and hours. */
export interface EventSetup {
  programs: ListedProgram[];
  coaches: CoachOption[];
  bounds: SetupBounds;
  /** The venue's zone (company settings). */
  timeZone: string;
}

/** What the last change did, for the banner (the view words it). */
export interface EventSetupOutcome {
  kind: 'saved' | 'duplicated' | 'published' | 'unpublished' | 'cancelled';
  /** The program's title in both languages: the view words it in the language on screen. */
  title: Localized<string | null>;
}

interface EventSetupContext extends EventSetup {
  loaded: boolean;
  editorInput: ProgramEditorInput | null;
  registrationsInput: ProgramRegistrationsInput | null;
  /** The program waiting on the owner's confirmation to cancel it, and the reason typed. */
  pendingCancelId: number | null;
  cancelReason: string;
  cancelProblem: 'required' | null;
  /** The program a publish, unpublish or duplicate is out for (its row shows a spinner). */
  workingId: number | null;
  outcome: EventSetupOutcome | null;
  error: ApiError | null;
}

type EventSetupEvent =
  | { type: 'setup.retry' }
  | { type: 'setup.outcomeDismissed' }
  | { type: 'program.add' }
  | { type: 'program.edit'; id: number }
  | { type: 'program.duplicate'; id: number }
  | { type: 'program.publish'; id: number }
  | { type: 'program.unpublish'; id: number }
  | { type: 'program.registrations'; id: number }
  | { type: 'program.cancel'; id: number }
  | { type: 'cancel.reasonChanged'; reason: string }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' };

const idOf = (event: EventSetupEvent) => ('id' in event ? event.id : null);

/**
 * /owner/event-setup, Programs tab: the camps, clinics, lessons, socials and tournaments, their editor and
 * registrations as children (`programEditor`, `programRegistrations`), publish, duplicate and cancel
 * with a reason. Every change reads the list again (counts, badges and the server's order).
 */
export const eventSetupMachine = setup({
  types: {
    context: {} as EventSetupContext,
    events: {} as EventSetupEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** GET owner/programs, GET coaches, GET company-settings */
    loadSetup: fromPromise<EventSetup>(async () => {
      throw new Error('provide loadSetup');
    }),
    /** PATCH owner/programs/:id { published } */
    setPublished: fromPromise<OwnerProgram, { id: number; published: boolean }>(async () => {
      throw new Error('provide setPublished');
    }),
    /** POST owner/programs/:id/duplicate */
    duplicateProgram: fromPromise<OwnerProgram, { id: number }>(async () => {
      throw new Error('provide duplicateProgram');
    }),
    /** POST owner/programs/:id/cancel { reason } */
    cancelProgram: fromPromise<{ refunded: number }, { id: number; reason: string }>(async () => {
      throw new Error('provide cancelProgram');
    }),
    programEditor: programEditorMachine,
    programRegistrations: programRegistrationsMachine,
  },
  actions: {
    setSetup: assign((_, setup: EventSetup) => ({ ...setup, loaded: true, error: null, workingId: null })),
    setError: assign({ error: ({ event }) => toApiError(errorOf(event)), workingId: null }),
    clearError: assign({ error: null }),
    dismissOutcome: assign({ outcome: null }),
    openEditor: assign(({ context, event }) => ({
      editorInput: {
        original: event.type === 'program.edit' ? (context.programs.find((p) => p.id === event.id) ?? null) : null,
        bounds: context.bounds,
        coaches: context.coaches,
        timeZone: context.timeZone,
      },
      outcome: null,
      error: null,
    })),
    openRegistrations: assign(({ context, event }) => {
      const program = context.programs.find((p) => p.id === idOf(event));
      return program ? { registrationsInput: { program, timeZone: context.timeZone }, outcome: null, error: null } : {};
    }),
    // Only after the `editorSaved` guard: an editor closed without saving ends with null.
    editorSaved: assign((_, saved: OwnerProgram | null) => (saved ? { outcome: { kind: 'saved' as const, title: saved.title }, editorInput: null } : {})),
    closeChildren: assign({ editorInput: null, registrationsInput: null }),
    startWork: assign({ workingId: ({ event }) => idOf(event), outcome: null, error: null }),
    programChanged: assign(({ context }, { program, duplicated }: { program: OwnerProgram; duplicated: boolean }) => {
      const kind = duplicated ? 'duplicated' : program.published ? 'published' : 'unpublished';
      const title = duplicated ? program.title : (context.programs.find((p) => p.id === program.id)?.title ?? program.title);
      return { outcome: { kind, title } };
    }),
    openCancel: assign({ pendingCancelId: ({ event }) => idOf(event), cancelReason: '', cancelProblem: null, outcome: null, error: null }),
    changeReason: assign(({ event }) => (event.type === 'cancel.reasonChanged' ? { cancelReason: event.reason, cancelProblem: null } : {})),
    needReason: assign({ cancelProblem: 'required' as const }),
    closeCancel: assign({ pendingCancelId: null, cancelReason: '', cancelProblem: null }),
    programCancelled: assign(({ context }) => ({
      outcome: { kind: 'cancelled' as const, title: context.programs.find((p) => p.id === context.pendingCancelId)?.title ?? { en: '', fr: null } },
      pendingCancelId: null,
      cancelReason: '',
    })),
  },
  guards: {
    known: ({ context, event }) => context.programs.some((p) => p.id === idOf(event)),
    /** Not cancelled: it may still be edited, published or cancelled. */
    live: ({ context, event }) => context.programs.some((p) => p.id === idOf(event) && p.cancelledAt === null),
    liveDraft: ({ context, event }) => context.programs.some((p) => p.id === idOf(event) && p.cancelledAt === null && !p.published),
    livePublished: ({ context, event }) => context.programs.some((p) => p.id === idOf(event) && p.cancelledAt === null && p.published),
    hasReason: ({ context }) => context.cancelReason.trim() !== '',
    wasLoaded: ({ context }) => context.loaded,
    editorSaved: (_, saved: OwnerProgram | null) => saved !== null,
    registrationsChanged: (_, output: { changed: boolean }) => output.changed,
  },
}).createMachine({
  id: 'eventSetup',
  context: {
    programs: [],
    coaches: [],
    bounds: { courts: 0, hours: [] },
    timeZone: 'America/Toronto',
    loaded: false,
    editorInput: null,
    registrationsInput: null,
    pendingCancelId: null,
    cancelReason: '',
    cancelProblem: null,
    workingId: null,
    outcome: null,
    error: null,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSetup',
        src: 'loadSetup',
        onDone: { target: 'ready', actions: { type: 'setSetup', params: ({ event }) => event.output } },
        // A reload that fails after a change keeps the list on screen, with the error above it.
        onError: [
          { guard: 'wasLoaded', target: 'ready', actions: 'setError' },
          { target: 'failed', actions: 'setError' },
        ],
      },
    },
    failed: {
      on: { 'setup.retry': { target: 'loading', actions: 'clearError' } },
    },
    ready: {
      on: {
        'setup.outcomeDismissed': { actions: 'dismissOutcome' },
        'program.add': { target: 'editing', actions: 'openEditor' },
        'program.edit': { guard: 'live', target: 'editing', actions: 'openEditor' },
        'program.registrations': { guard: 'known', target: 'registrations', actions: 'openRegistrations' },
        'program.duplicate': { guard: 'known', target: 'duplicating', actions: 'startWork' },
        'program.publish': { guard: 'liveDraft', target: 'publishing', actions: 'startWork' },
        'program.unpublish': { guard: 'livePublished', target: 'publishing', actions: 'startWork' },
        'program.cancel': { guard: 'live', target: 'confirmingCancel', actions: 'openCancel' },
      },
    },
    editing: {
      invoke: {
        id: 'programEditor',
        src: 'programEditor',
        input: ({ context }) => context.editorInput!,
        onDone: [
          {
            guard: { type: 'editorSaved', params: ({ event }) => event.output },
            target: 'loading',
            actions: { type: 'editorSaved', params: ({ event }) => event.output },
          },
          { target: 'ready', actions: 'closeChildren' },
        ],
      },
    },
    registrations: {
      invoke: {
        id: 'programRegistrations',
        src: 'programRegistrations',
        input: ({ context }) => context.registrationsInput!,
        onDone: [
          { guard: { type: 'registrationsChanged', params: ({ event }) => event.output }, target: 'loading', actions: 'closeChildren' },
          { target: 'ready', actions: 'closeChildren' },
        ],
      },
    },
    publishing: {
      tags: ['busy'],
      invoke: {
        id: 'setPublished',
        src: 'setPublished',
        input: ({ event }) => ({ id: idOf(event) ?? 0, published: event.type === 'program.publish' }),
        onDone: { target: 'loading', actions: { type: 'programChanged', params: ({ event }) => ({ program: event.output, duplicated: false }) } },
        onError: { target: 'ready', actions: 'setError' },
      },
    },
    duplicating: {
      tags: ['busy'],
      invoke: {
        id: 'duplicateProgram',
        src: 'duplicateProgram',
        input: ({ event }) => ({ id: idOf(event) ?? 0 }),
        onDone: { target: 'loading', actions: { type: 'programChanged', params: ({ event }) => ({ program: event.output, duplicated: true }) } },
        onError: { target: 'ready', actions: 'setError' },
      },
    },
    confirmingCancel: {
      on: {
        'cancel.reasonChanged': { actions: 'changeReason' },
        'cancel.confirm': [{ guard: 'hasReason', target: 'cancelling' }, { actions: 'needReason' }],
        'cancel.dismiss': { target: 'ready', actions: 'closeCancel' },
      },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'cancelProgram',
        src: 'cancelProgram',
        input: ({ context }) => ({ id: context.pendingCancelId ?? 0, reason: context.cancelReason.trim() }),
        onDone: { target: 'loading', actions: 'programCancelled' },
        onError: { target: 'confirmingCancel', actions: 'setError' },
      },
    },
  },
});
