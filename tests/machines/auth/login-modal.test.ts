import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { DEFAULT_LOGIN_MODAL_TITLE, loginModalMachine } from '@machines/auth/login-modal.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';

const EVENT_CASES = [
  { type: 'loginModal.open' },
  { type: 'loginModal.open', title: 'Log in to book a court' },
  { type: 'loginModal.open', tab: 'signup' },
  { type: 'loginModal.tabChanged', tab: 'forgotPassword' },
  { type: 'loginModal.tabChanged', tab: 'login' },
];

describe('login modal model', () => {
  const model = createMachineTestModel(loginModalMachine, { events: EVENT_CASES });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(loginModalMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(loginModalMachine);
      await runPath(path, h, {
        states: {
          closed: (s) => expect(s.context).toEqual({ title: 'Login', tab: 'login' }),
          open: (s) => {
            expect(['Login', 'Log in to book a court']).toContain(s.context.title);
            expect(s.can({ type: 'loginModal.close' })).toBe(true);
          },
        },
        events: {
          'loginModal.open': ({ event }) => {
            expect(h.snapshot.context.title).toBe(event.title ?? 'Login');
            expect(h.snapshot.context.tab).toBe(event.tab ?? 'login');
          },
          'loginModal.tabChanged': ({ event }) => expect(h.snapshot.context.tab).toBe(event.tab),
        },
      });
    });
  }
});

describe('login modal machine', () => {
  it('defaults the title to Login', () => {
    expect(DEFAULT_LOGIN_MODAL_TITLE).toBe('Login');
    const actor = createActor(loginModalMachine).start();
    actor.send({ type: 'loginModal.open' });
    expect(actor.getSnapshot().context).toEqual({ title: 'Login', tab: 'login' });
  });

  it('forgets a custom title once closed', () => {
    const actor = createActor(loginModalMachine).start();
    actor.send({ type: 'loginModal.open', title: 'Session expired', tab: 'signup' });
    actor.send({ type: 'loginModal.close' });
    actor.send({ type: 'loginModal.open' });
    expect(actor.getSnapshot().context).toEqual({ title: 'Login', tab: 'login' });
  });

  it('ignores tab changes while closed', () => {
    const actor = createActor(loginModalMachine).start();
    actor.send({ type: 'loginModal.tabChanged', tab: 'signup' });
    expect(actor.getSnapshot().context.tab).toBe('login');
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
