import { describe, expect, it } from 'vitest';
import { myProgramsMachine } from '@machines/programs/my-programs.machine';
import { campPlace as CAMP_PLACE } from './catalogue-fixtures';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';

describe('my programs model', () => {
  const model = createMachineTestModel(myProgramsMachine, {
    events: [
      { type: 'xstate.done.actor.loadMine', output: { items: [CAMP_PLACE], timeZone: 'America/Toronto' } },
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
            expect(s.context.mine).toEqual({ items: [CAMP_PLACE], timeZone: 'America/Toronto' });
            expect(s.context.error).toBeNull();
          },
          loadFailed: (s) => expect(s.context.error).toMatchObject({ status: 500 }),
        },
      });
    });
  }
});
