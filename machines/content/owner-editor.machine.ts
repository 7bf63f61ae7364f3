import { assign, fromPromise, setup } from 'xstate';
import { errorOf, toApiError, type ApiError } from '../shared/api-error';
import type { RichTextDocument } from '../shared/rich-text';
import type { OwnerCoach, OwnerPartner } from './content-shapes';

/** The photo or logo as uploaded (`POST /api/uploads/images`), shown in the form. */
export interface EditorImage {
  id: string;
  url: string;
}

/** The coach form: the lists as the owner types them, comma-separated. */
export interface CoachDraft {
  name: string;
  tagline: string;
  bio: RichTextDocument;
  certifications: string;
  levels: string;
  languages: string;
  published: boolean;
}

/** The partner form. */
export interface PartnerDraft {
  name: string;
  url: string;
  description: RichTextDocument;
  published: boolean;
}

interface EditorContext<D, T> {
  /** The coach or partner being edited; null for a new one. */
  original: T | null;
  draft: D;
  image: EditorImage | null;
  /** The server's per-field refusals (`fields`), keyed by body field. */
  fieldErrors: Record<string, string>;
  /** A refusal or failure without a field, or an upload that failed. */
  error: ApiError | null;
  /** What the server answered to the save. */
  saved: T | null;
}

type EditorEvent =
  | { type: 'field.change'; field: string; value: unknown }
  | { type: 'image.pick'; file: File }
  | { type: 'image.remove' }
  | { type: 'save' };

/** Comma-separated words as the list the server takes: trimmed, empty ones left out. */
export const splitList = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

/** The owner's create or edit form for a coach or a partner: upload a picture, save, show refusals. */
function createEditorMachine<D, T extends { id: string }>(id: string) {
  return setup({
    types: {
      context: {} as EditorContext<D, T>,
      events: {} as EditorEvent,
      input: {} as { original: T | null; draft: D; image: EditorImage | null },
      output: {} as T,
      tags: {} as 'busy',
    },
    actors: {
      /** POST uploads/images */
      uploadImage: fromPromise<EditorImage, { file: File }>(async () => {
        throw new Error('provide uploadImage');
      }),
      /** POST or PUT owner/<kind> with the body made from the draft and image */
      saveItem: fromPromise<T, { original: T | null; draft: D; image: EditorImage | null }>(async () => {
        throw new Error('provide saveItem');
      }),
    },
    actions: {
      changeField: assign({
        draft: ({ context, event }) => (event.type === 'field.change' ? ({ ...context.draft, [event.field]: event.value }) : context.draft),
        fieldErrors: ({ context, event }) => {
          if (event.type !== 'field.change' || !(event.field in context.fieldErrors)) return context.fieldErrors;
          const { [event.field]: _cleared, ...rest } = context.fieldErrors;
          return rest;
        },
      }),
      setImage: assign({ image: ({ event }) => (event as { output?: EditorImage }).output ?? null, error: null }),
      removeImage: assign({ image: null }),
      setSaved: assign({ saved: ({ event }) => (event as { output?: T }).output ?? null }),
      clearErrors: assign({ fieldErrors: {}, error: null }),
      setUploadError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
      setSaveError: assign(({ event }) => {
        const error = toApiError(errorOf(event));
        return { error, fieldErrors: error.fields ?? {} };
      }),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ original: input.original, draft: input.draft, image: input.image, fieldErrors: {}, error: null, saved: null }),
    initial: 'editing',
    states: {
      editing: {
        on: {
          'field.change': { actions: 'changeField' },
          'image.pick': { target: 'uploading' },
          'image.remove': { actions: 'removeImage' },
          save: { target: 'saving', actions: 'clearErrors' },
        },
      },
      uploading: {
        tags: ['busy'],
        on: { 'field.change': { actions: 'changeField' } },
        invoke: {
          id: 'uploadImage',
          src: 'uploadImage',
          input: ({ event }) => ({ file: (event as { file: File }).file }),
          onDone: { target: 'editing', actions: 'setImage' },
          onError: { target: 'editing', actions: 'setUploadError' },
        },
      },
      saving: {
        tags: ['busy'],
        invoke: {
          id: 'saveItem',
          src: 'saveItem',
          input: ({ context }) => ({ original: context.original, draft: context.draft, image: context.image }),
          onDone: { target: 'saved', actions: 'setSaved' },
          onError: { target: 'editing', actions: 'setSaveError' },
        },
      },
      saved: {
        type: 'final',
      },
    },
    output: ({ context }) => context.saved as T,
  });
}

/** Coaches tab: create or edit a coach. */
export const coachEditorMachine = createEditorMachine<CoachDraft, OwnerCoach>('coachEditor');
/** Partners tab: create or edit a partner. */
export const partnerEditorMachine = createEditorMachine<PartnerDraft, OwnerPartner>('partnerEditor');
