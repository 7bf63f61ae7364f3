import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { Link, useLocation } from 'wouter';
import { useT } from '@/i18n/translate';
import { LanguageSwitcher } from './language-switcher';
import { NAVIGATION_ITEMS, isCurrent } from './navigation-items';

const useClasses = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXS },
  link: {
    display: 'block',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  current: { backgroundColor: tokens.colorBrandBackground2, fontWeight: tokens.fontWeightSemibold },
});

/** The narrow screens' menu: a chunk of its own, loaded the first time the menu button is pressed. */
export default function NavigationDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const classes = useClasses();
  const t = useT();
  const [location] = useLocation();
  return (
    <OverlayDrawer open={open} onOpenChange={(_, data) => onOpenChange(data.open)} position="start">
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label={t('header.closeMenu')} icon={<DismissRegular />} onClick={() => onOpenChange(false)} />}>
          {t('header.menu')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <nav aria-label={t('header.mainMenu')}>
          <ul className={classes.list}>
            {NAVIGATION_ITEMS.map((item) => {
              const current = isCurrent(item.href, location);
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    className={mergeClasses(classes.link, current && classes.current)}
                    aria-current={current ? 'page' : undefined}
                    onClick={() => onOpenChange(false)}
                  >
                    {t(item.titleId)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <LanguageSwitcher />
      </DrawerBody>
    </OverlayDrawer>
  );
}
