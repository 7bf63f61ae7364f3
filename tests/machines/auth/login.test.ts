import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { FAILED_LOGIN_MESSAGE, loginMachine, type LoginCredentials } from '@machines/auth/login.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import { apiFailure } from '../support/api-failure';

const EVENT_CASES = [
  { type: 'login.fieldChanged', field: 'email', value: ' ana@example.com ' },
  { type: 'login.fieldChanged', field: 'email', value: '' },
  { type: 'login.fieldChanged', field: 'password', value: 'pickleball1' },
  { type: 'xstate.done.actor.submitLogin', output: { id: 7 } },
  { type: 'xstate.error.actor.submitLogin', error: { status: 401, message: 'Unauthorized' } },
  { type: 'xstate.error.actor.submitLogin', error: { status: 403, message: 'Forbidden' } },
  { type: 'xstate.error.actor.submitLogin', error: { status: 429, message: 'Too many attempts, try again in a minute.' } },
];

describe('login model', () => {
  const model = createMachineTestModel(loginMachine, { events: EVENT_CASES });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(loginMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(loginMachine, { spy: ['onLoggedIn'] });
      await runPath(path, h, {
        states: {
          editing: (s) => {
            expect(s.hasTag('busy')).toBe(false);
            expect([null, 'Failed Login', 'Too many attempts, try again in a minute.']).toContain(s.context.error);
          },
          submitting: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('submitLogin')).toEqual({ email: 'ana@example.com', password: 'pickleball1' });
          },
          success: (s) => expect(s.status).toBe('done'),
        },
        effects: (event) => (event.type === 'xstate.done.actor.submitLogin' ? ['onLoggedIn'] : []),
        events: {
          'login.submit': (_, from) => {
            if (h.snapshot.matches('editing')) {
              if (!from?.context.email.trim()) expect(h.snapshot.context.fieldErrors.email).toBe('Enter your email.');
              if (!from?.context.password) expect(h.snapshot.context.fieldErrors.password).toBe('Enter your password.');
            } else {
              expect(h.snapshot.context.error).toBeNull();
            }
          },
          'xstate.error.actor.submitLogin': ({ event }) => {
            const { status } = event.error as { status: number };
            expect(h.snapshot.value).toBe('editing');
            expect(h.snapshot.context.error).toBe(
              status === 401 || status === 403 ? 'Failed Login' : 'Too many attempts, try again in a minute.',
            );
          },
        },
      });
    });
  }
});

describe('login machine', () => {
  it('says exactly "Failed Login" for 401 and 403', async () => {
    expect(FAILED_LOGIN_MESSAGE).toBe('Failed Login');
    for (const status of [401, 403]) {
      const actor = createActor(
        loginMachine.provide({
          actors: {
            submitLogin: fromPromise<unknown, LoginCredentials>(async () => {
              throw apiFailure(status, 'Invalid email or password');
            }),
          },
        }),
        { input: { email: 'ana@example.com' } },
      ).start();
      actor.send({ type: 'login.fieldChanged', field: 'password', value: 'wrong' });
      actor.send({ type: 'login.submit' });
      await new Promise((r) => setImmediate(r));
      expect(actor.getSnapshot().context.error).toBe('Failed Login');
    }
  });

  it('shows a network failure with a usable message', async () => {
    const actor = createActor(
      loginMachine.provide({
        actors: { submitLogin: fromPromise<unknown, LoginCredentials>(async () => Promise.reject(new Error('Network Error'))) },
      }),
      { input: { email: 'ana@example.com' } },
    ).start();
    actor.send({ type: 'login.fieldChanged', field: 'password', value: 'pickleball1' });
    actor.send({ type: 'login.submit' });
    await new Promise((r) => setImmediate(r));
    expect(actor.getSnapshot().context.error).toBe('Network Error');
  });

  it('hasCredentials: whitespace is not an email, and the message clears once typed', () => {
    const actor = createActor(loginMachine, { input: {} }).start();
    actor.send({ type: 'login.fieldChanged', field: 'email', value: '   ' });
    actor.send({ type: 'login.fieldChanged', field: 'password', value: 'x' });
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: 'Enter your email.' });
    actor.send({ type: 'login.fieldChanged', field: 'email', value: 'a@b.ca' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('prefills the email from input', () => {
    expect(createActor(loginMachine, { input: { email: 'ana@example.com' } }).start().getSnapshot().context.email).toBe(
      'ana@example.com',
    );
  });
});
