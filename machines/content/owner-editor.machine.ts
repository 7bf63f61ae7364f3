import { assign, fromPromise, setup } from 'xstate';
import { errorOf, toApiError, type ApiError, formSnapshot, type RichTextDocument } from '../shared';
import type { OwnerCoach, OwnerPartner } from './content-shapes';
import {
  coachDraftProblems,
  draftFieldName,
  partnerDraftProblems,
  withDraftField,
  type CoachDraft,
  type EditorImage,
  type EditorInput,
  type EditorProblems,
  type PartnerDraft,
} from './editor-drafts';

interface EditorContext<D, T> {
  /** The coach or partner being edited; null for a new one. */
  original: T | null;
  draft: D;
  image: EditorImage | null;
  /** The form's own checks (nothing was sent), keyed by draft field; the view words them. */
  problems: EditorProblems;
  /** The server's per-field refusals (`fields`), keyed by body field. */
  fieldErrors: Record<string, string>;
  /** A refusal or failure without a field, or an upload that failed. */
  error: ApiError | null;
  /** What the server answered to the save. */
  saved: T | null;
  /**
   * Each rich-text editor's reader (its save), keyed by draft field and language (`bio.fr`): a save reads the
   * documents afresh, as Editor.js reports a change only after a pause and the last words typed
   * (or a link just added) must not be lost to a quick Save.
   */
  readers: Record<string, RichTextReader>;
  /** The form and picture as they opened (`formSnapshot`): closing with anything else asks first. */
  opened: string;
}

/** Reads a rich-text field's document as its editor holds it now. */
type RichTextReader = () => Promise<RichTextDocument>;

type EditorEvent =
  /** `field` is a draft field, or one language of a translatable one (`tagline.en`, `bio.fr`). */
  | { type: 'field.change'; field: string; value: unknown }
  | { type: 'field.reader'; field: string; read: RichTextReader }
  | { type: 'image.pick'; file: File }
  | { type: 'image.remove' }
  | { type: 'save' }
  | { type: 'cancel' }
  /** The answers to "Discard your changes?". */
  | { type: 'discard.keep' }
  | { type: 'discard.confirm' };

const without = (record: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));

/**
 * The owner's create or edit form for a coach or a partner: upload a picture, check and save, show
 * refusals. It ends with the saved item as output, or null when the owner cancels (not while a
 * picture uploads or a save is out). Closing reads the rich text afresh and, when the form or the
 * picture differs from how it opened, asks "Discard your changes?" first.
 */
