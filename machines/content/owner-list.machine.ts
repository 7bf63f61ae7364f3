import { assign, fromPromise, setup } from 'xstate';
import { errorOf, toApiError, type ApiError } from '../shared';
import type { OwnerCoach, OwnerItem, OwnerPartner } from './content-shapes';
import { coachEditorInput, partnerEditorInput, type CoachDraft, type EditorInput, type PartnerDraft } from './editor-drafts';
import { coachEditorMachine, partnerEditorMachine, type OwnerEditorMachine } from './owner-editor.machine';

interface OwnerListContext<T extends OwnerItem> {
  /** Every coach or partner, in display order. */
  items: T[];
  /** The one waiting on the owner's confirmation, or being deleted. */
  pendingDeleteId: number | null;
  /** The item open in the editor: the one being changed, or null for a new one (while editing). */
  editing: T | null;
  /** Why the last load or change failed (the list stays as it was). */
  error: ApiError | null;
}

type OwnerListEvent =
  | { type: 'list.retry' }
  | { type: 'list.reload' }
  | { type: 'item.togglePublished'; id: number }
  | { type: 'item.move'; id: number; direction: 'up' | 'down' }
  | { type: 'item.delete'; id: number }
  | { type: 'item.add' }
  | { type: 'item.edit'; id: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

/** The ids with one moved a place up or down; the same order when it cannot move. */
export function movedIds(ids: readonly number[], id: number, direction: 'up' | 'down'): number[] {
  const next = [...ids];
  const from = next.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= next.length) return next;
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/**
 * The owner's Coaches or Partners tab: the list, publish or hide, move up or down, delete after a
 * yes, and the create or edit form as a child (`editor`): its save reloads the list, its cancel ends it.
 */
function createOwnerListMachine<D, T extends OwnerItem>(id: string, editor: OwnerEditorMachine<D, T>, editorInput: (item: T | null) => EditorInput<D, T>) {
  return setup({
    types: {
      context: {} as OwnerListContext<T>,
      events: {} as OwnerListEvent,
      tags: {} as 'busy',
    },
    actors: {
      /** GET owner/<kind> */
      loadItems: fromPromise<T[]>(async () => {
        throw new Error('provide loadItems');
      }),
      /** PUT owner/<kind>/:id with the item as it should be */
      saveItem: fromPromise<T, { item: T }>(async () => {
        throw new Error('provide saveItem');
      }),
      /** POST owner/<kind>/order with the full order */
      reorder: fromPromise<T[], { ids: number[] }>(async () => {
        throw new Error('provide reorder');
      }),
      /** DELETE owner/<kind>/:id */
      deleteItem: fromPromise<void, { id: number }>(async () => {
        throw new Error('provide deleteItem');
      }),
      /** The create or edit form (owner-editor.machine), given its uploads and save */
      editor,
    },
    actions: {
      setItems: assign((_, items: T[]) => ({ items, error: null })),
      replaceItem: assign(({ context }, saved: T) => ({ items: context.items.map((i) => (i.id === saved.id ? saved : i)), error: null })),
      setPendingDelete: assign({ pendingDeleteId: ({ event }) => (event.type === 'item.delete' ? event.id : null), error: null }),
      clearPendingDelete: assign({ pendingDeleteId: null }),
      removePending: assign({
        items: ({ context }) => context.items.filter((i) => i.id !== context.pendingDeleteId),
        pendingDeleteId: null,
        error: null,
      }),
      setError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
      clearError: assign({ error: null }),
      openEditor: assign({
        editing: ({ context, event }) => (event.type === 'item.edit' ? (context.items.find((i) => i.id === event.id) ?? null) : null),
        error: null,
      }),
      closeEditor: assign({ editing: null }),
    },
    guards: {
      /** The editor ended with what it saved (null: closed without saving). */
      editorSaved: (_, params: { output: unknown }) => params.output != null,
      known: ({ context, event }) => 'id' in event && context.items.some((i) => i.id === event.id),
      canMove: ({ context, event }) =>
        event.type === 'item.move' &&
        movedIds(
          context.items.map((i) => i.id),
          event.id,
          event.direction,
        ).join() !== context.items.map((i) => i.id).join(),
    },
  }).createMachine({
    id,
    context: { items: [], pendingDeleteId: null, editing: null, error: null },
    initial: 'loading',
    states: {
      loading: {
        tags: ['busy'],
        invoke: {
          id: 'loadItems',
          src: 'loadItems',
          onDone: { target: 'ready', actions: { type: 'setItems', params: ({ event }) => event.output } },
          onError: { target: 'failed', actions: 'setError' },
        },
      },
      failed: {
        on: { 'list.retry': { target: 'loading', actions: 'clearError' } },
      },
      ready: {
        on: {
          'list.reload': { target: 'loading' },
          'item.togglePublished': { guard: 'known', target: 'saving' },
          'item.move': { guard: 'canMove', target: 'reordering' },
          'item.delete': { guard: 'known', target: 'confirmingDelete', actions: 'setPendingDelete' },
          'item.add': { target: 'editing', actions: 'openEditor' },
          'item.edit': { guard: 'known', target: 'editing', actions: 'openEditor' },
        },
      },
      editing: {
        invoke: {
          id: 'editor',
          src: 'editor',
          input: ({ context }: { context: OwnerListContext<T> }) => editorInput(context.editing),
          onDone: [
            // Saved: the server decides the place of a new item, so read the list again.
            { guard: { type: 'editorSaved', params: ({ event }) => ({ output: event.output }) }, target: 'loading', actions: 'closeEditor' },
            { target: 'ready', actions: 'closeEditor' },
          ],
        },
      },
      saving: {
        tags: ['busy'],
        invoke: {
          id: 'saveItem',
          src: 'saveItem',
          input: ({ context, event }) => {
            const item = context.items.find((i) => i.id === (event as { id: number }).id) as T;
            return { item: { ...item, published: !item.published } };
          },
          onDone: { target: 'ready', actions: { type: 'replaceItem', params: ({ event }) => event.output } },
          onError: { target: 'ready', actions: 'setError' },
        },
      },
      reordering: {
        tags: ['busy'],
        invoke: {
          id: 'reorder',
          src: 'reorder',
          input: ({ context, event }) => {
            const move = event as { id: number; direction: 'up' | 'down' };
            return {
              ids: movedIds(
                context.items.map((i) => i.id),
                move.id,
                move.direction,
              ),
            };
          },
          onDone: { target: 'ready', actions: { type: 'setItems', params: ({ event }) => event.output } },
          onError: { target: 'ready', actions: 'setError' },
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
          id: 'deleteItem',
          src: 'deleteItem',
          input: ({ context }) => ({ id: context.pendingDeleteId ?? 0 }),
          onDone: { target: 'ready', actions: 'removePending' },
          onError: { target: 'ready', actions: ['setError', 'clearPendingDelete'] },
        },
      },
    },
  });
}

/** /owner/event-setup, Coaches tab. */
export const ownerCoachesMachine = createOwnerListMachine<CoachDraft, OwnerCoach>('ownerCoaches', coachEditorMachine, coachEditorInput);
/** /owner/event-setup, Partners tab. */
export const ownerPartnersMachine = createOwnerListMachine<PartnerDraft, OwnerPartner>('ownerPartners', partnerEditorMachine, partnerEditorInput);
