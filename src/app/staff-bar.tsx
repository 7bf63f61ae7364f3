import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useLocation } from 'wouter';
import { useT } from '@/i18n/translate';
import { useViewer } from '@/lib/actors';
import { courtsideTokens } from '@/theme/theme';
import { LinksDisclosure } from './links-disclosure';
import { NavLink } from './nav-link';
import { STAFF_ITEMS, isCurrent } from './navigation-items';

/** From these widths the staff's links fit in one row (in French too); narrower, they are a list behind one button. */
const ADMIN_ROW = '@media (min-width: 720px)';
const OWNER_ROW = '@media (min-width: 1280px)';

const useClasses = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    backgroundColor: courtsideTokens.colorAdmin,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  title: { whiteSpace: 'nowrap' },
  row: { display: 'none', gap: tokens.spacingHorizontalXS, listStyleType: 'none', margin: 0, padding: 0 },
  adminRow: { [ADMIN_ROW]: { display: 'flex' } },
  ownerRow: { [OWNER_ROW]: { display: 'flex' } },
  adminMenu: { [ADMIN_ROW]: { display: 'none' } },
  ownerMenu: { [OWNER_ROW]: { display: 'none' } },
});

/**
 * The staff's pages under the header, in the admin colour: one row of links where they fit, else one
 * compact row whose button lists them (a phone's bar stays one line high). An owner has seven pages,
 * an admin four, so the owner's row needs a wider screen.
 */
export function StaffBar() {
  const classes = useClasses();
  const t = useT();
  const [location] = useLocation();
  const { isStaff, isOwner } = useViewer();
  const items = STAFF_ITEMS.filter((item) => isStaff && (!item.ownerOnly || isOwner));
  if (items.length === 0) return null;
  const owner = items.some((item) => item.ownerOnly);
  return (
    <nav aria-label={t('header.staffNavigation')} className={classes.bar} data-testid="staff-nav">
      <Text weight="semibold" className={classes.title}>
        {t('header.staff')}
      </Text>
      <ul className={mergeClasses(classes.row, owner ? classes.ownerRow : classes.adminRow)}>
        {items.map((item) => (
          <li key={item.href}>
            <NavLink href={item.href} current={isCurrent(item.href, location)} look="bar">
              {t(item.titleId)}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className={owner ? classes.ownerMenu : classes.adminMenu}>
        <LinksDisclosure
          label={t('header.staffPages')}
          links={items.map((item) => ({ href: item.href, text: t(item.titleId), current: isCurrent(item.href, location) }))}
        />
      </div>
    </nav>
  );
}
