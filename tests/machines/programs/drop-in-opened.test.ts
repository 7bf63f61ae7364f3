import { describe, expect, it } from 'vitest';
import { dropInMachine, type DropInInput } from '@machines/programs/drop-in.machine';
import type { SessionList } from '@machines/programs/program-shapes';
import { createHarness, createMachineTestModel, describePath, runPath, visitedStateIds } from '../support/test-model';
import { CLOSED, DISMISSED, FULL, LIST, OPEN, PEOPLE } from './drop-in-model-fixtures';

// Opened from the home page's drop-ins: /drop-in?session=31 opens that session's registration.
describe.each<DropInInput>([
  { today: '2026-11-30', timeZone: 'America/Toronto', isLoggedIn: true, requestedSession: '31' },
  { today: '2026-11-30', timeZone: 'America/Toronto', isLoggedIn: false, requestedSession: '31' },
])('drop-in model, opened on a session (logged in: $isLoggedIn)', (input) => {
  const NOW_FULL: SessionList = { ...LIST, items: [{ ...OPEN, spotsLeft: 0 }, FULL] };
  const model = createMachineTestModel(dropInMachine, {
    input,
    events: [
      { type: 'xstate.done.actor.loadSessions', output: LIST },
      { type: 'xstate.done.actor.loadSessions', output: NOW_FULL },
      { type: 'xstate.error.actor.loadSessions', error: { status: 500, message: 'Down' } },
      { type: 'purchase.prepare' },
      { type: 'xstate.done.actor.purchase', output: DISMISSED },
      { type: 'xstate.done.actor.loadParticipants', output: PEOPLE },
      { type: 'xstate.done.actor.purchase', output: CLOSED },
    ],
    // Up to the registration dialog (or the list): what follows is the ordinary page's (the model above).
    filter: (s) =>
      (s.context.requested !== null || s.context.task !== null || s.matches('ready')) &&
      s.context.level === null &&
      s.context.to === '2026-12-13' &&
      (s.context.error === null || s.matches('loadFailed')),
  });
  const paths = model.getShortestPaths();

  it('the first list opens the session’s registration when it takes one, and says so when it does not', () => {
    const visited = visitedStateIds(paths);
    for (const id of [
      'dropIn.loading',
      'dropIn.loadFailed',
      'dropIn.buying.signingIn',
      'dropIn.buying.preparing.sessions',
      'dropIn.buying.preparing.participants',
      'dropIn.buying.offered',
      'dropIn.ready',
    ])
      expect(visited).toContain(id);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(dropInMachine, { input });
      await runPath(path, h, {
        states: {
          // Read the list first: whether the session can take a registration is the server's answer.
          loading: (s) => expect(s.context.requested === 31 || s.context.sessions !== null).toBe(true),
          loadFailed: (s) => expect(s.context.requested).toBe(31),
          // As if its Register button was pressed: the purchase (its gate), then the people to tick.
          'buying.signingIn': (s) => {
            expect(s.context.task).toEqual({ kind: 'register', sessionId: 31 });
            expect(s.context.requestedUnavailable).toBe(false);
          },
          'buying.offered': (s) => expect(s.context.task).toEqual({ kind: 'register', sessionId: 31 }),
          ready: (s) => {
            expect(s.context.requested).toBeNull();
            expect(s.context.task).toBeNull();
          },
        },
        events: {
          'xstate.done.actor.loadSessions': (step, from) => {
            if (!from?.matches('loading')) return;
            // Full by the time the list came: no registration opens, and the page says why.
            const full = (step.event.output as SessionList).items[0].spotsLeft === 0;
            expect(h.snapshot.matches(full ? 'ready' : 'buying')).toBe(true);
            expect(h.snapshot.context.requestedUnavailable).toBe(full);
            // The purchase's gate is told whether a login is needed, as for the Register button.
            if (!full) expect(h.lastInput('purchase')).toMatchObject({ isLoggedIn: from.context.isLoggedIn });
          },
        },
      });
    });
  }

  it('ignores an address that cannot name a session', () => {
    for (const requestedSession of ['abc', '0', '-3', '99999999999', '', null]) {
      const h = createHarness(dropInMachine, { input: { ...input, requestedSession } }).start();
      expect(h.snapshot.context.requested).toBeNull();
    }
  });
});
