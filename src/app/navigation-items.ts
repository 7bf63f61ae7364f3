/** The spec's navigation menu (§2), titles exactly as given in English (app catalogue), in the order members look for them. */
export const NAVIGATION_ITEMS = [
  { titleId: 'nav.home', href: '/' },
  { titleId: 'nav.bookCourt', href: '/bookings' },
  { titleId: 'nav.dropIn', href: '/drop-in' },
  { titleId: 'nav.lessons', href: '/lessons' },
  { titleId: 'nav.camps', href: '/camps' },
  { titleId: 'nav.tournaments', href: '/tournaments' },
  { titleId: 'nav.events', href: '/events' },
  { titleId: 'nav.coaches', href: '/coaches' },
  { titleId: 'nav.partners', href: '/partners' },
  { titleId: 'nav.account', href: '/account' },
] as const;

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
