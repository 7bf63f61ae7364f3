import type { FeatureManifest } from '@/lib/feature-manifest';

/** The owner's company settings and booking rules. Its calls (company settings, booking rules) are shared, in src/lib/api. */
export const settingsManifest = {
  name: 'settings',
  routes: [
    {
      path: '/owner/settings',
      titleId: 'nav.companySettings',
      position: 180,
      load: () => import('./company-settings-page'),
      catalogues: ['admin'],
      guard: 'owner',
      staffMenu: { position: 50 },
    },
  ],
} satisfies FeatureManifest;
