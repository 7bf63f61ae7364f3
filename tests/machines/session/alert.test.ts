import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { alertMachine, type Alert, type AlertBody, publicAlertOf } from '@machines/session/alert.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';

const LOADED: Alert = { id: 1, message: 'Courts 3 and 4 closed today', severity: 'warning', updatedAt: '2025-01-01T10:00:00Z' };
// Staff write both languages; the banner shows one (here the English reader's: the French link text falls back).
const NEW_BODY: AlertBody = {
  message: { en: 'League night Friday', fr: 'Soirée de ligue vendredi' },
  severity: 'info',
  linkUrl: '/events',
  linkText: { en: null, fr: 'Détails' },
};
const CREATED: Alert = {
  id: 1,
  message: 'League night Friday',
  severity: 'info',
  linkUrl: '/events',
  linkText: 'Détails',
  langs: { linkText: 'fr-CA' },
  updatedAt: '2025-01-02T10:00:00Z',
};
const EDITED_BODY: AlertBody = {
  message: { en: null, fr: 'Soirée de ligue déplacée à samedi' },
  severity: 'success',
  linkUrl: null,
  linkText: { en: null, fr: null },
};
const UPDATED: Alert = {
  id: 1,
  message: 'Soirée de ligue déplacée à samedi',
  severity: 'success',
  linkUrl: null,
  linkText: null,
  lang: 'fr-CA',
  updatedAt: '2025-01-03T10:00:00Z',
};
const failure = { status: 500, message: 'Database unavailable' };

const EVENT_CASES = [
  { type: 'alert.create', alert: NEW_BODY },
  { type: 'alert.update', alert: EDITED_BODY },
  { type: 'xstate.done.actor.loadAlert', output: LOADED },
  { type: 'xstate.done.actor.loadAlert', output: null },
  { type: 'xstate.error.actor.loadAlert', error: failure },
  { type: 'xstate.done.actor.createAlert', output: CREATED },
  { type: 'xstate.error.actor.createAlert', error: failure },
  { type: 'xstate.done.actor.updateAlert', output: UPDATED },
  { type: 'xstate.error.actor.updateAlert', error: failure },
  { type: 'xstate.error.actor.deleteAlert', error: failure },
];

describe('alert model', () => {
  const model = createMachineTestModel(alertMachine, { events: EVENT_CASES });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(alertMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(alertMachine, { spy: ['rememberDismissal'] });
      await runPath(path, h, {
        states: {
          loading: (s) => expect(s.hasTag('busy')).toBe(true),
          hidden: (s) => {
            expect(s.context.alert).toBeNull();
            expect(s.can({ type: 'alert.create', alert: NEW_BODY })).toBe(true);
            expect(s.can({ type: 'alert.delete' })).toBe(false);
          },
          shown: (s) => {
            expect([LOADED, CREATED, UPDATED]).toContainEqual(s.context.alert);
            expect(s.can({ type: 'alert.dismiss' })).toBe(true);
          },
          dismissed: (s) => {
            expect(s.context.alert).not.toBeNull();
            expect(s.context.dismissedUpdatedAt).toBe(s.context.alert!.updatedAt);
          },
          saving: (s) => expect(s.hasTag('busy')).toBe(true),
          deleting: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('deleteAlert')).toEqual({ id: 1 });
          },
        },
        effects: (event) => (event.type === 'alert.dismiss' ? ['rememberDismissal'] : []),
        events: {
          'alert.create': () => expect(h.lastInput('createAlert')).toEqual(NEW_BODY),
          'alert.update': () => expect(h.lastInput('updateAlert')).toEqual(EDITED_BODY),
          'xstate.done.actor.createAlert': () => {
            expect(h.snapshot.value).toBe('shown');
            expect(h.snapshot.context.alert?.message).toBe('League night Friday');
          },
          'xstate.done.actor.updateAlert': () => {
            expect(h.snapshot.value).toBe('shown');
            expect(h.snapshot.context.alert?.message).toBe('Soirée de ligue déplacée à samedi');
          },
          'xstate.done.actor.deleteAlert': () => {
            expect(h.snapshot.value).toBe('hidden');
            expect(h.snapshot.context.alert).toBeNull();
          },
          'xstate.error.actor.updateAlert': (_, from) => {
            expect(h.snapshot.context.alert).toEqual(from?.context.alert);
            expect(h.snapshot.context.error).toEqual(failure);
          },
          'xstate.error.actor.deleteAlert': (_, from) => {
            expect(h.snapshot.context.alert).toEqual(from?.context.alert);
            expect(h.snapshot.context.alert).not.toBeNull();
            expect(h.snapshot.context.error).toEqual(failure);
          },
          'xstate.error.actor.createAlert': () => {
            expect(h.snapshot.value).toBe('hidden');
            expect(h.snapshot.context.error?.message).toBe('Database unavailable');
          },
        },
      });
    });
  }
});

