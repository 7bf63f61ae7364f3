import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

const useClasses = makeStyles({
  // In a row on the header's coloured bars (the site's, the staff's).
  bar: {
    display: 'inline-block',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForegroundOnBrand,
    textDecorationLine: 'none',
    whiteSpace: 'nowrap',
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
    ':focus-visible': { outlineWidth: tokens.strokeWidthThick, outlineStyle: 'solid', outlineColor: tokens.colorNeutralForegroundOnBrand },
  },
  barCurrent: { backgroundColor: tokens.colorBrandBackgroundPressed, fontWeight: tokens.fontWeightSemibold },
  // One a line in a list on the page's background (a button's list, the drawer).
  menu: {
    display: 'block',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outlineWidth: tokens.strokeWidthThick, outlineStyle: 'solid', outlineColor: tokens.colorStrokeFocus2 },
  },
  menuCurrent: { backgroundColor: tokens.colorBrandBackground2, fontWeight: tokens.fontWeightSemibold },
});

/** A link of the site's navigation, marked when it leads to the page shown (`aria-current`): in a bar's row or in a list. */
export function NavLink({
  href,
  current,
  look,
  onClick,
  children,
}: {
  href: string;
  current: boolean;
  look: 'bar' | 'menu';
  onClick?: () => void;
  children: ReactNode;
}) {
  const classes = useClasses();
  const currentClass = look === 'bar' ? classes.barCurrent : classes.menuCurrent;
  return (
    <Link href={href} className={mergeClasses(classes[look], current && currentClass)} aria-current={current ? 'page' : undefined} onClick={onClick}>
      {children}
    </Link>
  );
}
