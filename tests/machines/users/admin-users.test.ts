import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUsersMachine, SEARCH_DEBOUNCE_MS, type AdminUser } from '@machines/users/admin-users.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';

const ANA: AdminUser = { id: 1, email: 'ana@example.com', firstName: 'Ana', lastName: 'Li', roles: [] };
const BOB: AdminUser = { id: 2, email: 'bob@example.com', firstName: 'Bob', lastName: 'Roy', roles: ['owner'] };
const ALL = { items: [ANA, BOB], total: 2 };
const ANA_ONLY = { items: [ANA], total: 1 };

// The debounce is an `after`: fake setTimeout lets a model step fire it; setImmediate stays real for flushing.
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('admin users model', () => {
  const model = createMachineTestModel(adminUsersMachine, {
    input: {},
    events: (s) => [
      { type: 'users.queryChanged', query: 'ana' },
      { type: 'users.queryChanged', query: '' },
      { type: 'users.rolesChanged', id: 1, roles: ['admin'] },
      // The server answers what matches the query that was sent.
      { type: 'xstate.done.actor.searchUsers', output: s.context.query.trim() ? ANA_ONLY : ALL },
      { type: 'xstate.error.actor.searchUsers', error: { status: 500, message: 'Search is down' } },
      { type: 'xstate.done.actor.setRoles', output: undefined },
      { type: 'xstate.error.actor.setRoles', error: { status: 403, message: 'Forbidden' } },
    ],
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(adminUsersMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(adminUsersMachine, { input: {} });
      await runPath(path, h, {
        states: {
          // No search in flight while waiting (one in flight when typing resumed was stopped).
          debouncing: (s) => expect(s.children).not.toHaveProperty('searchUsers'),
          loading: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('searchUsers')).toEqual({ query: s.context.query.trim() });
          },
          ready: (s) => {
            expect(s.context.saving).toBeNull();
            expect(s.context.users.length).toBe(s.context.total);
          },
          saving: (s) => {
            expect(s.context.saving).toEqual({ id: 1, roles: ['admin'] });
            expect(h.lastInput('setRoles')).toEqual({ id: 1, roles: ['admin'] });
          },
        },
        events: {
          'xstate.done.actor.setRoles': () => expect(h.snapshot.context.users.find((u) => u.id === 1)?.roles).toEqual(['admin']),
          'xstate.error.actor.setRoles': (_, from) => {
            expect(h.snapshot.context.users).toEqual(from?.context.users);
            expect(h.snapshot.context.error?.message).toBe('Forbidden');
          },
          'xstate.error.actor.searchUsers': (_, from) => {
            expect(h.snapshot.context.users).toEqual(from?.context.users);
            expect(h.snapshot.context.error?.message).toBe('Search is down');
          },
        },
      });
    });
  }
});

describe('admin users machine', () => {
  it('searches once, after typing pauses for the debounce', async () => {
    const h = createHarness(adminUsersMachine, { input: {} }).start();
    await h.resolve('searchUsers', ALL);
    for (const query of ['a', 'an', 'ana']) {
      h.send({ type: 'users.queryChanged', query });
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    }
    expect(h.calls.searchUsers).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(h.calls.searchUsers).toHaveLength(2);
    expect(h.lastInput('searchUsers')).toEqual({ query: 'ana' });
  });

  it('typing during a search drops the stale answer', async () => {
    const h = createHarness(adminUsersMachine, { input: { query: 'bo' } }).start();
    h.send({ type: 'users.queryChanged', query: 'ana' });
    expect(h.snapshot.value).toBe('debouncing');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    await h.resolve('searchUsers', ANA_ONLY);
    expect(h.snapshot.context.users).toEqual([ANA]);
    expect(h.calls.searchUsers?.[0]?.input).toEqual({ query: 'bo' });
  });

  it('isListedUser: ignores a role change for someone not in the list', async () => {
    const h = createHarness(adminUsersMachine, { input: {} }).start();
    await h.resolve('searchUsers', ANA_ONLY);
    h.send({ type: 'users.rolesChanged', id: 2, roles: ['admin'] });
    expect(h.snapshot.value).toBe('ready');
    expect(h.calls.setRoles).toBeUndefined();
  });

  it('uses the updated user when setRoles answers one', async () => {
    const h = createHarness(adminUsersMachine, { input: {} }).start();
    await h.resolve('searchUsers', ALL);
    h.send({ type: 'users.rolesChanged', id: 2, roles: [] });
    await h.resolve('setRoles', { ...BOB, roles: [], firstName: 'Robert' });
    expect(h.snapshot.context.users[1]).toEqual({ ...BOB, roles: [], firstName: 'Robert' });
    expect(h.snapshot.context.users[0]).toEqual(ANA);
  });
});
