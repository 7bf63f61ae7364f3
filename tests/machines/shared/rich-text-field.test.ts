import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { RICH_TEXT_TOOLS, type RichTextDocument } from '@machines/shared/rich-text';
import { richTextFieldMachine, type LoadEditorInput, type RichTextEditorHandle } from '@machines/shared/rich-text-field.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';

const START: RichTextDocument = { blocks: [{ type: 'paragraph', data: { text: 'Hello' } }] };
const FIRST: RichTextDocument = { time: 1, blocks: [{ type: 'paragraph', data: { text: 'Hello courts' } }], version: '2.31.7' };
const SECOND: RichTextDocument = { time: 2, blocks: [{ type: 'paragraph', data: { text: 'Hello courts!' } }], version: '2.31.7' };
const editor: RichTextEditorHandle = { save: async () => FIRST, destroy: () => {} };

describe('rich-text field model', () => {
  const model = createMachineTestModel(richTextFieldMachine, {
    input: { preset: 'essential', value: START },
    events: (snapshot) => [
      { type: 'xstate.done.actor.loadEditor', output: editor },
      { type: 'xstate.error.actor.loadEditor', error: { message: 'Failed to fetch dynamically imported module' } },
      { type: 'xstate.done.actor.saveDocument', output: snapshot.context.changedAgain ? SECOND : FIRST },
      { type: 'xstate.error.actor.saveDocument', error: { message: 'Saving failed' } },
    ],
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(richTextFieldMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(richTextFieldMachine, { input: { preset: 'essential', value: START }, spy: ['notifyChange'] });
      await runPath(path, h, {
        states: {
          loading: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            const input = h.lastInput('loadEditor') as LoadEditorInput;
            expect(input.preset).toBe('essential');
            expect(input.value).toBe(START);
            expect(input.parent).toBe(h.actor);
          },
          error: (s) => {
            expect(s.context.error?.message).toBe('Failed to fetch dynamically imported module');
            expect(s.context.editor).toBeNull();
            expect(s.can({ type: 'richText.retry' })).toBe(true);
          },
          editing: (s) => {
            expect(s.context.editor).toBe(editor);
            expect((h.lastInput('keepEditor') as { editor: RichTextEditorHandle }).editor).toBe(editor);
          },
          'editing.saving': () => expect(h.lastInput('saveDocument')).toEqual({ editor }),
        },
        // The form hears every document read out of the editor, and nothing else.
        effects: (event) => (event.type === 'xstate.done.actor.saveDocument' ? ['notifyChange'] : []),
        events: {
          'xstate.done.actor.saveDocument': ({ event }) => {
            expect(h.actions.notifyChange).toHaveBeenCalledWith(expect.anything(), { value: event.output });
            expect(h.snapshot.context.value).toBe(event.output);
          },
          // A failed read keeps the editor (and the owner's words in it) and the last document.
          'xstate.error.actor.saveDocument': () => {
            expect(h.snapshot.matches({ editing: 'ready' })).toBe(true);
            expect(h.snapshot.context.editor).toBe(editor);
          },
        },
      });
    });
  }
});

describe('rich-text field lifetime', () => {
  const handle = () => ({ save: vi.fn(async () => FIRST), destroy: vi.fn() });

  it('destroys the editor when the field stops', async () => {
    const live = handle();
    const actor = createActor(richTextFieldMachine.provide({ actors: { loadEditor: fromPromise<RichTextEditorHandle, LoadEditorInput>(async () => live) } }), {
      input: { preset: 'minimal', value: START },
    }).start();
    await waitFor(actor, (s) => s.matches('editing'));
    expect(live.destroy).not.toHaveBeenCalled();
    actor.send({ type: 'richText.changed' });
    await waitFor(actor, (s) => s.matches({ editing: 'ready' }));
    expect(live.save).toHaveBeenCalledTimes(1);
    actor.stop();
    expect(live.destroy).toHaveBeenCalledTimes(1);
  });

  it('aborts a load still under way when the field stops', async () => {
    let signal: AbortSignal | undefined;
    const actor = createActor(
      richTextFieldMachine.provide({
        actors: {
          loadEditor: fromPromise(({ signal: given }) => {
            signal = given;
            return new Promise<RichTextEditorHandle>(() => {});
          }),
        },
      }),
      { input: { preset: 'full', value: START } },
    ).start();
    expect(signal?.aborted).toBe(false);
    actor.stop();
    expect(signal?.aborted).toBe(true);
  });

  it('loads again on retry after a failure', async () => {
    const live = handle();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(live);
    const actor = createActor(richTextFieldMachine.provide({ actors: { loadEditor: fromPromise<RichTextEditorHandle, LoadEditorInput>(() => load()) } }), {
      input: { preset: 'full', value: START },
    }).start();
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.error?.message).toBe('offline');
    actor.send({ type: 'richText.retry' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(load).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.stop();
  });
});

describe('rich-text presets (mirroring the server table)', () => {
  it('grow from minimal to essential to full', () => {
    expect(RICH_TEXT_TOOLS.minimal).toEqual({
      blocks: ['paragraph', 'header', 'list'],
      headerLevels: [2, 3],
      nestedLists: false,
      inline: ['b', 'i', 'a', 'br'],
    });
    expect(RICH_TEXT_TOOLS.essential).toEqual({
      blocks: ['paragraph', 'header', 'list', 'quote', 'delimiter'],
      headerLevels: [2, 3, 4],
      nestedLists: true,
      inline: ['b', 'i', 'a', 'br', 'u', 'mark'],
    });
    expect(RICH_TEXT_TOOLS.full.blocks).toEqual([...RICH_TEXT_TOOLS.essential.blocks, 'image', 'embed', 'table', 'warning']);
  });
});