function createEditorMachine<D, T extends { id: number }>(id: string, problemsOf: (draft: D) => EditorProblems) {
  return setup({
    types: {
      context: {} as EditorContext<D, T>,
      events: {} as EditorEvent,
      input: {} as EditorInput<D, T>,
      output: {} as T | null,
      tags: {} as 'busy',
    },
    actors: {
      /** Every rich-text field's document as its editor holds it now, by draft field. */
      readRichText: fromPromise<Record<string, RichTextDocument>, { readers: Record<string, RichTextReader> }>(async ({ input }) =>
        Object.fromEntries(await Promise.all(Object.entries(input.readers).map(async ([field, read]) => [field, await read()] as const))),
      ),
      /** POST uploads/images */
      uploadImage: fromPromise<EditorImage, { file: File }>(async () => {
        throw new Error('provide uploadImage');
      }),
      /** POST or PUT owner/<kind> with the body made from the draft and image */
      saveItem: fromPromise<T, EditorInput<D, T>>(async () => {
        throw new Error('provide saveItem');
      }),
    },
    actions: {
      changeField: assign(({ context, event }) => {
        if (event.type !== 'field.change') return {};
        const field = draftFieldName(event.field);
        return {
          draft: withDraftField(context.draft, event.field, event.value),
          problems: without(context.problems, field) as EditorProblems,
          fieldErrors: without(context.fieldErrors, field) as Record<string, string>,
        };
      }),
      setImage: assign((_, image: EditorImage) => ({ image, error: null })),
      removeImage: assign({ image: null }),
      setReader: assign({
        readers: ({ context, event }) => (event.type === 'field.reader' ? { ...context.readers, [event.field]: event.read } : context.readers),
      }),
      setDocuments: assign(({ context }, documents: Record<string, RichTextDocument>) => ({
        draft: Object.entries(documents).reduce((draft, [field, document]) => withDraftField(draft, field, document), context.draft),
      })),
      setSaved: assign((_, saved: T) => ({ saved })),
      checkDraft: assign({ problems: ({ context }) => problemsOf(context.draft) }),
      clearErrors: assign({ problems: {}, fieldErrors: {}, error: null }),
      setUploadError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
      setSaveError: assign(({ event }) => {
        const error = toApiError(errorOf(event));
        // A refusal of one language (`bio.fr`) shows at its field.
        const fieldErrors = Object.fromEntries(Object.entries(error.fields ?? {}).map(([field, message]) => [draftFieldName(field), message]));
        return { error, fieldErrors };
      }),
    },
    guards: {
      noReaders: ({ context }) => Object.keys(context.readers).length === 0,
      draftIsComplete: ({ context }) => Object.keys(problemsOf(context.draft)).length === 0,
      hasChanges: ({ context }) => formSnapshot({ draft: context.draft, image: context.image }) !== context.opened,
    },
  }).createMachine({
    id,
    context: ({ input }) => ({
      original: input.original,
      draft: input.draft,
      image: input.image,
      problems: {},
      fieldErrors: {},
      error: null,
      saved: null,
      readers: {},
      opened: formSnapshot({ draft: input.draft, image: input.image }),
    }),
    initial: 'editing',
    states: {
      editing: {
        on: {
          'field.change': { actions: 'changeField' },
          'field.reader': { actions: 'setReader' },
          'image.pick': { target: 'uploading' },
          'image.remove': { actions: 'removeImage' },
          save: [{ guard: 'draftIsComplete', target: 'saving', actions: 'clearErrors' }, { actions: 'checkDraft' }],
          cancel: { target: 'closing' },
        },
      },
      // Cancel waits for the picture: an upload cut short would leave the owner wondering what was kept.
      uploading: {
        tags: ['busy'],
        on: { 'field.change': { actions: 'changeField' }, 'field.reader': { actions: 'setReader' } },
        invoke: {
          id: 'uploadImage',
          src: 'uploadImage',
          input: ({ event }) => ({ file: (event as { file: File }).file }),
          onDone: { target: 'editing', actions: { type: 'setImage', params: ({ event }) => event.output } },
          onError: { target: 'editing', actions: 'setUploadError' },
        },
      },
      saving: {
        tags: ['busy'],
        initial: 'reading',
        states: {
          reading: {
            always: { guard: 'noReaders', target: 'sending' },
            invoke: {
              id: 'readRichText',
              src: 'readRichText',
              input: ({ context }) => ({ readers: context.readers }),
              onDone: { target: 'sending', actions: { type: 'setDocuments', params: ({ event }) => event.output } },
              // An editor that cannot be read now: its last reported document goes.
              onError: { target: 'sending' },
            },
          },
          sending: {
            invoke: {
              id: 'saveItem',
              src: 'saveItem',
              input: ({ context }) => ({ original: context.original, draft: context.draft, image: context.image }),
              onDone: { target: '#' + id + '.saved', actions: { type: 'setSaved', params: ({ event }) => event.output } },
              onError: { target: '#' + id + '.editing', actions: 'setSaveError' },
            },
          },
        },
      },
      // The rich text's last words may not have been reported yet: read them, then decide.
      closing: {
        initial: 'reading',
        on: { 'field.change': { actions: 'changeField' } },
        states: {
          reading: {
            always: { guard: 'noReaders', target: 'deciding' },
            invoke: {
              id: 'readRichText',
              src: 'readRichText',
              input: ({ context }) => ({ readers: context.readers }),
              onDone: { target: 'deciding', actions: { type: 'setDocuments', params: ({ event }) => event.output } },
              onError: { target: 'deciding' },
            },
          },
          deciding: {
            always: [{ guard: 'hasChanges', target: '#' + id + '.confirmingDiscard' }, { target: '#' + id + '.cancelled' }],
          },
        },
      },
      // "Discard your changes?": the form stays as it is behind the question.
      confirmingDiscard: {
        on: {
          'field.change': { actions: 'changeField' },
          'discard.keep': { target: 'editing' },
          'discard.confirm': { target: 'cancelled' },
        },
      },
      saved: {
        type: 'final',
      },
      cancelled: {
        type: 'final',
      },
    },
    output: ({ context }) => context.saved,
  });
}

/** A coach's or partner's editor: it ends with the saved item, or null when closed without saving. */
export type OwnerEditorMachine<D, T extends { id: number }> = ReturnType<typeof createEditorMachine<D, T>>;

/** Coaches tab: create or edit a coach. */
export const coachEditorMachine = createEditorMachine<CoachDraft, OwnerCoach>('coachEditor', coachDraftProblems);
/** Partners tab: create or edit a partner. */
export const partnerEditorMachine = createEditorMachine<PartnerDraft, OwnerPartner>('partnerEditor', partnerDraftProblems);
