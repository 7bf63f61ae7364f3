import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import { useT } from '@/i18n/translate';
import { LanguageSwitcher } from './language-switcher';
import { NavLink } from './nav-link';
import { NAVIGATION_ITEMS, isCurrent } from './navigation-items';

const useClasses = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXS },
});

/** The narrow screens' menu: a chunk of its own, loaded the first time the menu button is pressed. */
export default function NavigationDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const classes = useClasses();
  const t = useT();
  const [location] = useLocation();
  return (
    <OverlayDrawer open={open} onOpenChange={(_, data) => onOpenChange(data.open)} position="start">
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label={t('header.closeMenu')} icon={<DismissRegular />} onClick={() => onOpenChange(false)} />}
        >
          {t('header.menu')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <nav aria-label={t('header.mainMenu')}>
          <ul className={classes.list}>
            {NAVIGATION_ITEMS.map((item) => (
              <li key={item.href}>
                <NavLink href={item.href} current={isCurrent(item.href, location)} look="menu" onClick={() => onOpenChange(false)}>
                  {t(item.titleId)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher />
      </DrawerBody>
    </OverlayDrawer>
  );
}
