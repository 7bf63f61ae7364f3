import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine } from '@machines/session/session.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import { apiFailure } from '../support/api-failure';

const unauthorized = { status: 401, message: 'Unauthorized', name: 'UnauthorizedError' };
const forbidden = { status: 403, message: 'Forbidden' };
const serverDown = { status: 500, message: 'Server exploded' };

const EVENT_CASES = [
  { type: 'session.cookieChanged', hasLoginCookie: true },
  { type: 'session.cookieChanged', hasLoginCookie: false },
  { type: 'session.returnUrlSet', returnUrl: '/bookings' },
  { type: 'xstate.error.actor.refreshToken', error: unauthorized },
  { type: 'xstate.error.actor.refreshToken', error: forbidden },
  { type: 'xstate.error.actor.refreshToken', error: serverDown },
  { type: 'xstate.error.actor.logout', error: unauthorized },
  { type: 'xstate.error.actor.logout', error: serverDown },
  { type: 'xstate.error.actor.clearCookies', error: serverDown },
];

const SPIED = ['goHome', 'notifyRefreshed', 'notifyRefreshFailed', 'showForceReloginAlert'];

describe.each([true, false])('session model, starting with login cookie = %s', (hasLoginCookie) => {
  const model = createMachineTestModel(sessionMachine, { input: { hasLoginCookie }, events: EVENT_CASES });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(sessionMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(sessionMachine, { input: { hasLoginCookie }, spy: SPIED });
      await runPath(path, h, {
        states: {
          resuming: () => {
            throw new Error('resuming is transient and must never be observed');
          },
          loggedOut: (s) => {
            expect(s.hasTag('authenticated')).toBe(false);
            expect(s.can({ type: 'session.loggedIn' })).toBe(true);
            expect(s.can({ type: 'session.logout' })).toBe(false);
          },
          loggedIn: (s) => {
            expect(s.hasTag('authenticated')).toBe(true);
            expect(s.hasTag('busy')).toBe(false);
            expect(s.can({ type: 'session.logout' })).toBe(true);
          },
          refreshing: (s) => {
            expect(s.hasTag('authenticated')).toBe(true);
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('refreshToken')).toBeUndefined();
          },
          forcedRelogin: (s) => {
            expect(s.hasTag('authenticated')).toBe(false);
            expect(h.calls.clearCookies?.length).toBeGreaterThan(0);
          },
          loggingOut: (s) => expect(s.hasTag('busy')).toBe(true),
        },
        effects: (event, from, to) => {
          switch (event.type) {
            case 'xstate.done.actor.refreshToken':
              return ['notifyRefreshed'];
            case 'xstate.error.actor.refreshToken':
              return ['notifyRefreshFailed', ...(to.matches('forcedRelogin') ? ['showForceReloginAlert'] : [])];
            case 'session.tokenExpired':
              return from?.matches('loggedIn') || from?.matches('refreshing') ? [] : ['notifyRefreshFailed'];
            case 'session.logout':
              return from?.matches('refreshing') ? ['notifyRefreshFailed'] : [];
            case 'xstate.done.actor.logout':
            case 'xstate.done.actor.clearCookies':
            case 'xstate.error.actor.clearCookies':
              return ['goHome'];
            case 'xstate.error.actor.logout':
              return to.matches('loggedOut') ? ['goHome'] : [];
            default:
              return [];
          }
        },
        events: {
          'xstate.error.actor.logout': (step) => {
            const { status, message } = step.event.error as { status: number; message: string };
            if (status === 401) {
              expect(h.snapshot.value).toBe('loggedOut');
              expect(h.snapshot.context.returnUrl).toBeNull();
            } else {
              expect(h.snapshot.value).toBe('loggedIn');
              expect(h.snapshot.context.error).toEqual({ status, message });
            }
          },
          'xstate.done.actor.logout': () => expect(h.snapshot.context).toEqual({ returnUrl: null, error: null }),
          'session.returnUrlSet': () => expect(h.snapshot.context.returnUrl).toBe('/bookings'),
        },
      });
    });
  }
});

