import type { FeatureManifest } from '@/lib/feature-manifest';

/** The staff's list of accounts and their roles. Its calls (users, auth) are shared, in src/lib/api. */
export const usersManifest = {
  name: 'users',
  routes: [
    {
      path: '/admin/users',
      titleId: 'nav.users',
      position: 130,
      load: () => import('./admin-users-page'),
      catalogues: ['admin'],
      guard: 'admin',
      staffMenu: { position: 10 },
    },
  ],
} satisfies FeatureManifest;
