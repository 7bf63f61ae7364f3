import { describe, expect, it } from 'vitest';
import type { OwnerCoach } from '@machines/content/content-shapes';
import { movedIds, ownerCoachesMachine, ownerPartnersMachine } from '@machines/content/owner-list.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';

const aCoach = (id: number, order: number, published = true): OwnerCoach => ({
  id,
  name: `Coach ${id}`,
  tagline: { en: '', fr: null },
  bio: { en: { blocks: [] }, fr: null },
  photoUrl: null,
  photoUploadId: null,
  certifications: [],
  levels: [],
  languages: [],
  order,
  published,
});
const A = aCoach(1, 0);
const B = aCoach(2, 1, false);

describe('owner coaches model', () => {
  const model = createMachineTestModel(ownerCoachesMachine, {
    events: [
      { type: 'xstate.done.actor.loadItems', output: [A, B] },
      { type: 'xstate.error.actor.loadItems', error: { status: 500, message: 'Down' } },
      { type: 'list.retry' },
      { type: 'list.reload' },
      { type: 'item.togglePublished', id: 2 },
      { type: 'xstate.done.actor.saveItem', output: { ...B, published: true } },
      { type: 'xstate.error.actor.saveItem', error: { status: 404, message: 'Gone', code: 'coach_not_found' } },
      { type: 'item.move', id: 2, direction: 'up' },
      {
        type: 'xstate.done.actor.reorder',
        output: [
          { ...B, order: 0 },
          { ...A, order: 1 },
        ],
      },
      { type: 'xstate.error.actor.reorder', error: { status: 400, message: 'Mismatch', code: 'order_ids_mismatch' } },
      { type: 'item.delete', id: 1 },
      { type: 'delete.confirm' },
      { type: 'delete.cancel' },
      { type: 'xstate.done.actor.deleteItem' },
      { type: 'xstate.error.actor.deleteItem', error: { status: 500, message: 'Down' } },
      { type: 'item.edit', id: 1 },
      { type: 'xstate.done.actor.editor', output: { ...A, name: 'Ada' } },
      { type: 'xstate.done.actor.editor', output: null },
    ],
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(ownerCoachesMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(ownerCoachesMachine);
      await runPath(path, h, {
        states: {
          loading: (s) => expect(s.hasTag('busy')).toBe(true),
          saving: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            const { item } = h.lastInput('saveItem') as { item: OwnerCoach };
            // The item as listed, published flipped (the list itself changes only when the save answers).
            const listed = s.context.items.find((i) => i.id === item.id);
            expect(item).toEqual({ ...listed, published: !listed?.published });
          },
          reordering: () => expect(h.lastInput('reorder')).toEqual({ ids: [2, 1] }),
          confirmingDelete: (s) => {
            expect(s.context.pendingDeleteId).toBe(1);
            expect(h.lastInput('deleteItem')).toBeUndefined();
          },
          deleting: () => expect(h.lastInput('deleteItem')).toEqual({ id: 1 }),
          ready: (s) => {
            expect(s.context.pendingDeleteId).toBeNull();
            expect(s.context.editing).toBeNull();
          },
          editing: (s) => {
            // The editor starts from the item's own form (or an empty one for a new item).
            const { original, draft } = h.lastInput('editor') as { original: OwnerCoach | null; draft: { name: string } };
            expect(original).toEqual(s.context.editing);
            expect(draft.name).toBe(s.context.editing?.name ?? '');
          },
        },
      });
    });
  }
});

describe('owner list machine', () => {
  it('a failed save keeps the list and says why', async () => {
    const h = createHarness(ownerPartnersMachine).start();
    await h.resolve('loadItems', []);
    expect(h.snapshot.value).toBe('ready');
    const c = createHarness(ownerCoachesMachine).start();
    await c.resolve('loadItems', [A, B]);
    c.send({ type: 'item.togglePublished', id: 1 });
    await c.reject('saveItem', { status: 400, message: 'Bad', code: 'invalid_field' });
    expect(c.snapshot.value).toBe('ready');
    expect(c.snapshot.context.items).toEqual([A, B]);
    expect(c.snapshot.context.error).toMatchObject({ code: 'invalid_field' });
  });

  it('the first cannot move up nor the last down; an unknown id does nothing', async () => {
    const h = createHarness(ownerCoachesMachine).start();
    await h.resolve('loadItems', [A, B]);
    expect(h.snapshot.can({ type: 'item.move', id: 1, direction: 'up' })).toBe(false);
    expect(h.snapshot.can({ type: 'item.move', id: 2, direction: 'down' })).toBe(false);
    expect(h.snapshot.can({ type: 'item.delete', id: 999 })).toBe(false);
    expect(h.snapshot.can({ type: 'item.edit', id: 999 })).toBe(false);
  });

  it('a confirmed delete removes the item', async () => {
    const h = createHarness(ownerCoachesMachine).start();
    await h.resolve('loadItems', [A, B]);
    h.send({ type: 'item.delete', id: 1 });
    h.send({ type: 'delete.confirm' });
    await h.resolve('deleteItem');
    expect(h.snapshot.context.items.map((i) => i.id)).toEqual([2]);
  });

  it('a saved form reads the list again; a cancelled one leaves it as it was', async () => {
    const h = createHarness(ownerCoachesMachine).start();
    await h.resolve('loadItems', [A, B]);
    h.send({ type: 'item.add' });
    expect(h.snapshot.value).toBe('editing');
    expect(h.lastInput('editor')).toMatchObject({ original: null, image: null, draft: { name: '', languages: '' } });
    await h.resolve('editor', null);
    expect(h.snapshot.value).toBe('ready');
    expect(h.calls.loadItems).toHaveLength(1);
    h.send({ type: 'item.edit', id: 2 });
    expect(h.snapshot.context.editing).toEqual(B);
    await h.resolve('editor', { ...B, name: 'Bea' });
    expect(h.snapshot.value).toBe('loading');
    expect(h.snapshot.context.editing).toBeNull();
    expect(h.calls.loadItems).toHaveLength(2);
  });

  it('movedIds swaps neighbours', () => {
    expect(movedIds([1, 2, 3], 3, 'up')).toEqual([1, 3, 2]);
    expect(movedIds([1, 2, 3], 1, 'down')).toEqual([2, 1, 3]);
    expect(movedIds([1, 2], 1, 'up')).toEqual([1, 2]);
  });
});