describe('publicAlertOf', () => {
  it('shows each text in the reader’s language, else the other one, marked as the server marks a public read', () => {
    expect(publicAlertOf({ id: 1, ...NEW_BODY, updatedAt: '2025-01-02T10:00:00Z' }, 'en')).toEqual(CREATED);
    expect(publicAlertOf({ id: 1, ...EDITED_BODY, updatedAt: '2025-01-03T10:00:00Z' }, 'en')).toEqual(UPDATED);
    // A French reader: both in French, nothing to mark.
    const french = publicAlertOf({ id: 1, ...NEW_BODY, updatedAt: 'x' }, 'fr');
    expect(french).toEqual({ id: 1, message: 'Soirée de ligue vendredi', severity: 'info', linkUrl: '/events', linkText: 'Détails', updatedAt: 'x' });
  });
});

describe('alert machine', () => {
  const fakes = (loaded: Alert | null) => ({
    loadAlert: fromPromise<Alert | null>(async () => loaded),
    createAlert: fromPromise<Alert, AlertBody>(async ({ input }) => publicAlertOf({ id: 1, ...input, updatedAt: 'created' }, 'en')),
    updateAlert: fromPromise<Alert, AlertBody>(async ({ input }) => publicAlertOf({ id: 1, ...input, updatedAt: 'updated' }, 'en')),
    deleteAlert: fromPromise<void, { id: number }>(async () => {}),
  });
  const settle = () => new Promise((r) => setImmediate(r));

  it('loads at start and shows the alert', async () => {
    const actor = createActor(alertMachine.provide({ actors: fakes(LOADED) }), { input: {} }).start();
    expect(actor.getSnapshot().value).toBe('loading');
    await settle();
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().context.alert?.message).toBe('Courts 3 and 4 closed today');
  });

  it('stays dismissed for the same alert this session, but shows a changed one', async () => {
    const actor = createActor(alertMachine.provide({ actors: fakes(LOADED) }), {
      input: { dismissedUpdatedAt: LOADED.updatedAt },
    }).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('dismissed');
    actor.send({ type: 'alert.update', alert: EDITED_BODY });
    await settle();
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().context.dismissedUpdatedAt).toBeNull();
  });

  it('a reload after dismissing keeps it dismissed', async () => {
    const h = createHarness(alertMachine, { spy: ['rememberDismissal'] }).start();
    await h.resolve('loadAlert', LOADED);
    h.send({ type: 'alert.dismiss' });
    expect(h.actions.rememberDismissal).toHaveBeenCalledTimes(1);
    h.send({ type: 'alert.reload' });
    await h.resolve('loadAlert', LOADED);
    expect(h.snapshot.value).toBe('dismissed');
  });

  it('a failed reload keeps the alert it had', async () => {
    const h = createHarness(alertMachine).start();
    await h.resolve('loadAlert', LOADED);
    h.send({ type: 'alert.reload' });
    await h.reject('loadAlert', { status: 503, message: 'Try later' });
    expect(h.snapshot.value).toBe('shown');
    expect(h.snapshot.context.alert).toEqual(LOADED);
    expect(h.snapshot.context.error).toEqual({ status: 503, message: 'Try later' });
  });

  it('starting the next operation clears the previous error', async () => {
    const h = createHarness(alertMachine).start();
    await h.resolve('loadAlert', LOADED);
    h.send({ type: 'alert.delete' });
    await h.reject('deleteAlert', failure);
    expect(h.snapshot.context.error).not.toBeNull();
    h.send({ type: 'alert.delete' });
    expect(h.snapshot.context.error).toBeNull();
  });

  it('only creates when there is no alert, only updates or deletes when there is one', async () => {
    const h = createHarness(alertMachine).start();
    await h.resolve('loadAlert', null);
    expect(h.snapshot.can({ type: 'alert.update', alert: EDITED_BODY })).toBe(false);
    expect(h.snapshot.can({ type: 'alert.dismiss' })).toBe(false);
    h.send({ type: 'alert.create', alert: NEW_BODY });
    await h.resolve('createAlert', CREATED);
    expect(h.snapshot.can({ type: 'alert.create', alert: NEW_BODY })).toBe(false);
    expect(h.snapshot.can({ type: 'alert.update', alert: EDITED_BODY })).toBe(true);
  });
});