describe('session machine', () => {
  const quiet = {
    logout: fromPromise<void>(async () => {}),
    refreshToken: fromPromise<void>(async () => {}),
    clearCookies: fromPromise<void>(async () => {}),
  };

  it('starts from the login cookie', () => {
    expect(
      createActor(sessionMachine, { input: { hasLoginCookie: true } })
        .start()
        .getSnapshot().value,
    ).toBe('loggedIn');
    expect(
      createActor(sessionMachine, { input: { hasLoginCookie: false } })
        .start()
        .getSnapshot().value,
    ).toBe('loggedOut');
  });

  it('refreshes once for several expired requests, then lets them all retry', async () => {
    const h = createHarness(sessionMachine, { input: { hasLoginCookie: true }, spy: SPIED }).start();
    h.send({ type: 'session.tokenExpired' });
    h.send({ type: 'session.tokenExpired' });
    h.send({ type: 'session.tokenExpired' });
    expect(h.calls.refreshToken).toHaveLength(1);
    await h.resolve('refreshToken');
    expect(h.snapshot.value).toBe('loggedIn');
    expect(h.actions.notifyRefreshed).toHaveBeenCalledTimes(1);
  });

  it('never leaves an expired request waiting: outside loggedIn/refreshing it is rejected at once', async () => {
    const h = createHarness(sessionMachine, { input: { hasLoginCookie: true }, spy: SPIED }).start();
    h.send({ type: 'session.logout' });
    h.send({ type: 'session.tokenExpired' });
    expect(h.snapshot.value).toBe('loggingOut');
    expect(h.actions.notifyRefreshFailed).toHaveBeenCalledTimes(1);
    h.send({ type: 'session.returnUrlSet', returnUrl: null });
    await h.reject('logout', { status: 500, message: 'Server exploded' });
    h.send({ type: 'session.tokenExpired' });
    expect(h.snapshot.value).toBe('refreshing');
    h.send({ type: 'session.tokenExpired' });
    await h.reject('refreshToken', { status: 401, message: 'Unauthorized' });
    expect(h.snapshot.value).toBe('forcedRelogin');
    h.send({ type: 'session.tokenExpired' });
    expect(h.actions.notifyRefreshFailed).toHaveBeenCalledTimes(3);
  });

  it('forces a re-login on a 403 refresh: alert, clear cookies, go Home, in that order', async () => {
    const order: string[] = [];
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          ...quiet,
          refreshToken: fromPromise<void>(async () => {
            throw apiFailure(403, 'Forbidden');
          }),
          clearCookies: fromPromise<void>(async () => {
            order.push('clearCookies');
          }),
        },
        actions: {
          showForceReloginAlert: () => void order.push('showForceReloginAlert'),
          notifyRefreshFailed: () => void order.push('notifyRefreshFailed'),
          goHome: () => void order.push('goHome'),
        },
      }),
      { input: { hasLoginCookie: true } },
    ).start();
    actor.send({ type: 'session.returnUrlSet', returnUrl: '/account' });
    actor.send({ type: 'session.tokenExpired' });
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual(['notifyRefreshFailed', 'showForceReloginAlert', 'clearCookies', 'goHome']);
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.returnUrl).toBeNull();
  });

  it('keeps the return URL across login and clears it on logout', async () => {
    const actor = createActor(sessionMachine.provide({ actors: quiet }), { input: { hasLoginCookie: false } }).start();
    actor.send({ type: 'session.returnUrlSet', returnUrl: '/owner/settings' });
    actor.send({ type: 'session.loggedIn' });
    expect(actor.getSnapshot().context.returnUrl).toBe('/owner/settings');
    actor.send({ type: 'session.logout' });
    await new Promise((r) => setImmediate(r));
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.returnUrl).toBeNull();
  });

  it('resyncs from the cookie in either direction', () => {
    const actor = createActor(sessionMachine.provide({ actors: quiet }), { input: { hasLoginCookie: false } }).start();
    actor.send({ type: 'session.cookieChanged', hasLoginCookie: false });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    actor.send({ type: 'session.cookieChanged', hasLoginCookie: true });
    expect(actor.getSnapshot().value).toBe('loggedIn');
    actor.send({ type: 'session.cookieChanged', hasLoginCookie: true });
    expect(actor.getSnapshot().value).toBe('loggedIn');
    actor.send({ type: 'session.cookieChanged', hasLoginCookie: false });
    expect(actor.getSnapshot().value).toBe('loggedOut');
  });

  it('uses a thrown Error message when the app rejects with a plain Error', async () => {
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          ...quiet,
          logout: fromPromise<void>(async () => {
            throw new Error('offline');
          }),
        },
      }),
      { input: { hasLoginCookie: true } },
    ).start();
    actor.send({ type: 'session.logout' });
    await new Promise((r) => setImmediate(r));
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(actor.getSnapshot().context.error).toEqual({ message: 'offline', name: 'Error' });
  });

  it('fails loudly when the app forgot to provide an actor', async () => {
    const actor = createActor(sessionMachine, { input: { hasLoginCookie: true } }).start();
    actor.send({ type: 'session.logout' });
    await new Promise((r) => setImmediate(r));
    expect(actor.getSnapshot().context.error?.message).toBe('provide logout');
  });
});
