import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { passwordResetRequestMachine } from '@machines/auth/password-reset-request.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import { apiFailure } from '../support/api-failure';

const EVENT_CASES = [
  { type: 'resetLink.emailChanged', email: ' ana@example.com ' },
  { type: 'resetLink.emailChanged', email: '' },
  { type: 'xstate.done.actor.requestResetLink', output: { message: 'If that address has an account, a link is on its way.' } },
  { type: 'xstate.error.actor.requestResetLink', error: { status: 404, message: 'Not Found' } },
  { type: 'xstate.error.actor.requestResetLink', error: { status: 429, message: 'Too many requests, try again later.' } },
];

describe('password reset request model', () => {
  const model = createMachineTestModel(passwordResetRequestMachine, { events: EVENT_CASES });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(passwordResetRequestMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(passwordResetRequestMachine);
      await runPath(path, h, {
        states: {
          editing: (s) => {
            expect([null, 'emailRequired']).toContain(s.context.problem);
            expect([undefined, 'Too many requests, try again later.']).toContain(s.context.error?.message);
          },
          requesting: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('requestResetLink')).toEqual({ email: 'ana@example.com' });
          },
          sent: (s) => {
            expect(s.context.error).toBeNull();
            expect(s.context.problem).toBeNull();
            expect(s.context.email.trim()).toBe('ana@example.com');
          },
        },
        events: {
          'resetLink.submit': (_, from) => {
            if (!from?.context.email.trim()) expect(h.snapshot.context.problem).toBe('emailRequired');
          },
        },
      });
    });
  }
});

describe('password reset request machine', () => {
  it('shows the same sent state whether or not the email exists', async () => {
    const outcomes = [
      fromPromise<unknown, { email: string }>(async () => ({ message: 'sent' })),
      fromPromise<unknown, { email: string }>(async () => Promise.reject(apiFailure(404, 'No such user'))),
    ];
    for (const requestResetLink of outcomes) {
      const actor = createActor(passwordResetRequestMachine.provide({ actors: { requestResetLink } }), {
        input: { email: 'ana@example.com' },
      }).start();
      actor.send({ type: 'resetLink.submit' });
      await new Promise((r) => setImmediate(r));
      expect(actor.getSnapshot().value).toBe('sent');
      expect(actor.getSnapshot().context).toEqual({ email: 'ana@example.com', problem: null, error: null });
    }
  });

  it('hasEmail: does not call the server without an address', () => {
    const h = createHarness(passwordResetRequestMachine).start();
    h.send({ type: 'resetLink.submit' });
    expect(h.calls.requestResetLink).toBeUndefined();
    expect(h.snapshot.context.problem).toBe('emailRequired');
    expect(h.snapshot.context.error).toBeNull();
  });

  it("keeps the server's error whole (code and values) for the view to word", async () => {
    const h = createHarness(passwordResetRequestMachine, { input: { email: 'ana@example.com' } }).start();
    h.send({ type: 'resetLink.submit' });
    await h.reject('requestResetLink', { status: 429, message: 'Too many requests, try again later.', code: 'rate_limited', params: { seconds: 60 } });
    expect(h.snapshot.value).toBe('editing');
    expect(h.snapshot.context.error).toEqual({ status: 429, message: 'Too many requests, try again later.', code: 'rate_limited', params: { seconds: 60 } });
    expect(h.snapshot.context.problem).toBeNull();
  });
});
