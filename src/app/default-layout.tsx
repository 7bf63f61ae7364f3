import { makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, useEffect, type ReactNode } from 'react';
import { matchRoute, useLocation, useRouter, useSearch } from 'wouter';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { useT } from '@/i18n/translate';
import { useAppActors } from '@/lib/actors';
import { LazyLoginModal } from './lazy-login-modal';
import { LoadingBar } from './loading-bar';
import { NavigationEvents } from './navigation-events';
import { NoticeToast } from './notice-toast';
import { BARE_PATHS } from './routes';
import { SiteAlertBanner } from './site-alert-banner';

const useClasses = makeStyles({
  shell: { minHeight: '100vh', display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground2 },
  main: {
    flexGrow: 1,
    width: '100%',
    maxWidth: '1200px',
    marginInline: 'auto',
    boxSizing: 'border-box',
    padding: `0 ${tokens.spacingHorizontalL}`,
  },
  // A bare route (the court board) has the whole screen: no header, banner or footer, no width cap.
  bare: { minHeight: '100vh', display: 'flex', flexDirection: 'column' },
  bareMain: { flexGrow: 1, display: 'flex', flexDirection: 'column' },
  skipLink: {
    position: 'absolute',
    left: '-10000px',
    ':focus': {
      left: tokens.spacingHorizontalM,
      top: tokens.spacingVerticalM,
      zIndex: 1200,
      padding: tokens.spacingHorizontalS,
      backgroundColor: tokens.colorNeutralBackground1,
    },
  },
});

/** The public layout every route sits under (spec §2), a bare route alone; `?showCreateAccountOnLoad` opens signup. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const classes = useClasses();
  const t = useT();
  const search = useSearch();
  const { loginModal } = useAppActors();
  const [location] = useLocation();
  const { parser } = useRouter();
  const showCreateAccount = new URLSearchParams(search).has('showCreateAccountOnLoad');
  useEffect(() => {
    if (showCreateAccount) loginModal.send({ type: 'loginModal.open', title: 'createAccount', tab: 'signup' });
  }, [showCreateAccount, loginModal]);

  if (BARE_PATHS.some((path) => matchRoute(parser, path, location)[0])) {
    return (
      <div className={classes.bare}>
        <NavigationEvents />
        <main id="main" className={classes.bareMain} tabIndex={-1}>
          {children}
        </main>
        <NoticeToast />
      </div>
    );
  }

  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skipLink}>
        {t('layout.skipToContent')}
      </a>
      <NavigationEvents />
      <LoadingBar />
      <AppHeader />
      {/* Its own boundary: if the server drew an alert this visitor dismissed, only the banner re-renders. */}
      <Suspense fallback={null}>
        <SiteAlertBanner />
      </Suspense>
      <main id="main" className={classes.main} tabIndex={-1}>
        {children}
      </main>
      <AppFooter />
      <LazyLoginModal />
      <NoticeToast />
    </div>
  );
}
