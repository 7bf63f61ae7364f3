import { createActor, fromPromise } from 'xstate';
import { alertMachine, loadingMachine, localeMachine, noticeMachine, sessionMachine, viewerMachine, type Viewer } from '@machines/session';
import { loginModalMachine } from '@machines/auth';
import type { AppActors, AppEnvironment } from '@/lib/actors';
import { createBootstrap } from '@/lib/bootstrap';
import { hasLoginCookie } from '@/lib/cookies';
import { HttpFailure, createHttpClient, createRefreshClient } from '@/lib/http-client';
import { activeLocale, switchLocale } from '@/i18n/catalogs';
import { storeLocale } from '@/i18n/locales';
import { translate } from '@/i18n/translate';
import { createApi } from './create-api';

/**
 * Starts the long-lived actors once per app (not module singletons): session, loading, login modal
 * and notices, and wires the HTTP interceptors to them. The interceptors only send events; the
 * session machine decides what an expired token means and answers the waiting requests.
 */
export function createAppActors(env: AppEnvironment): AppActors {
  const options = { inspect: env.inspect };
  const waitingForRefresh: ((refreshed: boolean) => void)[] = [];
  const settleWaiting = (refreshed: boolean) => waitingForRefresh.splice(0).forEach((resolve) => resolve(refreshed));

  const loading = createActor(loadingMachine, { ...options, systemId: 'loading' });
  const notice = createActor(noticeMachine, { ...options, systemId: 'notice' });
  const http = createHttpClient({
    language: () => activeLocale(),
    requestStarted: () => loading.send({ type: 'loading.requestStarted' }),
    requestEnded: () => loading.send({ type: 'loading.requestEnded' }),
    tokenExpired: () =>
      new Promise<boolean>((resolve) => {
        waitingForRefresh.push(resolve);
        session.send({ type: 'session.tokenExpired' }); // concurrent 401s: ignored while refreshing
      }),
    log: env.log,
  });
  const api = env.api ?? createApi(http, createRefreshClient());
  const bootstrap = createBootstrap(env.bootstrap);

  const viewer = createActor(viewerMachine.provide({ actors: { loadViewer: fromPromise<Viewer>(() => api.users.me()) } }), {
    ...options,
    systemId: 'viewer',
  });

  // What follows a login is the modal machine's; these are its effects on the sibling actors.
  const loginModal = createActor(
    loginModalMachine.provide({
      actions: {
        setViewer: (_, { viewer: who }) => viewer.send({ type: 'viewer.set', viewer: who }),
        notifySession: () => session.send({ type: 'session.loggedIn' }),
        navigateToReturnUrl: () => {
          const { returnUrl } = session.getSnapshot().context;
          if (returnUrl && returnUrl !== env.currentUrl()) env.navigate(returnUrl);
        },
        clearReturnUrl: () => {
          if (session.getSnapshot().context.returnUrl !== null) session.send({ type: 'session.returnUrlSet', returnUrl: null });
        },
      },
    }),
    { ...options, systemId: 'loginModal' },
  );

  const session = createActor(
    sessionMachine.provide({
      actors: {
        logout: fromPromise(() => api.auth.logout()),
        clearCookies: fromPromise(() => api.auth.clearCookies()),
        refreshToken: fromPromise(async () => {
          const { ok, status } = await api.auth.refresh();
          if (!ok) throw new HttpFailure('Your session has ended.', status);
        }),
      },
      actions: {
        goHome: () => env.navigate('/'),
        // The spec's "force re login" (§4, §8), in the language on screen.
        showForceReloginAlert: () => notice.send({ type: 'notice.show', message: translate('notice.forceRelogin'), intent: 'warning' }),
        notifyRefreshed: () => settleWaiting(true),
        notifyRefreshFailed: () => settleWaiting(false),
      },
    }),
    { ...options, systemId: 'session', input: { hasLoginCookie: (env.hasLoginCookie ?? hasLoginCookie)() } },
  );

  // The site alert loads at app start (spec §4); a dismissal lasts for this browser session.
  const alert = createActor(
    alertMachine.provide({
      actors: {
        // The page came with the alert as it stood: the first load answers from it.
        loadAlert: fromPromise(async () => {
          const given = bootstrap.take('alert');
          return given !== undefined ? given : api.alert.load();
        }),
        createAlert: fromPromise(({ input }) => api.alert.create(input)),
        updateAlert: fromPromise(({ input }) => api.alert.update(input)),
        deleteAlert: fromPromise(() => api.alert.remove()),
      },
      actions: {
        rememberDismissal: ({ context }) => writeSessionValue(DISMISSED_ALERT_KEY, context.dismissedUpdatedAt),
      },
    }),
    { ...options, systemId: 'alert', input: { dismissedUpdatedAt: readSessionValue(DISMISSED_ALERT_KEY) } },
  );

  // The alert's text is in the reader's language: a switch of language reads it again.
  let alertLocale = activeLocale();
  const locale = createActor(
    localeMachine.provide({
      actors: {
        loadLocale: fromPromise(({ input }) => switchLocale(input.locale)),
        saveAccountLocale: fromPromise(async ({ input }) => void (await api.users.update('me', { locale: input.locale }))),
      },
      actions: {
        rememberLocale: ({ context }) => {
          storeLocale(typeof localStorage === 'undefined' ? null : localStorage, context.locale, document);
          document.documentElement.lang = context.locale;
          if (context.locale !== alertLocale) {
            alertLocale = context.locale;
            alert.send({ type: 'alert.reload' });
          }
        },
        reportSwitchFailed: () => notice.send({ type: 'notice.show', message: translate('language.switchFailed'), intent: 'error' }),
      },
    }),
    { ...options, systemId: 'locale', input: { locale: activeLocale() } },
  );

  for (const actor of [loading, notice, loginModal, viewer, session, alert, locale]) actor.start();

  // The screen follows the account's language once known; logging out keeps the screen's language.
  const followViewer = viewer.subscribe((snapshot) => {
    const who = snapshot.context.viewer;
    const { signedIn } = locale.getSnapshot().context;
    if (who && !signedIn) locale.send({ type: 'locale.account', locale: who.locale ?? null });
    if (!who && signedIn) locale.send({ type: 'locale.signedOut' });
  });

  // The viewer follows the session: known while logged in, cleared on logout or forced re-login.
  const followSession = session.subscribe((snapshot) => {
    const loggedIn = snapshot.hasTag('authenticated');
    const known = !viewer.getSnapshot().matches('anonymous');
    if (loggedIn && !known && viewer.getSnapshot().context.error === null) viewer.send({ type: 'viewer.load' });
    if (!loggedIn && known) viewer.send({ type: 'viewer.clear' });
  });
  if (session.getSnapshot().hasTag('authenticated')) viewer.send({ type: 'viewer.load' });

  return {
    session,
    loading,
    loginModal,
    notice,
    alert,
    viewer,
    locale,
    api,
    bootstrap,
    env,
    stop() {
      followSession.unsubscribe();
      followViewer.unsubscribe();
      for (const actor of [locale, alert, session, viewer, loginModal, notice, loading]) actor.stop();
    },
  };
}

const DISMISSED_ALERT_KEY = 'courtside.dismissedAlert';

function readSessionValue(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null; // storage blocked: the alert simply shows again
  }
}

function writeSessionValue(key: string, value: string | null) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // storage blocked: the dismissal lasts until reload
  }
}
