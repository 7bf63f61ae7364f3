import type booking from '@/locales/en-CA/booking.json';
import type { FeatureManifest } from '@/lib/feature-manifest';

declare module '@/i18n/catalog-domains' {
  interface Catalogues {
    booking: typeof booking;
  }
}

/** Court booking: a member books a court; the staff's overview of a day. Its calls (bookings) are shared, in src/lib/api. */
export const bookingManifest = {
  name: 'booking',
  routes: [
    {
      path: '/bookings',
      titleId: 'nav.bookCourt',
      position: 30,
      load: () => import('./book-court-page'),
      catalogues: ['booking', 'checkout'],
      menu: { position: 20, inlineFrom: 'always' },
    },
    {
      path: '/admin/bookings-overview',
      titleId: 'nav.bookingsOverview',
      position: 140,
      load: () => import('./bookings-overview-page'),
      catalogues: ['booking', 'checkout', 'admin', 'programsStaff'],
      guard: 'admin',
      staffMenu: { position: 20 },
    },
  ],
} satisfies FeatureManifest;
