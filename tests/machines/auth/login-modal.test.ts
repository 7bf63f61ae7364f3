import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { DEFAULT_LOGIN_MODAL_TITLE, isLoginModalTitleKey, loginModalMachine } from '@machines/auth/login-modal.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';

const EVENT_CASES = [
  { type: 'loginModal.open' },
  { type: 'loginModal.open', title: 'logInToBook' },
  { type: 'loginModal.open', tab: 'signup' },
  { type: 'loginModal.tabChanged', tab: 'forgotPassword' },
  { type: 'loginModal.tabChanged', tab: 'signup' },
  { type: 'loginModal.tabChanged', tab: 'login' },
  // A login answer that names the viewer (with a field the viewer does not keep), and one that does not.
  { type: 'loginModal.loggedIn', profile: { id: 3, email: 'maya@example.com', firstName: 'Maya', lastName: 'Member', roles: [], phoneNumber: '555' } },
  { type: 'loginModal.loggedIn', profile: null },
];
const MAYA = { id: 3, email: 'maya@example.com', firstName: 'Maya', lastName: 'Member', roles: [] };
const AFTER_LOGIN = ['setViewer', 'notifySession', 'navigateToReturnUrl', 'clearReturnUrl'];
/** Each tab's own title (the login tab's is the spec's default, Login). */
const TAB_TITLES = { login: 'login', signup: 'createAccount', forgotPassword: 'forgotPassword' } as const;

describe('login modal model', () => {
  const model = createMachineTestModel(loginModalMachine, { events: EVENT_CASES });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(loginModalMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(loginModalMachine, { spy: AFTER_LOGIN });
      await runPath(path, h, {
        // What follows a login, whether or not the modal is still open; the viewer only when named.
        effects: (event) => (event.type !== 'loginModal.loggedIn' ? [] : event.profile ? AFTER_LOGIN : AFTER_LOGIN.slice(1)),
        states: {
          closed: (s) => expect(s.context).toEqual({ title: 'login', tab: 'login', openerTitle: null }),
          open: (s) => {
            // The title follows the tab: the opener's on the tab it opened, else the tab's own.
            const { tab, openerTitle } = s.context;
            expect(s.context.title).toBe(openerTitle?.tab === tab ? openerTitle.title : TAB_TITLES[tab]);
            expect(s.can({ type: 'loginModal.close' })).toBe(true);
          },
        },
        events: {
          'loginModal.open': ({ event }) => {
            const tab = (event.tab ?? 'login') as keyof typeof TAB_TITLES;
            expect(h.snapshot.context.title).toBe(event.title ?? TAB_TITLES[tab]);
            expect(h.snapshot.context.tab).toBe(tab);
          },
          'loginModal.tabChanged': ({ event }, from) => {
            const tab = event.tab as keyof typeof TAB_TITLES;
            expect(h.snapshot.context.tab).toBe(tab);
            const opener = from?.context.openerTitle;
            expect(h.snapshot.context.title).toBe(opener?.tab === tab ? opener.title : TAB_TITLES[tab]);
          },
          'loginModal.loggedIn': ({ event }) => {
            expect(h.snapshot.value).toBe('closed');
            if (event.profile) expect(h.actions.setViewer.mock.calls[0][1]).toEqual({ viewer: MAYA });
          },
        },
      });
    });
  }
});

describe('login modal machine', () => {
  it('defaults the title to Login (the key the view words as "Login")', () => {
    expect(DEFAULT_LOGIN_MODAL_TITLE).toBe('login');
    const actor = createActor(loginModalMachine).start();
    actor.send({ type: 'loginModal.open' });
    expect(actor.getSnapshot().context).toEqual({ title: 'login', tab: 'login', openerTitle: null });
  });

  it('forgets a custom title once closed', () => {
    const actor = createActor(loginModalMachine).start();
    actor.send({ type: 'loginModal.open', title: 'logInToContinue', tab: 'signup' });
    actor.send({ type: 'loginModal.close' });
    actor.send({ type: 'loginModal.open' });
    expect(actor.getSnapshot().context).toEqual({ title: 'login', tab: 'login', openerTitle: null });
  });

  it("titles each tab: Create account, Reset your password, and the opener's title back on its tab", () => {
    const actor = createActor(loginModalMachine).start();
    const titleOn = (tab: 'login' | 'signup' | 'forgotPassword') => {
      actor.send({ type: 'loginModal.tabChanged', tab });
      return actor.getSnapshot().context.title;
    };
    actor.send({ type: 'loginModal.open', title: 'logInToBook' });
    expect(actor.getSnapshot().context.title).toBe('logInToBook');
    expect(titleOn('signup')).toBe('createAccount');
    expect(titleOn('forgotPassword')).toBe('forgotPassword');
    expect(titleOn('login')).toBe('logInToBook');
    // Opened on the signup tab without a title: Create account there, Login on the login tab.
    actor.send({ type: 'loginModal.close' });
    actor.send({ type: 'loginModal.open', tab: 'signup' });
    expect(actor.getSnapshot().context.title).toBe('createAccount');
    expect(titleOn('login')).toBe('login');
  });

  it("tells a title key from a caller's plain text (still shown as given)", () => {
    for (const key of ['login', 'createAccount', 'forgotPassword', 'logInToContinue', 'logInToBook', 'logInToSeeYourOrder'])
      expect(isLoginModalTitleKey(key)).toBe(true);
    expect(isLoginModalTitleKey('Session expired')).toBe(false);
    const actor = createActor(loginModalMachine).start();
    actor.send({ type: 'loginModal.open', title: 'Session expired' });
    expect(actor.getSnapshot().context.title).toBe('Session expired');
  });

  it('ignores tab changes while closed', () => {
    const actor = createActor(loginModalMachine).start();
    actor.send({ type: 'loginModal.tabChanged', tab: 'signup' });
    expect(actor.getSnapshot().context.tab).toBe('login');
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('after a login: viewer, session, close, return URL, in that order', () => {
    const order: string[] = [];
    const record = (name: string) => () => void order.push(name);
    const actor = createActor(
      loginModalMachine.provide({
        actions: {
          setViewer: record('setViewer'),
          notifySession: record('notifySession'),
          resetOptions: record('close'),
          navigateToReturnUrl: record('navigateToReturnUrl'),
          clearReturnUrl: record('clearReturnUrl'),
        },
      }),
    ).start();
    actor.send({ type: 'loginModal.open', title: 'logInToBook' });
    actor.send({ type: 'loginModal.loggedIn', profile: MAYA });
    expect(order).toEqual(['setViewer', 'notifySession', 'close', 'navigateToReturnUrl', 'clearReturnUrl']);
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
