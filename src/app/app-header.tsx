import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  Text,
  makeStyles,
  mergeClasses,
  shorthands,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular, NavigationRegular, PersonRegular, SignOutRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { VENUE_NAME } from '@/lib/constants';
import { courtsideTokens } from '@/theme/theme';
import { PickleballIcon } from '@/theme/pickleball-icon';
import { useAppActors, useSessionStatus, useViewer } from '@/lib/actors';
import { NAVIGATION_ITEMS, STAFF_ITEMS, isCurrent } from './navigation-items';


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
  drawerList: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXS },
  drawerLink: {
    display: 'block',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  drawerCurrent: { backgroundColor: tokens.colorBrandBackground2, fontWeight: tokens.fontWeightSemibold },
});

/** Header: venue, navigation (a drawer on narrow screens), log in / account, and staff links. */
export function AppHeader() {
  const classes = useClasses();
  const [location] = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false); // presentational only
  const { isLoggedIn } = useSessionStatus();
  const { viewer, isStaff, isOwner } = useViewer();
  const { session, loginModal, env } = useAppActors();
  const staffItems = STAFF_ITEMS.filter((item) => isStaff && (!item.ownerOnly || isOwner));

  const openLogin = () => {
    session.send({ type: 'session.returnUrlSet', returnUrl: env.currentUrl() });
    loginModal.send({ type: 'loginModal.open' });
  };

  const navLinks = (linkClass: string, currentClass: string, onNavigate?: () => void) =>
    NAVIGATION_ITEMS.map((item) => {
      const current = isCurrent(item.href, location);
      return (
        <li key={item.href}>
          <Link
            href={item.href}
            className={mergeClasses(linkClass, current && currentClass)}
            aria-current={current ? 'page' : undefined}
            onClick={onNavigate}
          >
            {item.title}
          </Link>
        </li>
      );
    });

  return (
    <>
      <header className={classes.header}>
        <Button
          className={classes.menuButton}
          appearance="transparent"
          icon={<NavigationRegular />}
          aria-label="Open menu"
          onClick={() => setDrawerOpen(true)}
        />
        <Link href="/" className={classes.brand}>
          <PickleballIcon className={classes.brandIcon} aria-hidden />
          {VENUE_NAME}
        </Link>
        <nav aria-label="Main" className={classes.wideNav}>
          <ul className={classes.navList}>{navLinks(classes.navLink, classes.current)}</ul>
        </nav>
        <div className={classes.account}>
          {isLoggedIn ? (
            <>
              {viewer && <Text className={classes.wideNav}>{viewer.firstName}</Text>}
              <Button appearance="outline" className={classes.onBrandButton} icon={<SignOutRegular />} onClick={() => session.send({ type: 'session.logout' })}>
                Log out
              </Button>
            </>
          ) : (
            <Button appearance="outline" className={classes.onBrandButton} icon={<PersonRegular />} onClick={openLogin}>
              Log in
            </Button>
          )}
        </div>
      </header>
      {staffItems.length > 0 && (
        <nav aria-label="Staff" className={classes.staffBar} data-testid="staff-nav">
          <Text weight="semibold">Staff</Text>
          <ul className={classes.navList}>
            {staffItems.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className={mergeClasses(classes.navLink, isCurrent(item.href, location) && classes.current)}>
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <OverlayDrawer open={drawerOpen} onOpenChange={(_, data) => setDrawerOpen(data.open)} position="start">
        <DrawerHeader>
          <DrawerHeaderTitle
            action={<Button appearance="subtle" aria-label="Close menu" icon={<DismissRegular />} onClick={() => setDrawerOpen(false)} />}
          >
            Menu
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody>
          <nav aria-label="Main menu">
            <ul className={classes.drawerList}>{navLinks(classes.drawerLink, classes.drawerCurrent, () => setDrawerOpen(false))}</ul>
          </nav>
        </DrawerBody>
      </OverlayDrawer>
    </>
  );
}
