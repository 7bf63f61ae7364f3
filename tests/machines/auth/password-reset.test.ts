import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { newPasswordProblem, passwordResetMachine, MIN_PASSWORD_LENGTH, type PasswordResetInput } from '@machines/auth/password-reset.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';

const INPUT = { id: 42, token: 'tok-abc' };
const EVENT_CASES = [
  { type: 'passwordReset.passwordChanged', password: 'short' },
  { type: 'passwordReset.passwordChanged', password: 'pickleball1' },
  { type: 'passwordReset.confirmationChanged', confirmation: 'pickleball1' },
  { type: 'xstate.done.actor.verifyResetToken', output: true },
  { type: 'xstate.done.actor.verifyResetToken', output: false },
  { type: 'xstate.error.actor.verifyResetToken', error: { status: 500, message: 'Server exploded' } },
  { type: 'xstate.error.actor.resetPassword', error: { status: 400, message: 'This reset link has expired.' } },
];

describe('password reset model', () => {
  const model = createMachineTestModel(passwordResetMachine, { input: INPUT, events: EVENT_CASES });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(passwordResetMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(passwordResetMachine, { input: INPUT, spy: ['openLoginModal', 'goHome', 'onPasswordReset'] });
      await runPath(path, h, {
        states: {
          verifying: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('verifyResetToken')).toEqual({ id: 42, token: 'tok-abc' });
          },
          choosing: (s) => {
            expect([null, 'tooShort', 'mismatch']).toContain(s.context.problem);
            expect([undefined, 'This reset link has expired.']).toContain(s.context.error?.message);
          },
          saving: () => expect(h.lastInput('resetPassword')).toEqual({ id: 42, token: 'tok-abc', password: 'pickleball1' }),
          invalid: (s) => expect(s.status).toBe('done'),
          done: (s) => expect(s.status).toBe('done'),
        },
        effects: (event, _from, to) => {
          if (to.matches('invalid') && event.type.includes('verifyResetToken')) return ['openLoginModal', 'goHome'];
          if (event.type === 'xstate.done.actor.resetPassword') return ['onPasswordReset'];
          return [];
        },
        events: {
          'passwordReset.submit': (_, from) => {
            if (h.snapshot.matches('choosing')) {
              expect(h.snapshot.context.problem).toBe(newPasswordProblem(from!.context.password, from!.context.confirmation));
              expect(h.snapshot.context.problem).not.toBeNull();
            }
          },
          'xstate.error.actor.resetPassword': () => expect(h.snapshot.context.error).toEqual({ status: 400, message: 'This reset link has expired.' }),
        },
      });
    });
  }
});

describe('password reset machine', () => {
  it('newPasswordProblem / passwordsMatch: at least 8 characters, and the same twice', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(newPasswordProblem('1234567', '1234567')).toBe('tooShort');
    expect(newPasswordProblem('12345678', '12345679')).toBe('mismatch');
    expect(newPasswordProblem('12345678', '12345678')).toBeNull();
  });

  it('a falsy verification opens the login modal and goes Home', async () => {
    const calls: string[] = [];
    const actor = createActor(
      passwordResetMachine.provide({
        actors: { verifyResetToken: fromPromise<unknown, PasswordResetInput>(async () => '') },
        actions: { openLoginModal: () => void calls.push('openLoginModal'), goHome: () => void calls.push('goHome') },
      }),
      { input: INPUT },
    ).start();
    await new Promise((r) => setImmediate(r));
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(calls).toEqual(['openLoginModal', 'goHome']);
  });

  it('does not save a password that fails the rules', async () => {
    const h = createHarness(passwordResetMachine, { input: INPUT }).start();
    await h.resolve('verifyResetToken', true);
    h.send({ type: 'passwordReset.passwordChanged', password: 'pickleball1' });
    h.send({ type: 'passwordReset.confirmationChanged', confirmation: 'pickleball2' });
    h.send({ type: 'passwordReset.submit' });
    expect(h.snapshot.value).toBe('choosing');
    expect(h.calls.resetPassword).toBeUndefined();
    expect(h.snapshot.context.problem).toBe('mismatch');
  });
});
