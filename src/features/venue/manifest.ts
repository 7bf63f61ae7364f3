import type { FeatureManifest, LazyScreen } from '@/lib/feature-manifest';
import { createWhatsOnApi } from './whats-on-api';

declare module '@/lib/api/api' {
  interface FeatureApis {
    whatsOn: ReturnType<typeof createWhatsOnApi>;
  }
}

/** The venue's public pages: Home (the first page, with what is on), its coaches and partners. */
export const venueManifest = {
  name: 'venue',
  routes: [
    {
      path: '/',
      titleId: 'nav.home',
      position: 10,
      load: () => import('./home-page'),
      catalogues: ['venue'],
      // The venue's name in the header leads Home too, so Home is the first entry to give way.
      menu: { position: 10, inlineFrom: 'widest' },
    },
    {
      path: '/partners',
      titleId: 'nav.partners',
      position: 100,
      load: () => import('./partners-page'),
      catalogues: ['venue'],
      menu: { position: 90, inlineFrom: 'widest' },
    },
    {
      path: '/coaches',
      titleId: 'nav.coaches',
      position: 110,
      load: () => import('./coaches-page'),
      catalogues: ['venue'],
      menu: { position: 80, inlineFrom: 'widest' },
    },
  ],
  api: { whatsOn: createWhatsOnApi },
} satisfies FeatureManifest;

/** What a path no route matches shows. */
export const notFoundScreen = { load: () => import('./not-found-page'), catalogues: ['venue'] } satisfies LazyScreen;
