import { describe, expect, it } from 'vitest';
import { rosterMachine } from '@machines/programs/roster.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import { roster } from './fixtures';

describe('roster model', () => {
  const input = { sessionId: 31 };
  const model = createMachineTestModel(rosterMachine, {
    input,
    events: [
      { type: 'xstate.done.actor.loadRoster', output: roster },
      { type: 'xstate.error.actor.loadRoster', error: { status: 404, message: 'Gone' } },
      { type: 'roster.attendance', registrationId: 101, status: 'checked_in' },
      { type: 'xstate.done.actor.markAttendance', output: { id: 101, attendance: 'checked_in' } },
      { type: 'xstate.error.actor.markAttendance', error: { status: 409, message: 'Cancelled' } },
      { type: 'walkIn.nameChanged', name: 'Kim' },
      { type: 'walkIn.methodChanged', method: 'card_terminal' },
      { type: 'xstate.done.actor.addWalkIn', output: {} },
      { type: 'xstate.error.actor.addWalkIn', error: { status: 409, message: 'Full', code: 'program_full' } },
    ],
    filter: (s) => !(s.context.addedWalkIn && s.context.error) && s.context.roster?.entries[0].attendance !== 'checked_in',
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(rosterMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(rosterMachine, { input, spy: ['printRoster'] });
      await runPath(path, h, {
        states: {
          marking: () => expect(h.lastInput('markAttendance')).toEqual({ registrationId: 101, status: 'checked_in' }),
          'walkIn.selling': (s) => expect(h.lastInput('addWalkIn')).toEqual({ sessionId: 31, name: 'Kim', method: s.context.walkInMethod }),
        },
        // Print works in every state, and only Print prints.
        effects: (event) => (event.type === 'roster.print' ? ['printRoster'] : []),
      });
    });
  }
});

describe('roster machine', () => {
  it('no walk-in when the session is full; a nameless walk-in is refused without a call', async () => {
    const h = createHarness(rosterMachine, { input: { sessionId: 31 } }).start();
    await h.resolve('loadRoster', { ...roster, session: { ...roster.session, spotsLeft: 0 } });
    expect(h.snapshot.can({ type: 'walkIn.open' })).toBe(false);
    const g = createHarness(rosterMachine, { input: { sessionId: 31 } }).start();
    await g.resolve('loadRoster', roster);
    g.send({ type: 'walkIn.open' });
    g.send({ type: 'walkIn.submit' });
    expect(g.snapshot.context.walkInProblem).toBe('name');
    expect(g.lastInput('addWalkIn')).toBeUndefined();
  });
});
