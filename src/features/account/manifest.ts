import type { FeatureManifest, RouteParams } from '@/lib/feature-manifest';
import type { RouteRequirement } from '@machines/session';
import { createHouseholdsApi } from './households-api';
import { createStaffAccountsApi } from './staff-accounts-api';

declare module '@/lib/api/api' {
  interface FeatureApis {
    households: ReturnType<typeof createHouseholdsApi>;
    staffAccounts: ReturnType<typeof createStaffAccountsApi>;
  }
}

/** A member's own account; staff open someone's by id. */
const accountRequirement = (params: RouteParams): RouteRequirement => (params.id ? { account: true, id: Number(params.id) } : { account: true });

/** Account: the member's profile, family, memberships and places, and the staff's view of anyone's. */
export const accountManifest = {
  name: 'account',
  routes: [
    {
      path: '/account/:id?',
      titleId: 'nav.account',
      position: 20,
      load: () => import('./account-page'),
      catalogues: ['account', 'booking', 'checkout', 'programs'],
      guard: accountRequirement,
      menu: { position: 100, inlineFrom: 'always', href: '/account' },
    },
  ],
  api: { households: createHouseholdsApi, staffAccounts: createStaffAccountsApi },
} satisfies FeatureManifest;
