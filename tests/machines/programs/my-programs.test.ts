import { describe, expect, it } from 'vitest';
import { myProgramsMachine } from '@machines/programs/my-programs.machine';
import type { MyEnrolment } from '@machines/programs/program-shapes';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';

const CAMP_PLACE: MyEnrolment = {
  id: 3,
  programId: 21,
  kind: 'camp',
  title: 'March break camp',
  startsAt: '2026-03-09T13:00:00.000Z',
  endsAt: '2026-03-13T16:00:00.000Z',
  sessionCount: 5,
  participantId: 7,
  participantName: 'Leo Member',
  status: 'confirmed',
  priceCents: 18000,
  orderId: 'a1b2c3d4-0000-4000-8000-000000000001',
  cancellable: true,
  refundCents: 20340,
};

describe('my programs model', () => {
  const model = createMachineTestModel(myProgramsMachine, {
    events: [
      { type: 'xstate.done.actor.loadMine', output: [CAMP_PLACE] },
      { type: 'xstate.error.actor.loadMine', error: { status: 500, message: 'Down' } },
      { type: 'myPrograms.reload' },
    ],
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(myProgramsMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(myProgramsMachine);
      await runPath(path, h, {
        states: {
          ready: (s) => {
            expect(s.context.items).toEqual([CAMP_PLACE]);
            expect(s.context.error).toBeNull();
          },
          loadFailed: (s) => expect(s.context.error).toMatchObject({ status: 500 }),
        },
      });
    });
  }
});
