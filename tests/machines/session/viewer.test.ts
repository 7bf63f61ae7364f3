import { describe, expect, it } from 'vitest';
import { isOwnerViewer, isStaffViewer, viewerMachine, type Viewer } from '@machines/session/viewer.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';

const member: Viewer = { id: 3, firstName: 'Maya', lastName: 'Member', email: 'member@example.com', roles: [] };
const owner: Viewer = { ...member, id: 1, firstName: 'Olivia', roles: ['owner'] };

describe('viewer model', () => {
  const model = createMachineTestModel(viewerMachine, {
    events: [
      { type: 'xstate.done.actor.loadViewer', output: member },
      { type: 'xstate.error.actor.loadViewer', error: { status: 401, message: 'Please log in to continue.' } },
      { type: 'viewer.set', viewer: owner },
    ],
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(viewerMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      await runPath(path, createHarness(viewerMachine), {
        states: {
          anonymous: (s) => expect(s.context.viewer).toBeNull(),
          // A reload keeps showing who is known until the answer arrives.
          loading: (s) => expect([null, member, owner]).toContainEqual(s.context.viewer),
          known: (s) => expect([member, owner]).toContainEqual(s.context.viewer),
        },
      });
    });
  }
});

describe('viewer helpers', () => {
  it('tells staff and owners apart for display', () => {
    expect(isStaffViewer(null)).toBe(false);
    expect(isStaffViewer(member)).toBe(false);
    expect(isStaffViewer({ ...member, roles: ['admin'] })).toBe(true);
    expect(isOwnerViewer({ ...member, roles: ['admin'] })).toBe(false);
    expect(isStaffViewer(owner) && isOwnerViewer(owner)).toBe(true);
  });

  it('keeps the load error and stays anonymous', async () => {
    const h = createHarness(viewerMachine).start();
    h.send({ type: 'viewer.load' });
    await h.reject('loadViewer', { status: 500, message: 'Something went wrong on our side.' });
    expect(h.snapshot.value).toBe('anonymous');
    expect(h.snapshot.context.error).toEqual({ status: 500, message: 'Something went wrong on our side.' });
  });
});
