import type openPlay from '@/locales/en-CA/openPlay.json';
import type { FeatureManifest } from '@/lib/feature-manifest';
import { createOpenPlayApi } from './open-play-api';

declare module '@/i18n/catalog-domains' {
  interface Catalogues {
    openPlay: typeof openPlay;
  }
}

declare module '@/lib/api/api' {
  interface FeatureApis {
    openPlay: ReturnType<typeof createOpenPlayApi>;
  }
}

/** Open play run live: the court board for the venue's screen and self check-in from its QR code (the panel and the console are embedded by programs and Account). */
export const openPlayManifest = {
  name: 'open-play',
  routes: [
    {
      // No login: the board link's `?key=` is the key. Drawn full screen, without the shell.
      path: '/open-play/:sessionId/board',
      titleId: 'page.courtBoard',
      position: 124,
      load: () => import('./board/board-page'),
      catalogues: ['openPlay'],
      layout: 'bare',
    },
    {
      path: '/open-play/:sessionId/check-in',
      titleId: 'page.openPlayCheckIn',
      position: 126,
      load: () => import('./check-in/check-in-page'),
      catalogues: ['openPlay', 'venue'],
      guard: 'loggedIn',
    },
  ],
  api: { openPlay: createOpenPlayApi },
} satisfies FeatureManifest;
