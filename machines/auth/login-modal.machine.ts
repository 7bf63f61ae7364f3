import { assign, setup } from 'xstate';
import { toViewer, type Viewer } from '../session';

export type LoginModalTab = 'login' | 'signup' | 'forgotPassword';

/**
 * The dialog's title, as a key the view words in the screen's language (`login` is the spec's
 * "Login"). A plain string is still accepted from callers not yet moved to a key, and shown as
 * given; pass a key.
 */
export type LoginModalTitleKey = 'login' | 'createAccount' | 'forgotPassword' | 'logInToContinue' | 'logInToBook' | 'logInToSeeYourOrder';
export type LoginModalTitle = LoginModalTitleKey | (string & {});

const LOGIN_MODAL_TITLE_KEYS: readonly LoginModalTitleKey[] = [
  'login',
  'createAccount',
  'forgotPassword',
  'logInToContinue',
  'logInToBook',
  'logInToSeeYourOrder',
];
export const isLoginModalTitleKey = (title: string): title is LoginModalTitleKey => (LOGIN_MODAL_TITLE_KEYS as readonly string[]).includes(title);

export const DEFAULT_LOGIN_MODAL_TITLE: LoginModalTitleKey = 'login';

/** Each tab's own title; the login tab's is the spec's default, Login. */
const TAB_TITLES: Record<LoginModalTab, LoginModalTitleKey> = { login: DEFAULT_LOGIN_MODAL_TITLE, signup: 'createAccount', forgotPassword: 'forgotPassword' };

export interface LoginModalContext {
  /** What the dialog is titled now: it follows the tab. */
  title: LoginModalTitle;
  tab: LoginModalTab;
  /**
   * The title the opener asked for ("Log in to book") and the tab it belongs to: shown again when the
   * visitor comes back to that tab; every other tab shows its own title. Null when the opener named none.
   */
  openerTitle: { title: LoginModalTitle; tab: LoginModalTab } | null;
}

/** The title of `tab`: the opener's on the tab it opened, else the tab's own. */
const titleOf = (tab: LoginModalTab, openerTitle: LoginModalContext['openerTitle']): LoginModalTitle =>
  openerTitle?.tab === tab ? openerTitle.title : TAB_TITLES[tab];

export type LoginModalEvent =
  | { type: 'loginModal.open'; title?: LoginModalTitle; tab?: LoginModalTab }
  | { type: 'loginModal.close' }
  | { type: 'loginModal.tabChanged'; tab: LoginModalTab }
  /**
   * A login or signup succeeded (whether or not the modal is still open). `profile` is the login
   * answer; when it is a viewer, the app learns who logged in before the session says so.
   */
  | { type: 'loginModal.loggedIn'; profile?: unknown };

const AFTER_LOGIN = ['notifySession', 'resetOptions', 'navigateToReturnUrl', 'clearReturnUrl'] as const;

/**
 * The login dialog: shown flag, title (default Login; each tab has its own, and the opener's title
 * stays with the tab it opened) and which form it shows; and what follows a
 * login: `setViewer` (when the answer names one), `notifySession` (session.loggedIn), closing,
 * `navigateToReturnUrl`, `clearReturnUrl`, in that order.
 */
export const loginModalMachine = setup({
  types: {
    context: {} as LoginModalContext,
    events: {} as LoginModalEvent,
  },
  actions: {
    applyOpenOptions: assign(({ event }) => {
      if (event.type !== 'loginModal.open') return {};
      const tab = event.tab ?? 'login';
      const openerTitle = event.title === undefined ? null : { title: event.title, tab };
      return { tab, openerTitle, title: titleOf(tab, openerTitle) };
    }),
    setTab: assign(({ context, event }) => (event.type === 'loginModal.tabChanged' ? { tab: event.tab, title: titleOf(event.tab, context.openerTitle) } : {})),
    resetOptions: assign({ title: DEFAULT_LOGIN_MODAL_TITLE as LoginModalTitle, tab: 'login' as LoginModalTab, openerTitle: null }),
    /** `viewer.set` to the viewer actor, before the session is told, so the viewer is not fetched again. */
    setViewer: (_, _params: { viewer: Viewer }) => {},
    /** `session.loggedIn` to the session actor. */
    notifySession: () => {},
    /** Go to the session's return URL, if it has one and it is not where the visitor already is. */
    navigateToReturnUrl: () => {},
    /** Forget the session's return URL (`session.returnUrlSet` null), if it has one. */
    clearReturnUrl: () => {},
  },
  guards: {
    carriesViewer: ({ event }) => event.type === 'loginModal.loggedIn' && toViewer(event.profile) !== null,
  },
}).createMachine({
  id: 'loginModal',
  context: { title: DEFAULT_LOGIN_MODAL_TITLE, tab: 'login', openerTitle: null },
  initial: 'closed',
  on: {
    'loginModal.loggedIn': [
      {
        guard: 'carriesViewer',
        target: '.closed',
        actions: [{ type: 'setViewer', params: ({ event }) => ({ viewer: toViewer(event.profile)! }) }, ...AFTER_LOGIN],
      },
      { target: '.closed', actions: [...AFTER_LOGIN] },
    ],
  },
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
