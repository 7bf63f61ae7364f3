import { describe, expect, it } from 'vitest';
import { dropInSetupMachine } from '@machines/programs/dropin-setup.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import { bounds, session, template } from './fixtures';

const setupData = { templates: [template], sessions: [session, { ...session, id: 32, date: '2026-12-08', status: 'cancelled' as const }], bounds };
const written = { template, created: 8, updated: 0, skipped: [{ date: '2026-12-01', court: 2, reason: 'court_taken' as const, sessionId: null }] };

describe('drop-in setup model', () => {
  const input = { today: '2026-11-24' };
  const model = createMachineTestModel(dropInSetupMachine, {
    input,
    events: [
      { type: 'xstate.done.actor.loadSetup', output: setupData },
      { type: 'xstate.error.actor.loadSetup', error: { status: 500, message: 'Down' } },
      { type: 'template.edit', id: 7 },
      { type: 'template.delete', id: 7 },
      { type: 'session.change', id: 31 },
      { type: 'session.cancel', id: 32 },
      { type: 'xstate.done.actor.templateEditor', output: written },
      { type: 'xstate.done.actor.templateEditor', output: null },
      { type: 'xstate.done.actor.sessionException', output: session },
      { type: 'xstate.done.actor.sessionException', output: null },
      { type: 'xstate.done.actor.deleteTemplate', output: { ...written, template: null, created: 0 } },
      { type: 'xstate.error.actor.deleteTemplate', error: { status: 404, message: 'Gone' } },
    ],
    filter: (s) => !(s.context.outcome && s.context.error),
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(dropInSetupMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(dropInSetupMachine, { input });
      await runPath(path, h, {
        states: {
          loading: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('loadSetup')).toEqual({ from: '2026-11-24', to: '2027-01-18' });
          },
          editingTemplate: () => expect(h.lastInput('templateEditor')).toMatchObject({ bounds }),
          editingSession: (s) => expect(h.lastInput('sessionException')).toEqual(s.context.sessionInput),
          deleting: () => expect(h.lastInput('deleteTemplate')).toEqual({ id: 7 }),
        },
      });
    });
  }
});

describe('drop-in setup machine', () => {
  it('a cancelled session cannot be changed or cancelled again; a one-off needs a template', async () => {
    const h = createHarness(dropInSetupMachine, { input: { today: '2026-11-24' } }).start();
    await h.resolve('loadSetup', { ...setupData, templates: [] });
    expect(h.snapshot.can({ type: 'session.change', id: 32 })).toBe(false);
    expect(h.snapshot.can({ type: 'session.cancel', id: 32 })).toBe(false);
    expect(h.snapshot.can({ type: 'session.addOneOff' })).toBe(false);
    expect(h.snapshot.can({ type: 'session.cancel', id: 31 })).toBe(true);
  });

  it('a saved template reads the setup again and keeps what it left alone', async () => {
    const h = createHarness(dropInSetupMachine, { input: { today: '2026-11-24' } }).start();
    await h.resolve('loadSetup', setupData);
    h.send({ type: 'template.add' });
    expect(h.snapshot.context.templateInput).toEqual({ original: null, bounds });
    await h.resolve('templateEditor', written);
    expect(h.snapshot.value).toBe('loading');
    await h.resolve('loadSetup', setupData);
    expect(h.snapshot.context.outcome).toEqual({ kind: 'templateSaved', result: written });
  });
});
