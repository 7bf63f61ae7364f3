import { assign, setup } from 'xstate';

export type LoginModalTab = 'login' | 'signup' | 'forgotPassword';

export const DEFAULT_LOGIN_MODAL_TITLE = 'Login';

export interface LoginModalContext {
  title: string;
  tab: LoginModalTab;
}

export type LoginModalEvent =
  | { type: 'loginModal.open'; title?: string; tab?: LoginModalTab }
  | { type: 'loginModal.close' }
  | { type: 'loginModal.tabChanged'; tab: LoginModalTab };

/** The login dialog: shown flag, title (default Login) and which form it shows. */
export const loginModalMachine = setup({
  types: {
    context: {} as LoginModalContext,
    events: {} as LoginModalEvent,
  },
  actions: {
    applyOpenOptions: assign(({ event }) =>
      event.type === 'loginModal.open'
        ? { title: event.title ?? DEFAULT_LOGIN_MODAL_TITLE, tab: event.tab ?? 'login' }
        : {},
    ),
    setTab: assign({ tab: ({ context, event }) => (event.type === 'loginModal.tabChanged' ? event.tab : context.tab) }),
    resetOptions: assign({ title: DEFAULT_LOGIN_MODAL_TITLE, tab: 'login' as LoginModalTab }),
  },
}).createMachine({
  id: 'loginModal',
  context: { title: DEFAULT_LOGIN_MODAL_TITLE, tab: 'login' },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'loginModal.open': { target: 'open', actions: 'applyOpenOptions' },
      },
    },
    open: {
      on: {
        // Opening again while open (e.g. a guard asking for login) retitles it in place.
        'loginModal.open': { actions: 'applyOpenOptions' },
        'loginModal.tabChanged': { actions: 'setTab' },
        'loginModal.close': { target: 'closed', actions: 'resetOptions' },
      },
    },
  },
});
