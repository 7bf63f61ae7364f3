import { describe, expect, it } from 'vitest';
import { myOpenPlayMachine, type MyOpenPlay } from '@machines/open-play';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';

const MINE: MyOpenPlay = {
  timeZone: 'America/Toronto',
  sessions: [
    {
      sessionId: 31,
      title: 'Morning open play',
      date: '2026-12-01',
      startsAt: '2026-12-01T14:00:00.000Z',
      endedAt: null,
      players: [{ registrationId: 105, name: 'Maya M.', games: 7, sitOuts: 1 }],
    },
  ],
};

describe('my open play model', () => {
  const model = createMachineTestModel(myOpenPlayMachine, {
    events: [
      { type: 'xstate.done.actor.loadMine', output: MINE },
      { type: 'xstate.error.actor.loadMine', error: { status: 500, message: 'Server down' } },
    ],
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(myOpenPlayMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(myOpenPlayMachine);
      await runPath(path, h, {
        states: {
          loading: (s) => expect(s.hasTag('busy')).toBe(true),
          ready: (s) => expect(s.context.mine).toEqual(MINE),
          loadFailed: (s) => expect(s.context.error?.message).toBe('Server down'),
        },
      });
    });
  }
});
