import { assign, fromCallback, fromPromise, setup, type AnyActorRef } from 'xstate';
import { toApiError, type ApiError } from './api-error';
import type { RichTextDocument, RichTextPreset } from './rich-text';

/** A live editor, as the app's `loadEditor` hands it over. */
export interface RichTextEditorHandle {
  /** The editor's output now. */
  save(): Promise<RichTextDocument>;
  destroy(): void;
}

interface RichTextFieldInput {
  preset: RichTextPreset;
  /** The document the field opens with. */
  value: RichTextDocument;
}

export interface LoadEditorInput extends RichTextFieldInput {
  /** Where the editor reports `richText.changed`. */
  parent: AnyActorRef;
}

interface RichTextFieldContext extends RichTextFieldInput {
  editor: RichTextEditorHandle | null;
  /** The editor could not load (shown with a retry). */
  error: ApiError | null;
  /** A change came while the previous one was being read out of the editor. */
  changedAgain: boolean;
}

type RichTextFieldEvent = { type: 'richText.changed' } | { type: 'richText.retry' };

/**
 * One rich-text field: the editor loads (Editor.js and its tools are the app's lazy `loadEditor`),
 * then each change is read out of it (`saveDocument`) and handed to the form (`notifyChange`), so the
 * owner's form always holds the latest document. `keepEditor` lives as long as the editor and destroys
 * it when the field goes away.
 */
export const richTextFieldMachine = setup({
  types: {
    input: {} as RichTextFieldInput,
    context: {} as RichTextFieldContext,
    events: {} as RichTextFieldEvent,
  },
  actors: {
    loadEditor: fromPromise<RichTextEditorHandle, LoadEditorInput>(async () => {
      throw new Error('provide loadEditor');
    }),
    saveDocument: fromPromise<RichTextDocument, { editor: RichTextEditorHandle }>(async ({ input }) => input.editor.save()),
    /** Destroys the editor when the field stops or the editor is left behind. */
    keepEditor: fromCallback<{ type: 'never' }, { editor: RichTextEditorHandle | null }>(
      ({ input }) =>
        () =>
          input.editor?.destroy(),
    ),
  },
  actions: {
    /** The form's onChange with the saved document. */
    notifyChange: (_, _params: { value: RichTextDocument }) => {},
    /** The form learns how to read the editor's document itself (its Save reads it afresh). */
    notifyReady: (_, _params: { editor: RichTextEditorHandle }) => {},
    setEditor: assign({ editor: (_, params: { editor: RichTextEditorHandle }) => params.editor, error: null }),
    setError: assign({ error: (_, params: { error: unknown }) => toApiError(params.error), editor: null }),
    setValue: assign({ value: (_, params: { value: RichTextDocument }) => params.value }),
    markChangedAgain: assign({ changedAgain: true }),
    clearChangedAgain: assign({ changedAgain: false }),
  },
  guards: {
    changedAgain: ({ context }) => context.changedAgain,
  },
}).createMachine({
  id: 'richTextField',
  context: ({ input }) => ({ preset: input.preset, value: input.value, editor: null, error: null, changedAgain: false }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadEditor',
        src: 'loadEditor',
        input: ({ context, self }) => ({ preset: context.preset, value: context.value, parent: self }),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'setEditor', params: ({ event }) => ({ editor: event.output }) },
            { type: 'notifyReady', params: ({ event }) => ({ editor: event.output }) },
          ],
        },
        onError: { target: 'error', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    editing: {
      invoke: { id: 'keepEditor', src: 'keepEditor', input: ({ context }) => ({ editor: context.editor }) },
      initial: 'ready',
      states: {
        ready: {
          on: { 'richText.changed': { target: 'saving' } },
        },
        saving: {
          entry: 'clearChangedAgain',
          on: { 'richText.changed': { actions: 'markChangedAgain' } },
          invoke: {
            id: 'saveDocument',
            src: 'saveDocument',
            input: ({ context }) => ({ editor: context.editor! }),
            onDone: [
              {
                guard: 'changedAgain',
                target: 'saving',
                reenter: true,
                actions: [
                  { type: 'setValue', params: ({ event }) => ({ value: event.output }) },
                  { type: 'notifyChange', params: ({ event }) => ({ value: event.output }) },
                ],
              },
              {
                target: 'ready',
                actions: [
                  { type: 'setValue', params: ({ event }) => ({ value: event.output }) },
                  { type: 'notifyChange', params: ({ event }) => ({ value: event.output }) },
                ],
              },
            ],
            // The editor still holds the owner's words; the next change reads them again.
            onError: { target: 'ready' },
          },
        },
      },
    },
    error: {
      on: { 'richText.retry': { target: 'loading' } },
    },
  },
});
