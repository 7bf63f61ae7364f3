import { describe, expect, it } from 'vitest';
import type { Coach, Partner } from '@machines/content/content-shapes';
import { coachesListMachine, partnersListMachine } from '@machines/content/published-list.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';

const BIO = { blocks: [{ type: 'paragraph', data: { text: 'Level 2 coach.' } }] };
const COACH: Coach = {
  id: 1,
  name: 'Ada Coach',
  tagline: 'Resets and drops',
  bio: BIO,
  photoUrl: null,
  certifications: ['PCO Level 2'],
  levels: ['Beginner'],
  languages: ['English', 'French'],
};
const PARTNER: Partner = { id: 1, name: 'Racquet Club', logoUrl: null, url: 'https://example.org', description: BIO };

describe('coaches list model', () => {
  const model = createMachineTestModel(coachesListMachine, {
    events: [
      { type: 'xstate.done.actor.loadItems', output: [COACH] },
      { type: 'xstate.done.actor.loadItems', output: [] },
      { type: 'xstate.error.actor.loadItems', error: { status: 500, message: 'Coaches are down' } },
    ],
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(coachesListMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(coachesListMachine);
      let loads = 1;
      await runPath(path, h, {
        states: {
          loading: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(s.context.error).toBeNull();
            expect(s.children).toHaveProperty('loadItems');
          },
          listed: (s) => {
            expect(s.context.items.map((c) => c.name)).toEqual(['Ada Coach']);
            expect(s.can({ type: 'list.retry' })).toBe(false);
          },
          empty: (s) => {
            expect(s.context.items).toEqual([]);
            expect(s.context.error).toBeNull();
          },
          failed: (s) => {
            expect(s.context.error).toEqual({ status: 500, message: 'Coaches are down' });
            expect(s.hasTag('busy')).toBe(false);
          },
        },
        events: {
          'list.retry': () => expect(h.calls.loadItems).toHaveLength(++loads),
        },
      });
    });
  }
});

describe('partners list machine', () => {
  it('keeps the server order and lists the partners', async () => {
    const other = { ...PARTNER, id: 0, name: 'Association' };
    const h = createHarness(partnersListMachine).start();
    await h.resolve('loadItems', [PARTNER, other]);
    expect(h.snapshot.value).toBe('listed');
    expect(h.snapshot.context.items.map((p) => p.id)).toEqual([1, 0]);
  });

  it('a retry after a failure can end empty', async () => {
    const h = createHarness(partnersListMachine).start();
    await h.reject('loadItems', { status: 503, message: 'Down' });
    expect(h.snapshot.value).toBe('failed');
    h.send({ type: 'list.retry' });
    expect(h.snapshot.context.error).toBeNull();
    await h.resolve('loadItems', []);
    expect(h.snapshot.value).toBe('empty');
  });
});
