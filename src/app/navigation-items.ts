/** The spec's navigation menu (§2), titles exactly as given, in the order members look for them. */
export const NAVIGATION_ITEMS = [
  { title: 'Home', href: '/' },
  { title: 'Book Court', href: '/bookings' },
  { title: 'Drop In', href: '/drop-in' },
  { title: 'Lessons', href: '/lessons' },
  { title: 'Camps', href: '/camps' },
  { title: 'Tournaments', href: '/tournaments' },
  { title: 'Events', href: '/events' },
  { title: 'Coaches', href: '/coaches' },
  { title: 'Partners', href: '/partners' },
  { title: 'Account', href: '/account' },
] as const;

export const STAFF_ITEMS = [
  { title: 'Users', href: '/admin/users', ownerOnly: false },
  { title: 'Bookings overview', href: '/admin/bookings-overview', ownerOnly: false },
  { title: 'Orders', href: '/admin/orders', ownerOnly: false },
  { title: 'Takings', href: '/admin/takings', ownerOnly: false },
  { title: 'Company settings', href: '/owner/settings', ownerOnly: true },
  { title: 'Drop-in setup', href: '/owner/dropin-setup', ownerOnly: true },
  { title: 'Event setup', href: '/owner/event-setup', ownerOnly: true },
] as const;

export const isCurrent = (href: string, location: string) =>
  href === '/' ? location === '/' : location === href || location.startsWith(`${href}/`);
