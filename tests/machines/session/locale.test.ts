import { describe, expect, it } from 'vitest';
import { localeMachine } from '@machines/session/locale.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';

const EFFECTS = ['rememberLocale', 'reportSwitchFailed'];

describe('locale model', () => {
  const model = createMachineTestModel(localeMachine, {
    input: { locale: 'en-CA' },
    events: [
      { type: 'locale.switch', locale: 'fr-CA' },
      { type: 'locale.switch', locale: 'en-CA' },
      { type: 'locale.account', locale: 'fr-CA' },
      { type: 'locale.account', locale: 'en-CA' },
      { type: 'locale.account', locale: null },
      { type: 'locale.signedOut' },
      { type: 'xstate.done.actor.loadLocale' },
      { type: 'xstate.error.actor.loadLocale', error: new Error('chunk failed') },
      { type: 'xstate.done.actor.saveAccountLocale' },
      { type: 'xstate.error.actor.saveAccountLocale', error: { status: 500, message: 'Something went wrong on our side.' } },
    ],
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(localeMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      await runPath(path, createHarness(localeMachine, { input: { locale: 'en-CA' }, spy: EFFECTS }), {
        states: {
          ready: (s) => expect(s.context.pending).toBeNull(),
          switching: (s) => expect(s.context.pending).not.toBe(s.context.locale),
          adopting: (s) => expect(s.context.pending).not.toBe(s.context.locale),
          // Saving on the account happens only once the screen shows the new language (a sign-out
          // while the save is in flight lets it finish: the answer is ignored either way).
          saving: (s) => expect(s.context.pending).toBeNull(),
        },
        // The language on screen is remembered once loaded; a failed switch (not a failed adoption) is reported.
        effects: (event, from) =>
          event.type === 'xstate.done.actor.loadLocale'
            ? ['rememberLocale']
            : event.type === 'xstate.error.actor.loadLocale' && from?.matches('switching')
              ? ['reportSwitchFailed']
              : [],
      });
    });
  }
});

describe('locale machine', () => {
  it('a switch when logged in loads, shows, remembers, then saves on the account', async () => {
    const h = createHarness(localeMachine, { input: { locale: 'en-CA' }, spy: EFFECTS }).start();
    h.send({ type: 'locale.account', locale: 'en-CA' });
    h.send({ type: 'locale.switch', locale: 'fr-CA' });
    expect(h.calls.loadLocale[0].input).toEqual({ locale: 'fr-CA' });
    await h.resolve('loadLocale', undefined);
    expect(h.snapshot.context.locale).toBe('fr-CA');
    expect(h.actions.rememberLocale).toHaveBeenCalledTimes(1);
    expect(h.calls.saveAccountLocale[0].input).toEqual({ locale: 'fr-CA' });
  });

  it('an account arriving during a switch at start-up is not dropped: the switch wins and is saved on the account', async () => {
    const h = createHarness(localeMachine, { input: { locale: 'en-CA' }, spy: EFFECTS }).start();
    h.send({ type: 'locale.switch', locale: 'fr-CA' });
    h.send({ type: 'locale.account', locale: 'en-CA' });
    expect(h.snapshot.context).toMatchObject({ signedIn: true, accountLocale: 'en-CA' });
    await h.resolve('loadLocale', undefined);
    expect(h.snapshot.context.locale).toBe('fr-CA');
    expect(h.calls.saveAccountLocale[0].input).toEqual({ locale: 'fr-CA' });
  });

  it('an account arriving during a switch that then fails: the account’s language is shown', async () => {
    const h = createHarness(localeMachine, { input: { locale: 'en-CA' }, spy: EFFECTS }).start();
    h.send({ type: 'locale.switch', locale: 'fr-CA' });
    h.send({ type: 'locale.account', locale: 'fr-CA' });
    await h.reject('loadLocale', new Error('chunk failed'));
    expect(h.actions.reportSwitchFailed).toHaveBeenCalledTimes(1);
    expect(h.snapshot.matches('adopting')).toBe(true);
    expect(h.calls.loadLocale[1].input).toEqual({ locale: 'fr-CA' });
    await h.resolve('loadLocale', undefined);
    expect(h.snapshot.context).toMatchObject({ locale: 'fr-CA', pending: null, signedIn: true });
    // Adopting the account's own language does not write it back.
    expect(h.calls.saveAccountLocale).toBeUndefined();
  });

  it('a visitor’s switch is kept in the browser only; a failed one leaves the screen as it was', async () => {
    const h = createHarness(localeMachine, { input: { locale: 'en-CA' }, spy: EFFECTS }).start();
    h.send({ type: 'locale.switch', locale: 'fr-CA' });
    await h.reject('loadLocale', new Error('chunk failed'));
    expect(h.snapshot.context).toMatchObject({ locale: 'en-CA', failed: true, pending: null });
    expect(h.actions.reportSwitchFailed).toHaveBeenCalledTimes(1);
    h.send({ type: 'locale.switch', locale: 'fr-CA' });
    await h.resolve('loadLocale', undefined);
    expect(h.snapshot.context).toMatchObject({ locale: 'fr-CA', failed: false });
    expect(h.calls.saveAccountLocale).toBeUndefined();
  });
});
