import { describe, expect, it } from 'vitest';
import { eventSetupMachine } from '@machines/programs/event-setup.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import { camp, eventSetup, social } from './event-fixtures';

const copy = { ...camp, id: 44, title: { en: 'Junior summer camp (copy)', fr: null }, sessions: [] };

describe('event setup model', () => {
  const model = createMachineTestModel(eventSetupMachine, {
    events: [
      { type: 'xstate.done.actor.loadSetup', output: eventSetup },
      { type: 'xstate.error.actor.loadSetup', error: { status: 500, message: 'Down' } },
      { type: 'program.edit', id: 41 },
      { type: 'program.edit', id: 43 },
      { type: 'program.duplicate', id: 41 },
      { type: 'program.publish', id: 41 },
      { type: 'program.publish', id: 42 },
      { type: 'program.unpublish', id: 42 },
      { type: 'program.registrations', id: 42 },
      { type: 'program.cancel', id: 41 },
      { type: 'program.cancel', id: 43 },
      { type: 'cancel.reasonChanged', reason: 'Not enough players' },
      { type: 'xstate.done.actor.programEditor', output: camp },
      { type: 'xstate.done.actor.programEditor', output: null },
      { type: 'xstate.done.actor.programRegistrations', output: { changed: true } },
      { type: 'xstate.done.actor.programRegistrations', output: { changed: false } },
      { type: 'xstate.done.actor.setPublished', output: { ...camp, published: true } },
      { type: 'xstate.error.actor.setPublished', error: { status: 409, message: 'No dates', code: 'program_sessions_locked' } },
      { type: 'xstate.done.actor.duplicateProgram', output: copy },
      { type: 'xstate.error.actor.duplicateProgram', error: { status: 404, message: 'Gone' } },
      { type: 'xstate.done.actor.cancelProgram', output: { refunded: 2 } },
      { type: 'xstate.error.actor.cancelProgram', error: { status: 500, message: 'Down' } },
    ],
    filter: (s) => !(s.context.outcome && s.context.error),
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(eventSetupMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(eventSetupMachine);
      await runPath(path, h, {
        states: {
          loading: (s) => expect(s.hasTag('busy')).toBe(true),
          editing: (s) => expect(h.lastInput('programEditor')).toEqual(s.context.editorInput),
          registrations: (s) => {
            // The line's offers are shown in the venue's zone.
            expect(h.lastInput('programRegistrations')).toEqual({ program: social, timeZone: 'America/Toronto' });
            expect(s.context.registrationsInput).toEqual({ program: social, timeZone: 'America/Toronto' });
          },
          publishing: () =>
            expect([
              { id: 41, published: true },
              { id: 42, published: false },
            ]).toContainEqual(h.lastInput('setPublished')),
          duplicating: () => expect(h.lastInput('duplicateProgram')).toEqual({ id: 41 }),
          cancelling: () => expect(h.lastInput('cancelProgram')).toEqual({ id: 41, reason: 'Not enough players' }),
        },
      });
    });
  }
});

describe('event setup machine', () => {
  it('a cancelled program can be duplicated and its registrations read, not edited, published or cancelled', async () => {
    const h = createHarness(eventSetupMachine).start();
    await h.resolve('loadSetup', eventSetup);
    expect(h.snapshot.can({ type: 'program.edit', id: 43 })).toBe(false);
    expect(h.snapshot.can({ type: 'program.publish', id: 43 })).toBe(false);
    expect(h.snapshot.can({ type: 'program.cancel', id: 43 })).toBe(false);
    expect(h.snapshot.can({ type: 'program.duplicate', id: 43 })).toBe(true);
    expect(h.snapshot.can({ type: 'program.registrations', id: 43 })).toBe(true);
    expect(h.snapshot.can({ type: 'program.publish', id: 42 })).toBe(false);
    expect(h.snapshot.can({ type: 'program.unpublish', id: 42 })).toBe(true);
  });

  it('cancelling asks for a reason, then reads the list again and says so', async () => {
    const h = createHarness(eventSetupMachine).start();
    await h.resolve('loadSetup', eventSetup);
    h.send({ type: 'program.cancel', id: 41 });
    h.send({ type: 'cancel.confirm' });
    expect(h.snapshot.value).toBe('confirmingCancel');
    expect(h.snapshot.context.cancelProblem).toBe('required');
    h.send({ type: 'cancel.reasonChanged', reason: '  Too hot  ' });
    h.send({ type: 'cancel.confirm' });
    expect(h.lastInput('cancelProgram')).toEqual({ id: 41, reason: 'Too hot' });
    await h.resolve('cancelProgram', { refunded: 0 });
    expect(h.snapshot.value).toBe('loading');
    await h.resolve('loadSetup', eventSetup);
    expect(h.snapshot.context.outcome).toEqual({ kind: 'cancelled', title: { en: 'Junior summer camp', fr: null } });
  });

  it('a failed reload after a change keeps the list', async () => {
    const h = createHarness(eventSetupMachine).start();
    await h.resolve('loadSetup', eventSetup);
    h.send({ type: 'program.publish', id: 41 });
    expect(h.snapshot.context.workingId).toBe(41);
    await h.resolve('setPublished', { ...camp, published: true });
    await h.reject('loadSetup', { status: 500, message: 'Down' });
    expect(h.snapshot.value).toBe('ready');
    expect(h.snapshot.context.programs).toHaveLength(3);
    expect(h.snapshot.context.outcome).toEqual({ kind: 'published', title: { en: 'Junior summer camp', fr: null } });
  });
});
