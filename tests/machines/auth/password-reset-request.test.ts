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
          editing: (s) => expect([null, 'Enter your email.', 'Too many requests, try again later.']).toContain(s.context.error),
          requesting: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('requestResetLink')).toEqual({ email: 'ana@example.com' });
          },
          sent: (s) => {
            expect(s.context.error).toBeNull();
            expect(s.context.email.trim()).toBe('ana@example.com');
          },
        },
        events: {
          'resetLink.submit': (_, from) => {
            if (!from?.context.email.trim()) expect(h.snapshot.context.error).toBe('Enter your email.');
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
      expect(actor.getSnapshot().context).toEqual({ email: 'ana@example.com', error: null });
    }
  });

  it('hasEmail: does not call the server without an address', () => {
    const h = createHarness(passwordResetRequestMachine).start();
    h.send({ type: 'resetLink.submit' });
    expect(h.calls.requestResetLink).toBeUndefined();
    expect(h.snapshot.context.error).toBe('Enter your email.');
  });
});
