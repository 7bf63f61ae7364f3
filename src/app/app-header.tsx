import { Button, Text, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { NavigationRegular, PersonRegular, SignOutRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { VENUE_NAME } from '@/lib/constants';
import { courtsideTokens } from '@/theme/theme';
import { PickleballIcon } from '@/theme/pickleball-icon';
import { useAppActors, useSessionStatus, useViewer } from '@/lib/actors';
import { preloadLoginModal } from './lazy-login-modal';
import { useT } from '@/i18n/translate';
import { LanguageSwitcher } from './language-switcher';
import { NAVIGATION_ITEMS, STAFF_ITEMS, isCurrent } from './navigation-items';

const NavigationDrawer = lazy(() => import('./navigation-drawer'));

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
  },
  brandIcon: { fontSize: '28px' },
  menuButton: { color: tokens.colorNeutralForegroundOnBrand, '@media (min-width: 960px)': { display: 'none' } },
  wideNav: { display: 'none', '@media (min-width: 960px)': { display: 'block' } },
  navList: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, listStyleType: 'none', margin: 0, padding: 0 },
  navLink: {
    display: 'inline-block',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForegroundOnBrand,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
    ':focus-visible': { outlineWidth: tokens.strokeWidthThick, outlineStyle: 'solid', outlineColor: tokens.colorNeutralForegroundOnBrand },
  },
  current: { backgroundColor: tokens.colorBrandBackgroundPressed, fontWeight: tokens.fontWeightSemibold },
  account: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  onBrandButton: { color: tokens.colorNeutralForegroundOnBrand, ...shorthands.borderColor(tokens.colorNeutralForegroundOnBrand) },
  staffBar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    backgroundColor: courtsideTokens.colorAdmin,
    color: tokens.colorNeutralForegroundOnBrand,
  },
});

/** Header: venue, navigation (a drawer on narrow screens), log in / account, and staff links. */
export function AppHeader() {
  const classes = useClasses();
  const t = useT();
  const [location] = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false); // presentational only
  const [drawerWanted, setDrawerWanted] = useState(false); // its chunk loads on the first press
  const { isLoggedIn } = useSessionStatus();
  const { viewer, isStaff, isOwner } = useViewer();
  const { session, loginModal, env } = useAppActors();
  const staffItems = STAFF_ITEMS.filter((item) => isStaff && (!item.ownerOnly || isOwner));

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
        <Button
          className={classes.menuButton}
          appearance="transparent"
          icon={<NavigationRegular />}
          aria-label={t('header.openMenu')}
          onClick={openDrawer}
        />
        <Link href="/" className={classes.brand}>
          <PickleballIcon className={classes.brandIcon} aria-hidden />
          {VENUE_NAME}
        </Link>
        <nav aria-label={t('header.mainNavigation')} className={classes.wideNav}>
          <ul className={classes.navList}>
            {NAVIGATION_ITEMS.map((item) => {
              const current = isCurrent(item.href, location);
              return (
                <li key={item.href}>
                  <Link href={item.href} className={mergeClasses(classes.navLink, current && classes.current)} aria-current={current ? 'page' : undefined}>
                    {t(item.titleId)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={classes.account}>
          <LanguageSwitcher className={mergeClasses(classes.onBrandButton, classes.wideNav)} />
          {isLoggedIn ? (
            <>
              {viewer && <Text className={classes.wideNav}>{viewer.firstName}</Text>}
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
      {staffItems.length > 0 && (
        <nav aria-label={t('header.staffNavigation')} className={classes.staffBar} data-testid="staff-nav">
          <Text weight="semibold">{t('header.staff')}</Text>
          <ul className={classes.navList}>
            {staffItems.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className={mergeClasses(classes.navLink, isCurrent(item.href, location) && classes.current)}>
                  {t(item.titleId)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {drawerWanted && (
        <Suspense fallback={null}>
          <NavigationDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />
        </Suspense>
      )}
    </>
  );
}
