import type { FeatureManifest } from '@/lib/feature-manifest';

/** Orders: the staff's order look-up and takings, and the pages a payment provider returns to. Its calls (orders) are shared, in src/lib/api. */
export const checkoutManifest = {
  name: 'checkout',
  routes: [
    {
      path: '/admin/orders',
      titleId: 'nav.orders',
      position: 160,
      load: () => import('./orders-page'),
      catalogues: ['checkout', 'admin'],
      guard: 'admin',
      staffMenu: { position: 30 },
    },
    {
      path: '/admin/takings',
      titleId: 'nav.takings',
      position: 170,
      load: () => import('./takings-page'),
      catalogues: ['checkout', 'admin'],
      guard: 'admin',
      staffMenu: { position: 40 },
    },
    {
      path: '/redirect/checkout-success',
      titleId: 'page.yourOrder',
      position: 210,
      load: () => import('./checkout-success-page'),
      catalogues: ['checkout'],
    },
    {
      path: '/redirect/checkout-cancel',
      titleId: 'page.paymentCancelled',
      position: 220,
      load: () => import('./checkout-cancel-page'),
      catalogues: ['checkout'],
    },
  ],
} satisfies FeatureManifest;
