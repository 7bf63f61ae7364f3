/**
 * How wide a screen must be for an entry to sit in the header's row; narrower, it moves into "More"
 * (the row must hold the French words too: "Réserver un terrain", "Se déconnecter"). Below 1024 px
 * every entry is in the drawer.
 */
export type InlineFrom = 'always' | 'wide' | 'widest';

/** The spec's navigation menu (§2), titles exactly as given in English (app catalogue), in the order members look for them. */
export const NAVIGATION_ITEMS = [
  // The venue's name beside it leads Home too, so Home is the first to give way.
  { titleId: 'nav.home', href: '/', inlineFrom: 'widest' },
  { titleId: 'nav.bookCourt', href: '/bookings', inlineFrom: 'always' },
  { titleId: 'nav.dropIn', href: '/drop-in', inlineFrom: 'always' },
  { titleId: 'nav.lessons', href: '/lessons', inlineFrom: 'always' },
  { titleId: 'nav.camps', href: '/camps', inlineFrom: 'wide' },
  { titleId: 'nav.tournaments', href: '/tournaments', inlineFrom: 'wide' },
  { titleId: 'nav.events', href: '/events', inlineFrom: 'widest' },
  { titleId: 'nav.coaches', href: '/coaches', inlineFrom: 'widest' },
  { titleId: 'nav.partners', href: '/partners', inlineFrom: 'widest' },
  { titleId: 'nav.account', href: '/account', inlineFrom: 'always' },
] as const satisfies readonly { titleId: string; href: string; inlineFrom: InlineFrom }[];

export const STAFF_ITEMS = [
  { titleId: 'nav.users', href: '/admin/users', ownerOnly: false },
  { titleId: 'nav.bookingsOverview', href: '/admin/bookings-overview', ownerOnly: false },
  { titleId: 'nav.orders', href: '/admin/orders', ownerOnly: false },
  { titleId: 'nav.takings', href: '/admin/takings', ownerOnly: false },
  { titleId: 'nav.companySettings', href: '/owner/settings', ownerOnly: true },
  { titleId: 'nav.dropInSetup', href: '/owner/dropin-setup', ownerOnly: true },
  { titleId: 'nav.eventSetup', href: '/owner/event-setup', ownerOnly: true },
] as const;

export const isCurrent = (href: string, location: string) =>
  href === '/' ? location === '/' : location === href || location.startsWith(`${href}/`);
