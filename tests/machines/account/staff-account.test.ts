import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, sendParent, setup } from 'xstate';
import { staffAccountMachine } from '@machines/account/staff-account.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';

/** The children as recorders: what the staff page's machine sent each, in order. */
function recordingChildren() {
  const received: string[] = [];
  const recorder = (id: string) =>
    fromCallback<{ type: string }, unknown>(({ receive }) => {
      receive((event) => received.push(`${id} ← ${event.type}`));
    });
  return {
    received,
    actors: { audit: recorder('audit'), orders: recorder('orders'), memberships: recorder('memberships'), receipt: recorder('receipt') },
  };
}

// What each change must read again: the audit trail always, and the lists that change touched.
// (The children are recorders standing in for the real machines; the types of those do not apply.)
const RELOADS: Record<string, string[]> = {
  'orders.changed': ['audit ← audit.reload', 'memberships ← memberships.reload'],
  'memberships.changed': ['audit ← audit.reload', 'orders ← orders.retry'],
  'membership.refunded': ['audit ← audit.reload', 'orders ← orders.retry', 'memberships ← memberships.reload'],
  'receipt.sent': ['audit ← audit.reload'],
  'account.familyChanged': ['audit ← audit.reload', 'memberships ← memberships.reload'],
};

describe('staff account model', () => {
  const input = { userId: 7 };
  const model = createMachineTestModel(staffAccountMachine, { input });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(staffAccountMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
    // Every change the children report is a path of its own.
    expect(paths.map((p) => p.steps.at(-1)?.event.type).sort()).toEqual(expect.arrayContaining(Object.keys(RELOADS).sort()));
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const children = recordingChildren();
      const h = createHarness(staffAccountMachine, { input, provide: { actors: children.actors as never } });
      await runPath(path, h, {
        events: Object.fromEntries(
          Object.entries(RELOADS).map(([type, reloads]) => [
            type,
            () => {
              expect(children.received).toEqual(reloads);
              children.received.length = 0;
            },
          ]),
        ),
      });
    });
  }
});

describe('staff account machine', () => {
  it('starts each tool on the account: the audit trail and memberships for that user', () => {
    const inputs: Record<string, unknown> = {};
    const capture = (id: string) => fromCallback<{ type: string }, unknown>(({ input }) => void (inputs[id] = input));
    const actor = createActor(
      staffAccountMachine.provide({
        actors: { audit: capture('audit'), orders: capture('orders'), memberships: capture('memberships'), receipt: capture('receipt') } as never,
      }),
      { input: { userId: 42 } },
    ).start();
    expect(inputs).toEqual({ audit: { userId: 42 }, orders: {}, memberships: { userId: 42 }, receipt: undefined });
    expect(Object.keys(actor.getSnapshot().children).sort()).toEqual(['audit', 'memberships', 'orders', 'receipt']);
    actor.stop();
  });

  it('a child’s report reaches it through sendParent, as the app wires memberships and receipts', () => {
    const children = recordingChildren();
    const reportsASale = setup({}).createMachine({ entry: sendParent({ type: 'memberships.changed' }) });
    createActor(staffAccountMachine.provide({ actors: { ...children.actors, memberships: reportsASale } as never }), { input: { userId: 1 } }).start();
    expect(children.received).toEqual(['audit ← audit.reload', 'orders ← orders.retry']);
  });
});
