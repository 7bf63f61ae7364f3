import { assign, fromPromise, setup } from 'xstate';
import { type ContentLanguage, errorOf, toApiError, type ApiError, formSnapshot } from '../shared';
import { BANDS_MAX, openPlayEdited, withoutOpenPlayMessages, type OpenPlayEvent } from './open-play-draft';
import type { DropInTemplate, DropInTemplateInput, TemplateWriteResult } from './program-shapes';
import {
  templateBody,
  templateDraftOf,
  templateDraftProblems,
  toggledCourts,
  type DraftProblems,
  type SetupBounds,
  type TemplateDraft,
  type TemplateTextField,
} from './setup-drafts';

export interface TemplateEditorInput {
  /** The template being changed; null for a new one. */
  original: DropInTemplate | null;
  bounds: SetupBounds;
}

export interface TemplateSave {
  id: number | null;
  body: DropInTemplateInput;
}

interface TemplateEditorContext extends TemplateEditorInput {
  draft: TemplateDraft;
  /** The form's own checks (nothing was sent), worded by the view. */
  problems: DraftProblems;
  /** The server's 400 `fields`, keyed by body field. */
  fieldErrors: Record<string, string>;
  error: ApiError | null;
  result: TemplateWriteResult | null;
  /** The form as it opened (`formSnapshot`): closing with anything else asks first. */
  opened: string;
}

type TemplateEditorEvent =
  | { type: 'template.fieldChanged'; field: TemplateTextField; value: string }
  /** One language's title (the owner may leave either empty, not both). */
  | { type: 'template.titleChanged'; language: ContentLanguage; value: string }
  | { type: 'template.courtToggled'; court: number }
  /** The open play section: the switch, a setting, a band typed, added or removed. */
  | OpenPlayEvent
  | { type: 'template.save' }
  | { type: 'template.cancel' }
  /** The answers to "Discard your changes?". */
  | { type: 'discard.keep' }
  | { type: 'discard.confirm' };

/** Body fields the server names, as the draft names them. */
const DRAFT_FIELD: Record<string, string> = { memberPriceCents: 'memberPrice', nonMemberPriceCents: 'nonMemberPrice' };

/**
 * The owner's add or edit dialog for a weekly drop-in template. It ends with the server's answer
 * (what it created and what it left alone) as output, or null when the owner cancels; closing a
 * changed form asks "Discard your changes?" first.
 */
export const templateEditorMachine = setup({
  types: {
    context: {} as TemplateEditorContext,
    events: {} as TemplateEditorEvent,
    input: {} as TemplateEditorInput,
    output: {} as TemplateWriteResult | null,
    tags: {} as 'busy',
  },
  actors: {
    /** POST owner/drop-in/templates (id null) or PATCH owner/drop-in/templates/:id */
    saveTemplate: fromPromise<TemplateWriteResult, TemplateSave>(async () => {
      throw new Error('provide saveTemplate');
    }),
  },
  actions: {
    changeField: assign(({ context, event }) => {
      if (event.type !== 'template.fieldChanged') return {};
      const { [event.field]: _problem, ...problems } = context.problems;
      const { [event.field]: _error, ...fieldErrors } = context.fieldErrors;
      return { draft: { ...context.draft, [event.field]: event.value }, problems, fieldErrors };
    }),
    changeTitle: assign(({ context, event }) => {
      if (event.type !== 'template.titleChanged') return {};
      const { title: _problem, ...problems } = context.problems;
      const { title: _error, ...fieldErrors } = context.fieldErrors;
      return { draft: { ...context.draft, title: { ...context.draft.title, [event.language]: event.value } }, problems, fieldErrors };
    }),
    toggleCourt: assign(({ context, event }) => {
      if (event.type !== 'template.courtToggled') return {};
      const { courts: _problem, ...problems } = context.problems;
      const { courts: _error, ...fieldErrors } = context.fieldErrors;
      return { draft: { ...context.draft, courts: toggledCourts(context.draft.courts, event.court) }, problems, fieldErrors };
    }),
    editOpenPlay: assign(({ context, event }) => ({
      draft: { ...context.draft, openPlay: openPlayEdited(context.draft.openPlay, event) },
      problems: withoutOpenPlayMessages(context.problems),
      fieldErrors: withoutOpenPlayMessages(context.fieldErrors),
    })),
    checkDraft: assign({ problems: ({ context }) => templateDraftProblems(context.draft, context.bounds) }),
    clearErrors: assign({ fieldErrors: {}, error: null, problems: {} }),
    setResult: assign((_, result: TemplateWriteResult) => ({ result })),
    setSaveError: assign(({ event }) => {
      const error = toApiError(errorOf(event));
      // One language's refusal (`title.fr`) shows at its field.
      const fieldErrors = Object.fromEntries(
        Object.entries(error.fields ?? {}).map(([field, message]) => [DRAFT_FIELD[field] ?? (field.startsWith('title.') ? 'title' : field), message]),
      );
      return { error, fieldErrors };
    }),
  },
  guards: {
    draftIsComplete: ({ context }) => Object.keys(templateDraftProblems(context.draft, context.bounds)).length === 0,
    hasChanges: ({ context }) => formSnapshot(context.draft) !== context.opened,
    canAddBand: ({ context }) => context.draft.openPlay.bands.length < BANDS_MAX,
    canRemoveBand: ({ context }) => context.draft.openPlay.bands.length > 1,
  },
}).createMachine({
  id: 'templateEditor',
  context: ({ input }) => {
    const draft = templateDraftOf(input.original);
    return { ...input, draft, problems: {}, fieldErrors: {}, error: null, result: null, opened: formSnapshot(draft) };
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'template.fieldChanged': { actions: 'changeField' },
        'template.titleChanged': { actions: 'changeTitle' },
        'template.courtToggled': { actions: 'toggleCourt' },
        'openPlay.changed': { actions: 'editOpenPlay' },
        'openPlay.bandChanged': { actions: 'editOpenPlay' },
        'openPlay.bandAdded': { guard: 'canAddBand', actions: 'editOpenPlay' },
        'openPlay.bandRemoved': { guard: 'canRemoveBand', actions: 'editOpenPlay' },
        'template.save': [{ guard: 'draftIsComplete', target: 'saving', actions: 'clearErrors' }, { actions: 'checkDraft' }],
        'template.cancel': [{ guard: 'hasChanges', target: 'confirmingDiscard' }, { target: 'cancelled' }],
      },
    },
    // "Discard your changes?": the form stays as it is behind the question.
    confirmingDiscard: {
      on: {
        'discard.keep': { target: 'editing' },
        'discard.confirm': { target: 'cancelled' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveTemplate',
        src: 'saveTemplate',
        input: ({ context }) => ({ id: context.original?.id ?? null, body: templateBody(context.draft) }),
        onDone: { target: 'saved', actions: { type: 'setResult', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: 'setSaveError' },
      },
    },
    saved: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => context.result,
});
