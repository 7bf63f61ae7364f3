import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { loginMachine, type LoginCredentials } from '@machines/auth/login.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import { apiFailure } from '../support/api-failure';

// The server's answer when the request itself was refused (the csrf plugin's 403).
const CROSS_SITE = { status: 403, message: 'This request came from another site and was refused.', code: 'cross_site' };

const EVENT_CASES = [
  { type: 'login.fieldChanged', field: 'email', value: ' ana@example.com ' },
  { type: 'login.fieldChanged', field: 'email', value: '' },
  { type: 'login.fieldChanged', field: 'password', value: 'pickleball1' },
  { type: 'xstate.done.actor.submitLogin', output: { id: 7 } },
  { type: 'xstate.error.actor.submitLogin', error: { status: 401, message: 'Incorrect e-mail or password.', code: 'invalid_credentials' } },
  { type: 'xstate.error.actor.submitLogin', error: CROSS_SITE },
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
      const h = createHarness(loginMachine, { spy: ['onLoggedIn', 'notifyLoginFailed'] });
      await runPath(path, h, {
        states: {
          editing: (s) => {
            expect(s.hasTag('busy')).toBe(false);
            // A failed login (401/403) is a code the view words as "Failed Login"; a refused request
            // (403) and anything else keep the server's error, a wrong password does not.
            expect([null, 'wrongCredentials', 'refused']).toContain(s.context.problem);
            expect([undefined, 'Too many attempts, try again in a minute.', CROSS_SITE.message]).toContain(s.context.error?.message);
            if (s.context.problem === 'wrongCredentials') expect(s.context.error).toBeNull();
            if (s.context.problem === 'refused') expect(s.context.error).toEqual(CROSS_SITE);
          },
          submitting: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('submitLogin')).toEqual({ email: 'ana@example.com', password: 'pickleball1' });
          },
          success: (s) => expect(s.status).toBe('done'),
        },
        effects: (event) => {
          if (event.type === 'xstate.done.actor.submitLogin') return ['onLoggedIn'];
          const status = event.type === 'xstate.error.actor.submitLogin' ? (event.error as { status: number }).status : null;
          return status === 401 || status === 403 ? ['notifyLoginFailed'] : [];
        },
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
            if (status === 401) {
              // A wrong e-mail or password: Failed Login, and the view says what to check.
              expect(h.snapshot.context.problem).toBe('wrongCredentials');
              expect(h.snapshot.context.error).toBeNull();
              expect(h.actions.notifyLoginFailed.mock.calls[0][1]).toEqual({ reason: null });
            } else if (status === 403) {
              // The request itself was refused: Failed Login with the server's reason, in the form and the notice.
              expect(h.snapshot.context.problem).toBe('refused');
              expect(h.snapshot.context.error).toEqual(CROSS_SITE);
              expect(h.actions.notifyLoginFailed.mock.calls[0][1]).toEqual({ reason: CROSS_SITE });
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
  it('a 401 is a wrong e-mail or password, a 403 a refused request with its reason (both the view\'s "Failed Login")', async () => {
    const failures = [
      { error: apiFailure(401, 'Incorrect e-mail or password.'), problem: 'wrongCredentials', reason: null },
      { error: apiFailure(403, 'Forbidden'), problem: 'refused', reason: { status: 403, message: 'Forbidden' } },
    ] as const;
    for (const { error, problem, reason } of failures) {
      const actor = createActor(
        loginMachine.provide({
          actors: {
            submitLogin: fromPromise<unknown, LoginCredentials>(async () => {
              throw error;
            }),
          },
        }),
        { input: { email: 'ana@example.com' } },
      ).start();
      actor.send({ type: 'login.fieldChanged', field: 'password', value: 'wrong' });
      actor.send({ type: 'login.submit' });
      await new Promise((r) => setImmediate(r));
      expect(actor.getSnapshot().context.problem).toBe(problem);
      expect(actor.getSnapshot().context.error).toEqual(reason);
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
    expect(
      createActor(loginMachine, { input: { email: 'ana@example.com' } })
        .start()
        .getSnapshot().context.email,
    ).toBe('ana@example.com');
  });
});
