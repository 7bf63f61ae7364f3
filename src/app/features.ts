import { accountManifest } from '@/features/account/manifest';
import { authManifest } from '@/features/auth/manifest';
import { bookingManifest } from '@/features/booking/manifest';
import { checkoutManifest } from '@/features/checkout/manifest';
import { openPlayManifest } from '@/features/open-play/manifest';
import { programsManifest } from '@/features/programs/manifest';
import { settingsManifest } from '@/features/settings/manifest';
import { usersManifest } from '@/features/users/manifest';
import { venueManifest } from '@/features/venue/manifest';
import type { FeatureManifest } from '@/lib/feature-manifest';

/**
 * The features the app is made of, each by its manifest (src/features/<feature>/manifest.ts): the
 * route table, the menus and the API are built from this list, so a new product adds one line here.
 * Their order does not matter: routes and menu entries carry their own positions.
 */
export const FEATURES = [
  venueManifest,
  accountManifest,
  bookingManifest,
  programsManifest,
  openPlayManifest,
  usersManifest,
  checkoutManifest,
  settingsManifest,
  authManifest,
] as const satisfies readonly FeatureManifest[];
