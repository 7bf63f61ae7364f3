import { describe, expect, it } from 'vitest';
import { STAFF_RESET_EMAIL_REQUIRED, staffResetLinkMachine } from '@machines/users/staff-reset-link.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';

const LINK = { link: 'https://courtside.example/redirect/reset-password/3/abc', expiresAt: '2026-11-21T12:30:00.000Z' };

const EVENT_CASES = [
  { type: 'staffResetLink.emailChanged', email: ' maya@example.com ' },
  { type: 'staffResetLink.emailChanged', email: '' },
  { type: 'xstate.done.actor.createResetLink', output: LINK },
  { type: 'xstate.error.actor.createResetLink', error: { status: 404, message: 'No account uses that e-mail.' } },
];

describe('staff reset link model', () => {
  const model = createMachineTestModel(staffResetLinkMachine, { events: EVENT_CASES });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(staffResetLinkMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(staffResetLinkMachine);
      await runPath(path, h, {
        states: {
          editing: (s) => {
            expect(s.context.link).toBeNull();
            expect([null, STAFF_RESET_EMAIL_REQUIRED, { failure: { status: 404, message: 'No account uses that e-mail.' } }]).toContainEqual(s.context.error);
          },
          creating: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(s.context.link).toBeNull();
            expect(h.lastInput('createResetLink')).toEqual({ email: 'maya@example.com' });
          },
          created: (s) => {
            expect(s.context.link).toEqual(LINK);
            expect(s.context.error).toBeNull();
          },
        },
        events: {
          'staffResetLink.submit': (_, from) => {
            if (!from?.context.email.trim()) expect(h.snapshot.context.error).toEqual({ messageId: 'admin.resetLink.emailRequired' });
          },
        },
      });
    });
  }
});

describe('staff reset link machine', () => {
  it('hasEmail: asks for an e-mail without calling the server', () => {
    const h = createHarness(staffResetLinkMachine).start();
    h.send({ type: 'staffResetLink.emailChanged', email: '   ' });
    h.send({ type: 'staffResetLink.submit' });
    expect(h.calls.createResetLink).toBeUndefined();
    expect(h.snapshot.value).toBe('editing');
    expect(h.snapshot.context.error).toEqual({ messageId: 'admin.resetLink.emailRequired' });
  });

  it('a new e-mail drops the link made for the previous one', async () => {
    const h = createHarness(staffResetLinkMachine).start();
    h.send({ type: 'staffResetLink.emailChanged', email: 'maya@example.com' });
    h.send({ type: 'staffResetLink.submit' });
    await h.resolve('createResetLink', LINK);
    expect(h.snapshot.context.link).toEqual(LINK);
    h.send({ type: 'staffResetLink.emailChanged', email: 'sam@example.com' });
    expect(h.snapshot.value).toBe('editing');
    expect(h.snapshot.context.link).toBeNull();
  });
});
