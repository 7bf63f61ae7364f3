import { assign, setup } from 'xstate';
import { toViewer, type Viewer } from '../session';

export type LoginModalTab = 'login' | 'signup' | 'forgotPassword';

/**
 * The dialog's title, as a key the view words in the screen's language (`login` is the spec's
 * "Login"). A plain string is still accepted from callers not yet moved to a key, and shown as
 * given; pass a key.
 */
export type LoginModalTitleKey = 'login' | 'createAccount' | 'logInToContinue' | 'logInToBook' | 'logInToSeeYourOrder';
export type LoginModalTitle = LoginModalTitleKey | (string & {});

const LOGIN_MODAL_TITLE_KEYS: readonly LoginModalTitleKey[] = ['login', 'createAccount', 'logInToContinue', 'logInToBook', 'logInToSeeYourOrder'];
export const isLoginModalTitleKey = (title: string): title is LoginModalTitleKey => (LOGIN_MODAL_TITLE_KEYS as readonly string[]).includes(title);

export const DEFAULT_LOGIN_MODAL_TITLE: LoginModalTitleKey = 'login';

export interface LoginModalContext {
  title: LoginModalTitle;
  tab: LoginModalTab;
}

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
 * The login dialog: shown flag, title (default Login) and which form it shows; and what follows a
 * login: `setViewer` (when the answer names one), `notifySession` (session.loggedIn), closing,
 * `navigateToReturnUrl`, `clearReturnUrl`, in that order.
 */
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
    resetOptions: assign({ title: DEFAULT_LOGIN_MODAL_TITLE as LoginModalTitle, tab: 'login' as LoginModalTab }),
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
  context: { title: DEFAULT_LOGIN_MODAL_TITLE, tab: 'login' },
  initial: 'closed',
  on: {
    'loginModal.loggedIn': [
      {
        guard: 'carriesViewer',
        target: '.closed',
        actions: [
          { type: 'setViewer', params: ({ event }) => ({ viewer: toViewer(event.profile)! }) },
          ...AFTER_LOGIN,
        ],
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
