import type { MessageId } from '@/i18n/translate';
import type { InlineFrom } from '@/lib/feature-manifest';
import { FEATURE_ROUTES } from './routes';

export interface NavigationItem {
  titleId: MessageId;
  href: string;
  inlineFrom: InlineFrom;
}

export interface StaffItem {
  titleId: MessageId;
  href: string;
  ownerOnly: boolean;
}

const byPosition = <Item>(entries: { position: number; item: Item }[]) => entries.sort((a, b) => a.position - b.position).map(({ item }) => item);

/** The spec's navigation menu (§2), from the routes that ask for an entry, in the order members look for them. */
export const NAVIGATION_ITEMS: readonly NavigationItem[] = byPosition(
  FEATURE_ROUTES.flatMap(({ path, titleId, menu }) =>
    menu ? [{ position: menu.position, item: { titleId, href: menu.href ?? path, inlineFrom: menu.inlineFrom } }] : [],
  ),
);

/** The staff's pages; an owner-guarded page is the owner's only. */
export const STAFF_ITEMS: readonly StaffItem[] = byPosition(
  FEATURE_ROUTES.flatMap(({ path, titleId, guard, staffMenu }) =>
    staffMenu ? [{ position: staffMenu.position, item: { titleId, href: path, ownerOnly: guard === 'owner' } }] : [],
  ),
);

export const isCurrent = (href: string, location: string) => (href === '/' ? location === '/' : location === href || location.startsWith(`${href}/`));
