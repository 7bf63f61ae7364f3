import { describe, expect, it } from 'vitest';
import { isOwnerViewer, isStaffViewer, toViewer, viewerMachine, type Viewer } from '@machines/session/viewer.machine';
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
  it("toViewer keeps the account's language from a login answer, and only a known one", () => {
    const answer = { id: 3, email: 'maya@example.com', firstName: 'Maya', lastName: 'Member', roles: [], phoneNumber: '555' };
    expect(toViewer({ ...answer, locale: 'fr-CA' })).toEqual({
      id: 3,
      email: 'maya@example.com',
      firstName: 'Maya',
      lastName: 'Member',
      roles: [],
      locale: 'fr-CA',
    });
    expect(toViewer({ ...answer, locale: 'de-DE' })).toEqual({ id: 3, email: 'maya@example.com', firstName: 'Maya', lastName: 'Member', roles: [] });
    expect(toViewer(answer)).toEqual({ id: 3, email: 'maya@example.com', firstName: 'Maya', lastName: 'Member', roles: [] });
  });

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
