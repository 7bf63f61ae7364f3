import { Button, Text, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { NavigationRegular, PersonRegular, SignOutRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { VENUE_NAME } from '@/lib/venue-identity';
import { PickleballIcon } from '@/theme/pickleball-icon';
import { useAppActors, useSessionStatus, useViewer } from '@/lib/actors';
import { preloadLoginModal } from './lazy-login-modal';
import { useT } from '@/i18n/translate';
import { LanguageSwitcher } from './language-switcher';
import { LinksDisclosure } from './links-disclosure';
import { NavLink } from './nav-link';
import { NAVIGATION_ITEMS, isCurrent } from './navigation-items';
import { StaffBar } from './staff-bar';

const NavigationDrawer = lazy(() => import('./navigation-drawer'));

/** The drawer gives way to the header's row from here; the row then holds the entries that fit. */
const WIDE_NAV = '@media (min-width: 1024px)';
const WIDE = '@media (min-width: 1280px)';
const WIDEST = '@media (min-width: 1600px)';

const useClasses = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  brand: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForegroundOnBrand,
    textDecorationLine: 'none',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    marginRight: 'auto',
    [WIDE_NAV]: { whiteSpace: 'nowrap' },
  },
  brandIcon: { fontSize: '28px', flexShrink: 0 },
  menuButton: { color: tokens.colorNeutralForegroundOnBrand, [WIDE_NAV]: { display: 'none' } },
  wideNav: { display: 'none', [WIDE_NAV]: { display: 'block' } },
  navList: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, listStyleType: 'none', margin: 0, padding: 0 },
  // An entry shown in the row only from its width; below it, the same entry shows in "More" instead.
  inlineWide: { display: 'none', [WIDE]: { display: 'list-item' } },
  inlineWidest: { display: 'none', [WIDEST]: { display: 'list-item' } },
  moreWide: { [WIDE]: { display: 'none' } },
  moreWidest: { [WIDEST]: { display: 'none' } },
  // "More" reads as one of the row's links, not as a (semibold) button.
  moreButton: { fontWeight: tokens.fontWeightRegular },
  account: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  // The greeting only where the row has room for it.
  firstName: { display: 'none', whiteSpace: 'nowrap', [WIDEST]: { display: 'inline' } },
  // A label never breaks inside its button ("Se déconnecter" on one line).
  onBrandButton: {
    color: tokens.colorNeutralForegroundOnBrand,
    whiteSpace: 'nowrap',
    flexShrink: 0,
    ...shorthands.borderColor(tokens.colorNeutralForegroundOnBrand),
  },
});

const INLINE_CLASS = { always: undefined, wide: 'inlineWide', widest: 'inlineWidest' } as const;
const MORE_CLASS = { wide: 'moreWide', widest: 'moreWidest' } as const;
/** The entries that give way to "More" on a narrower screen. */
const MORE_ITEMS = NAVIGATION_ITEMS.flatMap((item) => (item.inlineFrom === 'always' ? [] : [{ ...item, inlineFrom: item.inlineFrom }]));

/**
 * Header: venue, navigation (a drawer below 1024 px; from there one row, the less-used entries under
 * "More" until the screen is wide enough for them), log in / account, then the staff's bar.
 */
export function AppHeader() {
  const classes = useClasses();
  const t = useT();
  const [location] = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false); // presentational only
  const [drawerWanted, setDrawerWanted] = useState(false); // its chunk loads on the first press
  const { isLoggedIn } = useSessionStatus();
  const { viewer } = useViewer();
  const { session, loginModal, env } = useAppActors();

  const openLogin = () => {
    session.send({ type: 'session.returnUrlSet', returnUrl: env.currentUrl() });
    loginModal.send({ type: 'loginModal.open' });
  };

  const openDrawer = () => {
    setDrawerWanted(true);
    setDrawerOpen(true);
  };

  return (
    <>
      <header className={classes.header}>
        <Button className={classes.menuButton} appearance="transparent" icon={<NavigationRegular />} aria-label={t('header.openMenu')} onClick={openDrawer} />
        <Link href="/" className={classes.brand}>
          <PickleballIcon className={classes.brandIcon} aria-hidden />
          {VENUE_NAME}
        </Link>
        <nav aria-label={t('header.mainNavigation')} className={classes.wideNav}>
          <ul className={classes.navList}>
            {NAVIGATION_ITEMS.map((item) => {
              const inline = INLINE_CLASS[item.inlineFrom];
              return (
                <li key={item.href} className={inline && classes[inline]}>
                  <NavLink href={item.href} current={isCurrent(item.href, location)} look="bar">
                    {t(item.titleId)}
                  </NavLink>
                </li>
              );
            })}
            <li className={classes.moreWidest}>
              <LinksDisclosure
                label={t('header.more')}
                align="end"
                buttonClassName={classes.moreButton}
                links={MORE_ITEMS.map((item) => ({
                  href: item.href,
                  text: t(item.titleId),
                  current: isCurrent(item.href, location),
                  className: classes[MORE_CLASS[item.inlineFrom]],
                }))}
              />
            </li>
          </ul>
        </nav>
        <div className={classes.account}>
          <LanguageSwitcher className={mergeClasses(classes.onBrandButton, classes.wideNav)} />
          {isLoggedIn ? (
            <>
              {viewer && <Text className={classes.firstName}>{viewer.firstName}</Text>}
              <Button appearance="outline" className={classes.onBrandButton} icon={<SignOutRegular />} onClick={() => session.send({ type: 'session.logout' })}>
                {t('header.logOut')}
              </Button>
            </>
          ) : (
            <Button
              appearance="outline"
              className={classes.onBrandButton}
              icon={<PersonRegular />}
              onClick={openLogin}
              onPointerEnter={preloadLoginModal}
              onFocus={preloadLoginModal}
            >
              {t('header.logIn')}
            </Button>
          )}
        </div>
      </header>
      <StaffBar />
      {drawerWanted && (
        <Suspense fallback={null}>
          <NavigationDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />
        </Suspense>
      )}
    </>
  );
}
