import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { loginMachine, type LoginCredentials } from '@machines/auth/login.machine';
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
            // A refused login is the code the view words as "Failed Login"; anything else keeps the server's error.
            expect([null, 'failedLogin']).toContain(s.context.problem);
            expect([undefined, 'Too many attempts, try again in a minute.']).toContain(s.context.error?.message);
            expect(s.context.problem !== null && s.context.error !== null).toBe(false);
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
              if (!from?.context.email.trim()) expect(h.snapshot.context.fieldErrors.email).toBe('required');
              if (!from?.context.password) expect(h.snapshot.context.fieldErrors.password).toBe('required');
            } else {
              expect(h.snapshot.context.error).toBeNull();
              expect(h.snapshot.context.problem).toBeNull();
            }
          },
          'xstate.error.actor.submitLogin': ({ event }) => {
            const { status } = event.error as { status: number };
            expect(h.snapshot.value).toBe('editing');
            if (status === 401 || status === 403) {
              expect(h.snapshot.context.problem).toBe('failedLogin');
              expect(h.snapshot.context.error).toBeNull();
            } else {
              expect(h.snapshot.context.problem).toBeNull();
              expect(h.snapshot.context.error).toEqual({ status, message: 'Too many attempts, try again in a minute.' });
            }
          },
        },
      });
    });
  }
});

describe('login machine', () => {
  it('says failedLogin (the view: exactly "Failed Login") for 401 and 403', async () => {
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
      expect(actor.getSnapshot().context.problem).toBe('failedLogin');
      expect(actor.getSnapshot().context.error).toBeNull();
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
    expect(actor.getSnapshot().context.error?.message).toBe('Network Error');
    expect(actor.getSnapshot().context.problem).toBeNull();
  });

  it('hasCredentials: whitespace is not an email, and the message clears once typed', () => {
    const actor = createActor(loginMachine, { input: {} }).start();
    actor.send({ type: 'login.fieldChanged', field: 'email', value: '   ' });
    actor.send({ type: 'login.fieldChanged', field: 'password', value: 'x' });
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: 'required' });
    actor.send({ type: 'login.fieldChanged', field: 'email', value: 'a@b.ca' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('prefills the email from input', () => {
    expect(createActor(loginMachine, { input: { email: 'ana@example.com' } }).start().getSnapshot().context.email).toBe(
      'ana@example.com',
    );
  });
});
