import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { loginGateMachine, type LoginGateEvent } from '@machines/auth/login-gate.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';

const MODELS = [
  { name: 'visitor', input: { isLoggedIn: false }, unused: [] as string[] },
  // Logged in: through at once, no modal, nothing to wait for.
  { name: 'logged in', input: { isLoggedIn: true }, only: ['loginGate.loggedIn'] },
];

for (const { name, input, unused = [], only } of MODELS) {
  describe(`login gate model (${name})`, () => {
    const model = createMachineTestModel(loginGateMachine, { input });
    const paths = model.getShortestPaths();

    it('paths reach every state and take every transition', () => {
      const visited = visitedStateIds(paths);
      const expected = only ?? reachableStateIds(loginGateMachine).filter((id) => !unused.includes(id));
      for (const id of expected) expect(visited).toContain(id);
      expect(transitionCoverage(model, paths).missing).toEqual([]);
    });

    for (const path of paths) {
      it(describePath(path), async () => {
        const h = createHarness(loginGateMachine, { input, spy: ['requestLogin'] });
        await runPath(path, h, {
          states: {
            waitingForLogin: (s) => {
              expect(s.status).toBe('active');
              // The app's watcher runs only while waiting.
              expect(s.children.watchLogin).toBeDefined();
            },
            loggedIn: (s) => {
              expect(s.status).toBe('done');
              expect(s.output).toEqual({ loggedIn: true });
            },
            cancelled: (s) => {
              expect(s.status).toBe('done');
              expect(s.output).toEqual({ loggedIn: false });
            },
          },
          effects: (event) => (event.type === 'xstate.init' && !input.isLoggedIn ? ['requestLogin'] : []),
        });
      });
    }
  });
}

describe('login gate machine', () => {
  it('the app’s watcher reports the login, and is stopped when the gate is done', () => {
    let report: ((event: LoginGateEvent) => void) | undefined;
    let stopped = false;
    const gate = loginGateMachine.provide({
      actors: {
        watchLogin: fromCallback(({ sendBack }) => {
          report = sendBack;
          return () => void (stopped = true);
        }),
      },
    });
    const actor = createActor(gate, { input: { isLoggedIn: false } }).start();
    expect(actor.getSnapshot().value).toBe('waitingForLogin');
    report!({ type: 'session.loggedIn' });
    expect(actor.getSnapshot().output).toEqual({ loggedIn: true });
    expect(stopped).toBe(true);
  });
});
